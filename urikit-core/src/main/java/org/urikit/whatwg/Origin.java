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
 * <p>A record (until 0.3 a class with the same accessors), whose {@code equals} keeps the
 * standard's rule for opaque origins.
 *
 * @param scheme the scheme of a tuple origin, or null for an opaque one
 * @param host the serialized host of a tuple origin, or null for an opaque one
 * @param portNumber the port of a tuple origin as a number, or -1 when there is none (the
 *     scheme's default port is dropped) or the origin is opaque
 * @see <a href="https://url.spec.whatwg.org/#origin">URL Standard: origin</a>
 */
public record Origin(String scheme, String host, int portNumber) {
    /** A tuple origin with both {@code scheme} and {@code host}, or an opaque one with neither. */
    public Origin {
        if ((scheme == null) != (host == null)) {
            throw new IllegalArgumentException("a tuple origin has a scheme and a host, an opaque one neither");
        }
        if (portNumber < -1 || portNumber > 65535 || scheme == null && portNumber != -1) {
            throw new IllegalArgumentException("port out of range for this origin: " + portNumber);
        }
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

    /**
     * The serialization of the origin (HTML, "serialization of an origin"): {@code "null"} for an
     * opaque origin, else {@code scheme "://" host [":" port]}.
     */
    public String serialize() {
        if (scheme == null) {
            return "null";
        }
        return portNumber < 0 ? scheme + "://" + host : scheme + "://" + host + ":" + portNumber;
    }

    /** Same origin: equal tuples, or the same opaque origin. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Origin other && scheme != null && scheme.equals(other.scheme)
                && host.equals(other.host) && portNumber == other.portNumber;
    }

    @Override
    public int hashCode() {
        return scheme == null ? System.identityHashCode(this) : Objects.hash(scheme, host, portNumber);
    }

    /** {@link #serialize()}. */
    @Override
    public String toString() {
        return serialize();
    }
}
