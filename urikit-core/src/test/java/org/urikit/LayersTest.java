package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The packages of urikit-core form layers, and no package depends on one above it (so there is
 * no package cycle): {@code jdeps -verbose:package} over the compiled classes, the JDK's own
 * dependency analyzer, gives every dependency between two {@code org.urikit} packages, and each
 * must point down this list. {@code org.urikit.net}, the floor that the RFC 3986 reading, the
 * WHATWG reading and the security inspector share, is at the bottom.
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
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps in this JDK"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), "-verbose:package", classes.toString());
        assertEquals(0, status, "jdeps failed: " + err);
        Map<String, TreeSet<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\n")) {
            String[] f = line.trim().split("\\s+");
            // "   org.urikit.scheme   -> org.urikit   org.urikit"
            if (f.length >= 3 && f[1].equals("->") && f[0].startsWith("org.urikit") && f[2].startsWith("org.urikit")
                    && !f[0].equals(f[2])) {
                graph.computeIfAbsent(f[0], k -> new TreeSet<>()).add(f[2]);
            }
        }
        assertTrue(graph.containsKey("org.urikit"), "jdeps reported no dependencies of org.urikit:\n" + out);
        return graph;
    }
}
