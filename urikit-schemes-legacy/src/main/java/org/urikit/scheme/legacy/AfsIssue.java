package org.urikit.scheme.legacy;

import org.urikit.scheme.Issue;
import org.urikit.error.Severity;

/**
 * The afs finding (the 1993 URL draft): the scheme is historic.
 *
 * <pre>{@code
 * SchemeRegistry.defaults().validate(Uri.parse("afs://transarc.com/usr/x"));   // [WARNING AFS_HISTORIC at 0: ...]
 * }</pre>
 */
public enum AfsIssue implements Issue {
    /**
     * An afs URL: the 1993 draft's {@code afsaddress = a f s : // cellname / path}, which the 1994
     * draft kept only "as historical note, but is not a url production" and RFC 1738 §4 reserves
     * for Andrew File System global file names. Parsed generically (the 1993 URL draft).
     */
    AFS_HISTORIC(Severity.WARNING);

    private final Severity defaultSeverity;

    AfsIssue(Severity defaultSeverity) {
        this.defaultSeverity = defaultSeverity;
    }

    @Override
    public Severity defaultSeverity() {
        return defaultSeverity;
    }
}
