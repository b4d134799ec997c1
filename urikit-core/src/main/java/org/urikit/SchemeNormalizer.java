package org.urikit;

/**
 * Scheme-based normalization (RFC 3986 §6.2.3), the normalization rung that needs knowledge of
 * each scheme: default ports, an empty http path that means {@code "/"}, and whatever else a
 * scheme's specification makes equivalent. {@link Uri#normalize()} and {@link Equivalence} apply
 * it after the syntax-based steps.
 *
 * <pre>{@code
 * Uri u = Uri.parse("coap://h:5683/x");
 * SchemeNormalizer coap = uri -> ...;                            // your own rules
 * u.normalize(Normalization.all(), coap);
 * u.normalize(Normalization.all(), SchemeRegistry.defaults().with(SchemeHandler.withDefaultPort("coap", 5683)));
 * // coap://h/x: a SchemeRegistry is a SchemeNormalizer
 * }</pre>
 *
 * <p><b>A service interface.</b> The scheme rules live in {@code org.urikit.scheme}, a layer
 * above this package, so this package reaches them only through this interface: the built-in
 * registry ({@code SchemeRegistry.defaults()}) is registered as its provider
 * ({@link java.util.ServiceLoader}, in {@code module-info.java} and in
 * {@code META-INF/services}), and {@link Uri#normalize()} uses it.
 *
 * <p>Besides normalization, the service answers the few scheme facts the API needs: a scheme's
 * default port ({@link Uri#effectivePort()}) and the {@code file} scheme's path conversions
 * ({@link Uri#toPath()}, {@link Uri#fromPath(java.nio.file.Path)}).
 *
 * <p>An implementation must be immutable and thread-safe, idempotent, and must never change
 * which resource a URI identifies.
 */
@FunctionalInterface
public interface SchemeNormalizer {

    /**
     * The scheme-based normalization of {@code uri}, which has already been through the
     * syntax-based steps; {@code uri} itself when nothing changes.
     */
    Uri normalize(Uri uri);

    /**
     * The default port of {@code scheme} (any case), or -1 when the rules know none: what
     * {@link Uri#effectivePort()} falls back to (RFC 3986 §3.2.3). None by default.
     */
    default int defaultPort(String scheme) {
        return -1;
    }

    /**
     * The local path a {@code file} URI names (RFC 8089 §2), in the convention of this platform:
     * what {@link Uri#toPath()} gives. The built-in rules read it as {@code FileUrl.toPath()}.
     *
     * @throws IllegalArgumentException if {@code uri} is not a file URL naming a local path
     * @throws UnsupportedOperationException if these rules have no file scheme (the default)
     */
    default java.nio.file.Path toPath(Uri uri) {
        throw new UnsupportedOperationException("these scheme rules have no file scheme: " + getClass().getName());
    }

    /**
     * The {@code file} URI of {@code path}, made absolute (RFC 8089 §2): what
     * {@link Uri#fromPath(java.nio.file.Path)} gives. The built-in rules write it as {@code FileUrl.fromPath}.
     *
     * @throws UnsupportedOperationException if these rules have no file scheme (the default)
     */
    default Uri fromPath(java.nio.file.Path path) {
        throw new UnsupportedOperationException("these scheme rules have no file scheme: " + getClass().getName());
    }
}
