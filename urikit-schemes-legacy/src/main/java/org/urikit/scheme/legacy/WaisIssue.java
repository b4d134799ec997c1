package org.urikit.scheme.legacy;

import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The wais rules (RFC 1738 §3.9, §5; the 1993 and 1994 document forms under
 * {@link org.urikit.Profile#RFC1738}), checked by the wais handler
 * on top of the {@link CommonIssue}s.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("wais://h"));                 // [ERROR WAIS_DATABASE_MISSING at 8: ...]
 * r.validate(Uri.parse("wais://h/db/TEXT"));         // [ERROR WAIS_PATH_INVALID at 12: ...]
 * r.validate(Uri.parse("wais://h/db/TEXT/x?y"));     // [ERROR WAIS_SEARCH_ON_DOCUMENT at 18: ...]
 * }</pre>
 */
public enum WaisIssue implements Issue {
    /** No authority: {@code "wais://" hostport "/" database ...}. */
    WAIS_AUTHORITY_MISSING(Severity.ERROR),
    /** An empty host. */
    WAIS_HOST_EMPTY(Severity.ERROR),
    /** A userinfo: wais URLs have {@code hostport} only. */
    WAIS_USERINFO(Severity.ERROR),
    /**
     * No {@code "/" database} after the host ({@code wais://h}), or an empty one
     * ({@code wais://h/}): "{@code <database>} is the name of a WAIS database" (RFC 1738 §3.9).
     */
    WAIS_DATABASE_MISSING(Severity.ERROR),
    /**
     * The path is neither {@code /database} nor {@code /database/wtype/wpath} (RFC 1738 §5), nor,
     * under {@link org.urikit.Profile#RFC1738}, the 1993 form {@code /database/wtype/digits/path} (the 1993 URL draft).
     */
    WAIS_PATH_INVALID(Severity.ERROR),
    /**
     * A character RFC 1738 does not allow literally: {@code database}, {@code wtype} and
     * {@code wpath} are {@code *uchar} (no {@code ; : @ & = ~}); the search adds {@code ; : @ & =}
     * (but not {@code / ?}). Encode it.
     */
    WAIS_CHAR_INVALID(Severity.ERROR),
    /** A search on a document URL: {@code waisdoc} has no {@code ?search}. */
    WAIS_SEARCH_ON_DOCUMENT(Severity.ERROR);

    private final Severity defaultSeverity;

    WaisIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
