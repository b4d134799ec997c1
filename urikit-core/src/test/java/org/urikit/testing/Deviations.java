package org.urikit.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.TestAbortedException;

/**
 * Known deviations of the conformance suites, in the style of rust-url's
 * {@code expected_failures}: a file under {@code src/test/resources/testdata/deviations/} with one
 * line per case, {@code key TAB reason}, where the key is a case id ({@code pi-ipv6-017},
 * {@code json-schema/uri/12}) or the input itself (TSV escapes {@code \t \n \r \\ \}{@code uXXXX}
 * apply). Lines starting with {@code #} and blank lines are ignored.
 *
 * <pre>{@code
 * Deviations.parse().check(row.id(), input, () -> assertEquals(expected, actual));
 * }</pre>
 *
 * <p>A listed case must still fail: when it starts to pass, {@link #check} fails with "remove
 * the entry", so fixed bugs do not linger in the file. A listed case that fails is reported as
 * <em>aborted</em> (skipped, with the reason), never silently passed.
 */
public final class Deviations {
    private static final Deviations PARSE = load("parse.txt");

    private final String file;
    private final Map<String, String> reasons;

    private Deviations(String file, Map<String, String> reasons) {
        this.file = file;
        this.reasons = reasons;
    }

    /** The parser conformance deviations, {@code testdata/deviations/parse.txt}. */
    public static Deviations parse() {
        return PARSE;
    }

    /** Loads {@code testdata/deviations/<name>} from the test class path. */
    public static Deviations load(String name) {
        String resource = "/testdata/deviations/" + name;
        try (InputStream in = Deviations.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no deviations file " + resource);
            }
            Map<String, String> reasons = new LinkedHashMap<>();
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
            for (int n = 0; n < lines.length; n++) {
                String line = lines[n].endsWith("\r") ? lines[n].substring(0, lines[n].length() - 1) : lines[n];
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                if (tab <= 0 || line.substring(tab + 1).isBlank()) {
                    throw new IllegalStateException(resource + ":" + (n + 1) + ": expected 'key<TAB>reason'");
                }
                String key = TestData.unescape(line.substring(0, tab));
                if (reasons.put(key, line.substring(tab + 1).trim()) != null) {
                    throw new IllegalStateException(resource + ":" + (n + 1) + ": duplicate key " + line.substring(0, tab));
                }
            }
            return new Deviations(name, Collections.unmodifiableMap(reasons));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** All entries, key to reason, in file order. */
    public Map<String, String> entries() {
        return reasons;
    }

    /** The reason listed for the first of {@code keys} (ids or inputs) that has an entry, or null. */
    public String reason(String... keys) {
        for (String k : keys) {
            if (k != null && reasons.containsKey(k)) {
                return reasons.get(k);
            }
        }
        return null;
    }

    /**
     * Runs {@code body}, a case's assertions. Unlisted cases behave normally. A listed case whose
     * assertions fail is aborted with the listed reason; a listed case that passes fails the test,
     * because the entry is stale.
     */
    public void check(String id, String input, Executable body) {
        String reason = reason(id, input);
        try {
            body.execute();
        } catch (AssertionError e) {
            if (reason != null) {
                throw new TestAbortedException("known deviation (" + file + "): " + reason + "; actual: " + e.getMessage());
            }
            throw e;
        } catch (Throwable t) {
            if (reason != null) {
                throw new TestAbortedException("known deviation (" + file + "): " + reason + "; actual: " + t);
            }
            if (t instanceof RuntimeException r) {
                throw r;
            }
            throw new AssertionError(t);
        }
        if (reason != null) {
            Assertions.fail(id + " is listed in deviations/" + file + " (" + reason
                    + ") but now passes: remove the entry");
        }
    }

    /** How a case of a loop-based suite came out, taking the deviations file into account. */
    public enum Outcome {
        /** Passed and not listed. */
        PASS,
        /** Failed and listed: a known deviation. */
        KNOWN_DEVIATION,
        /** Failed and not listed: a test failure. */
        FAIL,
        /** Passed but listed: the entry is stale and must be removed (a test failure). */
        STALE_ENTRY
    }

    /** The outcome of a case with this id or input that {@code passed} or not. */
    public Outcome outcome(String id, String input, boolean passed) {
        boolean listed = reason(id, input) != null;
        if (passed) {
            return listed ? Outcome.STALE_ENTRY : Outcome.PASS;
        }
        return listed ? Outcome.KNOWN_DEVIATION : Outcome.FAIL;
    }

    /** A counter for a loop-based suite: {@code record} every case, then {@link Tally#finish()}. */
    public Tally tally(String suite) {
        return new Tally(suite);
    }

    /** Counts the cases of one suite and fails at the end for unexpected failures and stale entries. */
    public final class Tally {
        private final String suite;
        private int total;
        private int passed;
        private int known;
        private final java.util.List<String> failures = new java.util.ArrayList<>();
        private final java.util.List<String> stale = new java.util.ArrayList<>();

        private Tally(String suite) {
            this.suite = suite;
        }

        /** Records one case; {@code detail} describes a failure. */
        public void record(String id, String input, boolean ok, java.util.function.Supplier<String> detail) {
            total++;
            switch (outcome(id, input, ok)) {
                case PASS -> passed++;
                case KNOWN_DEVIATION -> known++;
                case FAIL -> failures.add(id + ": " + detail.get());
                case STALE_ENTRY -> stale.add(id);
                default -> throw new IllegalStateException();
            }
        }

        /** Cases recorded so far. */
        public int total() {
            return total;
        }

        /** Cases that passed so far. */
        public int passed() {
            return passed;
        }

        /**
         * Prints "{@code suite: N/M pass}" (plus the number of known deviations) and fails if a
         * case failed without an entry, or an entry's case now passes.
         */
        public void finish() {
            System.out.println(suite + ": " + passed + "/" + total + " pass"
                    + (known > 0 ? " (" + known + " known deviations in deviations/" + file + ")" : ""));
            StringBuilder sb = new StringBuilder();
            if (!failures.isEmpty()) {
                sb.append(failures.size()).append(" unexpected failures in ").append(suite).append(":\n");
                failures.stream().limit(50).forEach(f -> sb.append("  ").append(f).append('\n'));
            }
            if (!stale.isEmpty()) {
                sb.append("stale entries in deviations/").append(file).append(" (the cases pass now; remove them): ")
                        .append(stale).append('\n');
            }
            if (sb.length() > 0) {
                Assertions.fail(sb.toString());
            }
        }
    }
}
