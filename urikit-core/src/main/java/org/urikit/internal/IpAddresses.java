package org.urikit.internal;

/**
 * IP address grammars of RFC 3986 §3.2.2 (validation over a range of a string, no allocation)
 * and their values and text forms (RFC 5952). Validators return the index where a valid
 * production ends, or {@code -1 - i} where {@code i} is the first offending index.
 */
public final class IpAddresses {
    private IpAddresses() {
    }

    // ---- IPv4address ------------------------------------------------------------------------

    /**
     * Whether {@code s[from, to)} is exactly an {@code IPv4address}:
     * {@code dec-octet "." dec-octet "." dec-octet "." dec-octet} (RFC 3986 §3.2.2), where a
     * dec-octet is 0–255 written without leading zeros.
     */
    public static boolean isIpv4(CharSequence s, int from, int to) {
        return ipv4End(s, from, to) == to;
    }

    /**
     * The end of the {@code IPv4address} that starts at {@code from} and may run to {@code to}, or
     * {@code -1 - i} with {@code i} the first index that cannot continue it (a digit after a
     * leading zero, the digit that takes an octet above 255, a missing '.' or digit).
     */
    public static int ipv4End(CharSequence s, int from, int to) {
        int i = from;
        for (int part = 0; part < 4; part++) {
            if (part > 0) {
                if (i >= to || s.charAt(i) != '.') {
                    return -1 - i;
                }
                i++;
            }
            int end = decOctetEnd(s, i, to);
            if (end < 0) {
                return end;
            }
            i = end;
        }
        if (i < to && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            return -1 - i;
        }
        return i;
    }

    /**
     * {@code dec-octet}: 0–255 without leading zeros. Returns where it ends (the first character
     * that is not a digit, or that cannot extend it), or {@code -1 - i} if there is no digit at
     * {@code i}. A digit that cannot extend a complete octet is left for the caller to reject.
     */
    private static int decOctetEnd(CharSequence s, int i, int to) {
        if (i >= to || s.charAt(i) < '0' || s.charAt(i) > '9') {
            return -1 - i;
        }
        int value = s.charAt(i) - '0';
        int k = i + 1;
        if (value == 0) {
            return k;                           // "0" is complete; "01" is not a dec-octet
        }
        while (k < to && k - i < 3 && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
            int next = value * 10 + (s.charAt(k) - '0');
            if (next > 255) {
                return k;                       // "25" then '6': the '6' cannot continue
            }
            value = next;
            k++;
        }
        return k;
    }

    /** The 32-bit value of a valid dotted quad (decimal parts, leading zeros read as decimal). */
    public static int ipv4Value(CharSequence s, int from, int to) {
        int value = 0;
        int part = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                value = (value << 8) | part;
                part = 0;
            } else {
                part = part * 10 + (c - '0');
            }
        }
        return (value << 8) | part;
    }

    /** Dotted-quad text of a 32-bit address. */
    public static String formatIpv4(int address) {
        return (address >>> 24) + "." + ((address >>> 16) & 0xFF) + "." + ((address >>> 8) & 0xFF) + "." + (address & 0xFF);
    }

    // ---- IPv6address ------------------------------------------------------------------------

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /**
     * The end of the {@code IPv6address} (RFC 3986 §3.2.2, all nine alternatives) starting at
     * {@code from}, never reading at or past {@code to}; or {@code -1 - i} with {@code i} the
     * first index after which the text can no longer be completed to an address. The address
     * ends at the first character that cannot continue it (normally {@code ']'} or
     * {@code '%'}); the caller checks what follows.
     */
    public static int ipv6End(CharSequence s, int from, int to) {
        int i = from;
        int groups = 0;
        boolean compressed = false;
        if (i < to && s.charAt(i) == ':') {
            if (i + 1 >= to || s.charAt(i + 1) != ':') {
                return -1 - (i + 1);             // a leading ':' can only continue as "::"
            }
            compressed = true;
            i += 2;
            if (i >= to || hexValue(s.charAt(i)) < 0) {
                return i;                        // "::" alone
            }
        }
        while (true) {
            int start = i;
            while (i < to && i - start < 4 && hexValue(s.charAt(i)) >= 0) {
                i++;
            }
            if (i == start) {
                return -1 - i;                   // a group was expected
            }
            if (i < to && s.charAt(i) == '.') {
                // ls32 as an IPv4address: only in the last two group positions, and only if
                // the group read so far is a dec-octet; otherwise the '.' cannot continue.
                boolean room = compressed ? groups <= 5 : groups == 6;
                if (!room || decOctetEnd(s, start, i) != i) {
                    return -1 - i;
                }
                return ipv4End(s, start, to);
            }
            if (i < to && hexValue(s.charAt(i)) >= 0) {
                return -1 - i;                   // a fifth hex digit
            }
            groups++;
            if (i >= to || s.charAt(i) != ':') {
                break;
            }
            boolean full = groups == (compressed ? 7 : 8);
            if (i + 1 < to && s.charAt(i + 1) == ':') {
                if (compressed) {
                    return -1 - (i + 1);         // a second "::"
                }
                if (full) {
                    return -1 - i;
                }
                compressed = true;
                i += 2;
                if (i >= to || hexValue(s.charAt(i)) < 0) {
                    return i;                    // "::" at the end
                }
                if (groups >= 7) {
                    return -1 - i;               // "1:2:3:4:5:6:7::" is full
                }
            } else {
                if (full) {
                    return -1 - i;               // eight groups (or seven and "::") are complete
                }
                i++;                             // a single ':' must be followed by a group
            }
        }
        if (!compressed && groups != 8) {
            return -1 - i;                       // too few groups without "::"
        }
        return i;
    }

    /** The 128-bit value of a valid {@code IPv6address} {@code s[from, to)} as {@code {high, low}}. */
    public static long[] ipv6Value(CharSequence s, int from, int to) {
        int[] words = new int[8];
        int n = 0;
        int gap = -1;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == ':') {
                if (i + 1 < to && s.charAt(i + 1) == ':') {
                    gap = n;
                    i += 2;
                } else {
                    i++;
                }
                continue;
            }
            int start = i;
            int v = 0;
            while (i < to && hexValue(s.charAt(i)) >= 0) {
                v = (v << 4) | hexValue(s.charAt(i));
                i++;
            }
            if (i < to && s.charAt(i) == '.') {
                int end = i;
                while (end < to && s.charAt(end) != ':') {
                    end++;
                }
                int v4 = ipv4Value(s, start, end);
                words[n++] = v4 >>> 16;
                words[n++] = v4 & 0xFFFF;
                i = end;
            } else {
                words[n++] = v;
            }
        }
        int[] full = new int[8];
        if (gap < 0) {
            System.arraycopy(words, 0, full, 0, 8);
        } else {
            System.arraycopy(words, 0, full, 0, gap);
            int tail = n - gap;
            System.arraycopy(words, gap, full, 8 - tail, tail);
        }
        long high = 0;
        long low = 0;
        for (int k = 0; k < 4; k++) {
            high = (high << 16) | full[k];
            low = (low << 16) | full[k + 4];
        }
        return new long[] {high, low};
    }

    /**
     * RFC 5952 §4 text: lower-case hex, no leading zeros, the longest run of two or more zero
     * groups (the first if tied) as {@code "::"}; IPv4-mapped addresses in the mixed notation
     * of §5 ({@code ::ffff:192.0.2.1}).
     */
    public static String formatIpv6(long high, long low) {
        if (high == 0 && (low >>> 32) == 0xFFFFL) {
            // RFC 5952 §5: IPv4-mapped addresses (::ffff:0:0/96) in mixed notation.
            return "::ffff:" + formatIpv4((int) low);
        }
        int[] g = new int[8];
        for (int k = 0; k < 4; k++) {
            g[k] = (int) (high >>> (48 - 16 * k)) & 0xFFFF;
            g[k + 4] = (int) (low >>> (48 - 16 * k)) & 0xFFFF;
        }
        int bestStart = -1;
        int bestLen = 1;
        for (int k = 0; k < 8; ) {
            if (g[k] != 0) {
                k++;
                continue;
            }
            int start = k;
            while (k < 8 && g[k] == 0) {
                k++;
            }
            if (k - start > bestLen) {
                bestStart = start;
                bestLen = k - start;
            }
        }
        StringBuilder sb = new StringBuilder(39);
        for (int k = 0; k < 8; k++) {
            if (k == bestStart) {
                sb.append("::");
                k += bestLen - 1;
                continue;
            }
            if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ':') {
                sb.append(':');
            }
            sb.append(Integer.toHexString(g[k]));
        }
        return sb.toString();
    }
}
