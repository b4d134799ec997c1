package org.urikit;

import java.util.ServiceLoader;

/**
 * The built-in scheme rules of {@link Uri#normalize()}: the {@link SchemeNormalizer} that
 * {@code org.urikit.scheme} provides as a service. Looked up once, on first use; if the service
 * is missing (the scheme package was stripped from a repackaged jar), normalizing with the
 * default rules fails with an explanation.
 */
final class DefaultSchemeRules {
    /** The package whose provider is the built-in one (a name, not a dependency: it is a layer above). */
    private static final String BUILT_IN = "org.urikit.scheme";

    static final SchemeNormalizer DEFAULT = load();

    private DefaultSchemeRules() {
    }

    private static SchemeNormalizer load() {
        return ServiceLoader.load(SchemeNormalizer.class, SchemeNormalizer.class.getClassLoader()).stream()
                .filter(p -> p.type().getPackageName().equals(BUILT_IN))
                .findFirst()
                .<SchemeNormalizer>map(ServiceLoader.Provider::get)
                .orElse(uri -> {
                    throw new IllegalStateException("no " + SchemeNormalizer.class.getName() + " service from " + BUILT_IN
                            + ": the scheme rules of urikit are missing from the class path or module path");
                });
    }
}
