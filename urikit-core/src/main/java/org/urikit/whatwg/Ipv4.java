package org.urikit.whatwg;

/**
 * The URL Standard's IPv4 host pieces: the "ends in a number checker", the IPv4 parser with its
 * number parser (decimal, {@code 0x} hexadecimal and {@code 0} octal parts, one to four parts),
 * and the IPv4 serializer.
 *
 * <pre>
 *   0x7f.1        -> 127.0.0.1      (two parts: the last fills the low 24 bits)
 *   3232235777    -> 192.168.1.1    (one part: all 32 bits)
 *   0300.0250.1.1 -> 192.168.1.1    (octal)
 * </pre>
 */
final class Ipv4 {
    /** Numbers at or above this saturate: every comparison of the parser is against at most 2^32. */
    private static final long SATURATED = 1L << 33;
    private static final long FAILURE = -1;
    /** Bit of a number-parser result: the part was not written in decimal. */
    private static final long NON_DECIMAL = 1L << 40;
    private static final long VALUE = NON_DECIMAL - 1;

    private Ipv4() {
    }

    /** "ends in a number checker": the last label (after dropping one empty last label) is a number. */
    static boolean endsInANumber(String s) {
        int end = s.length();
        if (end > 0 && s.charAt(end - 1) == '.') {
            end--;
        }
        int start = s.lastIndexOf('.', end - 1) + 1;
        if (start == end) {
            return false;
        }
        boolean digits = true;
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                digits = false;
                break;
            }
        }
        // Note of the standard: the number-parser test is "0x" or "0X" followed by hex digits.
        return digits || number(s, start, end) >= 0;
    }

    /**
     * "IPv4 number parser" over {@code s[from, to)}: the value (saturated), with {@link #NON_DECIMAL}
     * set for a hexadecimal or octal part, or {@link #FAILURE}.
     */
    private static long number(String s, int from, int to) {
        if (from == to) {
            return FAILURE;
        }
        long flag = 0;
        int radix = 10;
        if (to - from >= 2 && s.charAt(from) == '0' && (s.charAt(from + 1) | 0x20) == 'x') {
            flag = NON_DECIMAL;
            from += 2;
            radix = 16;
        } else if (to - from >= 2 && s.charAt(from) == '0') {
            flag = NON_DECIMAL;
            from++;
            radix = 8;
        }
        if (from == to) {
            return flag; // "0x" alone is 0
        }
        long v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            int d;
            if (c >= '0' && c <= '9') {
                d = c - '0';
            } else if (radix == 16 && Encoding.isHex(c)) {
                d = Encoding.hexValue(c);
            } else {
                return FAILURE;
            }
            if (d >= radix) {
                return FAILURE;
            }
            v = Math.min(SATURATED, v * radix + d);
        }
        return v | flag;
    }

    /**
     * "IPv4 parser" of {@code s} (ASCII, lower-case); the address (0 to 2^32 - 1), or -1 after a
     * fatal error has been reported to {@code p}. {@code at} is the input index of {@code s[0]}
     * for the error positions.
     */
    static long parse(UrlParser p, String s, int at) {
        int n = s.length();
        int end = n;
        if (n > 0 && s.charAt(n - 1) == '.') {
            p.error(WebUrlError.IPV4_EMPTY_PART, at + n - 1);
            if (n > 1) {
                end = n - 1; // drop the empty last part ("If parts's size is greater than 1")
            }
        }
        int parts = 1;
        for (int i = 0; i < end; i++) {
            if (s.charAt(i) == '.') {
                parts++;
            }
        }
        if (parts > 4) {
            p.fatal(WebUrlError.IPV4_TOO_MANY_PARTS, at);
            return -1;
        }
        if (parts < 4) {
            p.error(WebUrlError.IPV4_TOO_FEW_PARTS, at);
        }
        long[] numbers = new long[parts];
        int k = 0;
        int start = 0;
        for (int i = 0; i <= end; i++) {
            if (i == end || s.charAt(i) == '.') {
                long r = number(s, start, i);
                if (r < 0) {
                    p.fatal(WebUrlError.IPV4_NON_NUMERIC_PART, at + start);
                    return -1;
                }
                if ((r & NON_DECIMAL) != 0) {
                    p.error(WebUrlError.IPV4_NON_DECIMAL_PART, at + start);
                }
                numbers[k++] = r & VALUE;
                start = i + 1;
            }
        }
        for (long v : numbers) {
            if (v > 255) {
                p.error(WebUrlError.IPV4_OUT_OF_RANGE_PART, at);
                break;
            }
        }
        for (int i = 0; i < parts - 1; i++) {
            if (numbers[i] > 255) {
                p.failAfterReported(WebUrlError.IPV4_OUT_OF_RANGE_PART, at);
                return -1;
            }
        }
        long last = numbers[parts - 1];
        if (last >= 1L << (8 * (5 - parts))) {
            // 256^(5 - parts) is at least 256, so this part exceeds 255 and the error is recorded above.
            p.failAfterReported(WebUrlError.IPV4_OUT_OF_RANGE_PART, at);
            return -1;
        }
        long ipv4 = last;
        for (int i = 0; i < parts - 1; i++) {
            ipv4 += numbers[i] << (8 * (3 - i));
        }
        return ipv4;
    }

    /** "IPv4 serializer": four decimal numbers separated by {@code '.'}. */
    static String serialize(long address) {
        return (address >>> 24 & 0xFF) + "." + (address >>> 16 & 0xFF) + "." + (address >>> 8 & 0xFF) + "."
                + (address & 0xFF);
    }
}
