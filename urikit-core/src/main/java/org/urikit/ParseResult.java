package org.urikit;

import java.util.Objects;
import org.urikit.error.Redaction;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * The outcome of {@link Uri#tryParse(String)}: either {@link Success} with the {@link Uri} or
 * {@link Failure} with the reason and position. It never throws.
 *
 * <pre>{@code
 * ParseResult r = Uri.tryParse(userText);
 * if (r instanceof ParseResult.Success s) {
 *     use(s.uri());
 * } else if (r instanceof ParseResult.Failure f) {
 *     System.err.println(f.error() + " at " + f.index());
 * }
 * }</pre>
 *
 * <p>Pattern matching for {@code switch} is a preview feature in Java 17, so examples use
 * {@code instanceof} patterns.
 */
public sealed interface ParseResult permits ParseResult.Success, ParseResult.Failure {

    /** Whether parsing succeeded. */
    default boolean isSuccess() {
        return this instanceof Success;
    }

    /** The parsed URI, or throws {@link UriSyntaxException} for a failure. */
    Uri orElseThrow();

    /** The parsed URI, or {@code null} for a failure. */
    default Uri orNull() {
        return this instanceof Success ok ? ok.uri() : null;
    }

    /** A successful parse. */
    record Success(Uri uri) implements ParseResult {
        public Success {
            Objects.requireNonNull(uri, "uri");
        }

        @Override
        public Uri orElseThrow() {
            return uri;
        }
    }

    /**
     * A failed parse.
     *
     * @param error the reason
     * @param index the 0-based UTF-16 index of the first offending character
     * @param input the rejected string
     */
    record Failure(SyntaxError error, int index, String input) implements ParseResult {
        public Failure {
            Objects.requireNonNull(error, "error");
            Objects.requireNonNull(input, "input");
        }

        @Override
        public Uri orElseThrow() {
            throw toException();
        }

        /** The message with the caret line, as {@link UriSyntaxException#getMessage()} gives it. */
        public String message() {
            return error.message(input, index);
        }

        /** This failure as an exception. */
        public UriSyntaxException toException() {
            return new UriSyntaxException(error, input, index);
        }

        /** {@code Failure[error=..., index=..., input=...]} with a password in the input masked ({@link Redaction}). */
        @Override
        public String toString() {
            return "Failure[error=" + error + ", index=" + index + ", input=" + Redaction.redact(input) + "]";
        }
    }
}
