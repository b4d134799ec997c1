package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * {@code urikit resolve} in-process: all 42 examples of RFC 3986 §5.4 (and the non-strict answer
 * to the last) with their exact JSON lines, then strictness, profiles, standard input, invalid
 * input, the human format and usage errors ({@code testdata/cli/resolve*.tsv}).
 */
class ResolveCommandTest {
    private static final String RFC_TABLE = "cli/resolve-rfc3986-5.4.tsv";
    private static final String BASE = "http://a/b/c/d;p?q";

    static Stream<Arguments> rfcExamples() {
        return CliCases.rows(RFC_TABLE);
    }

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/resolve.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rfcExamples")
    void rfc3986Example(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /** The count the report quotes; every example must pass. */
    @Test
    void rfc3986ExamplesPassCount() throws IOException {
        List<TestData.Row> rows = TestData.rows(RFC_TABLE);
        int pass = 0;
        List<String> failed = new ArrayList<>();
        for (TestData.Row row : rows) {
            try {
                CliCases.check(row);
                pass++;
            } catch (AssertionError e) {
                failed.add(row.id());
            }
        }
        System.out.println("RFC 3986 §5.4 through urikit resolve --json: " + pass + "/" + rows.size() + " pass");
        assertEquals(List.of(), failed);
        assertEquals(43, rows.size(), "23 normal + 19 abnormal examples + the non-strict answer to http:g");
    }

    /**
     * The CLI table holds exactly the core's RFC 3986 §5.4 table (same ids, base, reference,
     * strictness and expected result): the JSON lines cannot drift from the RFC's published answers.
     */
    @Test
    void rfcTableIsTheCoresTable() {
        // The core's test jar carries its test data on the class path.
        List<TestData.Row> expected = TestData.rows("resolve/rfc3986-5.4.tsv");
        List<TestData.Row> cli = TestData.rows(RFC_TABLE);
        assertEquals(expected.size(), cli.size());
        for (int i = 0; i < expected.size(); i++) {
            TestData.Row e = expected.get(i);
            TestData.Row c = cli.get(i);
            assertEquals(e.id(), c.id());
            String reference = e.get("reference") == null ? "" : e.get("reference");
            String strictness = e.get("strict").equals("true") ? "" : "--non-strict ";
            String ref = reference.isEmpty() ? "''" : reference;
            assertEquals("resolve --json " + strictness + e.get("base") + " " + ref, c.raw("args"), c.id());
            assertEquals("{\"base\":\"" + e.get("base") + "\",\"reference\":\"" + reference + "\",\"result\":\""
                    + e.get("expected") + "\"}\n", c.get("stdout"), c.id());
        }
    }

    /** All 42 strict references in one run: one JSON line each, in order, the same lines as the table's. */
    @Test
    void allRfcReferencesInOneRun() throws IOException {
        List<String> args = new ArrayList<>(List.of("resolve", "--json", BASE, "--"));
        StringBuilder expected = new StringBuilder();
        for (TestData.Row row : TestData.rows(RFC_TABLE)) {
            List<String> a = List.of(MainTest.args(row));
            if (!a.contains("--non-strict")) {
                args.add(a.get(a.size() - 1));
                expected.append(row.get("stdout"));
            }
        }
        assertEquals(42 + 4, args.size());
        MainTest.Run r = MainTest.run("", args.toArray(new String[0]));
        assertEquals(0, r.status(), r.err());
        assertEquals(expected.toString(), r.out());
    }

    /** The same 42 from standard input: one line out per line in. */
    @Test
    void allRfcReferencesFromStdin() throws IOException {
        StringBuilder in = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (TestData.Row row : TestData.rows(RFC_TABLE)) {
            List<String> a = List.of(MainTest.args(row));
            if (!a.contains("--non-strict")) {
                in.append(a.get(a.size() - 1)).append("\r\n");
                expected.append(row.get("stdout"));
            }
        }
        MainTest.Run r = MainTest.run(in.toString(), "resolve", "--json", BASE);
        assertEquals(0, r.status(), r.err());
        assertEquals(expected.toString(), r.out());
    }

    @Test
    void jsonFieldsInContractOrder() throws IOException {
        Map<String, Object> ok = CliCases.jsonLine(0, "resolve", "--json", BASE, "../g");
        assertEquals(List.of("base", "reference", "result"), List.copyOf(ok.keySet()));
        Map<String, Object> bad = CliCases.jsonLine(1, "resolve", "--json", BASE, "%");
        assertEquals(List.of("base", "reference", "result", "errorIn", "error", "index", "message"), List.copyOf(bad.keySet()));
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("base", BASE);
        expected.put("reference", "%");
        expected.put("result", null);
        expected.put("errorIn", "reference");
        expected.put("error", "PERCENT_ENCODING_INVALID");
        expected.put("index", 0L);
        expected.put("message", "PERCENT_ENCODING_INVALID at index 0: '%' must be followed by two hexadecimal digits, "
                + "found '%'\n  %\n  ^");
        assertEquals(expected, bad);
    }

    @Test
    void manyReferencesFromStdinOneLineEach() throws IOException {
        StringBuilder in = new StringBuilder();
        int n = 3000;
        for (int i = 0; i < n; i++) {
            in.append(i % 1000 == 999 ? "g" + i + " x" : "../g" + i).append('\n');
        }
        MainTest.Run r = MainTest.run(in.toString(), "resolve", "--json", BASE);
        assertEquals(1, r.status());
        List<String> lines = MainTest.lines(r.out());
        assertEquals(n, lines.size());
        assertEquals("{\"base\":\"" + BASE + "\",\"reference\":\"../g998\",\"result\":\"http://a/b/g998\"}", lines.get(998));
        assertTrue(lines.get(999).startsWith("{\"base\":\"" + BASE + "\",\"reference\":\"g999 x\",\"result\":null,"
                + "\"errorIn\":\"reference\",\"error\":\"PATH_CHAR_INVALID\",\"index\":4,"), lines.get(999));
        assertEquals("{\"base\":\"" + BASE + "\",\"reference\":\"../g2998\",\"result\":\"http://a/b/g2998\"}", lines.get(2998));
    }

    @Test
    void streamsEachResultBeforeTheNextLine() throws Exception {
        CliCases.assertStreams(new String[] {"resolve", "--json", BASE}, "../g",
                "{\"base\":\"" + BASE + "\",\"reference\":\"../g\",\"result\":\"http://a/b/g\"}\n", "?y");
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "resolve", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit resolve [-hrV] [--json] [--show-passwords] [--input=FILE]\n"), r.out());
        assertTrue(r.out().contains("[--strict | --non-strict]"), r.out());
        assertEquals("", r.err());
        assertEquals(r, MainTest.run("", "help", "resolve"));
    }
}
