package org.urikit.scheme;

import java.util.List;
import java.util.Locale;
import org.urikit.Uri;

/**
 * The http and https handler (RFC 1738 §3.3; RFC 3986 §6.2.3; RFC 9110 §4.2; https is beyond
 * RFC 1738): a host is required, no userinfo, default port 80 or 443, an empty path is
 * {@code /}; the view is {@link HttpUrl}; the plan is the request line and {@code Host} header.
 * Package-private: use {@link SchemeRegistry#defaults()}.
 */
final class HttpSchemeHandler implements SchemeHandler {
    static final HttpSchemeHandler HTTP = new HttpSchemeHandler("http", 80);
    static final HttpSchemeHandler HTTPS = new HttpSchemeHandler("https", 443);

    private final String scheme;
    private final int defaultPort;

    private HttpSchemeHandler(String scheme, int defaultPort) {
        this.scheme = scheme;
        this.defaultPort = defaultPort;
    }

    /** The handler of {@code scheme} ("http" or "https", any case), or null. */
    static HttpSchemeHandler of(String scheme) {
        if (scheme == null) {
            return null;
        }
        switch (scheme.toLowerCase(Locale.ROOT)) {
            case "http":
                return HTTP;
            case "https":
                return HTTPS;
            default:
                return null;
        }
    }

    @Override
    public String scheme() {
        return scheme;
    }

    @Override
    public int defaultPort() {
        return defaultPort;
    }

    /**
     * The generic rules, and an empty path after the authority becomes {@code "/"} (RFC 9110
     * §4.2.3: "an empty path component is equivalent to an absolute path of '/'").
     */
    @Override
    public Uri normalize(Uri uri) {
        return SchemeRules.authority(uri, defaultPort(), true);
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        String rule = "RFC 3986 §3.2.2; RFC 1738 §3.3";
        Checks.server(uri, c, HttpIssue.HTTP_AUTHORITY_MISSING, HttpIssue.HTTP_HOST_EMPTY, scheme, rule);
        if (uri.hasUserInfo()) {
            c.add(HttpIssue.HTTP_USERINFO, Checks.authorityStart(uri), scheme
                    + " URLs have no user name or password (RFC 1738 §3.3; RFC 9110 §4.2.4)");
        }
        Checks.authority(uri, c, defaultPort());
        return c.list();
    }

    /** Present when the URL has a host and a port that fits 16 bits; a userinfo does not prevent it (the view ignores it). */
    @Override
    public HttpUrl view(Uri uri) {
        return Checks.hasServer(uri) ? new HttpUrl(uri, this) : null;
    }

    /**
     * The request to the origin server (RFC 9112 §3.2.1): {@code GET <origin-form> HTTP/1.1} and
     * {@code Host: host[:port]}. Refused for a validation error, a reserved non-default port and
     * a host that decodes to CR, LF or NUL. The path and query are sent as written: their
     * escapes stay escaped on the wire, so they cannot end the request line (RFC 1738 §6, RFC 3986 §7.3).
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        return Plans.serverPlan(this, uri, policy, HttpIssue.HTTP_AUTHORITY_MISSING, HttpIssue.HTTP_HOST_EMPTY,
                c -> { }, () -> new HttpUrl(uri, this).originPlan());
    }

    @Override
    public String toString() {
        return scheme + " (default port " + defaultPort + ")";
    }
}
