package org.urikit.whatwg;

import java.util.Objects;

/**
 * The origin of a {@link WebUrl} (URL Standard, "Origin"; HTML's origin concept): a tuple of
 * scheme, host and port for URLs with the schemes {@code ftp http https ws wss} (and {@code blob}
 * URLs wrapping one of {@code http https}), and an opaque origin for everything else.
 *
 * <pre>{@code
 * WebUrl.parse("https://example.com:8443/a").origin().serialize();   // "https://example.com:8443"
 * WebUrl.parse("https://example.com:443/a").origin().serialize();    // "https://example.com"
 * WebUrl.parse("blob:https://a.example/uuid").origin().serialize();  // "https://a.example"
 * WebUrl.parse("file:///etc/hosts").origin().serialize();            // "null" (opaque)
 * WebUrl.parse("data:text/plain,x").origin().isOpaque();             // true
 * }</pre>
 *
 * <p>Two tuple origins are {@linkplain #equals equal} when scheme, host and port are; an opaque
 * origin is equal only to itself ("these URLs cannot be same origin with themselves"), so
 * {@code url.origin().equals(url.origin())} is false for a {@code data:} URL. Compare
 * {@link #serialize()} strings only where the standard does (the {@code origin} getter).
 *
 * @see <a href="https://url.spec.whatwg.org/#origin">URL Standard: origin</a>
 */
public final class Origin {
    private final String scheme;
    private final String host;
    private final int port;

    private Origin(String scheme, String host, int port) {
        this.scheme = scheme;
        this.host = host;
        this.port = port;
    }

    /** A tuple origin; {@code port} -1 for none (the scheme's default port was dropped). */
    static Origin tuple(String scheme, String host, int port) {
        return new Origin(Objects.requireNonNull(scheme), Objects.requireNonNull(host), port);
    }

    /** A new opaque origin, equal to nothing but itself. */
    static Origin opaque() {
        return new Origin(null, null, -1);
    }

    /** Whether this is an opaque origin (serialized as {@code "null"}). */
    public boolean isOpaque() {
        return scheme == null;
    }

    /** The scheme of a tuple origin, or null for an opaque one. */
    public String scheme() {
        return scheme;
    }

    /** The serialized host of a tuple origin, or null for an opaque one. */
    public String host() {
        return host;
    }

    /** The port of a tuple origin as a number, or -1 when there is none (or the origin is opaque). */
    public int portNumber() {
        return port;
    }

    /**
     * The serialization of the origin (HTML, "serialization of an origin"): {@code "null"} for an
     * opaque origin, else {@code scheme "://" host [":" port]}.
     */
    public String serialize() {
        if (scheme == null) {
            return "null";
        }
        return port < 0 ? scheme + "://" + host : scheme + "://" + host + ":" + port;
    }

    /** Same origin: equal tuples, or the same opaque origin. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Origin other && scheme != null && scheme.equals(other.scheme)
                && host.equals(other.host) && port == other.port;
    }

    @Override
    public int hashCode() {
        return scheme == null ? System.identityHashCode(this) : Objects.hash(scheme, host, port);
    }

    /** {@link #serialize()}. */
    @Override
    public String toString() {
        return serialize();
    }
}
