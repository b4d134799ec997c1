package org.urikit.security;

/**
 * How resolver libraries read a host name made of numbers (RFC 3986 §7.4, "Rare IP Address
 * Formats"): computed from the text alone, without DNS. Each method returns the 32-bit address as
 * a non-negative {@code long}, or -1 when that reader does not take the text as an IPv4 address
 * (and would look it up as a name, or refuse it).
 */
final class NumericHost {
    private NumericHost() {
    }

    /** The most parts an address may have, and the largest value of the last part for 1 to 4 parts. */
    private static final long[] LAST_PART_MAX = {0xffffffffL, 0xffffffL, 0xffffL, 0xffL};

    /**
     * glibc's {@code inet_aton} ({@code resolv/inet_addr.c}), which {@code gethostbyname},
     * {@code inet_addr} and many URL fetchers use: one to four parts separated by {@code '.'},
     * each a C integer as {@code strtoul(…, 0)} reads it ({@code 0x} hexadecimal, a leading
     * {@code 0} octal, otherwise decimal) and starting with a digit; every part but the last is
     * one byte, the last fills the remaining bytes ({@code 127.1} is 127.0.0.1, {@code 2130706433}
     * is 127.0.0.1). The text may go on after the number with whitespace and then anything
     * ({@code "127.0.0.1\tfoo.example"} is 127.0.0.1).
     */
    static long inetAton(CharSequence s) {
        int n = s.length();
        int i = 0;
        long address = 0;
        int parts = 0;
        long value;
        while (true) {
            if (i >= n || !Ascii.isDigit(s.charAt(i))) {
                return -1;
            }
            // strtoul(cp, &end, 0)
            value = 0;
            int radix = 10;
            if (s.charAt(i) == '0') {
                if (i + 2 < n && (s.charAt(i + 1) | 0x20) == 'x' && Ascii.isHexDigit(s.charAt(i + 2))) {
                    radix = 16;
                    i += 2;
                } else {
                    radix = 8;
                }
            }
            while (i < n && digit(s.charAt(i), radix) >= 0) {
                value = value * radix + digit(s.charAt(i), radix);
                if (value > 0xffffffffL) {
                    return -1;                       // ERANGE, or above 0xffffffff
                }
                i++;
            }
            if (i < n && s.charAt(i) == '.') {
                if (parts > 2 || value > 0xff) {
                    return -1;
                }
                address |= value << (24 - 8 * parts);
                parts++;
                i++;
            } else {
                break;
            }
        }
        if (i < n && !isCSpace(s.charAt(i))) {
            return -1;                               // trailing characters that are not whitespace
        }
        if (value > LAST_PART_MAX[parts]) {
            return -1;
        }
        return address | value;
    }

    /**
     * The JDK's {@code java.net.InetAddress} ({@code sun.net.util.IPAddressUtil.textToNumericFormatV4}):
     * one to four parts of ASCII decimal digits, at most 15 characters in all, the last part
     * filling the remaining bytes. Leading zeros are decimal, so {@code 0177.0.0.1} is
     * 177.0.0.1 where {@code inet_aton} reads 127.0.0.1. (Hexadecimal and other forms that only
     * the BSD reading accepts make {@code InetAddress.getByName} throw, with no lookup.)
     */
    static long jdk(CharSequence s) {
        int n = s.length();
        if (n == 0 || n > 15) {
            return -1;
        }
        long address = 0;
        long value = 0;
        int parts = 0;
        boolean newPart = true;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                if (newPart || value > 0xff || parts == 3) {
                    return -1;
                }
                address |= value << (24 - 8 * parts);
                parts++;
                value = 0;
                newPart = true;
            } else if (Ascii.isDigit(c)) {
                value = value * 10 + (c - '0');
                newPart = false;
            } else {
                return -1;
            }
        }
        if (newPart || value > LAST_PART_MAX[parts]) {
            return -1;
        }
        return address | value;
    }

    /**
     * Whether the text is the one form RFC 3986 allows ({@code IPv4address}, §3.2.2): four
     * decimal octets from 0 to 255 without leading zeros.
     */
    static boolean isDottedDecimal(CharSequence s) {
        int n = s.length();
        int parts = 0;
        int i = 0;
        while (i < n) {
            int start = i;
            int value = 0;
            while (i < n && Ascii.isDigit(s.charAt(i)) && i - start < 3) {
                value = value * 10 + (s.charAt(i) - '0');
                i++;
            }
            int len = i - start;
            if (len == 0 || value > 255 || (len > 1 && s.charAt(start) == '0')) {
                return false;
            }
            parts++;
            if (i == n) {
                break;
            }
            if (s.charAt(i) != '.' || parts == 4) {
                return false;
            }
            i++;
        }
        return parts == 4 && s.charAt(n - 1) != '.';
    }

    /**
     * Whether the last label of a name (ignoring one trailing dot) is a number: decimal digits,
     * or {@code 0x} followed by hexadecimal digits. No top-level domain is numeric (RFC 3696 §2),
     * so such a name is not a DNS name; the URL Standard's host parser ("ends in a number")
     * parses it as an IPv4 address and fails when it is not one.
     */
    static boolean endsInNumber(CharSequence s) {
        int end = s.length();
        if (end > 0 && s.charAt(end - 1) == '.') {
            end--;
        }
        int start = end;
        while (start > 0 && s.charAt(start - 1) != '.') {
            start--;
        }
        if (start == end) {
            return false;
        }
        boolean digits = true;
        for (int i = start; i < end && digits; i++) {
            digits = Ascii.isDigit(s.charAt(i));
        }
        if (digits) {
            return true;
        }
        if (end - start < 2 || s.charAt(start) != '0' || (s.charAt(start + 1) | 0x20) != 'x') {
            return false;
        }
        for (int i = start + 2; i < end; i++) {
            if (!Ascii.isHexDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static int digit(char c, int radix) {
        if (radix == 16) {
            return Ascii.isHexDigit(c) ? Ascii.hexValue(c) : -1;
        }
        int d = c - '0';
        return d >= 0 && d < radix ? d : -1;
    }

    /** C's {@code isspace} in the "C" locale: space, tab, newline, vertical tab, form feed, carriage return. */
    private static boolean isCSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }
}
