package org.urikit.scheme.legacy;

import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The prospero rules (RFC 1738 §3.11, §5; the {@code %00} forms of the 1993 and 1994 drafts under
 * {@link org.urikit.Profile#RFC1738}), checked by the prospero
 * handler on top of the {@link CommonIssue}s.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("prospero://u@h/x"));          // [ERROR PROSPERO_USERINFO at 11: ...]
 * r.validate(Uri.parse("prospero://h/x;VERSION"));    // [ERROR PROSPERO_FIELD_INVALID at 15: ...]
 * r.validate(Uri.parse("prospero://h/obj%00%00a"));   // [WARNING PROSPERO_LEGACY_VERSION at 16: ...]
 * }</pre>
 */
public enum ProsperoIssue implements Issue {
    /** No authority: {@code prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]}. */
    PROSPERO_AUTHORITY_MISSING(Severity.ERROR),
    /** An empty host. */
    PROSPERO_HOST_EMPTY(Severity.ERROR),
    /** A userinfo: "No user name or password is used" (RFC 1738 §3.11). */
    PROSPERO_USERINFO(Severity.ERROR),
    /** No {@code "/"} and hsoname after the host ({@code prospero://h}). */
    PROSPERO_PATH_MISSING(Severity.ERROR),
    /** A {@code fieldspec} that is not {@code ";" fieldname "=" fieldvalue} (RFC 1738 §3.11). */
    PROSPERO_FIELD_INVALID(Severity.ERROR),
    /**
     * A character RFC 1738 does not allow literally there: {@code ~} anywhere, and {@code / = ~}
     * in a field name or value ({@code *[ uchar | "?" | ":" | "@" | "&" ]}). Encode it.
     */
    PROSPERO_CHAR_INVALID(Severity.ERROR),
    /**
     * A literal {@code '?'}: generic parsers start a query there (RFC 3986 §3.4), while RFC 1738's
     * {@code psegment} and fields allow it; it is read as RFC 1738 does. Write it {@code %3F}.
     */
    PROSPERO_LITERAL_QUESTION_MARK(Severity.WARNING),
    /**
     * An encoded NUL in the hsoname: the {@code %00version%00attributes} form of the 1993 and 1994
     * URL drafts, read as such only under {@link org.urikit.Profile#RFC1738}.
     */
    PROSPERO_LEGACY_VERSION(Severity.WARNING),
    /** Under {@link org.urikit.Profile#RFC1738}: the version after {@code %00} is not {@code digits} (empty only before attributes). */
    PROSPERO_VERSION_INVALID(Severity.ERROR),
    /** Under {@link org.urikit.Profile#RFC1738}: an attribute after the version is not {@code alphanums} (the 1993 and 1994 URL drafts). */
    PROSPERO_ATTRIBUTE_INVALID(Severity.ERROR);

    private final Severity defaultSeverity;

    ProsperoIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
