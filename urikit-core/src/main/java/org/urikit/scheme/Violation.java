package org.urikit.scheme;

import java.util.Objects;
import org.urikit.error.Severity;

/**
 * One scheme-level finding about a URI: what ({@link #issue()}), how serious
 * ({@link #severity()}, decided by the {@link ValidationPolicy} in force), where (the 0-based
 * UTF-16 {@link #index()} in the URI's text of the first character concerned) and a
 * human-readable {@link #message()}.
 *
 * <pre>{@code
 * Violation v = SchemeRegistry.defaults().validate(Uri.parse("http:///x")).get(0);
 * v.code();       // "HTTP_HOST_EMPTY"
 * v.severity();   // ERROR
 * v.index();      // 7: where the (empty) host is
 * v.message();    // "http URLs need a host (RFC 3986 §3.2.2; RFC 1738 §3.3)"
 * }</pre>
 *
 * <p>Violations are values returned by the scheme handlers; they are never stored on the
 * {@code Uri} and never depend on global settings (unlike Jena's
 * {@code Violation}s).
 *
 * @param issue    the kind of finding
 * @param severity how serious it is under the policy in force
 * @param index    0-based UTF-16 index into the URI's text, 0 to the text's length
 * @param message  a sentence for people, naming the rule (RFC or seed section)
 */
public record Violation(Issue issue, Severity severity, int index, String message) {
    /** Checks the components. */
    public Violation {
        Objects.requireNonNull(issue, "issue");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        if (index < 0) {
            throw new IllegalArgumentException("negative index " + index);
        }
    }

    /** The issue's code, e.g. {@code "HTTP_HOST_EMPTY"}. */
    public String code() {
        return issue.code();
    }

    /** Whether this is an {@link Severity#ERROR}. */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code "ERROR HTTP_HOST_EMPTY at 7: message"}. */
    @Override
    public String toString() {
        return severity + " " + code() + " at " + index + ": " + message;
    }
}
