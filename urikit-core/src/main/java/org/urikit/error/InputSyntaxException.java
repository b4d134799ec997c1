package org.urikit.error;

/**
 * What urikit's syntax exceptions share: text that is not what was expected, the 0-based UTF-16
 * {@link #index()} of the first offending character, and a {@link #getMessage()} with a caret
 * under it ({@link Caret#message}). Catch it to handle every kind at once:
 * {@link UriSyntaxException} (RFC 3986), {@code WebUrlSyntaxException} (the URL Standard) and
 * {@code UriTemplateException} (RFC 6570).
 *
 * <pre>{@code
 * try {
 *     Uri.parse("ftp://u:secret@h:x/");
 * } catch (InputSyntaxException e) {
 *     e.index();      // 17
 *     e.input();      // "ftp://u:****@h:x/": for logs and people
 *     e.rawInput();   // "ftp://u:secret@h:x/": the value, for a program that repairs it
 * }
 * }</pre>
 *
 * <p>Unchecked (an {@link IllegalArgumentException}): malformed input is ordinary, and callers
 * that expect it use the entry points that do not throw ({@code tryParse}, {@code parseOrNull}).
 * A password in the text is masked in the message and in {@link #input()} ({@link Redaction});
 * long texts are shown as a window around the index.
 */
public abstract class InputSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient String input;
    private final int index;

    /**
     * @param description what is wrong, in words (the message's first line, after the code)
     * @param input       the whole text that was read
     * @param index       the 0-based UTF-16 index of the first offending character, from 0 to {@code input.length()}
     */
    protected InputSyntaxException(String description, String input, int index) {
        super(description);
        this.input = input;
        this.index = index;
    }

    /** The code as the message names it, e.g. {@code PORT_INVALID} or the URL Standard's {@code port-invalid}. */
    protected abstract String code();

    /** What the text is, for a message whose index is at its end ({@code "input"}; {@code "template"}). */
    protected String textName() {
        return "input";
    }

    /** Whether the caret line shows every character outside printable ASCII as {@code ?} ({@link Caret#appendWindow}). */
    protected boolean asciiCaretLine() {
        return true;
    }

    /**
     * {@code CODE at index N: description, found 'c'}, then the text (or a window around the index
     * for a long text) and a caret line under the offending character, a password masked. Built
     * when asked for, so a rejected input costs no string work unless the message is read.
     */
    @Override
    public String getMessage() {
        return Caret.message(code(), super.getMessage(), input, index, textName(), asciiCaretLine());
    }

    /**
     * The text that was rejected, with a non-empty password masked as {@code ****}
     * ({@link Redaction}), so that it can be logged: {@code ftp://u:secret@h:x/} gives
     * {@code ftp://u:****@h:x/}. {@link #getMessage()} shows the same text.
     */
    public String input() {
        return Redaction.redact(input);
    }

    /**
     * The text that was rejected, exactly as given, a password included: for a program that
     * repairs it and reads it again ({@link #index()} counts in this string). Never log it;
     * {@link #input()} is the form to show.
     */
    public String rawInput() {
        return input;
    }

    /**
     * The 0-based UTF-16 index of the first offending character in {@link #rawInput()}
     * ({@code rawInput().length()} when the text ended too early); the same as in {@link #input()}
     * unless the index follows a masked password.
     */
    public int index() {
        return index;
    }
}
