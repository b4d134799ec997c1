package org.urikit.scheme.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.testing.PackageGraph;

/**
 * The module as a service provider: on the class path (these tests' own run: the
 * {@code META-INF/services} file) and on the module path (a module layer of urikit-core and this
 * module: {@code provides} in {@code module-info.java}), {@link SchemeRegistry#defaults()} has the
 * historic schemes; the two lists of providers agree with {@link LegacySchemes}; and the package
 * uses only what urikit-core exports.
 */
class LegacyModuleTest {
    private static final String MODULE = "org.urikit.schemes.legacy";
    private static final Set<String> SCHEMES = Set.of("gopher", "news", "nntp", "telnet", "wais", "prospero", "rlogin", "tn3270",
            "mid", "cid", "afs");

    private static Path location(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void theClassPathFindsTheProviders() {
        SchemeRegistry r = SchemeRegistry.defaults();
        assertTrue(r.schemes().containsAll(SCHEMES), r.schemes().toString());
        assertEquals(70, r.defaultPort("gopher"));
        assertEquals("gopher (default port 70)", r.handler("gopher").toString());
        // Uri reaches the scheme rules through the SchemeNormalizer service, which is the default registry.
        assertEquals("gopher://h/1", Uri.parse("gopher://h:70/1").normalize().toUriString());
        assertEquals(23, Uri.parse("telnet://h/").effectivePort());
        assertEquals(SCHEMES, new TreeSet<>(LegacySchemes.handlers().stream().map(SchemeHandler::scheme).toList()));
    }

    @Test
    void theModulePathFindsTheProviders() throws Exception {
        ModuleFinder finder = ModuleFinder.of(location(SchemeRegistry.class), location(LegacySchemes.class));
        // Service binding resolves this module for org.urikit, which uses SchemeHandler: nobody requires it.
        Configuration cf = ModuleLayer.boot().configuration().resolveAndBind(finder, ModuleFinder.of(), Set.of("org.urikit"));
        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
        assertTrue(layer.findModule(MODULE).isPresent(), "bound as a provider");
        ClassLoader loader = layer.findLoader("org.urikit");
        Class<?> registry = loader.loadClass("org.urikit.scheme.SchemeRegistry");
        Object defaults = registry.getMethod("defaults").invoke(null);
        assertEquals(70, registry.getMethod("defaultPort", String.class).invoke(defaults, "gopher"));
        @SuppressWarnings("unchecked")
        Set<String> schemes = (Set<String>) registry.getMethod("schemes").invoke(defaults);
        assertTrue(schemes.containsAll(SCHEMES), schemes.toString());
        Class<?> uri = loader.loadClass("org.urikit.Uri");
        Object u = uri.getMethod("parse", String.class).invoke(null, "telnet://h:23");
        assertEquals("telnet://h/", uri.getMethod("toUriString").invoke(uri.getMethod("normalize").invoke(u)));
        assertTrue(layer.findModule("org.urikit").orElseThrow().getDescriptor().uses().contains(SchemeHandler.class.getName()));
    }

    @Test
    void moduleInfoAndTheServiceFileNameTheSameProviders() throws IOException, URISyntaxException {
        ModuleDescriptor d = LegacySchemes.class.getModule().isNamed() ? LegacySchemes.class.getModule().getDescriptor()
                : ModuleFinder.of(location(LegacySchemes.class)).find(MODULE).orElseThrow().descriptor();
        List<String> provides = d.provides().stream().filter(p -> p.service().equals(SchemeHandler.class.getName()))
                .flatMap(p -> p.providers().stream()).toList();
        List<String> file;
        try (InputStream in = LegacySchemes.class.getResourceAsStream("/META-INF/services/" + SchemeHandler.class.getName())) {
            file = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .toList();
        }
        assertEquals(provides, file);
        assertEquals(SCHEMES.size(), provides.size(), "one provider per scheme");
        assertEquals(Set.of("org.urikit.scheme.legacy"), d.exports().stream().map(ModuleDescriptor.Exports::source)
                .collect(java.util.stream.Collectors.toSet()));
    }

    /**
     * Layers: the package depends only on packages that urikit-core exports, and among them only
     * on {@code org.urikit.scheme} and those below it (so never on {@code org.urikit.internal}, and
     * no cycle through the layers above).
     */
    @Test
    void thePackageUsesOnlyExportedLowerLayers() throws Exception {
        Path core = location(SchemeRegistry.class);
        Map<String, TreeSet<String>> graph = PackageGraph.of(location(LegacySchemes.class), core);
        System.out.println("package layers of urikit-schemes-legacy (jdeps -verbose:package): " + graph);
        assertEquals(Set.of("org.urikit.scheme.legacy"), graph.keySet());
        Set<String> exported = ModuleFinder.of(core).find("org.urikit").orElseThrow().descriptor().exports().stream()
                .filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source).collect(java.util.stream.Collectors.toSet());
        Set<String> below = Set.of("org.urikit.error", "org.urikit.encoding", "org.urikit.idna", "org.urikit.publicsuffix", "org.urikit",
                "org.urikit.scheme");
        for (String to : graph.get("org.urikit.scheme.legacy")) {
            assertTrue(exported.contains(to), "a package urikit-core does not export: " + to);
            assertTrue(below.contains(to), "a layer above org.urikit.scheme: " + to);
        }
    }
}
