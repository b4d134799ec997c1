package org.urikit.scheme;

import org.urikit.SchemeNormalizer;
import org.urikit.Uri;

/**
 * The built-in scheme rules ({@link SchemeRegistry#defaults()}) as the {@link SchemeNormalizer}
 * service that {@link Uri#normalize()} uses: registered in {@code module-info.java} and in
 * {@code META-INF/services}, so that {@code org.urikit} reaches this layer without depending on
 * it. Use {@link SchemeRegistry#defaults()} directly; this class exists for the service loader.
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
}
