package org.urikit.scheme;

import org.urikit.HostKind;
import org.urikit.Uri;

/**
 * The scheme-based normalization rules that hold for every scheme with an authority (RFC 3986
 * §3.2.3, §6.2.3), which {@link SchemeHandler#normalize(Uri)} applies by default, written with
 * the public API only. A handler that adds rules of its own starts from them (extension API).
 *
 * <pre>{@code
 * SchemeRules.authority(Uri.parse("ws://h:80"), 80, true);                 // ws://h/
 * SchemeRules.authority(Uri.parse("coap://h:/x"), -1, false);            // coap://h/x
 * }</pre>
 */
public final class SchemeRules {
    private SchemeRules() {
    }

    /**
     * An empty port is dropped ("URI producers and normalizers should omit the port component
     * and its ':' delimiter if port is empty or if its value would be the same as that of the
     * scheme's default", RFC 3986 §3.2.3), so is a port equal to {@code defaultPort}, and an
     * IPv6 literal is rewritten in its RFC 5952 text form (zone kept). With
     * {@code emptyPathIsRoot}, an empty path after an authority becomes {@code "/"} (http,
     * RFC 9110 §4.2.3).
     */
    public static Uri authority(Uri u, int defaultPort, boolean emptyPathIsRoot) {
        if (!u.hasAuthority() || (!u.hasPort() && u.hostKind() != HostKind.IPV6
                && !(emptyPathIsRoot && u.isPathEmpty()))) {
            return u;                                // nothing any of these rules would change (kept small: inlined)
        }
        return rewriteAuthority(u, defaultPort, emptyPathIsRoot);
    }

    private static Uri rewriteAuthority(Uri u, int defaultPort, boolean emptyPathIsRoot) {
        String host = u.host();
        if (u.hostKind() == HostKind.IPV6) {
            host = u.hostInfo().toUriString();
        }
        String port = u.port();
        if (port != null && (port.isEmpty()
                || (defaultPort >= 0 && u.portNumber() == defaultPort))) {
            port = null;
        }
        String path = u.path();
        if (emptyPathIsRoot && path.isEmpty()) {
            path = "/";
        }
        return withAuthority(u, u.userInfo(), host, port, path);
    }

    /** {@code u} with another userinfo, host, port and path (raw text); the same value when nothing changes. */
    static Uri withAuthority(Uri u, String userInfo, String host, String port, String path) {
        if (!u.hasAuthority() && path.startsWith("/.//")) {
            // "/." only kept "//" from reading as an authority; once an authority is written it
            // is not needed, and keeping it would leave a dot segment.
            path = path.substring(2);
        }
        Uri changed = u.toBuilder().rawUserInfo(userInfo).rawHost(host).rawPort(port).rawPath(path).build();
        return changed.equals(u) ? u : changed;
    }
}
