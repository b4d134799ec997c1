package org.urikit.whatwg;

import java.util.List;
import org.urikit.error.InputSyntaxException;
import org.urikit.error.Redaction;

/**
 * Thrown when the WHATWG URL parser returns failure for a string: it carries the
 * {@linkplain #error() fatal validation error}, the input, the 0-based UTF-16
 * {@linkplain #index() index} where the parser gave up, and the non-fatal validation errors
 * found before it; {@link #getMessage()} draws a caret under the index.
 *
 * <pre>{@code
 * try {
 *     WebUrl.parse("https://example.org:7z");
 * } catch (WebUrlSyntaxException e) {
 *     e.error();        // PORT_INVALID ("port-invalid")
 *     e.index();        // 21, the 'z'
 *     e.getMessage();   // "port-invalid at index 21: the port is not decimal digits, found 'z'
 *                       //    https://example.org:7z
 *                       //                         ^"
 * }
 * }</pre>
 *
 * <p>An {@link InputSyntaxException}, unchecked like {@code org.urikit.error.UriSyntaxException}:
 * callers that expect bad input use {@link WebUrl#tryParse(String)} or
 * {@link WebUrl#parseOrNull(String)} instead. A password in the input is masked in the message and
 * in {@link #input()} ({@link Redaction}); {@link #rawInput()} has it.
 */
public final class WebUrlSyntaxException extends InputSyntaxException {
    private static final long serialVersionUID = 1L;

    private final WebUrlError error;
    private final transient List<ValidationError> validationErrors;

    /**
     * @param error the fatal validation error
     * @param input the string that was parsed
     * @param index the 0-based UTF-16 index into {@code input}, from 0 to {@code input.length()}
     * @param validationErrors the validation errors found before the failure, in input order (the
     *     fatal one last)
     */
    public WebUrlSyntaxException(WebUrlError error, String input, int index, List<ValidationError> validationErrors) {
        super(error.description(), input, index);
        this.error = error;
        this.validationErrors = List.copyOf(validationErrors);
    }

    /** The validation error that made the parser fail. */
    public WebUrlError error() {
        return error;
    }

    /** The validation errors found up to the failure (the fatal one last); empty when not collected. */
    public List<ValidationError> validationErrors() {
        return validationErrors;
    }

    /** The URL Standard's name of the error ({@link WebUrlError#standardName()}), e.g. {@code port-invalid}. */
    @Override
    protected String code() {
        return error.standardName();
    }
}
