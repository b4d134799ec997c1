package org.urikit.scheme;

import java.util.List;
import java.util.Locale;
import org.urikit.Uri;

/**
 * The {@code file} scheme (RFC 1738 §3.10, RFC 8089 §2): no
 * port, no userinfo, and the host {@code localhost} means the same as an empty host, so
 * {@code file://localhost/etc/motd} normalizes to {@code file:///etc/motd} (RFC 1738 §3.10); the view is
 * {@link FileUrl}; no retrieval plan, since the scheme names no protocol (RFC 1738 §3.10). Immutable.
 */
final class FileSchemeHandler extends NamedSchemeHandler {
    static final FileSchemeHandler INSTANCE = new FileSchemeHandler();

    private FileSchemeHandler() {
        super("file", -1);
    }

    /**
     * The generic rules; {@code localhost} (any case) becomes the empty host (RFC 1738 §3.10, RFC 8089
     * §2: "localhost" and the empty host are the same machine); and a URL without an authority
     * gets the empty one, {@code file:/etc/motd} becoming {@code file:///etc/motd} (RFC 8089
     * §2, Appendix B: the two forms name the same file).
     */
    @Override
    public Uri normalize(Uri uri) {
        Uri u = super.normalize(uri);
        if (u.hasAuthority() && !u.hasUserInfo() && !u.hasPort() && u.host().toLowerCase(Locale.ROOT).equals("localhost")) {
            return SchemeRules.withAuthority(u, null, "", null, u.path());
        }
        if (!u.hasAuthority() && u.path().startsWith("/")) {
            return SchemeRules.withAuthority(u, null, "", null, u.path());
        }
        return u;
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        if (uri.hasAuthority()) {
            if (uri.hasUserInfo()) {
                c.add(FileIssue.FILE_USERINFO, Checks.authorityStart(uri),
                        "file URLs have no user name or password (RFC 1738 §3.10; RFC 8089 §2)");
                Checks.password(uri, c);
            }
            if (uri.hasPort()) {
                c.add(FileIssue.FILE_PORT, Checks.portStart(uri) - 1, "file URLs have no port (RFC 1738 §3.10; RFC 8089 §2)");
            }
        } else if (!uri.path().startsWith("/")) {
            c.add(FileIssue.FILE_PATH_NOT_ABSOLUTE, Checks.pathStart(uri),
                    "a file URL without \"//\" needs an absolute path, as in file:/etc/motd (RFC 8089 §2)");
        }
        if (uri.hasQuery()) {
            c.add(FileIssue.FILE_QUERY, Checks.queryStart(uri) - 1, "file URLs have no query (RFC 8089 §2)");
        }
        return c.list();
    }

    /** Present when the path is absolute, or empty after an authority ({@code file://host}). */
    @Override
    public FileUrl view(Uri uri) {
        boolean ok = uri.path().startsWith("/") || (uri.hasAuthority() && uri.path().isEmpty());
        return ok ? new FileUrl(uri) : null;
    }

    /** Whether the host is the local machine: no authority, an empty host, or {@code localhost} in any case (RFC 1738 §3.10). */
    static boolean isLocal(Uri u) {
        return !u.hasAuthority() || u.host().isEmpty() || u.host().equalsIgnoreCase("localhost");
    }

    @Override
    public String toString() {
        return "file";
    }
}
