package org.urikit.scheme;

/**
 * What the handlers configured by a scheme name and a default port share: the name (checked
 * against RFC 3986 §3.1 and lower-cased), the port, and {@code toString()}. The base of the
 * built-in handlers, and of a handler in another module (extension API).
 *
 * <pre>{@code
 * final class CoapSchemeHandler extends NamedSchemeHandler {
 *     CoapSchemeHandler() {
 *         super("coap", 5683);      // scheme() "coap", defaultPort() 5683
 *     }
 * }
 * SchemeRegistry.defaults().handler("ftp").toString();   // "ftp (default port 21)"
 * }</pre>
 */
public abstract class NamedSchemeHandler implements SchemeHandler {
    /** The scheme name, lower-cased: {@link #scheme()}. */
    protected final String scheme;
    /** The default port: {@link #defaultPort()}. */
    protected final int defaultPort;

    /**
     * A handler of {@code scheme} (any case; kept lower-cased) with {@code defaultPort} (-1 for none).
     *
     * @throws IllegalArgumentException if {@code scheme} is not a scheme name (RFC 3986 §3.1), or
     *     the port is neither -1 nor 0–65535
     */
    protected NamedSchemeHandler(String scheme, int defaultPort) {
        this.scheme = StandardSchemeHandler.checkScheme(scheme);
        if (defaultPort < -1 || defaultPort > 65535) {
            throw new IllegalArgumentException("not a port number: " + defaultPort);
        }
        this.defaultPort = defaultPort;
    }

    @Override
    public final String scheme() {
        return scheme;
    }

    @Override
    public final int defaultPort() {
        return defaultPort;
    }

    /** {@code "ftp (default port 21)"}, or the name alone without a default port. */
    @Override
    public String toString() {
        return scheme + (defaultPort >= 0 ? " (default port " + defaultPort + ")" : "");
    }
}
