package org.urikit.scheme.legacy;

import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The mid and cid rules (the 1994 draft's {@code midaddress = m i d : addr-spec},
 * {@code cidaddress = c i d : content-identifier}; RFC 2392, beyond RFC 1738),
 * checked by their handlers.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("mid:12345.6789@host.example"));   // []
 * r.validate(Uri.parse("mid:%3C1@h%3E"));                  // [ERROR MID_INVALID at 4: ...]   (no <>)
 * r.validate(Uri.parse("cid:foo"));                        // [ERROR CID_INVALID at 4: ...]
 * }</pre>
 */
public enum MidCidIssue implements Issue {
    /**
     * Not {@code mid:message-id[/content-id]} with each an {@code addr-spec} in URL encoding, without
     * {@code <>} (RFC 2392 §2), or an authority or query.
     */
    MID_INVALID(Severity.ERROR),
    /** Not {@code cid:content-id}, an {@code addr-spec} in URL encoding without {@code <>} (RFC 2392 §2), or an authority or query. */
    CID_INVALID(Severity.ERROR);

    private final Severity defaultSeverity;

    MidCidIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
