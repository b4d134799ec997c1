package org.urikit.scheme;

import java.util.List;
import org.urikit.Uri;

/**
 * The urn handler: RFC 8141 (the 1993 and 1994 URL drafts reserve the name; it
 * is recognised under every profile). No authority, no port; the view is {@link UrnUrl}; no
 * retrieval (a URN is a name; resolution services are outside urikit). Package-private.
 */
final class UrnSchemeHandler extends NamedSchemeHandler {
    static final UrnSchemeHandler INSTANCE = new UrnSchemeHandler();

    private UrnSchemeHandler() {
        super("urn", -1);
    }

    /** The end of the NID in the path (the index of its ':'), or -1 when there is no ':'. */
    static int nidEnd(Uri u) {
        return u.path().indexOf(':');
    }

    /** {@code NID = (alphanum) 0*30(ldh) (alphanum)}, {@code ldh = alphanum / "-"} (RFC 8141 §2). */
    static boolean isNid(String s) {
        if (s.length() < 2 || s.length() > 32 || !alphanum(s.charAt(0)) || !alphanum(s.charAt(s.length() - 1))) {
            return false;
        }
        for (int i = 1; i < s.length() - 1; i++) {
            if (!alphanum(s.charAt(i)) && s.charAt(i) != '-') {
                return false;
            }
        }
        return true;
    }

    private static boolean hasUpperCase(String s, int end) {
        for (int i = 0; i < end; i++) {
            if (s.charAt(i) >= 'A' && s.charAt(i) <= 'Z') {
                return true;
            }
        }
        return false;
    }

    private static boolean alphanum(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    /** {@code [r, q]} as written (each null when absent), or null when the query is not rq-components. */
    static String[] components(String query) {
        if (query == null) {
            return new String[2];
        }
        String r = null;
        String q;
        if (query.startsWith("+")) {
            int qAt = query.indexOf("?=");
            r = query.substring(1, qAt < 0 ? query.length() : qAt);
            q = qAt < 0 ? null : query.substring(qAt + 2);
        } else if (query.startsWith("=")) {
            q = query.substring(1);
        } else {
            return null;
        }
        return component(r) && component(q) ? new String[] {r, q} : null;
    }

    /** {@code pchar *( pchar / "/" / "?" )}: non-empty, not starting with '/' or '?'; null (absent) is fine. */
    private static boolean component(String s) {
        return s == null || (!s.isEmpty() && s.charAt(0) != '/' && s.charAt(0) != '?');
    }

    /**
     * The generic rules and the NID in lower case: "urn" and the NID are case-insensitive
     * (RFC 8141 §3.1). The NSS, r-, q- and f-components are left as written (the syntax-based
     * steps already normalized their escapes).
     */
    @Override
    public Uri normalize(Uri uri) {
        Uri u = super.normalize(uri);
        int end = nidEnd(u);
        if (u.hasAuthority() || end < 0 || !hasUpperCase(u.path(), end)) {
            return u;
        }
        String nid = u.path().substring(0, end);
        String lower = Escapes.lowerOutsideEscapes(nid);
        return lower.equals(nid) ? u : u.toBuilder().rawPath(lower + u.path().substring(end)).build();
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        if (uri.hasAuthority()) {
            c.add(UrnIssue.URN_AUTHORITY, Checks.authorityStart(uri) - 2, "a URN has no authority: urn:NID:NSS (RFC 8141 §2)");
            return c.list();
        }
        int at = Checks.pathStart(uri);
        int end = nidEnd(uri);
        if (end < 0 || !isNid(uri.path().substring(0, end))) {
            c.add(UrnIssue.URN_NID_INVALID, at, "a URN starts with a namespace identifier and ':': 2 to 32 letters, digits"
                    + " and hyphens, not starting or ending with a hyphen (RFC 8141 §2)");
        } else {
            String nss = uri.path().substring(end + 1);
            if (nss.isEmpty() || nss.startsWith("/")) {
                c.add(UrnIssue.URN_NSS_INVALID, at + end + 1, "the namespace-specific string is pchar *(pchar / \"/\"):"
                        + " not empty, not starting with '/' (RFC 8141 §2)");
            }
        }
        if (uri.hasQuery() && components(uri.query()) == null) {
            c.add(UrnIssue.URN_INVALID_COMPONENT, Checks.queryStart(uri) - 1, "a URN's '?' starts an r-component \"?+\""
                    + " or a q-component \"?=\" (RFC 8141 §2.3)");
        }
        return c.list();
    }

    /** Present when the URN has no authority and a valid NID followed by ':'. */
    @Override
    public UrnUrl view(Uri uri) {
        int end = nidEnd(uri);
        return !uri.hasAuthority() && end >= 0 && isNid(uri.path().substring(0, end)) ? new UrnUrl(uri) : null;
    }

    @Override
    public String toString() {
        return "urn";
    }
}
