package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
import org.urikit.scheme.Checks;
import org.urikit.scheme.NamedSchemeHandler;
import org.urikit.scheme.SchemeStatus;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The afs handler (the 1993 draft; RFC 1738 §4 reserves the name): historic, parsed generically, with
 * {@link AfsIssue#AFS_HISTORIC} and the common authority checks; no default port (the drafts give
 * none); the view {@link AfsUrl} reads the 1993 draft's {@code afs://cellname/path}. Package-private.
 */
final class AfsSchemeHandler extends NamedSchemeHandler {
    static final AfsSchemeHandler INSTANCE = new AfsSchemeHandler();

    private AfsSchemeHandler() {
        super("afs", -1);
    }

    @Override
    public SchemeStatus status() {
        return SchemeStatus.HISTORIC;
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        c.add(AfsIssue.AFS_HISTORIC, 0, "afs is historic: the 1994 draft keeps afs://cellname/path only \"as historical"
                + " note, but is not a url production\"; RFC 1738 §4 reserves the name (the 1993 URL draft). Parsed generically");
        Checks.authority(uri, c, -1);
        return c.list();
    }

    /** Present when the URL has a cell (a non-empty host) and a 16-bit port. */
    @Override
    public AfsUrl view(Uri uri) {
        return Checks.hasServer(uri) ? new AfsUrl(uri) : null;
    }

    @Override
    public String toString() {
        return "afs (historic)";
    }
}
