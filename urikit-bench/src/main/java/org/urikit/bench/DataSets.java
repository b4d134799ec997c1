package org.urikit.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The benchmark inputs: the URL lists of {@code conformance/datasets/} (one URL per line, copied
 * verbatim from ada-url/url-various-datasets and stored gzip-compressed), read as they are.
 *
 * <pre>{@code
 * String[] urls = DataSets.lines("kasztp");   // 48010 strings, the BOM of line 1 removed
 * }</pre>
 *
 * <p>Where the files are: the directory named by the system property {@value #PROPERTY} if it is
 * set (for example {@code java -Durikit.data=/data/urls -jar urikit-bench/target/benchmarks.jar}),
 * which holds {@code <dataset>.txt} or {@code <dataset>.txt.gz}; otherwise the first of
 * {@code conformance/datasets} (run from the repository root), {@code ../conformance/datasets}
 * (run from {@code urikit-bench/}) and the same directory found from the location of
 * {@code benchmarks.jar} itself. A dataset name that
 * contains a {@code /} or ends in {@code .txt} is taken as a file path, so any URL list can be
 * measured with {@code -p dataset=/path/to/urls.txt}. JMH passes the host JVM's {@code -D}
 * options on to its forks.
 *
 * <p>Lines are kept exactly as written (no trimming: a URL with a space in it is input the
 * libraries must reject or accept as they do in real use), except that a UTF-8 byte order mark
 * at the start of the file is removed ({@code kasztp.txt} starts with one) and empty lines are
 * skipped (the current files have none).
 */
public final class DataSets {
    /** System property naming the directory that holds {@code <dataset>.txt}. */
    public static final String PROPERTY = "urikit.data";

    /** Real-world http(s) URLs (kasztp/URL_Shortener test data). */
    public static final String KASZTP = "kasztp";
    /** {@code file://} URLs of every source file in a Node.js checkout. */
    public static final String NODE_FILES = "node_files";
    /** {@code file:///Users/...} and {@code node:} module URLs. */
    public static final String ISAACS_FILES = "isaacs_files";

    private static final String RELATIVE = "conformance/datasets";

    private DataSets() {
    }

    /**
     * The lines of dataset {@code name} (or of the file {@code name}, see the class comment), or
     * of one of the {@link Variants} ({@code kasztp_upper}, {@code declined}, {@code rewrite}).
     */
    public static String[] lines(String name) {
        if (!isPath(name) && Variants.isVariant(name)) {
            return Variants.lines(name);
        }
        Path file = file(name);
        String text;
        try (InputStream in = file.toString().endsWith(".gz")
                ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read URL dataset " + file, e);
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            if (stop > start) {
                lines.add(text.substring(start, stop));
            }
            start = end + 1;
        }
        if (lines.isEmpty()) {
            throw new IllegalStateException("URL dataset " + file + " has no lines");
        }
        return lines.toArray(new String[0]);
    }

    /** The number of UTF-8 bytes in all lines together (no line ends, no BOM). */
    public static long utf8Bytes(String[] lines) {
        long total = 0;
        for (String line : lines) {
            total += line.getBytes(StandardCharsets.UTF_8).length;
        }
        return total;
    }

    /** The file that {@link #lines(String)} reads for {@code name}. */
    public static Path file(String name) {
        if (isPath(name)) {
            return Path.of(name);
        }
        Path dir = directory();
        Path plain = dir.resolve(name + ".txt");
        return Files.exists(plain) ? plain : dir.resolve(name + ".txt.gz");
    }

    private static boolean isPath(String name) {
        return name.indexOf('/') >= 0 || name.endsWith(".txt") || name.endsWith(".gz");
    }

    /** The dataset directory, found as the class comment says. */
    public static Path directory() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null && !configured.isEmpty()) {
            Path dir = Path.of(configured);
            if (!Files.isDirectory(dir)) {
                throw new IllegalStateException("-D" + PROPERTY + "=" + configured + " is not a directory");
            }
            return dir;
        }
        List<Path> tried = new ArrayList<>();
        tried.add(Path.of(RELATIVE));
        tried.add(Path.of("..").resolve(RELATIVE));
        Path jar = jarLocation();
        if (jar != null && jar.getParent() != null) {
            // <repo>/urikit-bench/target/benchmarks.jar -> <repo>/conformance/datasets
            Path repo = jar.getParent().getParent() == null ? null : jar.getParent().getParent().getParent();
            if (repo != null) {
                tried.add(repo.resolve(RELATIVE));
            }
        }
        for (Path dir : tried) {
            if (Files.isDirectory(dir)) {
                return dir.toAbsolutePath().normalize();
            }
        }
        throw new IllegalStateException("URL datasets not found (tried " + tried
                + " from " + Path.of("").toAbsolutePath() + "); set -D" + PROPERTY
                + "=/path/to/url-lists");
    }

    private static Path jarLocation() {
        try {
            var source = DataSets.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}
