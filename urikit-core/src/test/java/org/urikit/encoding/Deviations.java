package org.urikit.encoding;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Assertions;

/**
 * The known deviations of the encoding tests ({@code testdata/deviations/encoding.txt}): one
 * line per case, {@code suite TAB case-id TAB reason}. A suite test reports every case through
 * {@link #check}; {@link #assertConsistent} fails on a mismatch that is not listed and on a
 * listed case that passes.
 */
final class Deviations {
    private static final String FILE = "testdata/deviations/encoding.txt";

    private final String suite;
    private final Map<String, String> listed = new HashMap<>();
    private final Set<String> unlistedFailures = new TreeSet<>();
    private final Set<String> listedButPassing = new TreeSet<>();
    private final Set<String> seen = new HashSet<>();
    private int cases;
    private int passed;

    private Deviations(String suite) {
        this.suite = suite;
    }

    /** The deviations of {@code suite}, read from the file on the test class path. */
    static Deviations of(String suite) {
        Deviations d = new Deviations(suite);
        String text;
        try (var in = Deviations.class.getResourceAsStream("/" + FILE)) {
            if (in == null) {
                throw new IllegalStateException("missing " + FILE);
            }
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", 3);
            if (f.length != 3 || f[2].isBlank()) {
                throw new IllegalStateException(FILE + ": need suite, case id and reason: " + line);
            }
            if (f[0].equals(suite)) {
                d.listed.put(f[1], f[2]);
            }
        }
        return d;
    }

    /** Records one case; {@code failure} is null when it passed, else what went wrong. */
    void check(String caseId, String failure) {
        if (!seen.add(caseId)) {
            throw new IllegalStateException("duplicate case id " + caseId);
        }
        cases++;
        if (failure == null) {
            passed++;
            if (listed.containsKey(caseId)) {
                listedButPassing.add(caseId);
            }
        } else if (!listed.containsKey(caseId)) {
            unlistedFailures.add(caseId + ": " + failure);
        }
    }

    /** The report line, e.g. {@code wpt urlencoded-parser-data: 35/35 pass}. */
    String summary(String name) {
        return name + ": " + passed + "/" + cases + " pass";
    }

    void assertConsistent() {
        Set<String> unknown = new TreeSet<>(listed.keySet());
        unknown.removeAll(seen);
        Assertions.assertAll(
                () -> Assertions.assertEquals(List.of(), List.copyOf(unlistedFailures),
                        "failures not listed in " + FILE),
                () -> Assertions.assertEquals(List.of(), List.copyOf(listedButPassing),
                        "listed in " + FILE + " but passing: remove them"),
                () -> Assertions.assertEquals(List.of(), List.copyOf(unknown),
                        "listed in " + FILE + " for " + suite + " but no such case"));
    }

    int passed() {
        return passed;
    }
}
