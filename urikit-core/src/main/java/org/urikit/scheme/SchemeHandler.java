package org.urikit.scheme;

import java.util.OptionalInt;
import org.urikit.Uri;
import org.urikit.internal.Normalizer;

/**
 * What urikit knows about one URI scheme: its name, its default port and its scheme-based
 * normalization (RFC 3986 §6.2.3). Handlers are collected in a {@link SchemeRegistry}.
 *
 * <pre>{@code
 * SchemeHandler coap = SchemeHandler.withDefaultPort("coap", 5683);
 * SchemeRegistry registry = SchemeRegistry.defaults().with(coap);
 * Uri.parse("coap://h:5683/x").normalize(Normalization.all(), registry);   // coap://h/x
 * }</pre>
 *
 * <p>The interface is deliberately small; later versions add members (validation, typed views,
 * retrieval plans) as default methods, so implementations written against it keep compiling.
 * An implementation must be immutable and its {@link #normalize(Uri)} idempotent, and it must
 * never change which resource the URI identifies.
 */
public interface SchemeHandler {

    /** The scheme name in lower case, e.g. {@code "http"} (RFC 3986 §3.1: schemes are case-insensitive). */
    String scheme();

    /** The port used when a URI of this scheme has none, e.g. 80 for http; empty when the scheme has no such port. */
    default OptionalInt defaultPort() {
        return OptionalInt.empty();
    }

    /**
     * The scheme-based normalization of {@code uri} (RFC 3986 §6.2.3), which has this scheme
     * and has already been through the syntax-based steps. The default drops an empty port and
     * the {@link #defaultPort()} and writes an IPv6 literal in its RFC 5952 form; a handler
     * that adds rules calls {@code SchemeHandler.super.normalize(uri)} first.
     */
    default Uri normalize(Uri uri) {
        return Normalizer.schemeBasedAuthority(uri, defaultPort(), false);
    }

    /**
     * A handler with only a name and a default port, for schemes whose only scheme-based rule is
     * the generic one, e.g. {@code withDefaultPort("coap", 5683)}.
     *
     * @throws IllegalArgumentException if {@code scheme} is not a scheme name or the port is not 0–65535
     */
    static SchemeHandler withDefaultPort(String scheme, int defaultPort) {
        if (defaultPort < 0 || defaultPort > 65535) {
            throw new IllegalArgumentException("not a port number: " + defaultPort);
        }
        return new StandardSchemeHandler(scheme, OptionalInt.of(defaultPort), false);
    }

    /**
     * A handler with only a name: the generic rules, no default port.
     *
     * @throws IllegalArgumentException if {@code scheme} is not a scheme name
     */
    static SchemeHandler named(String scheme) {
        return new StandardSchemeHandler(scheme, OptionalInt.empty(), false);
    }
}
