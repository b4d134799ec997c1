package org.urikit.security;

import org.urikit.error.Severity;

/**
 * The answer of an {@link Inspection}: the heaviest {@link Severity} among its findings.
 *
 * <pre>{@code
 * UriInspector.inspect("https://example.com/", InspectionPolicy.FETCH).verdict();         // ALLOW
 * UriInspector.inspect("http://0x7f.1/", InspectionPolicy.FETCH).verdict();               // DENY
 * UriInspector.inspect("http://user@example.com/", InspectionPolicy.LINK).verdict();      // WARN
 * }</pre>
 */
public enum Verdict {
    /** No finding above {@link Severity#INFO}. */
    ALLOW,
    /** At least one {@link Severity#WARNING} finding and no {@link Severity#ERROR}. */
    WARN,
    /** At least one {@link Severity#ERROR} finding. */
    DENY;

    /** The verdict {@code severity} alone gives: {@code INFO} allows, {@code WARNING} warns, {@code ERROR} denies. */
    public static Verdict of(Severity severity) {
        switch (severity) {
            case INFO:
                return ALLOW;
            case WARNING:
                return WARN;
            default:
                return DENY;
        }
    }
}
