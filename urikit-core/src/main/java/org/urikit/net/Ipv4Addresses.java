package org.urikit.net;

/**
 * IPv4 addresses in text, as each reader reads them, and the one serializer. The same text can
 * be one address to a browser, another to a C resolver and a name to RFC 3986 (RFC 3986 §7.4,
 * "Rare IP Address Formats"):
 *
 * <pre>
 *   text          RFC 3986 IPv4address   URL Standard   inet_aton     JDK InetAddress
 *   127.0.0.1     127.0.0.1              127.0.0.1      127.0.0.1     127.0.0.1
 *   0x7f.1        (a reg-name)           127.0.0.1      127.0.0.1     (not an address)
 *   0177.0.0.1    (a reg-name)           127.0.0.1      127.0.0.1     177.0.0.1
 *   2130706433    (a reg-name)           127.0.0.1      127.0.0.1     127.0.0.1
 *   1.2.3.4.      (a reg-name)           1.2.3.4        (no)          (no)
 * </pre>
 *
 * <ul>
 * <li>{@link #dottedDecimalEnd}, {@link #isDottedDecimal}, {@link #dottedDecimalValue}: RFC 3986
 *   §3.2.2 {@code IPv4address}, four {@code dec-octet}s without leading zeros (also the
 *   canonical form every other reader's result is written in).</li>
 * <li>{@link #endsInANumber} and {@link #parse}: the URL Standard's "ends in a number checker"
 *   and "IPv4 parser" with its "IPv4 number parser" (decimal, {@code 0x} hexadecimal, {@code 0}
 *   octal; one to four parts, the last filling the remaining bytes), reporting its validation
 *   errors to an {@link AddressErrors}.</li>
 * <li>{@link #inetAton}: glibc's {@code inet_aton}, what C resolvers accept.</li>
 * <li>{@link #jdk}: what {@code java.net.InetAddress.getByName} takes as a literal.</li>
 * <li>{@link #format}: the dotted-decimal text (the URL Standard's "IPv4 serializer").</li>
 * </ul>
 * The readers other than the RFC 3986 ones return the 32-bit address as a non-negative
 * {@code long}, or -1 when they do not take the text as an address.
 */
public final class Ipv4Addresses {
    /** Numbers at or above this saturate: every comparison of the URL Standard's parser is against at most 2^32. */
    private static final long SATURATED = 1L << 33;
    private static final long FAILURE = -1;
    /** Bit of a number-parser result: the part was not written in decimal. */
    private static final long NON_DECIMAL = 1L << 40;
    private static final long VALUE = NON_DECIMAL - 1;
    /** The largest value of the last part, for 1 to 4 parts (inet_aton and the JDK). */
    private static final long[] LAST_PART_MAX = {0xffffffffL, 0xffffffL, 0xffffL, 0xffL};

    private Ipv4Addresses() {
    }

    // ---- RFC 3986 IPv4address ----------------------------------------------------------------

    /**
     * Whether {@code s[from, to)} is exactly an {@code IPv4address}:
     * {@code dec-octet "." dec-octet "." dec-octet "." dec-octet} (RFC 3986 §3.2.2), where a
     * dec-octet is 0–255 written without leading zeros.
     */
    public static boolean isDottedDecimal(CharSequence s, int from, int to) {
        return dottedDecimalEnd(s, from, to) == to;
    }

    /**
     * The end of the {@code IPv4address} that starts at {@code from} and may run to {@code to}, or
     * {@code -1 - i} with {@code i} the first index that cannot continue it (a digit after a
     * leading zero, the digit that takes an octet above 255, a missing '.' or digit).
     */
    public static int dottedDecimalEnd(CharSequence s, int from, int to) {
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
    static int decOctetEnd(CharSequence s, int i, int to) {
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

    /** The 32-bit value of a valid dotted quad {@code s[from, to)} (decimal parts). */
    public static int dottedDecimalValue(CharSequence s, int from, int to) {
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

    // ---- the URL Standard ----------------------------------------------------------------------

    /**
     * The URL Standard's "ends in a number checker" over {@code s[from, to)}: the last label
     * (after dropping one empty last label) is ASCII digits or an IPv4 number ({@code 0x}
     * followed by hex digits). No top-level domain is numeric (RFC 3696 §2): the host parser
     * parses such a host as an IPv4 address and fails when it is not one.
     */
    public static boolean endsInANumber(CharSequence s, int from, int to) {
        int end = to;
        if (end > from && s.charAt(end - 1) == '.') {
            end--;
        }
        if (end == from) {
            return false;
        }
        char last = s.charAt(end - 1);
        if (last > 'f' && last != 'x') {
            return false;                       // a number ends in a digit, a hex digit or the x of "0x"
        }
        int start = end;
        boolean digits = true;
        while (start > from && s.charAt(start - 1) != '.') {
            start--;
            digits &= s.charAt(start) >= '0' && s.charAt(start) <= '9';
        }
        if (start == end) {
            return false;
        }
        // Note of the standard: the number-parser test is "0x" or "0X" followed by hex digits.
        return digits || number(s, start, end) >= 0;
    }

    /**
     * "IPv4 number parser" over {@code s[from, to)}: the value (saturated), with {@link #NON_DECIMAL}
     * set for a hexadecimal or octal part, or {@link #FAILURE}.
     */
    private static long number(CharSequence s, int from, int to) {
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
            int d = digit(s.charAt(i), radix);
            if (d < 0) {
                return FAILURE;
            }
            v = Math.min(SATURATED, v * radix + d);
        }
        return v | flag;
    }

    /**
     * The URL Standard's "IPv4 parser" of {@code s} (the host after domain to ASCII: ASCII, lower
     * case): the address (0 to 2^32 - 1), or -1 after a fatal error has been reported to
     * {@code errors}. {@code at} is the index of {@code s[0]} for the error positions.
     */
    public static long parse(CharSequence s, int at, AddressErrors errors) {
        int n = s.length();
        int end = n;
        if (n > 0 && s.charAt(n - 1) == '.') {
            errors.error(AddressError.IPV4_EMPTY_PART, at + n - 1);
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
            errors.fatal(AddressError.IPV4_TOO_MANY_PARTS, at);
            return -1;
        }
        if (parts < 4) {
            errors.error(AddressError.IPV4_TOO_FEW_PARTS, at);
        }
        long address = 0;                       // the parts before the last, a byte each
        long last = 0;
        boolean above255 = false;
        boolean leadingAbove255 = false;
        int k = 0;
        int start = 0;
        for (int i = 0; i <= end; i++) {
            if (i == end || s.charAt(i) == '.') {
                long r = number(s, start, i);
                if (r < 0) {
                    errors.fatal(AddressError.IPV4_NON_NUMERIC_PART, at + start);
                    return -1;
                }
                if ((r & NON_DECIMAL) != 0) {
                    errors.error(AddressError.IPV4_NON_DECIMAL_PART, at + start);
                }
                long v = r & VALUE;
                above255 |= v > 255;
                if (++k < parts) {
                    leadingAbove255 |= v > 255;
                    address += v << (8 * (4 - k));
                } else {
                    last = v;
                }
                start = i + 1;
            }
        }
        if (above255) {
            errors.error(AddressError.IPV4_OUT_OF_RANGE_PART, at);
        }
        // 256^(5 - parts) is at least 256, so a last part this large exceeds 255 and is reported above.
        if (leadingAbove255 || last >= 1L << (8 * (5 - parts))) {
            errors.failAfterReported(AddressError.IPV4_OUT_OF_RANGE_PART, at);
            return -1;
        }
        return address + last;
    }

    // ---- resolvers -------------------------------------------------------------------------------

    /**
     * glibc's {@code inet_aton} ({@code resolv/inet_addr.c}), which {@code gethostbyname},
     * {@code inet_addr} and many URL fetchers use: one to four parts separated by {@code '.'},
     * each a C integer as {@code strtoul(…, 0)} reads it ({@code 0x} hexadecimal, a leading
     * {@code 0} octal, otherwise decimal) and starting with a digit; every part but the last is
     * one byte, the last fills the remaining bytes ({@code 127.1} is 127.0.0.1, {@code 2130706433}
     * is 127.0.0.1). The text may go on after the number with whitespace and then anything
     * ({@code "127.0.0.1\tfoo.example"} is 127.0.0.1). No trailing dot.
     */
    public static long inetAton(CharSequence s) {
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
            int d;
            while (i < n && (d = digit(s.charAt(i), radix)) >= 0) {
                value = value * radix + d;
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
     * What the JDK's {@code java.net.InetAddress.getByName} takes as an IPv4 literal
     * ({@code sun.net.util.IPAddressUtil.textToNumericFormatV4}): one to four parts of ASCII
     * decimal digits, at most 15 characters in all, the last part filling the remaining bytes.
     * Leading zeros are decimal, so {@code 0177.0.0.1} is 177.0.0.1 where {@code inet_aton}
     * reads 127.0.0.1. (Hexadecimal and other forms that only the BSD reading accepts make
     * {@code InetAddress.getByName} throw, with no lookup.)
     */
    public static long jdk(CharSequence s) {
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

    // ---- text ------------------------------------------------------------------------------------

    /** The dotted-decimal text of a 32-bit address (the URL Standard's "IPv4 serializer"). */
    public static String format(int address) {
        return (address >>> 24) + "." + ((address >>> 16) & 0xFF) + "." + ((address >>> 8) & 0xFF) + "." + (address & 0xFF);
    }

    /** Appends the dotted-decimal text of a 32-bit address. */
    static void appendTo(StringBuilder sb, int address) {
        sb.append(address >>> 24).append('.').append((address >>> 16) & 0xFF).append('.').append((address >>> 8) & 0xFF)
                .append('.').append(address & 0xFF);
    }

    /** The value of {@code c} as a digit in {@code radix} (8, 10 or 16), or -1. */
    private static int digit(char c, int radix) {
        if (radix == 16) {
            return Ascii.hexValue(c);
        }
        int d = c - '0';
        return d >= 0 && d < radix ? d : -1;
    }

    /** C's {@code isspace} in the "C" locale: space, tab, newline, vertical tab, form feed, carriage return. */
    private static boolean isCSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }
}
