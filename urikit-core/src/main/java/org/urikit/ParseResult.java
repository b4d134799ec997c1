package org.urikit;

import java.util.Objects;
import org.urikit.error.Redaction;
import org.urikit.error.Result;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * The outcome of {@link Uri#tryParse(String)}: either {@link Success} with the {@link Uri} or
 * {@link Failure} with the reason and position (a {@link Result}, as {@code WebUrlResult} is). It never throws.
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
public sealed interface ParseResult extends Result<Uri> permits ParseResult.Success, ParseResult.Failure {

    /** A successful parse: {@link #orNull()} and {@link #orElseThrow()} give the URI, {@link #toException()} is null. */
    record Success(Uri uri) implements ParseResult {
        public Success {
            Objects.requireNonNull(uri, "uri");
        }

        @Override
        public Uri orNull() {
            return uri;
        }
    }

    /**
     * A failed parse: {@link #orNull()} is null, {@link #orElseThrow()} throws {@link #toException()}.
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

        /** The message with the caret line, as {@link UriSyntaxException#getMessage()} gives it. */
        public String message() {
            return error.message(input, index);
        }

        /** This failure as an exception. */
        @Override
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
