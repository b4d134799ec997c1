package org.urikit.scheme;

import java.util.ServiceLoader;

/**
 * The one place where the core's own handlers are registered: {@link SchemeRegistry#defaults()}
 * is {@link #register(SchemeRegistry)} applied to the empty registry, then the handlers other
 * modules provide as services. Adding a scheme to the core is one line here (and the handler's
 * own files). Package-private.
 */
final class BuiltinSchemes {
    private BuiltinSchemes() {
    }

    /** {@code r} with the core's handlers, then with the {@link #provided} ones. */
    static SchemeRegistry register(SchemeRegistry r) {
        return provided(core(r));
    }

    private static SchemeRegistry core(SchemeRegistry r) {
        return r
                // RFC 1738 §3.3 (http); RFC 2818 / RFC 9110 for https (RFC 9110 §4.2.2).
                .with(HttpSchemeHandler.HTTP)
                .with(HttpSchemeHandler.HTTPS)
                // RFC 6455, beyond RFC 1738: default ports and the http-like empty path only.
                .with(new StandardSchemeHandler("ws", 80, true))
                .with(new StandardSchemeHandler("wss", 443, true))
                // RFC 1738 §3.2.
                .with(FtpSchemeHandler.INSTANCE)
                // RFC 6068; RFC 1738 §3.5.
                .with(MailtoSchemeHandler.INSTANCE)
                // urn (RFC 8141; RFC 1738 §4 reserves the name); the experimental x- family (RFC 1738 §4).
                .with(UrnSchemeHandler.INSTANCE)
                .withPrefix(ExperimentalSchemeHandler.PREFIX, ExperimentalSchemeHandler.INSTANCE)
                // RFC 1738 §3.10, RFC 8089.
                .with(FileSchemeHandler.INSTANCE);
    }

    /**
     * {@code r} with every {@link SchemeHandler} that a module provides as a service
     * ({@link ServiceLoader}: {@code provides org.urikit.scheme.SchemeHandler with ...} on the
     * module path, {@code META-INF/services/org.urikit.scheme.SchemeHandler} on the class path),
     * such as the historic schemes of {@code urikit-schemes-legacy}. A scheme {@code r} already
     * has (the core's own) keeps its handler, and of two providers of one scheme the first found
     * wins; a provider that cannot be loaded is an error ({@link java.util.ServiceConfigurationError}).
     * A provider must not use {@link SchemeRegistry#defaults()} while it is constructed: this runs
     * while that is being made.
     */
    static SchemeRegistry provided(SchemeRegistry r) {
        SchemeRegistry out = r;
        for (SchemeHandler h : ServiceLoader.load(SchemeHandler.class, SchemeHandler.class.getClassLoader())) {
            if (!out.schemes().contains(StandardSchemeHandler.checkScheme(h.scheme()))) {
                out = out.with(h);
            }
        }
        return out;
    }
}
