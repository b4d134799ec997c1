package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.urikit.testing.TestData;

/**
 * The table-driven checks shared by the subcommand tests: a row of {@code testdata/cli/*.tsv}
 * (columns {@code id args stdin exit stdout stderr}, as {@link MainTest} reads them) is run
 * in-process through {@link Main#run} and its exact output and exit status compared; plus a check
 * that a command streams (writes each result before the next input line exists).
 *
 * <p>A case listed in {@code testdata/cli/deviations.tsv} (a bug in code this module does not
 * own, with its reason) must still fail; once fixed, it fails the test until its entry is removed.
 */
final class CliCases {
    /** The known deviations: "file id" to reason. */
    private static final Map<String, String> DEVIATIONS = new HashMap<>();

    static {
        for (TestData.Row d : TestData.rows("cli/deviations.tsv")) {
            DEVIATIONS.put(d.get("file") + " " + d.id(), d.get("reason"));
        }
    }

    private CliCases() {
    }

    /** The rows of the given files under {@code testdata/}, each a named JUnit argument. */
    static Stream<Arguments> rows(String... files) {
        List<Arguments> all = new ArrayList<>();
        for (String file : files) {
            all.addAll(TestData.arguments(file));
        }
        return all.stream();
    }

    /**
     * Runs the row and asserts stdout, stderr and the exit status exactly, and the contract's
     * general rules; for a listed deviation, asserts that it still fails and prints it.
     */
    static void check(TestData.Row row) throws IOException {
        String deviation = DEVIATIONS.get(row.file() + " " + row.id());
        if (deviation == null) {
            run(row);
            return;
        }
        AssertionError e = assertThrows(AssertionError.class, () -> run(row),
                row.id() + " is listed in cli/deviations.tsv but passes now: remove its entry (" + deviation + ")");
        System.out.println("known deviation " + row.file() + " " + row.id() + ": " + deviation + "; "
                + e.getMessage().replace('\n', ' '));
    }

    private static void run(TestData.Row row) throws IOException {
        assertRow(row);
    }

    /**
     * Runs a table row's command and asserts its exact stdout, stderr and exit status, no stack
     * trace, a usage error as one stderr line and no results, and one well-formed JSON object per
     * line under {@code --json}; returns the run for a suite's own checks.
     */
    static MainTest.Run assertRow(TestData.Row row) throws IOException {
        String stdin = row.get("stdin") == null ? "" : row.get("stdin");
        String[] args = MainTest.args(row);
        MainTest.Run r = MainTest.run(stdin, args);
        String where = where(row);
        assertEquals(row.get("stdout"), r.out(), where + " stdout");
        assertEquals(row.get("stderr"), r.err(), where + " stderr");
        assertEquals(Integer.parseInt(row.get("exit")), r.status(), where + " exit status");
        MainTest.assertNoStackTrace(r);
        if (r.status() == ExitStatus.USAGE) {
            assertEquals(1, r.err().split("\n", -1).length - 1, where + ": a usage error is one stderr line");
            assertEquals("", r.out(), where + ": a usage error prints no results");
        }
        if (isJson(row)) {
            for (String line : MainTest.lines(r.out())) {
                MainTest.parseObject(line); // every line is one well-formed JSON object
            }
        }
        return r;
    }

    /** Whether the row's command line has {@code --json}. */
    static boolean isJson(TestData.Row row) {
        return List.of(MainTest.args(row)).contains("--json");
    }

    /** {@code file:line id} of a row, for messages. */
    static String where(TestData.Row row) {
        return row.file() + ":" + row.line() + " " + row.id();
    }

    /** The fields of the single JSON line {@code args} prints, after asserting its exit status. */
    static Map<String, Object> jsonLine(int exit, String... args) throws IOException {
        MainTest.Run r = MainTest.run("", args);
        assertEquals(exit, r.status(), String.join(" ", args) + ": " + r.err());
        List<String> lines = MainTest.lines(r.out());
        assertEquals(1, lines.size(), r.out());
        return MainTest.parseObject(lines.get(0));
    }

    /**
     * Feeds {@code first} then {@code second} to {@code args} through a pipe, and asserts that the
     * result of {@code first} (starting with {@code firstResultPrefix}) is written before
     * {@code second} is, and that each line gives exactly one output line.
     */
    static void assertStreams(String[] args, String first, String firstResultPrefix, String second) throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream stdin = new PipedInputStream(feed);
        SyncBuffer out = new SyncBuffer();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int[] status = {-1};
        Thread t = new Thread(() -> status[0] = Main.run(args, stdin, new PrintStream(out, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        t.start();
        try {
            feed.write((first + "\n").getBytes(StandardCharsets.UTF_8));
            feed.flush();
            out.awaitLines(1);
            assertTrue(out.text().startsWith(firstResultPrefix), out.text());
            feed.write((second + "\n").getBytes(StandardCharsets.UTF_8));
            feed.flush();
            out.awaitLines(2);
        } finally {
            feed.close();
            t.join(10_000);
        }
        assertEquals(2, out.text().split("\n").length, out.text());
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    /** Splits a command line at spaces, honouring '…' quotes as the shell does (the only quoting the contract's examples use). */
    static List<String> shellWords(String s) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(w.toString());
                }
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(w.toString());
        }
        return words;
    }
}
