package org.urikit.scheme;

import java.util.OptionalInt;

/**
 * What the handlers configured by a scheme name and a default port share: the name (checked
 * against RFC 3986 §3.1 and lower-cased), the port, and {@code toString()}. Package-private.
 */
abstract class NamedSchemeHandler implements SchemeHandler {
    final String scheme;
    final OptionalInt defaultPort;

    NamedSchemeHandler(String scheme, OptionalInt defaultPort) {
        this.scheme = StandardSchemeHandler.checkScheme(scheme);
        this.defaultPort = defaultPort;
    }

    @Override
    public final String scheme() {
        return scheme;
    }

    @Override
    public final OptionalInt defaultPort() {
        return defaultPort;
    }

    /** {@code "telnet (default port 23)"}, or the name alone without a default port. */
    @Override
    public String toString() {
        return scheme + (defaultPort.isPresent() ? " (default port " + defaultPort.getAsInt() + ")" : "");
    }
}
