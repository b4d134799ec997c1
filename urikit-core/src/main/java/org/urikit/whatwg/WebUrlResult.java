package org.urikit.whatwg;

import java.util.List;
import java.util.Objects;
import org.urikit.error.Redaction;

/**
 * The outcome of {@link WebUrl#tryParse(String)}: {@link Success} with the {@link WebUrl}, or
 * {@link Failure} with the fatal validation error and where it happened; both carry every
 * validation error found. It never throws.
 *
 * <pre>{@code
 * WebUrlResult r = WebUrl.tryParse("HTTP://EXAMPLE.com\\a b");
 * if (r instanceof WebUrlResult.Success s) {
 *     s.url().href();          // "http://example.com/a%20b"
 *     s.validationErrors();    // [invalid-reverse-solidus@18, invalid-URL-unit@20]
 * } else if (r instanceof WebUrlResult.Failure f) {
 *     System.err.println(f.message());
 * }
 * }</pre>
 *
 * <p>The standard's parser reports validation errors without failing for most mismatches: a
 * {@link Success} with errors is a URL that browsers accept but that is not a valid URL string.
 * {@link #redactedInput()} is the input with the password replaced by {@code ****}, for logs.
 */
public sealed interface WebUrlResult permits WebUrlResult.Success, WebUrlResult.Failure {

    /** Whether the parser returned a URL. */
    default boolean isSuccess() {
        return this instanceof Success;
    }

    /** The URL, or throws {@link WebUrlSyntaxException} for a failure. */
    WebUrl orElseThrow();

    /** The URL, or {@code null} for a failure. */
    default WebUrl orNull() {
        return this instanceof Success ok ? ok.url() : null;
    }

    /** The validation errors, in the order the parser found them (for a failure, the fatal one last). */
    List<ValidationError> validationErrors();

    /** The input, with the characters of a password the parser read replaced by {@code ****}. */
    String redactedInput();

    /**
     * The parser returned a URL.
     *
     * @param url the URL
     * @param validationErrors the non-fatal validation errors, in input order
     * @param redactedInput the input with its password masked
     */
    record Success(WebUrl url, List<ValidationError> validationErrors, String redactedInput) implements WebUrlResult {
        public Success {
            Objects.requireNonNull(url, "url");
            validationErrors = List.copyOf(validationErrors);
            Objects.requireNonNull(redactedInput, "redactedInput");
        }

        @Override
        public WebUrl orElseThrow() {
            return url;
        }

        /** Whether the input is a valid URL string: no validation error at all. */
        public boolean isValidUrlString() {
            return validationErrors.isEmpty();
        }
    }

    /**
     * The parser returned failure.
     *
     * @param error the fatal validation error
     * @param index the 0-based UTF-16 index into {@code input} where the parser failed
     * @param input the rejected string
     * @param validationErrors every validation error found, the fatal one last
     * @param redactedInput the input with its password masked
     */
    record Failure(WebUrlError error, int index, String input, List<ValidationError> validationErrors,
            String redactedInput) implements WebUrlResult {
        public Failure {
            Objects.requireNonNull(error, "error");
            Objects.requireNonNull(input, "input");
            validationErrors = List.copyOf(validationErrors);
            Objects.requireNonNull(redactedInput, "redactedInput");
        }

        @Override
        public WebUrl orElseThrow() {
            throw toException();
        }

        /** The message with its caret line, as {@link WebUrlSyntaxException#getMessage()} gives it. */
        public String message() {
            return Messages.message(error, input, index);
        }

        /** This failure as an exception. */
        public WebUrlSyntaxException toException() {
            return new WebUrlSyntaxException(error, input, index, validationErrors);
        }

        /** The record's fields, the input with its password masked ({@link Redaction}). */
        @Override
        public String toString() {
            return "Failure[error=" + error + ", index=" + index + ", input=" + Redaction.redact(input) + ", validationErrors="
                    + validationErrors + "]";
        }
    }
}
