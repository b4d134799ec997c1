package org.urikit.scheme;

import org.urikit.error.Severity;

/**
 * Issues that are not tied to one scheme: the absence of a handler, and the security findings of
 * RFC 3986 §7 that every handler with an authority or a protocol checks.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("ftp://foo:secret@host.com/"));   // [WARNING PASSWORD_IN_URI at 10: ...]
 * r.validate(Uri.parse("ftp://h:25/x"));                 // [WARNING PORT_RESERVED at 8: ...]
 * r.plan(Uri.parse("ftp://h/a%0D%0ADELE%20x"), ValidationPolicy.defaults());
 *                                                        // Refused [ERROR ENCODED_LINE_BREAK at 9: ...]
 * }</pre>
 */
public enum CommonIssue implements Issue {
    /** The reference has no scheme (a relative reference): no scheme's rules apply. */
    SCHEME_MISSING,
    /** No handler is registered for the scheme: it was parsed generically only (RFC 1738 §4). */
    HANDLER_MISSING,
    /** A port above 65535: valid for RFC 3986 ({@code port = *DIGIT}) but not a TCP or UDP port. */
    PORT_OUT_OF_RANGE,
    /**
     * A port other than the scheme's default inside the reserved range (0–1023 by default,
     * configurable), which can make a client talk to a server of another protocol
     * (RFC 1738 §6; RFC 3986 §7.2). A warning when validating; a retrieval plan refuses it.
     */
    PORT_RESERVED,
    /**
     * The userinfo carries a password ({@code user:password@}), "NOT RECOMMENDED"
     * (RFC 3986 §3.2.1, §7.4); an empty password counts. The message shows the redacted URI.
     */
    PASSWORD_IN_URI,
    /**
     * The userinfo looks like a host name (it has a {@code '.'} and no {@code ':'}), the shape
     * of the semantic attack of RFC 3986 §7.5 ({@code http://www.example.com&story=x@10.0.0.1/}).
     */
    USERINFO_RESEMBLES_HOST,
    /**
     * An encoded CR or LF that would end a protocol line early if decoded and sent, faking an
     * extra command (RFC 1738 §6; RFC 3986 §7.2). Retrieval plans always refuse it.
     */
    ENCODED_LINE_BREAK,
    /** An encoded NUL in a value a protocol would receive decoded (RFC 3986 §7.2). Retrieval plans always refuse it. */
    ENCODED_NUL,
    /**
     * A registered name whose escapes decode to an ASCII character outside the reg-name grammar
     * (RFC 3986 §3.2.2), such as {@code %2F}, {@code %40}, {@code %3A}, a space or a control: a
     * client resolving the decoded name would reach another host. Retrieval plans always refuse it.
     */
    ENCODED_HOST_CHARACTER;

    /**
     * {@link Severity#WARNING} for {@link #HANDLER_MISSING}, {@link #PORT_RESERVED}, {@link #PASSWORD_IN_URI} and
     * {@link #USERINFO_RESEMBLES_HOST}; else {@link Severity#ERROR}.
     */
    @Override
    public Severity defaultSeverity() {
        switch (this) {
            case HANDLER_MISSING:
            case PORT_RESERVED:
            case PASSWORD_IN_URI:
            case USERINFO_RESEMBLES_HOST:
                return Severity.WARNING;
            default:
                return Severity.ERROR;
        }
    }
}
