package org.urikit.whatwg;

import java.util.Objects;

/**
 * One validation error of the WHATWG URL parser: its type and where it was found.
 *
 * <pre>{@code
 * WebUrl.tryParse("https://example.org/a b").validationErrors();
 * // [invalid-URL-unit@21]   (the space)
 * }</pre>
 *
 * <p>The index is a 0-based UTF-16 index into the string given to the parser, before the parser
 * removes leading and trailing C0 controls and spaces and every tab and newline, so it always
 * points at the character that caused the error (or at {@code input.length()} when the input
 * ended too early). A lone surrogate (a Java string need not be a scalar value string) is read
 * as U+FFFD, as the standard's bindings convert strings, and reported as {@code invalid-URL-unit}.
 *
 * @param error the error type, with the URL Standard's name
 * @param index the 0-based UTF-16 index into the input
 * @see <a href="https://url.spec.whatwg.org/#validation-error">URL Standard: validation error</a>
 */
public record ValidationError(WebUrlError error, int index) {
    public ValidationError {
        Objects.requireNonNull(error, "error");
    }

    /** {@code standard-name@index}, e.g. {@code invalid-URL-unit@21}. */
    @Override
    public String toString() {
        return error.standardName() + "@" + index;
    }
}
