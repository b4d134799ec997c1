package org.urikit.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Loads data-driven test cases from TSV files under {@code src/test/resources/testdata/}.
 *
 * <p>Rules (design guide C9): fields are separated by tabs; a line starting with {@code #} is a
 * comment and blank lines are skipped; the first non-comment line is a header naming the
 * columns; the first column is the case id; {@code -} alone means absent (null); escapes
 * {@code \t}, {@code \n}, {@code \r}, {@code \\} and {@code \}{@code uXXXX} are decoded;
 * {@link Row#raw(String)} gives a field before decoding, for columns that are split first.
 *
 * <p>The core's test jar carries this class, so the CLI's tests use the same loader.
 */
public final class TestData {
    private TestData() {
    }

    /** One row: its id, and its fields (decoded and as written) by column name. */
    public record Row(String file, int line, List<String> header, List<String> fields, List<String> rawFields) {
        public String id() {
            return fields.get(0);
        }

        /** The decoded field of column {@code name}, null for {@code -}. */
        public String get(String name) {
            int i = column(name);
            return i < fields.size() ? fields.get(i) : null;
        }

        /** The field of column {@code name} as written in the file (escapes not decoded), null for {@code -}. */
        public String raw(String name) {
            int i = column(name);
            return i < rawFields.size() ? rawFields.get(i) : null;
        }

        private int column(String name) {
            int i = header.indexOf(name);
            if (i < 0) {
                throw new IllegalArgumentException(file + ": no column " + name + " in " + header);
            }
            return i;
        }

        @Override
        public String toString() {
            return id();
        }
    }

    /** The rows of {@code testdata/<name>} on the test class path. */
    public static List<Row> rows(String name) {
        String resource = "/testdata/" + name;
        try (InputStream in = TestData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + resource);
            }
            return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rows as JUnit arguments, each named by its case id (one argument: the {@link Row}). */
    public static List<Arguments> arguments(String name) {
        List<Arguments> out = new ArrayList<>();
        for (Row r : rows(name)) {
            out.add(Arguments.of(Named.of(r.id(), r)));
        }
        return out;
    }

    /**
     * Checks every row with {@code check} (the problems of a row, empty when it passes), prints
     * {@code "<label>: passed/total pass"} as every external suite does, and fails with the
     * problems of the rows that do not pass.
     */
    public static void assertAllPass(String label, List<Row> rows, Function<Row, List<String>> check) {
        List<String> failures = new ArrayList<>();
        for (Row row : rows) {
            List<String> p = check.apply(row);
            if (!p.isEmpty()) {
                failures.add(row.id() + ": " + p);
            }
        }
        System.out.println(label + ": " + (rows.size() - failures.size()) + "/" + rows.size() + " pass");
        assertEquals(List.of(), failures);
    }

    /**
     * A file of the repository's {@code conformance/} folder (data written by others, vendored
     * unchanged; see {@code conformance/README.md}), e.g. {@code conformance("wpt-url/toascii.json")}.
     */
    public static Path conformance(String relative) {
        return repositoryFile("conformance/" + relative);
    }

    /**
     * The lines of a URL list of {@code conformance/datasets/} ({@code kasztp}, {@code node_files},
     * {@code isaacs_files}), read from its gzip copy as UTF-8, exactly as the source has them
     * (kasztp's first line keeps its byte order mark).
     */
    public static List<String> datasetLines(String name) {
        Path p = conformance("datasets/" + name + ".txt.gz");
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(p)), StandardCharsets.UTF_8))) {
            return r.lines().collect(Collectors.toCollection(ArrayList::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A file of this repository, by its path from the repository root (the {@code urikit.root}
     * system property that the parent pom gives the tests, or else the nearest directory above
     * the working directory that holds {@code conformance/}).
     */
    public static Path repositoryFile(String relative) {
        Path p = root().resolve(relative).normalize();
        if (!Files.exists(p)) {
            throw new IllegalStateException("repository file not found: " + p.toAbsolutePath());
        }
        return p;
    }

    private static Path root() {
        String base = System.getProperty("urikit.root");
        if (base != null) {
            return Path.of(base);
        }
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isDirectory(d.resolve("conformance"))) {
                return d;
            }
        }
        throw new IllegalStateException("no conformance/ folder above " + Path.of("").toAbsolutePath());
    }

    /** The rows of TSV {@code content} (named {@code file} in messages). */
    public static List<Row> parse(String file, String content) {
        List<Row> rows = new ArrayList<>();
        List<String> header = null;
        String[] lines = content.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            if (line.endsWith("\r")) {
                line = line.substring(0, line.length() - 1);
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            List<String> fields = new ArrayList<>();
            List<String> raw = new ArrayList<>();
            for (String f : line.split("\t", -1)) {
                fields.add(f.equals("-") ? null : unescape(f));
                raw.add(f.equals("-") ? null : f);
            }
            if (header == null) {
                header = List.copyOf(Arrays.asList(line.split("\t", -1)));
            } else {
                rows.add(new Row(file, n + 1, header, fields, raw));
            }
        }
        return rows;
    }

    /** Decodes {@code \t \n \r \\ \}{@code uXXXX}. */
    public static String unescape(String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                sb.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 't' -> sb.append('\t');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case '\\' -> sb.append('\\');
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> throw new IllegalArgumentException("unknown escape \\" + e + " in " + s);
            }
        }
        return sb.toString();
    }
}
