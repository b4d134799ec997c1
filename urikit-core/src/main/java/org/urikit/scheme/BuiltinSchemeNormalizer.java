package org.urikit.scheme;

import org.urikit.SchemeNormalizer;
import org.urikit.Uri;

/**
 * The scheme rules of {@link SchemeRegistry#defaults()} as the {@link SchemeNormalizer} service
 * that {@link Uri#normalize()} uses: registered in {@code module-info.java} and in
 * {@code META-INF/services}, so that {@code org.urikit} reaches this layer without depending on
 * it. Those rules are the core's handlers and the {@link SchemeHandler}s that other modules
 * provide as services (such as {@code urikit-schemes-legacy}): the only way scheme rules from
 * outside the core reach normalization. Use {@link SchemeRegistry#defaults()} directly; this
 * class exists for the service loader.
 *
 * <pre>{@code
 * new BuiltinSchemeNormalizer().normalize(Uri.parse("http://a:80"));   // http://a/
 * Uri.parse("http://a:80").normalize();                               // the same, through the service
 * }</pre>
 */
public final class BuiltinSchemeNormalizer implements SchemeNormalizer {

    /** For {@link java.util.ServiceLoader}. */
    public BuiltinSchemeNormalizer() {
    }

    /** {@code SchemeRegistry.defaults().normalize(uri)}. */
    @Override
    public Uri normalize(Uri uri) {
        return SchemeRegistry.defaults().normalize(uri);
    }

    /** {@code SchemeRegistry.defaults().defaultPort(scheme)}. */
    @Override
    public int defaultPort(String scheme) {
        return SchemeRegistry.defaults().defaultPort(scheme);
    }

    /** {@code FileUrl.from(uri).toPath()}. */
    @Override
    public java.nio.file.Path toPath(Uri uri) {
        return SchemeRegistry.defaults().toPath(uri);
    }

    /** {@code FileUrl.fromPath(path).toUri()}. */
    @Override
    public Uri fromPath(java.nio.file.Path path) {
        return SchemeRegistry.defaults().fromPath(path);
    }
}
