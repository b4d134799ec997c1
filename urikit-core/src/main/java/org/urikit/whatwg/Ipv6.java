package org.urikit.whatwg;

/**
 * The URL Standard's IPv6 parser (eight 16-bit pieces, {@code ::} compression, an embedded IPv4
 * address in the last 32 bits, no zone identifier) and IPv6 serializer (lower-case hex, the
 * longest run of two or more zero pieces compressed, RFC 5952).
 *
 * <pre>
 *   [0:0::1]              -> [::1]
 *   [::ffff:192.168.0.1]  -> [::ffff:c0a8:1]
 *   [1:0:0:2::3:0]        -> [1::2:0:0:3:0]
 * </pre>
 */
final class Ipv6 {
    private Ipv6() {
    }

    /**
     * "IPv6 parser" of {@code s[from, to)}: the eight pieces, or null after a fatal error has
     * been reported to {@code p} (at the input index of the offending character).
     */
    static int[] parse(UrlParser p, String s, int from, int to) {
        int[] address = new int[8];
        int pieceIndex = 0;
        int compress = -1;
        int ptr = from;
        if (ptr < to && s.charAt(ptr) == ':') {
            if (ptr + 1 >= to || s.charAt(ptr + 1) != ':') {
                p.fatal(WebUrlError.IPV6_INVALID_COMPRESSION, ptr);
                return null;
            }
            ptr += 2;
            compress = ++pieceIndex;
        }
        while (ptr < to) {
            if (pieceIndex == 8) {
                p.fatal(WebUrlError.IPV6_TOO_MANY_PIECES, ptr);
                return null;
            }
            if (s.charAt(ptr) == ':') {
                if (compress >= 0) {
                    p.fatal(WebUrlError.IPV6_MULTIPLE_COMPRESSION, ptr);
                    return null;
                }
                ptr++;
                compress = ++pieceIndex;
                continue;
            }
            int value = 0;
            int length = 0;
            int pieceStart = ptr;
            while (length < 4 && ptr < to && Encoding.isHex(s.charAt(ptr))) {
                value = value * 0x10 + Encoding.hexValue(s.charAt(ptr));
                ptr++;
                length++;
            }
            if (ptr < to && s.charAt(ptr) == '.') {
                if (length == 0) {
                    p.fatal(WebUrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, ptr);
                    return null;
                }
                ptr -= length;
                if (pieceIndex > 6) {
                    p.fatal(WebUrlError.IPV4_IN_IPV6_TOO_MANY_PIECES, ptr);
                    return null;
                }
                int numbersSeen = 0;
                while (ptr < to) {
                    int ipv4Piece = -1;
                    if (numbersSeen > 0) {
                        if (s.charAt(ptr) == '.' && numbersSeen < 4) {
                            ptr++;
                        } else {
                            p.fatal(WebUrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, ptr);
                            return null;
                        }
                    }
                    if (ptr >= to || !isDigit(s.charAt(ptr))) {
                        p.fatal(WebUrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, ptr);
                        return null;
                    }
                    while (ptr < to && isDigit(s.charAt(ptr))) {
                        int number = s.charAt(ptr) - '0';
                        if (ipv4Piece < 0) {
                            ipv4Piece = number;
                        } else if (ipv4Piece == 0) {
                            p.fatal(WebUrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, ptr);
                            return null;
                        } else {
                            ipv4Piece = ipv4Piece * 10 + number;
                        }
                        if (ipv4Piece > 255) {
                            p.fatal(WebUrlError.IPV4_IN_IPV6_OUT_OF_RANGE_PART, ptr);
                            return null;
                        }
                        ptr++;
                    }
                    address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
                    numbersSeen++;
                    if (numbersSeen == 2 || numbersSeen == 4) {
                        pieceIndex++;
                    }
                }
                if (numbersSeen != 4) {
                    p.fatal(WebUrlError.IPV4_IN_IPV6_TOO_FEW_PARTS, ptr);
                    return null;
                }
                break;
            } else if (ptr < to && s.charAt(ptr) == ':') {
                ptr++;
                if (ptr == to) {
                    p.fatal(WebUrlError.IPV6_INVALID_CODE_POINT, ptr);
                    return null;
                }
            } else if (ptr < to) {
                p.fatal(WebUrlError.IPV6_INVALID_CODE_POINT, ptr);
                return null;
            }
            if (length > 1 && value < 1 << (4 * (length - 1))) {
                p.error(WebUrlError.IPV6_PIECE_LEADING_ZERO, pieceStart);
            }
            address[pieceIndex] = value;
            pieceIndex++;
        }
        if (compress >= 0) {
            int swaps = pieceIndex - compress;
            pieceIndex = 7;
            while (pieceIndex != 0 && swaps > 0) {
                int t = address[pieceIndex];
                address[pieceIndex] = address[compress + swaps - 1];
                address[compress + swaps - 1] = t;
                pieceIndex--;
                swaps--;
            }
        } else if (pieceIndex != 8) {
            p.fatal(WebUrlError.IPV6_TOO_FEW_PIECES, ptr);
            return null;
        }
        return address;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** "IPv6 serializer", in brackets: {@code [} pieces in lower-case hex, the compressed run as {@code ::} {@code ]}. */
    static String serialize(int[] address) {
        int compress = compressedPieceIndex(address);
        StringBuilder out = new StringBuilder(41).append('[');
        boolean ignore0 = false;
        for (int i = 0; i < 8; i++) {
            if (ignore0 && address[i] == 0) {
                continue;
            }
            ignore0 = false;
            if (compress == i) {
                out.append(i == 0 ? "::" : ":");
                ignore0 = true;
                continue;
            }
            out.append(Integer.toHexString(address[i]));
            if (i != 7) {
                out.append(':');
            }
        }
        return out.append(']').toString();
    }

    /** "find the IPv6 address compressed piece index": the first longest run of two or more 0 pieces, or -1. */
    static int compressedPieceIndex(int[] address) {
        int longestIndex = -1;
        int longestSize = 1;
        int foundIndex = -1;
        int foundSize = 0;
        for (int i = 0; i < 8; i++) {
            if (address[i] != 0) {
                if (foundSize > longestSize) {
                    longestIndex = foundIndex;
                    longestSize = foundSize;
                }
                foundIndex = -1;
                foundSize = 0;
            } else {
                if (foundIndex < 0) {
                    foundIndex = i;
                }
                foundSize++;
            }
        }
        return foundSize > longestSize ? foundIndex : longestIndex;
    }
}
