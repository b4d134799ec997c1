package org.urikit.text;

import org.urikit.encoding.CharClass;

/**
 * The character classes of extraction, as 128-entry tables built from {@link CharClass} (the
 * ABNF sets of RFC 3986) plus the rules for characters outside ASCII.
 *
 * <p>A bare reference is a run of characters that may appear in a URI (RFC 3986 §2: unreserved,
 * reserved and {@code %}) or in an IRI (RFC 3987 §2.2: non-ASCII characters), and it ends at
 * whitespace, as the RFC 3986 draft (2003), Appendix E, and the 1997 draft, Appendix E, describe
 * ("or just using whitespace"). The ASCII characters that no URI contains ({@code < > " { } | \ ^ `}
 * and the controls) end it too, since they are the delimiters the drafts name or were excluded
 * for being "used conventionally as delimiters around URLs" (1997 draft, §2). Outside ASCII,
 * whitespace, controls, format characters and punctuation (Unicode general categories Pd, Ps,
 * Pe, Pi, Pf, Po: {@code 。 ， “ ” — （}) end it as well: prose puts them right after links and
 * IRIs hardly ever contain them.
 */
final class Chars {
    /** Characters of a URI: RFC 3986 unreserved, reserved and the {@code %} of an escape. */
    private static final boolean[] URI = table(CharClass.UNRESERVED.union(CharClass.RESERVED).with("%"));
    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )} (RFC 3986 §3.1). */
    private static final boolean[] SCHEME = table(CharClass.SCHEME);
    private static final boolean[] ALPHA = table(CharClass.ALPHA);
    /** Letters, digits, hyphen and dot: the characters of a DNS name (RFC 1738 §3.1 hostname). */
    private static final boolean[] HOST = table(CharClass.ALPHA.union(CharClass.DIGIT).with("-."));
    /**
     * Sentence punctuation that is not part of a bare reference when it ends it (RFC 3986 draft
     * (2003), Appendix E: "punctuation marks that might be mistaken for part of the URI").
     */
    private static final boolean[] TRAILING = table(CharClass.of(".,;:!?'"));

    private Chars() {
    }

    private static boolean[] table(CharClass c) {
        boolean[] t = new boolean[128];
        for (int i = 0; i < 128; i++) {
            t[i] = c.contains(i);
        }
        return t;
    }

    /** Whitespace: ASCII space, tab, line feed, carriage return, form feed, vertical tab, and Unicode spaces (NBSP included). */
    static boolean isSpace(int c) {
        if (c < 0x80) {
            return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B;
        }
        return Character.isSpaceChar(c) || Character.isWhitespace(c);
    }

    /** Space or tab: the whitespace that stays on one line. */
    static boolean isBlank(int c) {
        return c == ' ' || c == '\t';
    }

    static boolean isLineBreak(int c) {
        return c == '\n' || c == '\r';
    }

    /** A character of a bare reference (see the class comment); false at the end of input ({@code -1}). */
    static boolean isToken(int c) {
        if (c < 0x80) {
            return c >= 0 && URI[c];
        }
        return isNonAsciiToken(c);
    }

    /** A non-ASCII character that may continue a bare reference (an IRI character, RFC 3987 §2.2). */
    static boolean isNonAsciiToken(int c) {
        switch (Character.getType(c)) {
            case Character.SPACE_SEPARATOR:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.DASH_PUNCTUATION:
            case Character.START_PUNCTUATION:
            case Character.END_PUNCTUATION:
            case Character.INITIAL_QUOTE_PUNCTUATION:
            case Character.FINAL_QUOTE_PUNCTUATION:
            case Character.OTHER_PUNCTUATION:
                return false;
            default:
                return !Character.isWhitespace(c);
        }
    }

    static boolean isScheme(int c) {
        return c >= 0 && c < 0x80 && SCHEME[c];
    }

    static boolean isAlpha(int c) {
        return c >= 0 && c < 0x80 && ALPHA[c];
    }

    static boolean isAlnum(int c) {
        return isAlpha(c) || (c >= '0' && c <= '9');
    }

    static boolean isHost(int c) {
        return c >= 0 && c < 0x80 && HOST[c];
    }

    static boolean isTrailing(int c) {
        return c >= 0 && c < 0x80 && TRAILING[c];
    }

    /** ASCII lower case of a letter; other characters unchanged. */
    static int lower(int c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }
}
