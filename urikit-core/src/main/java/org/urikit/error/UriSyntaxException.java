package org.urikit.error;

/**
 * Thrown when a string is not a URI reference under the selected {@link org.urikit.Profile}. It carries the
 * reason ({@link #error()}), the input and the 0-based UTF-16 index of the first offending
 * character ({@link #index()}); {@link #getMessage()} draws a caret under that character.
 *
 * <pre>{@code
 * try {
 *     Uri.parse("http://h:x/");
 * } catch (UriSyntaxException e) {
 *     e.error();        // PORT_INVALID
 *     e.index();        // 9
 *     e.getMessage();   // "PORT_INVALID at index 9: the port must be decimal digits, found 'x'
 *                       //    http://h:x/
 *                       //             ^"
 * }
 * }</pre>
 *
 * <p>An {@link InputSyntaxException}: unchecked because malformed input is ordinary, and callers
 * that expect it use {@link org.urikit.Uri#tryParse(String)} instead. Very long inputs are shown
 * as a window around the offending index, so the message stays short. A password in the input is
 * masked in the message and in {@link #input()} ({@link Redaction}); {@link #rawInput()} has it.
 */
public final class UriSyntaxException extends InputSyntaxException {
    private static final long serialVersionUID = 1L;

    private final SyntaxError error;

    /**
     * @param error the reason
     * @param input the whole string that was parsed (or built)
     * @param index the 0-based UTF-16 index of the first offending character, from 0 to {@code input.length()}
     */
    public UriSyntaxException(SyntaxError error, String input, int index) {
        super(error.description(), input, index);
        this.error = error;
    }

    /** False: printable non-ASCII characters stay as they are in the caret line. */
    @Override
    protected boolean asciiCaretLine() {
        return false;
    }

    /** {@link SyntaxError#name()}. */
    @Override
    protected String code() {
        return error.name();
    }

    /** The reason code. */
    public SyntaxError error() {
        return error;
    }
}
