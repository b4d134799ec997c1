package org.urikit.scheme.legacy;

import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The gopher rules (RFC 1738 §3.4; the 1993 and 1994 drafts), checked by
 * the gopher handler on top of the {@link CommonIssue}s. An encoded CR or LF in the selector or the
 * search string (RFC 1738 §3.4.1) is {@link CommonIssue#ENCODED_LINE_BREAK}.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("gopher:x"));                 // [ERROR GOPHER_AUTHORITY_MISSING at 7: ...]
 * r.validate(Uri.parse("gopher://h/0sel%0D%0AQUIT"));  // [ERROR ENCODED_LINE_BREAK at 15: ...]   (§2.7)
 * r.validate(Uri.parse("gopher://h/0a%09%09?"));     // [WARNING GOPHER_LITERAL_QUESTION_MARK at 19: ...]
 * }</pre>
 */
public enum GopherIssue implements Issue {
    /** No authority ({@code gopher:x}): {@code gopherurl = "gopher://" hostport ...} (RFC 1738 §3.4). */
    GOPHER_AUTHORITY_MISSING(Severity.ERROR),
    /** An empty host ({@code gopher:///1}): a host is required (RFC 1738 §3.1). */
    GOPHER_HOST_EMPTY(Severity.ERROR),
    /** A userinfo ({@code gopher://u@h/}): gopher URLs have {@code hostport} only (RFC 1738 §3.4). */
    GOPHER_USERINFO(Severity.ERROR),
    /**
     * A literal {@code '?'}: generic parsers start a query there (RFC 3986 §3.4), while RFC 1738's
     * gopher-path has no reserved characters and reads it as part of the gopher-path; urikit does
     * the same (so {@code %09%09?} is the ASK form) and warns. Write it {@code %3F}. Under
     * {@link org.urikit.Profile#RFC1738} a query after a gopher-path without {@code %09} is the
     * 1993 draft's search instead and is not reported.
     */
    GOPHER_LITERAL_QUESTION_MARK(Severity.WARNING),
    /** The 1993 draft's {@code ?search} holds an encoded TAB, which would add a field to the request. */
    GOPHER_TAB_IN_SEARCH(Severity.ERROR),
    /**
     * A filled-in ASK form (its CR LF lines) on a port other than 70: the encoded line breaks are
     * allowed only in the ASK form of RFC 1738 §3.4.9, and only on the gopher default port. An error by default; a policy that
     * lowers it to a warning is the user's override.
     */
    GOPHER_ASK_DATA_PORT(Severity.ERROR);

    private final Severity defaultSeverity;

    GopherIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
