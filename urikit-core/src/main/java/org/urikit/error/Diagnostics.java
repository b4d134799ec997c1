package org.urikit.error;

/** Renders error messages with a caret line: {@link SyntaxError#message(String, int)} and {@link UriSyntaxException#getMessage()}. */
final class Diagnostics {
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
            sb.append(", found ").append(Caret.describe(input, index));
        }
        if (span >= 0) {
            int from = (int) (span >>> 32);
            int to = (int) span;
            index = index < from ? index : index >= to ? index - (to - from) + Redaction.MASK.length() : from;
            input = input.substring(0, from) + Redaction.MASK + input.substring(to);
        }
        Caret.appendWindow(sb, input, index, false);
        return sb.toString();
    }
}
