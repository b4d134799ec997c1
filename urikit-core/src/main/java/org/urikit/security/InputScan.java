package org.urikit.security;

import org.urikit.net.Ascii;

/**
 * One pass over the input text for what matters whatever the parse: raw control, bidirectional,
 * invisible and non-ASCII characters and backslashes, and the same characters percent-encoded.
 * Also reads the scheme and the start of an input the way a browser does before it parses (the
 * URL Standard strips leading and trailing C0 controls and spaces and removes every tab and
 * newline), so that {@code " java\nscript:"} is still seen as {@code javascript:}.
 */
final class InputScan {
    /** {@link #scan} result bits. */
    static final int CONTROL = 1;
    static final int BACKSLASH = 2;
    static final int NON_ASCII = 4;

    private InputScan() {
    }

    /**
     * Records the raw and encoded characters of {@code s}; encoded controls only from
     * {@code encodedControlsFrom} on (the host's escapes are the host's business). Returns the
     * {@link #CONTROL}, {@link #BACKSLASH} and {@link #NON_ASCII} bits.
     */
    static int scan(String s, int encodedControlsFrom, Findings f) {
        int bits = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c > 0x20 && c < 0x7f) {
                if (c == '%') {
                    encoded(s, i, encodedControlsFrom, f);
                } else if (c == '\\') {
                    if ((bits & BACKSLASH) == 0) {
                        f.add(FindingCode.BACKSLASH, i, "a backslash at index " + i
                                + ": browsers read it as '/' in http(s), ws(s), ftp and file URLs");
                    }
                    bits |= BACKSLASH;
                }
            } else if (c == ' ') {
                continue;                                // a space is a syntax error, nothing more
            } else if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
                if ((bits & CONTROL) == 0) {
                    f.add(FindingCode.CONTROL_CHARACTER, i, String.format("the control character U+%04X at index %d%s", (int) c, i,
                            c == '\t' || c == '\n' || c == '\r' ? ": browsers remove it before parsing" : ""));
                }
                bits |= CONTROL;
            } else {
                if ((bits & NON_ASCII) == 0) {
                    f.add(FindingCode.NON_ASCII, i, String.format("the non-ASCII character U+%04X at index %d", (int) c, i));
                }
                bits |= NON_ASCII;
                special(c, i, "", f);
            }
        }
        return bits;
    }

    /** The escapes of {@code s} only, as {@link #scan} checks them: for text that has no raw character to check. */
    static void scanEscapes(String s, int encodedControlsFrom, Findings f) {
        for (int i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
            encoded(s, i, encodedControlsFrom, f);
        }
    }

    /** Bidirectional formatting characters (UAX #9): ALM, LRM, RLM, LRE to RLO, LRI to PDI. */
    static boolean isBidiControl(int c) {
        return c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    }

    /** Characters that show nothing: soft hyphen, zero-width space, ZWNJ, ZWJ, word joiner, invisible operators, BOM. */
    static boolean isInvisible(int c) {
        return c == 0x00ad || (c >= 0x200b && c <= 0x200d) || (c >= 0x2060 && c <= 0x2064) || c == 0xfeff;
    }

    private static void special(int c, int i, String how, Findings f) {
        if (isBidiControl(c) && !f.has(FindingCode.BIDI_CONTROL)) {
            f.add(FindingCode.BIDI_CONTROL, i, String.format("the bidirectional formatting character U+%04X%s at index %d", c, how, i));
        } else if (isInvisible(c) && !f.has(FindingCode.INVISIBLE_CHARACTER)) {
            f.add(FindingCode.INVISIBLE_CHARACTER, i, String.format("the invisible character U+%04X%s at index %d", c, how, i));
        }
    }

    /** An escape at {@code i}: an encoded control, or the first byte of an encoded bidi or invisible character. */
    private static void encoded(String s, int i, int controlsFrom, Findings f) {
        int b = octet(s, i);
        if (b < 0) {
            return;
        }
        if ((b < 0x20 || b == 0x7f) && i >= controlsFrom) {
            if (f.has(FindingCode.ENCODED_CONTROL)) {
                return;
            }
            f.add(FindingCode.ENCODED_CONTROL, i, String.format("'%s' at index %d is the control character U+%04X%s",
                    s.substring(i, i + 3), i, b, b == 0 ? ", which ends a C string" : b == '\r' || b == '\n' ? ", which ends a protocol line" : ""));
            return;
        }
        if (b == 0xc2 || b == 0xd8) {                     // U+00AD, U+061C: two bytes
            int b2 = octet(s, i + 3);
            if (b2 >= 0) {
                special((b & 0x1f) << 6 | (b2 & 0x3f), i, " (percent-encoded)", f);
            }
        } else if (b == 0xe2 || b == 0xef) {              // U+2000 to U+2FFF, U+FEFF: three bytes
            int b2 = octet(s, i + 3);
            int b3 = b2 < 0 ? -1 : octet(s, i + 6);
            if (b3 >= 0) {
                special((b & 0x0f) << 12 | (b2 & 0x3f) << 6 | (b3 & 0x3f), i, " (percent-encoded)", f);
            }
        }
    }

    /** The octet of the escape at {@code i}, or -1 when there is none. */
    static int octet(String s, int i) {
        if (i + 2 >= s.length() || s.charAt(i) != '%' || !Ascii.isHexDigit(s.charAt(i + 1)) || !Ascii.isHexDigit(s.charAt(i + 2))) {
            return -1;
        }
        return Ascii.hexValue(s.charAt(i + 1)) << 4 | Ascii.hexValue(s.charAt(i + 2));
    }

    /**
     * The scheme a browser reads at the start of {@code s} (lower case), or null: leading C0
     * controls and spaces skipped, tabs and newlines ignored, then a letter, letters, digits,
     * {@code + - .}, and {@code ':'} (URL Standard, scheme start and scheme states).
     */
    static String browserScheme(String s) {
        int i = skipLeading(s);
        StringBuilder b = new StringBuilder();
        for (int n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r') {
                continue;
            }
            if (c == ':') {
                return b.length() == 0 ? null : b.toString();
            }
            if (Ascii.isLetter(c) || (b.length() > 0 && (Ascii.isDigit(c) || c == '+' || c == '-' || c == '.'))) {
                b.append(Ascii.lower(c));
            } else {
                return null;
            }
        }
        return null;
    }

    /**
     * The index where a browser reads two slashes (either of {@code /} and {@code \}) at the start
     * of {@code s}, after leading C0 controls and spaces: a network-path reference; -1 otherwise.
     */
    static int networkPathStart(String s) {
        int i = skipLeading(s);
        int slashes = 0;
        for (int j = i, n = s.length(); j < n && slashes < 2; j++) {
            char c = s.charAt(j);
            if (c == '/' || c == '\\') {
                slashes++;
            } else if (c != '\t' && c != '\n' && c != '\r') {
                break;
            }
        }
        return slashes == 2 ? i : -1;
    }

    private static int skipLeading(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) <= 0x20) {
            i++;
        }
        return i;
    }
}
