package org.urikit.error;

/**
 * The layout every syntax error message of urikit shares: the offending character described, and
 * the text (or a window of it around the error) on its own line with a caret line under it.
 * {@link InputSyntaxException} and its kinds ({@link UriSyntaxException} for RFC 3986 references,
 * {@code WebUrlSyntaxException} for the URL Standard, {@code UriTemplateException} for RFC 6570
 * templates) render through {@link #message}, so they read alike.
 *
 * <pre>{@code
 * Caret.describe("a b", 1);                    // "' '"
 * Caret.describe("a\tb", 1);                   // "U+0009 (control character)"
 * StringBuilder sb = new StringBuilder("BAD_CHAR at index 1");
 * Caret.appendWindow(sb, "a\tb", 1, true);    // sb ends "\n  a?b\n   ^"
 * }</pre>
 */
public final class Caret {
    /** How many characters a window shows at most on each side of the error. */
    private static final int WINDOW = 60;

    private Caret() {
    }

    /**
     * The character at {@code index} for a message: {@code 'x'} for printable ASCII, else its code
     * point and kind, e.g. {@code U+0009 (control character)}, {@code U+00E9 (non-ASCII character)},
     * {@code U+D800 (lone surrogate)}.
     *
     * @param text  the text, not null
     * @param index an index of {@code text}
     * @return the description
     */
    public static String describe(String text, int index) {
        char c = text.charAt(index);
        if (c >= 0x20 && c < 0x7F) {
            return "'" + c + "'";
        }
        int cp = text.codePointAt(index);
        String kind;
        if (c < 0x20 || c == 0x7F) {
            kind = "control character";
        } else if (Character.isSurrogate(c) && cp == c) {
            kind = "lone surrogate";
        } else {
            kind = "non-ASCII character";
        }
        return String.format("U+%04X (%s)", cp, kind);
    }

    /**
     * Appends a line break, {@code text} indented by two spaces (at most 60 characters each side
     * of {@code index}, a cut side shown as {@code ...}), and a line with a caret under
     * {@code index} (under the end when {@code index} is the length of {@code text}).
     *
     * @param sb        where the lines go
     * @param text      the text, not null
     * @param index     the index the caret points at, from 0 to the length of {@code text}
     * @param asciiOnly whether every character outside printable ASCII is shown as {@code ?} (one
     *                  column per UTF-16 unit); else printable non-ASCII characters are kept as they
     *                  are (one column per code point) and only controls, format characters, separators,
     *                  unassigned, private-use and lone surrogates become {@code ?}
     */
    public static void appendWindow(StringBuilder sb, String text, int index, boolean asciiOnly) {
        int from = Math.max(0, index - WINDOW);
        int to = Math.min(text.length(), index + WINDOW);
        StringBuilder line = new StringBuilder();
        int caret = 0;
        if (from > 0) {
            line.append("...");
        }
        // The caret's column counts code points: a character outside the BMP is one column.
        int column = line.length();
        for (int i = from; i < to; i++) {
            if (i == index) {
                caret = column;
            }
            char c = text.charAt(i);
            if (asciiOnly) {
                line.append(c >= 0x20 && c < 0x7F ? c : '?');
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(text.charAt(i + 1))) {
                int cp = text.codePointAt(i);
                line.appendCodePoint(visible(cp) ? cp : '?');
                i++;
            } else {
                // Controls, format characters (bidi overrides), separators and lone surrogates become a
                // visible placeholder; other characters, non-ASCII letters included, are kept.
                line.append(visible(c) ? c : '?');
            }
            column++;
        }
        if (index >= to) {
            caret = column;
        }
        if (to < text.length()) {
            line.append("...");
        }
        sb.append('\n').append("  ").append(line).append('\n').append("  ");
        sb.append(" ".repeat(caret)).append('^');
    }

    /**
     * What every syntax message appends after its description, with the password of {@code text}
     * masked ({@link Redaction}): {@code ", found "} and the character at {@code index}
     * ({@link #describe}), or {@code ", inside the password (masked)"}, or {@code ", at the end of the "}
     * and {@code what}; then the window of the masked text ({@link #appendWindow}) with the caret
     * moved with the mask, so that it stays under the character it points at (or under the mask).
     *
     * <pre>{@code
     * StringBuilder sb = new StringBuilder("PORT_INVALID at index 18: the port must be decimal digits");
     * Caret.appendMasked(sb, "http://u:secret@h:x/", 18, "input", false);
     * // sb ends ", found 'x'\n  http://u:****@h:x/\n                  ^"
     * }</pre>
     *
     * @param sb        where the text goes
     * @param text      the text, not null
     * @param index     the index the caret points at, from 0 to the length of {@code text}
     * @param what      what the text is, for the end of it ({@code "input"}, {@code "template"})
     * @param asciiOnly as for {@link #appendWindow}
     */
    public static void appendMasked(StringBuilder sb, String text, int index, String what, boolean asciiOnly) {
        long span = Redaction.passwordSpan(text);
        int from = span < 0 ? -1 : Redaction.from(span);
        int to = span < 0 ? -1 : Redaction.to(span);
        if (index >= text.length()) {
            sb.append(", at the end of the ").append(what);
        } else if (index >= from && index < to) {
            sb.append(", inside the password (masked)");
        } else {
            sb.append(", found ").append(describe(text, index));
        }
        if (span >= 0) {
            index = Redaction.maskedIndex(text, index);
            text = Redaction.mask(text, from, to);
        }
        appendWindow(sb, text, index, asciiOnly);
    }

    /**
     * The message of every syntax error of urikit: {@code CODE at index N: description}, then
     * {@link #appendMasked} (the offending character, and the text or a window of it with a caret
     * line, a password masked). The exceptions' {@code getMessage()} and the results'
     * {@code message()} give it ({@link InputSyntaxException}).
     *
     * <pre>{@code
     * Caret.message("PORT_INVALID", "the port must be decimal digits", "http://h:x/", 9, "input", false);
     * // PORT_INVALID at index 9: the port must be decimal digits, found 'x'
     * //   http://h:x/
     * //            ^
     * }</pre>
     *
     * @param code        the code as the message names it
     * @param description what is wrong, in words
     * @param text        the text (null: the first line only)
     * @param index       the index the caret points at, from 0 to the length of {@code text}
     * @param what        what the text is ({@code "input"}, {@code "template"})
     * @param asciiOnly   as for {@link #appendWindow}
     * @return the message
     */
    public static String message(String code, String description, String text, int index, String what, boolean asciiOnly) {
        StringBuilder sb = new StringBuilder(code).append(" at index ").append(index).append(": ").append(description);
        if (text != null) {
            appendMasked(sb, text, index, what, asciiOnly);
        }
        return sb.toString();
    }

    /** Whether the code point can be shown as it is in a caret line. */
    private static boolean visible(int cp) {
        if (cp >= 0x20 && cp < 0x7F) {
            return true;
        }
        if (cp < 0xA0 || Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
            return false;
        }
        int type = Character.getType(cp);
        return type != Character.CONTROL && type != Character.FORMAT && type != Character.LINE_SEPARATOR
                && type != Character.PARAGRAPH_SEPARATOR && type != Character.SURROGATE && type != Character.UNASSIGNED
                && type != Character.PRIVATE_USE && type != Character.SPACE_SEPARATOR;
    }
}
