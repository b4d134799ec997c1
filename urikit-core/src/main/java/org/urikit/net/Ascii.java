package org.urikit.net;

/**
 * The ASCII helpers every reading of a URI shares: hexadecimal digits (RFC 3986 §2.1
 * {@code HEXDIG}; the URL Standard's "ASCII hex digit"), the test for ASCII text and ASCII
 * case folding (the URL Standard's and UTS #46's "ASCII lowercase": A–Z only, every other
 * character left alone). One table of hex digits serves every percent-encoder.
 *
 * <pre>{@code
 * Ascii.hexValue('b');          // 11      Ascii.hexValue('g') -> -1
 * Ascii.upperHexDigit(11);      // 'B'     (percent-encoding, RFC 3986 §2.1: upper case)
 * Ascii.lowerHexDigit(11);      // 'b'     (IPv6 text, RFC 5952 §4.3: lower case)
 * Ascii.isAscii("bücher");      // false
 * Ascii.lower("Example.COM");   // "example.com"
 * }</pre>
 */
public final class Ascii {
    /** The hex digits, upper case: the only hex table of the library. */
    private static final char[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

    private Ascii() {
    }

    // ---- hexadecimal ----------------------------------------------------------------------------

    /** The value of the ASCII hex digit {@code c} (either case), or -1 when {@code c} is none. */
    public static int hexValue(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        int l = c | 0x20;
        return l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
    }

    /** Whether {@code c} is an ASCII hex digit, {@code 0-9 A-F a-f}. */
    public static boolean isHexDigit(int c) {
        return c >= '0' && c <= '9' || (c | 0x20) >= 'a' && (c | 0x20) <= 'f';
    }

    /** The upper-case hex digit of {@code nibble}'s low four bits. */
    public static char upperHexDigit(int nibble) {
        return HEX[nibble & 0xF];
    }

    /** The lower-case hex digit of {@code nibble}'s low four bits. */
    public static char lowerHexDigit(int nibble) {
        return (char) (HEX[nibble & 0xF] | 0x20);   // '0'-'9' already have bit 0x20
    }

    /** Appends {@code %XX} for the octet {@code b}, upper-case hex (RFC 3986 §2.1). */
    public static void appendEscape(StringBuilder sb, int b) {
        sb.append('%').append(HEX[b >> 4 & 0xF]).append(HEX[b & 0xF]);
    }

    // ---- ASCII text ------------------------------------------------------------------------------

    /** Whether {@code c} is an ASCII digit. */
    public static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** Whether {@code c} is an ASCII letter. */
    public static boolean isLetter(int c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    }

    /** Whether every character of {@code s} is ASCII (below U+0080). */
    public static boolean isAscii(CharSequence s) {
        return isAscii(s, 0, s.length());
    }

    /** Whether every character of {@code s[from, to)} is ASCII. */
    public static boolean isAscii(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** {@code c} lower-cased if it is an ASCII upper-case letter. */
    public static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    /** {@code s} with A–Z lower-cased; {@code s} itself when it has no upper-case ASCII letter. */
    public static String lower(String s) {
        int i = 0;
        int n = s.length();
        while (i < n && (s.charAt(i) < 'A' || s.charAt(i) > 'Z')) {
            i++;
        }
        if (i == n) {
            return s;
        }
        char[] a = s.toCharArray();
        for (; i < n; i++) {
            if (a[i] >= 'A' && a[i] <= 'Z') {
                a[i] += 32;
            }
        }
        return new String(a);
    }

    /**
     * The first index in {@code [from, to)} of {@code s} after its leading C0 controls and spaces
     * (the URL Standard's "leading and trailing C0 control or space" strip), {@code to} if none.
     */
    public static int skipC0ControlOrSpace(CharSequence s, int from, int to) {
        while (from < to && s.charAt(from) <= ' ') {
            from++;
        }
        return from;
    }

    /** The end index of {@code [from, to)} of {@code s} without its trailing C0 controls and spaces. */
    public static int skipC0ControlOrSpaceBack(CharSequence s, int from, int to) {
        while (to > from && s.charAt(to - 1) <= ' ') {
            to--;
        }
        return to;
    }
}
