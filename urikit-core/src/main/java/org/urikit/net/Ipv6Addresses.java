package org.urikit.net;

/**
 * IPv6 addresses in text: one parser for both grammars and one RFC 5952 serializer.
 *
 * <pre>{@code
 * Ipv6Addresses.end("2001:db8::1]", 0, 12);          // 11: RFC 3986 IPv6address, ends before ']'
 * Ipv6Addresses.end("1::2::3", 0, 7);                // -6 = -1 - 5: the second "::" cannot continue it
 * Ipv6Addresses.parse("0:0::1", 0, 6, errors, v);    // true; v = {0, 1}
 * Ipv6Addresses.format(0x20010db800000000L, 1);      // "2001:db8::1"
 * Ipv6Addresses.format(0, 0xffffc0000201L);          // "::ffff:192.0.2.1" (RFC 5952 §5)
 * Ipv6Addresses.appendTo(sb, 0, 0xffffc0000201L, false);   // "::ffff:c000:201" (the URL Standard)
 * }</pre>
 *
 * <p>The grammars accept the same addresses: eight 16-bit pieces of one to four hex digits,
 * one {@code ::} standing for one or more zero pieces, and a dotted-decimal IPv4 address (no
 * leading zeros) in the last 32 bits. They differ in what they do with the text around it and
 * with errors:
 * <ul>
 * <li>RFC 3986 §3.2.2 {@code IPv6address} ({@link #end}): the address ends at the first
 *   character that cannot continue it (the caller checks for {@code ']'} or a zone, RFC 6874);
 *   a failure is the first index after which the text can no longer become an address.</li>
 * <li>The URL Standard's "IPv6 parser" ({@link #parse}): the whole range is the address; each
 *   failure is a validation error of its own ({@link AddressError}) at the index the standard's
 *   pointer has reached, and a piece with a leading zero is reported without failing.</li>
 * </ul>
 * One scan serves both: where the two report a failure at different indices, both are written
 * at the place of the failure. The value is two {@code long}s, the most significant 64 bits
 * first, as {@code org.urikit.Host.Ipv6} holds it.
 */
public final class Ipv6Addresses {
    private Ipv6Addresses() {
    }

    // ---- parsing ---------------------------------------------------------------------------------

    /**
     * The end of the RFC 3986 {@code IPv6address} (all nine alternatives of §3.2.2) starting at
     * {@code from}, never reading at or past {@code to}; or {@code -1 - i} with {@code i} the
     * first index after which the text can no longer be completed to an address. The address
     * ends at the first character that cannot continue it (normally {@code ']'} or
     * {@code '%'}); the caller checks what follows.
     */
    public static int end(CharSequence s, int from, int to) {
        return scan(s, from, to, null, null);
    }

    /** The 128-bit value of the valid {@code IPv6address} {@code s[from, to)} as {@code {high, low}}. */
    public static long[] value(CharSequence s, int from, int to) {
        long[] v = new long[2];
        scan(s, from, to, null, v);
        return v;
    }

    /**
     * The URL Standard's "IPv6 parser" of {@code s[from, to)} (the text between the brackets):
     * true with the address in {@code value} ({@code {high, low}}), or false after a fatal error
     * has been reported to {@code errors} at the index of the offending character.
     */
    public static boolean parse(CharSequence s, int from, int to, AddressErrors errors, long[] value) {
        return scan(s, from, to, errors, value) >= 0;
    }

    /**
     * The scan of both grammars: with {@code errors} null, RFC 3986's (the end, or {@code -1 - i});
     * otherwise the URL Standard's ({@code to}, or -1 once a failure is reported). When the value
     * is asked for, the pieces are shifted into a 128-bit register of two longs; at {@code ::}
     * the register becomes the head, and the pieces after it are the tail. {@code pieces} is the
     * standard's "pieceIndex": the pieces read, {@code ::} counting as one. The common path reads
     * a piece and its separator; everything else (compression, the end, errors) waits behind one
     * test at the start of a piece, in the standard's order.
     */
    private static int scan(CharSequence s, int from, int to, AddressErrors errors, long[] value) {
        boolean url = errors != null;
        boolean track = value != null;
        long hi = 0;
        long lo = 0;
        long headHi = 0;
        long headLo = 0;
        int pieces = 0;
        int compress = -1;                      // pieces after "::", or -1
        int i = from;
        if (i < to && s.charAt(i) == ':') {
            if (i + 1 >= to || s.charAt(i + 1) != ':') {
                return fail(errors, AddressError.IPV6_INVALID_COMPRESSION, i, i + 1);   // ':' can only continue as "::"
            }
            i += 2;
            compress = pieces = 1;
        }
        while (i < to) {
            char c = s.charAt(i);
            int d = Ascii.hexValue(c);
            if (d < 0 || pieces == 8) {
                // No piece starts here: RFC 3986's address ends after "::", eight pieces are there, "::", or an error.
                if (!url && compress == pieces && d < 0) {
                    return i;                   // RFC 3986: "::" then no piece ends the address
                }
                if (pieces == 8) {
                    // RFC 3986 points at the ':' that cannot follow eight pieces, or at the piece after "::".
                    boolean here = compress == pieces || compress >= 0 && c == ':';
                    return fail(errors, AddressError.IPV6_TOO_MANY_PIECES, i, here ? i : i - 1);
                }
                if (c != ':') {
                    return fail(errors, c == '.' ? AddressError.IPV4_IN_IPV6_INVALID_CODE_POINT : AddressError.IPV6_INVALID_CODE_POINT, i, i);
                }
                if (compress >= 0) {
                    return fail(errors, AddressError.IPV6_MULTIPLE_COMPRESSION, i, i);
                }
                i++;
                compress = ++pieces;
                headHi = hi;
                headLo = lo;
                hi = 0;
                lo = 0;
                continue;
            }
            int start = i++;
            int v = d;
            int max = Math.min(to, start + 4);
            while (i < max && (d = Ascii.hexValue(s.charAt(i))) >= 0) {
                v = v << 4 | d;
                i++;
            }
            int length = i - start;
            boolean last = false;
            if (i < to) {
                c = s.charAt(i);
                if (c == ':') {
                    i++;
                    if (i == to) {
                        // RFC 3986 points at the ':' itself when eight pieces are complete without it.
                        return fail(errors, AddressError.IPV6_INVALID_CODE_POINT, i, pieces + 1 == 8 ? i - 1 : i);
                    }
                } else if (c == '.') {
                    int end = url ? embeddedIpv4(s, start, to, pieces, errors) : embeddedIpv4(s, start, i, to, pieces, compress >= 0);
                    if (end < 0) {
                        return end;
                    }
                    int v4 = Ipv4Addresses.dottedDecimalValue(s, start, end);
                    hi = hi << 32 | lo >>> 32;
                    lo = lo << 32 | (v4 & 0xFFFFFFFFL);
                    pieces += 2;
                    i = end;
                    break;
                } else if (url || Ascii.isHexDigit(c)) {
                    return fail(errors, AddressError.IPV6_INVALID_CODE_POINT, i, i);   // a fifth hex digit, or no part of an address
                } else {
                    last = true;                // RFC 3986: the address ends here
                }
            }
            if (url && length > 1 && v < 1 << (4 * (length - 1))) {
                errors.error(AddressError.IPV6_PIECE_LEADING_ZERO, start);
            }
            if (track) {
                hi = hi << 16 | lo >>> 48;
                lo = lo << 16 | v;
            }
            pieces++;
            if (last) {
                break;
            }
        }
        if (compress < 0 && pieces != 8) {
            return fail(errors, AddressError.IPV6_TOO_FEW_PIECES, i, i);
        }
        if (value != null) {
            if (compress < 0) {
                value[0] = hi;
                value[1] = lo;
            } else {
                // The head (compress - 1 pieces) goes to the top, the tail stays at the bottom.
                int shift = 16 * (9 - compress);
                if (shift >= 128) {
                    value[0] = hi;
                } else if (shift >= 64) {
                    value[0] = headLo << (shift - 64) | hi;
                } else {
                    value[0] = headHi << shift | headLo >>> (64 - shift) | hi;
                    lo |= headLo << shift;
                }
                value[1] = lo;
            }
        }
        return i;
    }

    /**
     * RFC 3986's {@code ls32} as an IPv4 address from {@code start} (a '.' at {@code dot}): only
     * in the last two piece positions, and only if the piece read so far is a dec-octet
     * (otherwise the '.' cannot continue); its end, or {@code -1 - i}.
     */
    private static int embeddedIpv4(CharSequence s, int start, int dot, int to, int pieces, boolean compressed) {
        boolean room = compressed ? pieces <= 6 : pieces == 6;
        if (!room || Ipv4Addresses.decOctetEnd(s, start, dot) != dot) {
            return -1 - dot;
        }
        return Ipv4Addresses.dottedDecimalEnd(s, start, to);
    }

    /**
     * The URL Standard's IPv4 in IPv6 ("If c is U+002E (.)"), the rest of the range from
     * {@code start}: its end ({@code to}), or -1 after reporting why it is no IPv4 address.
     * The standard's four dec-octets are RFC 3986's, so the RFC reader finds where it fails and
     * the character there says which error the standard's pointer stops with.
     */
    private static int embeddedIpv4(CharSequence s, int start, int to, int pieces, AddressErrors errors) {
        if (pieces > 6) {
            errors.fatal(AddressError.IPV4_IN_IPV6_TOO_MANY_PIECES, start);
            return -1;
        }
        int end = Ipv4Addresses.dottedDecimalEnd(s, start, to);
        if (end == to) {
            return end;
        }
        int at = end >= 0 ? end : -1 - end;   // a character after four parts, or the first that cannot continue
        AddressError e = AddressError.IPV4_IN_IPV6_INVALID_CODE_POINT;
        if (at == to) {
            if (s.charAt(to - 1) != '.') {
                e = AddressError.IPV4_IN_IPV6_TOO_FEW_PARTS;
            }
        } else if (end < 0 && Ascii.isDigit(s.charAt(at))) {
            int partStart = at - 1;
            while (partStart > start && s.charAt(partStart - 1) != '.') {
                partStart--;
            }
            if (!(s.charAt(partStart) == '0' && at == partStart + 1)) {
                e = AddressError.IPV4_IN_IPV6_OUT_OF_RANGE_PART;   // a digit after a leading 0 is the invalid code point
            }
        }
        errors.fatal(e, at);
        return -1;
    }

    private static int fail(AddressErrors errors, AddressError e, int urlAt, int rfcAt) {
        if (errors == null) {
            return -1 - rfcAt;
        }
        errors.fatal(e, urlAt);
        return -1;
    }

    // ---- text ------------------------------------------------------------------------------------

    /**
     * RFC 5952 §4 text: lower-case hex, no leading zeros, the longest run of two or more zero
     * pieces (the first if tied) as {@code "::"}; IPv4-mapped addresses in the mixed notation
     * of §5 ({@code ::ffff:192.0.2.1}).
     */
    public static String format(long high, long low) {
        StringBuilder sb = new StringBuilder(39);
        appendTo(sb, high, low, true);
        return sb.toString();
    }

    /**
     * Appends the RFC 5952 text of the address; {@code mappedAsIpv4} false writes an IPv4-mapped
     * address in hex as well, as the URL Standard's "IPv6 serializer" does ({@code ::ffff:c000:201}).
     */
    public static void appendTo(StringBuilder sb, long high, long low, boolean mappedAsIpv4) {
        if (mappedAsIpv4 && high == 0 && (low >>> 32) == 0xFFFFL) {
            // RFC 5952 §5: IPv4-mapped addresses (::ffff:0:0/96) in mixed notation.
            Ipv4Addresses.appendTo(sb.append("::ffff:"), (int) low);
            return;
        }
        // RFC 5952 §4.2: the first longest run of two or more zero pieces ("find the IPv6 address compressed piece index").
        int bestStart = -1;
        int bestLength = 1;
        for (int k = 0; k < 8; ) {
            if (piece(high, low, k) != 0) {
                k++;
                continue;
            }
            int start = k;
            while (k < 8 && piece(high, low, k) == 0) {
                k++;
            }
            if (k - start > bestLength) {
                bestStart = start;
                bestLength = k - start;
            }
        }
        for (int k = 0; k < 8; k++) {
            if (k == bestStart) {
                sb.append("::");
                k += bestLength - 1;
                continue;
            }
            if (k > 0 && k != bestStart + bestLength) {
                sb.append(':');
            }
            int v = piece(high, low, k);
            int shift = 12;
            while (shift > 0 && v >>> shift == 0) {
                shift -= 4;
            }
            for (; shift >= 0; shift -= 4) {
                sb.append(Ascii.lowerHexDigit(v >>> shift));
            }
        }
    }

    /** Piece {@code k} (0 to 7, most significant first) of the address. */
    private static int piece(long high, long low, int k) {
        return (int) ((k < 4 ? high : low) >>> (48 - 16 * (k & 3))) & 0xFFFF;
    }
}
