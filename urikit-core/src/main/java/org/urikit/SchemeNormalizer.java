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
}
