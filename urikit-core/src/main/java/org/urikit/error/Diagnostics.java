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
        Caret.appendMasked(sb, input, index, "input", false);
        return sb.toString();
    }
}
