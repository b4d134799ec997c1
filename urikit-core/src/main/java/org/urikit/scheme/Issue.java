package org.urikit.scheme;

import org.urikit.error.Severity;

/**
 * A kind of scheme-level finding, with a stable code such as {@code HTTP_HOST_EMPTY} that
 * scripts and the CLI's JSON output use. Each built-in scheme has its own enum of issues
 * ({@link HttpIssue}, {@link FtpIssue}, {@link FileIssue}), and {@link CommonIssue} holds those
 * shared by every scheme (passwords, reserved ports, encoded line breaks). A user-defined handler
 * may define its own enum implementing this interface.
 *
 * <pre>{@code
 * List<Violation> v = SchemeRegistry.defaults().validate(Uri.parse("http:///x"));
 * v.get(0).issue() == HttpIssue.HTTP_HOST_EMPTY;   // true
 * v.get(0).issue().code();                         // "HTTP_HOST_EMPTY"
 * }</pre>
 *
 * <p>Codes are upper-case, start with the scheme's name for scheme-specific issues (Jena's
 * naming), and never change once released: they are part of the CLI contract
 * (docs/cli.md). Severity is not fixed by the issue: {@link #defaultSeverity()} is what
 * {@link ValidationPolicy#defaults()} gives it, and a policy may change it.
 */
public interface Issue {
    /**
     * The stable code, e.g. {@code "HTTP_HOST_EMPTY"}: by default the enum constant's
     * {@code name()}, so an enum of issues implements nothing, or only {@link #defaultSeverity()}
     * for its warnings; a class that is not an enum must override it.
     */
    default String code() {
        if (this instanceof Enum<?> e) {
            return e.name();
        }
        throw new UnsupportedOperationException(getClass().getName() + " is not an enum: override Issue.code()");
    }

    /** The severity under {@link ValidationPolicy#defaults()}: {@link Severity#ERROR} unless the issue says otherwise. */
    default Severity defaultSeverity() {
        return Severity.ERROR;
    }
}
