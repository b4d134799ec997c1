package org.urikit.scheme.legacy;

import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The telnet rules (RFC 1738 §3.8, §5), checked by the telnet handler and,
 * with the same codes, by the rlogin and tn3270 handlers, which use telnet's {@code login} syntax
 * (the 1993 and 1994 URL drafts). A password is {@link CommonIssue#PASSWORD_IN_URI}.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("telnet:host"));              // [ERROR TELNET_AUTHORITY_MISSING at 7: ...]
 * r.validate(Uri.parse("telnet://h/x"));             // [ERROR TELNET_PATH at 11: ...]
 * r.plan(Uri.parse("rlogin://h/"), ValidationPolicy.defaults());   // Refused [ERROR TELNET_PORT_MISSING at 10: ...]
 * }</pre>
 */
public enum TelnetIssue implements Issue {
    /** No authority: {@code telneturl = "telnet://" login [ "/" ]} (RFC 1738 §3.8). */
    TELNET_AUTHORITY_MISSING(Severity.ERROR),
    /** An empty host. */
    TELNET_HOST_EMPTY(Severity.ERROR),
    /** A path other than the optional trailing {@code "/"} (RFC 1738 §3.8): a telnet URL names a service, not a data object (RFC 1738 §3.8). */
    TELNET_PATH(Severity.ERROR),
    /** A query: {@code telneturl} has none. */
    TELNET_QUERY(Severity.ERROR),
    /**
     * No port to connect to: the URL has none and the scheme has no default (rlogin and tn3270: the
     * 1993 and 1994 URL drafts give none). Register a handler with the port ({@link TelnetUrl#handler(String, int)})
     * or write the port. Retrieval plans only.
     */
    TELNET_PORT_MISSING(Severity.ERROR);

    private final Severity defaultSeverity;

    TelnetIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
