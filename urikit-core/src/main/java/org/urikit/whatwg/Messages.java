package org.urikit.whatwg;

/** Renders a failure as one line plus the input (or a window of it) and a caret line. */
final class Messages {
    private static final int WINDOW = 60;

    private Messages() {
    }

    /** {@code name at index N: description, found 'c'}, then the input and a caret under index N. */
    static String message(WebUrlError error, String input, int index) {
        StringBuilder sb = new StringBuilder(error.standardName()).append(" at index ").append(index).append(": ")
                .append(error.description());
        if (input == null) {
            return sb.toString();
        }
        sb.append(index < input.length() ? ", found " + describe(input, index) : ", at the end of the input");
        int from = Math.max(0, index - WINDOW);
        int to = Math.min(input.length(), index + WINDOW);
        StringBuilder line = new StringBuilder(from > 0 ? "..." : "");
        int caret = line.length() + Math.max(0, Math.min(index, to) - from);
        for (int i = from; i < to; i++) {
            char c = input.charAt(i);
            // Controls and non-ASCII become '?' so that the caret lines up.
            line.append(c >= 0x20 && c < 0x7F ? c : '?');
        }
        if (to < input.length()) {
            line.append("...");
        }
        return sb.append("\n  ").append(line).append("\n  ").append(" ".repeat(caret)).append('^').toString();
    }

    /** {@code 'x'}, or {@code U+0009 (control character)}, {@code U+00E9 (non-ASCII character)}, {@code U+D800 (lone surrogate)}. */
    static String describe(String input, int index) {
        char c = input.charAt(index);
        if (c >= 0x20 && c < 0x7F) {
            return "'" + c + "'";
        }
        int cp = input.codePointAt(index);
        String kind = c < 0x20 || c == 0x7F ? "control character"
                : Character.isSurrogate(c) && cp == c ? "lone surrogate" : "non-ASCII character";
        return String.format("U+%04X (%s)", cp, kind);
    }
}
