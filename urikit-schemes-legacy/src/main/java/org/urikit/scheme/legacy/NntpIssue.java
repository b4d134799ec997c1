package org.urikit.scheme.legacy;

import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The nntp rules (RFC 1738 §3.7, §5), checked by the nntp handler on
 * top of the {@link CommonIssue}s:
 * {@code nntpurl = "nntp://" hostport "/" group [ "/" digits ]}.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("nntp:comp.misc/12"));           // [ERROR NNTP_AUTHORITY_MISSING at 5: ...]   (the 1994 form)
 * r.validate(Uri.parse("nntp://h/"));                   // [ERROR NNTP_GROUP_MISSING at 9: ...]
 * r.validate(Uri.parse("nntp://h/comp.misc/x"));        // [ERROR NNTP_ARTICLE_NUMBER_INVALID at 19: ...]
 * }</pre>
 */
public enum NntpIssue implements Issue {
    /** No authority ({@code nntp:group/12}, the 1994 draft's grammar): RFC 1738 requires a server (RFC 1738 §3.7). */
    NNTP_AUTHORITY_MISSING(Severity.ERROR),
    /** An empty host ({@code nntp:///group}). */
    NNTP_HOST_EMPTY(Severity.ERROR),
    /** A userinfo: nntp URLs have {@code hostport} only (RFC 1738 §5). */
    NNTP_USERINFO(Severity.ERROR),
    /** No group ({@code nntp://h} or {@code nntp://h/}): the group is required (RFC 1738 §3.7). */
    NNTP_GROUP_MISSING(Severity.ERROR),
    /** Not a group name: {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]}. */
    NNTP_GROUP_INVALID(Severity.ERROR),
    /**
     * The article number is not {@code 1*digit}, or not 1–2147483647 (RFC 3977 §6, beyond
     * RFC 1738), or more segments follow it.
     */
    NNTP_ARTICLE_NUMBER_INVALID(Severity.ERROR),
    /** A query: {@code nntpurl} has none. */
    NNTP_QUERY(Severity.ERROR);

    private final Severity defaultSeverity;

    NntpIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
