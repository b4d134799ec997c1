package org.urikit.security;

import java.util.Objects;
import org.urikit.error.Severity;

/**
 * One thing an {@link Inspection} noticed: what ({@link #code()}), how much it weighs under the
 * policy ({@link #severity()}), where in the input it starts ({@link #index()}, a UTF-16 index;
 * -1 when it comes from the base URI rather than the input), and a message for people.
 *
 * <pre>{@code
 * Finding f = UriInspector.inspect("http://good.com@evil.com/", InspectionPolicy.FETCH).findings().get(0);
 * f.code();       // USERINFO
 * f.severity();   // WARNING
 * f.index();      // 7
 * f.section();    // "RFC 3986 §3.2.1, §7.6"
 * }</pre>
 *
 * @param code     what was found
 * @param severity its weight under the policy that inspected
 * @param index    the index in the input where it starts, or -1 when it is not in the input
 * @param message  what it is, with the text concerned, for people
 */
public record Finding(FindingCode code, Severity severity, int index, String message) {
    public Finding {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
    }

    /** The specification section behind the finding ({@link FindingCode#section()}). */
    public String section() {
        return code.section();
    }

    /** {@code WARNING USERINFO at 7: a userinfo: ...}, as {@code Violation.toString()} prints. */
    @Override
    public String toString() {
        return severity + " " + code + " at " + index + ": " + message;
    }
}
