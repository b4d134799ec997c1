package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.urikit.testing.PackageGraph;

/**
 * The packages of urikit-core form layers, and no package depends on one above it (so there is
 * no package cycle): {@code jdeps -verbose:package} over the compiled classes, the JDK's own
 * dependency analyzer, gives every dependency between two {@code org.urikit} packages, and each
 * must point down this list. {@code org.urikit.net}, the floor that the RFC 3986 reading, the
 * WHATWG reading and the security inspector share, is at the bottom. ({@code org.urikit.scheme.legacy},
 * in urikit-schemes-legacy, sits above {@code org.urikit.scheme} and uses only exported packages: its
 * own layering test checks it.)
 */
class LayersTest {
    /** Bottom up; a package may depend only on those before it. */
    private static final List<String> LAYERS = List.of("org.urikit.net", "org.urikit.error", "org.urikit.encoding", "org.urikit.idna",
            "org.urikit.publicsuffix", "org.urikit.internal", "org.urikit", "org.urikit.scheme", "org.urikit.template", "org.urikit.text",
            "org.urikit.whatwg", "org.urikit.security");
    /**
     * The layers that depend on no other urikit package (java.base only): the floor under both
     * readings (host and address text, ASCII) and the error vocabulary.
     */
    private static final List<String> FOUNDATIONS = List.of("org.urikit.net", "org.urikit.error");

    @Test
    void packagesDependOnlyOnLowerLayers() throws Exception {
        Map<String, TreeSet<String>> graph = packageGraph();
        List<String> upward = new ArrayList<>();
        for (Map.Entry<String, TreeSet<String>> e : graph.entrySet()) {
            int from = LAYERS.indexOf(e.getKey());
            assertTrue(from >= 0, "a package outside the layers: " + e.getKey() + " (add it to LAYERS)");
            for (String to : e.getValue()) {
                int target = LAYERS.indexOf(to);
                assertTrue(target >= 0, "a package outside the layers: " + to);
                if (target >= from) {
                    upward.add(e.getKey() + " -> " + to);
                }
            }
        }
        StringBuilder picture = new StringBuilder();
        graph.forEach((p, deps) -> picture.append("\n  ").append(p).append(" -> ").append(deps));
        System.out.println("package layers (jdeps -verbose:package):" + picture);
        assertEquals(List.of(), upward, "dependencies that point up (or sideways), so a cycle is possible:" + picture);
        for (String layer : LAYERS) {
            assertEquals(!FOUNDATIONS.contains(layer), graph.containsKey(layer),
                    layer + " depends on another urikit package exactly when it is not a foundation: " + picture);
        }
    }

    /** Each org.urikit package and the org.urikit packages it depends on, as jdeps reports them. */
    private static Map<String, TreeSet<String>> packageGraph() throws Exception {
        Path classes = Path.of(Uri.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, TreeSet<String>> graph = PackageGraph.of(classes);
        assertTrue(graph.containsKey("org.urikit"), "jdeps reported no dependencies of org.urikit: " + graph);
        return graph;
    }
}
