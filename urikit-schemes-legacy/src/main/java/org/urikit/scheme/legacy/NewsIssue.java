package org.urikit.scheme.legacy;

import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The news rules (RFC 1738 §3.6, §5; the 1993 and 1994 drafts), checked
 * by the news handler on top of the {@link CommonIssue}s.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("news:"));                  // [ERROR NEWS_EMPTY at 5: ...]
 * r.validate(Uri.parse("news:1comp.lang"));        // [ERROR NEWS_GROUP_INVALID at 5: ...]
 * r.validate(Uri.parse("news:@host.example"));     // [ERROR NEWS_ARTICLE_INVALID at 5: ...]
 * }</pre>
 */
public enum NewsIssue implements Issue {
    /** Nothing after {@code news:}: {@code grouppart = "*" | group | article} (RFC 1738 §3.6). */
    NEWS_EMPTY(Severity.ERROR),
    /**
     * Not a group name: {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]} (RFC 1738
     * §5). A {@code *} other than {@code news:*} is not a group either (RFC 5538 wildmats are not supported).
     */
    NEWS_GROUP_INVALID(Severity.ERROR),
    /**
     * Not a message-id: {@code article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host}
     * (RFC 1738 §5), written without {@code <>} (RFC 1738 §3.6): both sides non-empty, printable ASCII without
     * spaces, {@code '<'}, {@code '>'} or a second {@code '@'} (RFC 1036 §2.1.5).
     */
    NEWS_ARTICLE_INVALID(Severity.ERROR),
    /**
     * A server ({@code news://server/group}): "News host names are NOT part of news URLs" (RFC
     * 1738 §3.6). RFC 5538 allows it; urikit reads it as that RFC does, and warns.
     */
    NEWS_SERVER(Severity.WARNING),
    /** A query: news URLs have none; a {@code '?'} in a message-id must be written {@code %3F}. */
    NEWS_QUERY(Severity.ERROR);

    private final Severity defaultSeverity;

    NewsIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
