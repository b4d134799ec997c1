package org.urikit.scheme;

/**
 * The http and https rules (RFC 1738 §3.3; RFC 3986 §3.2.2; RFC 9110 §4.2), checked by the
 * http handler on top of the {@link CommonIssue}s.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("http:x"));          // [ERROR HTTP_AUTHORITY_MISSING at 5: ...]   (RFC 3986 §3.2.2)
 * r.validate(Uri.parse("http:///x"));       // [ERROR HTTP_HOST_EMPTY at 7: ...]          (RFC 3986 §3.2.2)
 * r.validate(Uri.parse("http://u@h/"));     // [ERROR HTTP_USERINFO at 7: ...]            (RFC 1738 §3.3)
 * }</pre>
 */
public enum HttpIssue implements Issue {
    /**
     * No authority ({@code http:x}, {@code http:/x}): "http://" and a host are required
     * (RFC 1738 §3.3 {@code httpurl = "http://" hostport ...}). Generic parsing accepts it.
     */
    HTTP_AUTHORITY_MISSING,
    /** An empty host ({@code http:///x}, {@code http://:80/}): RFC 3986 §3.2.2 and RFC 9110 §4.2.1 require one. */
    HTTP_HOST_EMPTY,
    /**
     * A userinfo ({@code http://user@host/}): RFC 1738 defines no user or password for http
     * (RFC 1738 §3.3), and RFC 9110 §4.2.4 says senders must not generate one and recipients should treat
     * it as an error.
     */
    HTTP_USERINFO
}
