package org.urikit.whatwg;

import java.util.List;
import java.util.Objects;
import org.urikit.error.Caret;
import org.urikit.error.Redaction;
import org.urikit.error.Result;

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
public sealed interface WebUrlResult extends Result<WebUrl> permits WebUrlResult.Success, WebUrlResult.Failure {

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

        /** Whether the input is a valid URL string: no validation error at all. */
        public boolean isValidUrlString() {
            return validationErrors.isEmpty();
        }

        @Override
        public WebUrl orNull() {
            return url;
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

        /** This failure as an exception. */
        @Override
        public WebUrlSyntaxException toException() {
            return new WebUrlSyntaxException(error, input, index, validationErrors);
        }

        /** The message with its caret line, as {@link WebUrlSyntaxException#getMessage()} gives it. */
        public String message() {
            return Caret.message(error.standardName(), error.description(), input, index, "input", true);
        }


        /** The record's fields, the input with its password masked ({@link Redaction}). */
        @Override
        public String toString() {
            return "Failure[error=" + error + ", index=" + index + ", input=" + Redaction.redact(input) + ", validationErrors="
                    + validationErrors + "]";
        }
    }
}
