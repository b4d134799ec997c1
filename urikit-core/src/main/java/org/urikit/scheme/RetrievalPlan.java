package org.urikit.scheme;

import java.util.List;
import java.util.Objects;

/**
 * How the object a locator names would be retrieved, as the scheme's definition says, computed
 * without any network I/O: the protocol, where to connect, and the protocol lines to send in
 * order (RFC 1738 §4).
 *
 * <pre>{@code
 * RetrievalPlan p = FtpUrl.parse("ftp://h/a/b;type=i").plan(ValidationPolicy.defaults());
 * p.protocol();   // "ftp"
 * p.host();       // "h"
 * p.port();       // 21
 * p.steps();      // ["USER anonymous", "PASS <mail-address>", "CWD a", "TYPE I", "RETR b"]
 * HttpUrl.parse("http://www.ics.uci.edu/pub/ietf/uri/#Related").plan().steps();
 * // ["GET /pub/ietf/uri/ HTTP/1.1", "Host: www.ics.uci.edu"]
 * }</pre>
 *
 * <p>Each step is one protocol line <em>without</em> its line terminator, except where the
 * scheme defines the whole request as exact text (gopher, RFC 1738 §3.4): that request is one
 * step, given exactly, with its TAB and CR LF characters. A plan never contains a CR, LF or NUL
 * that came from decoding the URI (RFC 3986 §7.2); handlers refuse such URIs instead of planning them.
 * Placeholders in angle brackets ({@code <mail-address>}, {@code <prompt>}) stand for what the
 * client supplies; they come from the {@link ValidationPolicy}. A plan carries the password of
 * the URL where the protocol sends it: do not log it (RFC 3986 §3.2.1).
 *
 * @param protocol the protocol spoken, e.g. {@code "ftp"}, {@code "http"}, {@code "https"}, {@code "nntp"}
 * @param host     the host to connect to, decoded: a registered name as decoded text, an IPv4
 *                 address as written, an IPv6 address without brackets
 * @param port     the port to connect to: the URL's, or the scheme's default
 * @param steps    the protocol lines, in order
 */
public record RetrievalPlan(String protocol, String host, int port, List<String> steps) {
    /** Checks the components and copies the steps. */
    public RetrievalPlan {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(host, "host");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("not a port: " + port);
        }
        steps = List.copyOf(steps);
    }
}
