package org.urikit.scheme;

import java.util.Locale;

/**
 * How serious a scheme-level {@link Violation} is. An {@link #ERROR} makes the URI invalid for
 * its scheme (it breaks the scheme's syntax, or a retrieval plan refuses it); a {@link #WARNING}
 * is reported but does not (a password in the URI, RFC 3986 §7.4; a port in the reserved range,
 * §7.2).
 *
 * <pre>{@code
 * ValidationPolicy strict = ValidationPolicy.defaults().withSeverity(CommonIssue.PASSWORD_IN_URI, Severity.ERROR);
 * SchemeRegistry.defaults().validate(Uri.parse("ftp://foo:secret@host.com/"), strict).get(0).severity();   // ERROR
 * }</pre>
 *
 * <p>Which severity an issue gets is decided by the {@link ValidationPolicy} passed in, never by
 * global state.
 */
public enum Severity {
    /** The URI does not meet its scheme's rules, or must not be dereferenced as it is. */
    ERROR,
    /** The URI meets the scheme's syntax but deserves attention (usually for security). */
    WARNING;

    /** The lower-case name used in JSON output: {@code "error"} or {@code "warning"}. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
