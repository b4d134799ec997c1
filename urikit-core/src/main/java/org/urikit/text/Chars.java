package org.urikit.text;

import org.urikit.encoding.CharClass;

/**
 * The character classes of extraction, as 128-entry tables built from {@link CharClass} (the
 * ABNF sets of RFC 3986) plus the rules for characters outside ASCII.
 *
 * <p>A bare reference is a run of characters that may appear in a URI (RFC 3986 §2: unreserved,
 * reserved and {@code %}) or in an IRI (RFC 3987 §2.2: {@code ucschar} and {@code iprivate}), and
 * it ends at whitespace, as the RFC 3986 draft (2003), Appendix E, and the 1997 draft, Appendix E,
 * describe ("or just using whitespace"). The ASCII characters that no URI contains
 * ({@code < > " { } | \ ^ `} and the controls) end it too, since they are the delimiters the
 * drafts name or were excluded for being "used conventionally as delimiters around URLs" (1997
 * draft, §2). Outside ASCII it ends at what no IRI contains: whitespace, controls, the
 * bidirectional formatting characters (RFC 3987 §4.1: "IRIs MUST NOT contain" LRM, RLM, LRE, RLE,
 * LRO, RLO and PDF; the isolates U+2066–U+2069 likewise) and the code points outside
 * {@code ucschar} and {@code iprivate} (U+FDD0–U+FDEF, U+FFF0–U+FFFF). Every other character, punctuation such
 * as an en dash ({@code Hatfield–McCoy}) and the joiners (U+200C, U+200D) included, continues it;
 * such punctuation at its end is not part of it ({@link #isTrailing}). One exception, for text
 * written without spaces: the punctuation of the CJK Symbols and Punctuation block and the
 * fullwidth, halfwidth, small and vertical forms of punctuation ({@code 。 、 ， （ ） ｜}:
 * U+3000–U+303F, U+FE10–U+FE1F, U+FE30–U+FE6F, U+FF00–U+FF65, letters and digits aside) end it,
 * as a space would.
 */
final class Chars {
    /** Separators and controls, one bit per {@link Character#getType} value: they end a token. */
    private static final int SEPARATOR_OR_CONTROL = 1 << Character.SPACE_SEPARATOR | 1 << Character.LINE_SEPARATOR
            | 1 << Character.PARAGRAPH_SEPARATOR | 1 << Character.CONTROL;
    /** The punctuation a reference in prose does not end with (dashes, quotes, other punctuation), one bit per category. */
    private static final int TRAILING_PUNCTUATION = 1 << Character.DASH_PUNCTUATION | 1 << Character.INITIAL_QUOTE_PUNCTUATION
            | 1 << Character.FINAL_QUOTE_PUNCTUATION | 1 << Character.OTHER_PUNCTUATION;

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

    /**
     * A non-ASCII character that may continue a bare reference: an IRI character (RFC 3987 §2.2),
     * not whitespace, a bidirectional formatting character or ideographic or fullwidth punctuation
     * (see the class comment). A surrogate counts (the parser judges the pair).
     */
    static boolean isNonAsciiToken(int c) {
        if (c >= 0xFDD0 && (c <= 0xFDEF || c >= 0xFFF0)) {
            return false;                   // not ucschar (RFC 3987 §2.2): noncharacters and specials
        }
        if (isBidiFormatting(c) || isIdeographicPunctuation(c)) {
            return false;
        }
        return (SEPARATOR_OR_CONTROL >>> Character.getType(c) & 1) == 0 && !Character.isWhitespace(c);
    }

    /** LRM, RLM, LRE, RLE, PDF, LRO, RLO (RFC 3987 §4.1) and the isolates LRI, RLI, FSI, PDI. */
    private static boolean isBidiFormatting(int c) {
        return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }

    /**
     * Punctuation of text written without spaces: U+3000–U+303F (CJK Symbols and Punctuation),
     * U+FE10–U+FE1F (vertical forms), U+FE30–U+FE6F (CJK compatibility and small forms) and
     * U+FF00–U+FF65 (fullwidth and halfwidth forms), except letters and digits ({@code 々 〇 Ａ ０}).
     */
    private static boolean isIdeographicPunctuation(int c) {
        boolean block = (c >= 0x3000 && c <= 0x303F) || (c >= 0xFE10 && c <= 0xFE1F) || (c >= 0xFE30 && c <= 0xFE6F)
                || (c >= 0xFF00 && c <= 0xFF65);
        return block && !Character.isLetterOrDigit(c) && Character.getType(c) != Character.LETTER_NUMBER;
    }

    /** A non-ASCII opening bracket (Unicode general category Ps): a closing one (Pe) balances it in a bare reference. */
    static boolean isOpenBracket(int c) {
        return c >= 0x80 && Character.getType(c) == Character.START_PUNCTUATION;
    }

    /** A non-ASCII closing bracket (Unicode general category Pe). */
    static boolean isCloseBracket(int c) {
        return c >= 0x80 && Character.getType(c) == Character.END_PUNCTUATION;
    }

    /**
     * Whether {@code c} right before a scheme makes it part of a longer word: an ASCII letter or
     * digit, {@code _}, a currency sign such as {@code $}, or the hashtag and mention signs
     * {@code #} and {@code @} (fullwidth ones included). Letters of other scripts do not: text
     * written without spaces puts a reference right after a word ({@code 在URL:http://…}).
     */
    static boolean joinsWord(int c) {
        if (c < 0x80) {
            return c >= 0 && (isAlnum(c) || c == '_' || c == '$' || c == '#' || c == '@');
        }
        return Character.getType(c) == Character.CURRENCY_SYMBOL || c == 0xFF03 || c == 0xFF20 || c == 0xFF3F;   // ＃ ＠ ＿
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

    /**
     * Punctuation that is not part of a bare reference when it ends it: {@code . , ; : ! ? '}, and
     * outside ASCII dashes, quotation marks and other punctuation (Unicode general categories Pd,
     * Pi, Pf, Po: {@code – ” » · …}); inside a reference they are IRI characters like any other.
     * Brackets are not: a closing one is part of a reference only when it closes one opened inside
     * it. Nor are format characters: a joiner may end a word ({@code ള്‍}, U+200D).
     */
    static boolean isTrailing(int c) {
        if (c < 0x80) {
            return c >= 0 && TRAILING[c];
        }
        return (TRAILING_PUNCTUATION >>> Character.getType(c) & 1) != 0;
    }

    /** ASCII lower case of a letter; other characters unchanged. */
    static int lower(int c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }
}
