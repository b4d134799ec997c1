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
 *     e.error();        // INVALID_PORT
 *     e.index();        // 9
 *     e.getMessage();   // "INVALID_PORT at index 9: the port must be decimal digits, found 'x'
 *                       //    http://h:x/
 *                       //             ^"
 * }
 * }</pre>
 *
 * <p>It is unchecked (an {@link IllegalArgumentException}) because malformed input is ordinary
 * and callers that expect it use {@link org.urikit.Uri#tryParse(String)} instead. Very long inputs are shown
 * as a window around the offending index, so the message stays short. A password in the input is
 * masked in the message and in {@link #input()} ({@link Redaction}); {@link #rawInput()} has it.
 */
public final class UriSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient String input;
    private final SyntaxError error;
    private final int index;

    /**
     * @param error the reason
     * @param input the whole string that was parsed (or built)
     * @param index the 0-based UTF-16 index of the first offending character, from 0 to {@code input.length()}
     */
    public UriSyntaxException(SyntaxError error, String input, int index) {
        super(error.description());
        this.error = error;
        this.input = input;
        this.index = index;
    }

    /**
     * {@code CODE at index N: description, found 'c'}, then the input (or a window around the
     * index for long inputs) and a caret line under the offending character. Built when asked
     * for, so a rejected input costs no string work unless the message is read.
     */
    @Override
    public String getMessage() {
        return Diagnostics.message(error, input, index);
    }

    /** The reason code. */
    public SyntaxError error() {
        return error;
    }

    /**
     * The string that was rejected, with a non-empty password masked as {@code ****}
     * ({@link Redaction}), so that it can be logged: {@code ftp://u:secret@h:x/} gives
     * {@code ftp://u:****@h:x/}. {@link #getMessage()} shows the same text.
     */
    public String input() {
        return Redaction.redact(input);
    }

    /**
     * The string that was rejected, exactly as given, a password included: for a program that
     * repairs the input and parses it again ({@link #index()} counts in this string). Never log it;
     * {@link #input()} is the form to show.
     */
    public String rawInput() {
        return input;
    }

    /**
     * The 0-based UTF-16 index of the first offending character in {@link #rawInput()}
     * ({@code rawInput().length()} when the input ended too early); the same as in {@link #input()}
     * unless the index follows a masked password.
     */
    public int index() {
        return index;
    }
}
