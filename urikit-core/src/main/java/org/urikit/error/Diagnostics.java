package org.urikit.error;

/** Renders error messages with a caret line: {@link SyntaxError#message(String, int)} and {@link UriSyntaxException#getMessage()}. */
final class Diagnostics {
    private static final int WINDOW = 60;

    private Diagnostics() {
    }

    /** {@code CODE at index N: description, found 'c'} plus the input (or a window of it) and a caret line. */
    static String message(SyntaxError error, String input, int index) {
        StringBuilder sb = new StringBuilder(error.name()).append(" at index ").append(index).append(": ")
                .append(error.description());
        if (input == null) {
            return sb.toString();
        }
        // The password never reaches the message (Redaction): the input is shown masked and the
        // caret moved with it; a character inside the password is not described.
        long span = Redaction.passwordSpan(input);
        if (index >= input.length()) {
            sb.append(", at the end of the input");
        } else if (span >= 0 && index >= (int) (span >>> 32) && index < (int) span) {
            sb.append(", inside the password (masked)");
        } else {
            sb.append(", found ").append(describe(input, index));
        }
        if (span >= 0) {
            int from = (int) (span >>> 32);
            int to = (int) span;
            index = index < from ? index : index >= to ? index - (to - from) + Redaction.MASK.length() : from;
            input = input.substring(0, from) + Redaction.MASK + input.substring(to);
        }
        int from = Math.max(0, index - WINDOW);
        int to = Math.min(input.length(), index + WINDOW);
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
            char c = input.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(input.charAt(i + 1))) {
                int cp = input.codePointAt(i);
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
        if (to < input.length()) {
            line.append("...");
        }
        sb.append('\n').append("  ").append(line).append('\n').append("  ");
        sb.append(" ".repeat(caret)).append('^');
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

    /** {@code 'x'}, or {@code U+0009 (control)}, {@code U+00E9 (non-ASCII)}, {@code U+D800 (lone surrogate)}. */
    static String describe(String input, int index) {
        char c = input.charAt(index);
        if (c >= 0x20 && c < 0x7F) {
            return "'" + c + "'";
        }
        int cp = input.codePointAt(index);
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
}
