package org.urikit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * Builds the trimmed Java runtime of the urikit runtime image (profile {@code jlink}, docs/cli.md
 * "Installing"): the modules the CLI jar needs, as jdeps finds them, linked by jlink without
 * debug information, header files and man pages, compressed, with the default class-data-sharing
 * archive (which the launcher's own archive extends; the one for heaps over 32 GB is left out). Run by the build (exec-maven-plugin), not a
 * test; uses the JDK that runs Maven:
 *
 * <pre>{@code
 * RuntimeImage target/urikit.jar target/jlink-runtime target/urikit-VERSION-image
 * }</pre>
 */
public final class RuntimeImage {
    private RuntimeImage() {
    }

    /**
     * @param args the CLI jar, the directory to create (replaced when it exists) and the image
     *             directory that the build assembles next (removed here: the assembly plugin's
     *             directory output keeps the files of an earlier build)
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: RuntimeImage JAR OUTPUT_DIR IMAGE_DIR");
        }
        String jar = args[0];
        Path output = Path.of(args[1]);
        delete(Path.of(args[2]));
        String modules = run("jdeps", "--print-module-deps", "--ignore-missing-deps",
                "--multi-release", String.valueOf(Runtime.version().feature()), jar).strip();
        System.out.println("[RuntimeImage] modules (jdeps): " + modules);
        delete(output);
        List<String> jlink = new ArrayList<>(List.of("--add-modules", modules, "--strip-debug", "--no-header-files",
                "--no-man-pages", "--generate-cds-archive", "--output", output.toString()));
        // JDK 21 renamed the compression levels (--compress=2 still works there, with a warning).
        jlink.add(Runtime.version().feature() >= 21 ? "--compress=zip-6" : "--compress=2");
        run("jlink", jlink.toArray(String[]::new));
        // The archive for heaps without compressed pointers (over 32 GB) is a third of the image;
        // lib/jvm.options asks for 512 MB. A bigger JAVA_OPTS heap runs without the archive.
        Files.deleteIfExists(output.resolve("lib/server/classes_nocoops.jsa"));
        System.out.println("[RuntimeImage] " + output + ": " + size(output) / 1024 + " KiB");
    }

    /** Runs a JDK tool in this JVM and returns its output; throws when it fails. */
    private static String run(String tool, String... args) {
        ToolProvider provider = ToolProvider.findFirst(tool)
                .orElseThrow(() -> new IllegalStateException(tool + " not found: the build needs a JDK with the jdk.jdeps and jdk.jlink modules"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = provider.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        if (status != 0) {
            throw new IllegalStateException(tool + " failed with status " + status + ": " + err + out);
        }
        return out.toString();
    }

    private static void delete(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    private static long size(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }
}
