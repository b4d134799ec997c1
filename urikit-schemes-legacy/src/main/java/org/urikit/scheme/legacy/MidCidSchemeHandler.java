package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
import org.urikit.scheme.AddrSpec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The mid and cid handlers (the 1994 draft's BNF; RFC 2392 beyond RFC 1738): a message-id
 * ({@code mid:}, optionally with {@code /} and a content-id) or a MIME body part's content-id
 * ({@code cid:}), each an {@code addr-spec} in URL encoding, without the {@code <>} of the mail
 * header. No authority, no port; the view is {@link MidCidUrl}; no retrieval: they refer to
 * messages and body parts the reader already has. Package-private.
 */
final class MidCidSchemeHandler implements SchemeHandler {
    static final MidCidSchemeHandler MID = new MidCidSchemeHandler("mid", MidCidIssue.MID_INVALID);
    static final MidCidSchemeHandler CID = new MidCidSchemeHandler("cid", MidCidIssue.CID_INVALID);

    private final String scheme;
    private final MidCidIssue invalid;

    private MidCidSchemeHandler(String scheme, MidCidIssue invalid) {
        this.scheme = scheme;
        this.invalid = invalid;
    }

    @Override
    public String scheme() {
        return scheme;
    }

    boolean isMid() {
        return this == MID;
    }

    /** The raw message-id of a mid URL (before the first {@code '/'}), or null for cid. */
    String messageId(Uri u) {
        if (!isMid()) {
            return null;
        }
        int slash = u.path().indexOf('/');
        return slash < 0 ? u.path() : u.path().substring(0, slash);
    }

    /** The raw content-id: a cid URL's path, a mid URL's part after the first {@code '/'}, or null. */
    String contentId(Uri u) {
        if (!isMid()) {
            return u.path();
        }
        int slash = u.path().indexOf('/');
        return slash < 0 ? null : u.path().substring(slash + 1);
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        String rule = isMid() ? "mid:message-id[/content-id]" : "cid:content-id";
        if (uri.hasAuthority()) {
            c.add(invalid, uri.scheme().length() + 1, scheme + " URLs have no authority: " + rule + " (RFC 2392 §2)");
            return c.list();
        }
        int at = Checks.pathStart(uri);
        String mid = messageId(uri);
        if (mid != null && AddrSpec.separator(mid) < 0) {
            c.add(invalid, at, "'" + mid + "' is not a message-id: an addr-spec (local@domain), percent-encoded, without"
                    + " <> (" + rule + "; RFC 2392 §2)");
        }
        String cid = contentId(uri);
        if (cid != null && AddrSpec.separator(cid) < 0) {
            c.add(invalid, at + (mid == null ? 0 : mid.length() + 1), "'" + cid + "' is not a content-id: an addr-spec"
                    + " (local@domain), percent-encoded, without <> (" + rule + ", RFC 2392 §2)");
        }
        if (uri.hasQuery()) {
            c.add(invalid, Checks.queryStart(uri) - 1, scheme + " URLs have no query: write a '?' of the id as %3F (RFC 2392 §2)");
        }
        return c.list();
    }

    /** Present when there is no authority. */
    @Override
    public MidCidUrl view(Uri uri) {
        return uri.hasAuthority() ? null : new MidCidUrl(uri, this);
    }

    @Override
    public String toString() {
        return scheme;
    }
}
