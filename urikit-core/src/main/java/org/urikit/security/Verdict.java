package org.urikit.security;

import java.util.Locale;

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
    /** At least one {@link Severity#WARN} finding and no {@link Severity#DENY}. */
    WARN,
    /** At least one {@link Severity#DENY} finding. */
    DENY;

    /** The name used by the command line and JSON: {@code allow}, {@code warn}, {@code deny}. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
