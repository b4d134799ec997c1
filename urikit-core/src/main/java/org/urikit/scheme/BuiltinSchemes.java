package org.urikit.scheme;

import java.util.OptionalInt;

/**
 * The one place where the built-in handlers are registered: {@link SchemeRegistry#defaults()}
 * is {@link #register(SchemeRegistry)} applied to the empty registry. Adding a scheme is one
 * line here (and the handler's own files). Package-private.
 */
final class BuiltinSchemes {
    private BuiltinSchemes() {
    }

    static SchemeRegistry register(SchemeRegistry r) {
        return r
                // RFC 1738 §3.3 (http); RFC 2818 / RFC 9110 for https, beyond the seeds (O-6).
                .with(HttpSchemeHandler.HTTP)
                .with(HttpSchemeHandler.HTTPS)
                // RFC 6455, beyond the seeds: default ports and the http-like empty path only.
                .with(new StandardSchemeHandler("ws", OptionalInt.of(80), true))
                .with(new StandardSchemeHandler("wss", OptionalInt.of(443), true))
                // RFC 1738 §3.2.
                .with(FtpSchemeHandler.INSTANCE)
                // RFC 1738 §3.4 .. §3.11: default ports until each gets its own handler.
                .with(SchemeHandler.withDefaultPort("gopher", 70))
                .with(SchemeHandler.withDefaultPort("nntp", 119))
                .with(SchemeHandler.withDefaultPort("telnet", 23))
                .with(SchemeHandler.withDefaultPort("wais", 210))
                .with(SchemeHandler.withDefaultPort("prospero", 1525))
                // RFC 1738 §3.10, RFC 8089.
                .with(FileSchemeHandler.INSTANCE);
    }
}
