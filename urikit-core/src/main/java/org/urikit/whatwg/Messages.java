package org.urikit.whatwg;

import org.urikit.error.Caret;

/** Renders a failure as one line plus the input (or a window of it, its password masked) and a caret line. */
final class Messages {
    private Messages() {
    }

    /** {@code name at index N: description, found 'c'}, then the input and a caret under index N ({@link Caret#appendMasked}). */
    static String message(WebUrlError error, String input, int index) {
        StringBuilder sb = new StringBuilder(error.standardName()).append(" at index ").append(index).append(": ")
                .append(error.description());
        if (input == null) {
            return sb.toString();
        }
        // Controls and non-ASCII become '?' so that the caret lines up.
        Caret.appendMasked(sb, input, index, "input", true);
        return sb.toString();
    }
}
