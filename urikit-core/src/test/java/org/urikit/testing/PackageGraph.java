package org.urikit.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;

/**
 * The dependencies between {@code org.urikit} packages in compiled classes, as
 * {@code jdeps -verbose:package} (the JDK's own dependency analyzer) reports them: what the
 * layering tests of urikit-core ({@code LayersTest}) and urikit-schemes-legacy check.
 */
public final class PackageGraph {
    private PackageGraph() {
    }

    /**
     * Each {@code org.urikit} package of {@code classes} (a directory or jar) and the other
     * {@code org.urikit} packages it depends on; {@code modulePath} holds the modules it requires.
     */
    public static Map<String, TreeSet<String>> of(Path classes, Path... modulePath) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps in this JDK"));
        List<String> args = new ArrayList<>(List.of("-verbose:package"));
        if (modulePath.length > 0) {
            args.add("--module-path");
            args.add(String.join(java.io.File.pathSeparator, java.util.Arrays.stream(modulePath).map(Path::toString).toList()));
        }
        args.add(classes.toString());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), args.toArray(new String[0]));
        assertEquals(0, status, "jdeps failed: " + err);
        Map<String, TreeSet<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\n")) {
            String[] f = line.trim().split("\\s+");
            // "   org.urikit.scheme   -> org.urikit   org.urikit" (a package line names the target's module
            // too; a line between modules, "org.urikit.schemes.legacy -> org.urikit", has three fields)
            if (f.length >= 4 && f[1].equals("->") && f[0].startsWith("org.urikit") && f[2].startsWith("org.urikit")
                    && !f[0].equals(f[2])) {
                graph.computeIfAbsent(f[0], k -> new TreeSet<>()).add(f[2]);
            }
        }
        return graph;
    }
}
