package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * {@code urikit idna} in-process: the cases of {@code testdata/cli/idna.tsv} (same columns and
 * checks as {@link MainTest}), every case of wpt's {@code toascii.json} through {@code urikit idna
 * --json} on standard input, the example of docs/cli.md read from the contract, and bad input.
 */
class IdnaCommandTest {
    static List<Arguments> cases() {
        return TestData.arguments("cli/idna.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        MainTest.Run r = CliCases.assertRow(row);
        String where = CliCases.where(row);
        if (CliCases.isJson(row)) {
            for (String line : MainTest.lines(r.out())) {
                assertEquals(List.of("input", "ascii", "unicode", "valid", "errors"),
                        List.copyOf(SchemeCommandTest.parseJson(line).keySet()), where);
            }
        }
    }

    /** wpt toascii.json (87 cases): {@code output} null means the host parser fails, otherwise the host. */
    @Test
    void toasciiThroughTheCommand() throws IOException {
        List<String[]> cases = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(TestData.conformance("wpt-url/toascii.json").toFile())) {
            p.nextToken();
            for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                if (t != JsonToken.START_OBJECT) {
                    continue;
                }
                String input = null;
                String output = null;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    if (name.equals("input")) {
                        input = p.getText();
                    } else if (name.equals("output")) {
                        output = p.currentToken() == JsonToken.VALUE_NULL ? null : p.getText();
                    }
                }
                cases.add(new String[] {input, output});
            }
        }
        StringBuilder stdin = new StringBuilder();
        for (String[] c : cases) {
            assertTrue(c[0].indexOf('\n') < 0 && !c[0].endsWith("\r"), "an input that is one stdin line");
            stdin.append(c[0]).append('\n');
        }
        MainTest.Run r = MainTest.run(stdin.toString(), "idna", "--json");
        List<String> lines = MainTest.lines(r.out());
        assertEquals(cases.size(), lines.size());
        Deviations.Tally tally = Deviations.load("idna-command-wpt.txt").tally("WPT toascii.json through urikit idna --json");
        for (int i = 0; i < cases.size(); i++) {
            Map<String, Object> o = SchemeCommandTest.parseJson(lines.get(i));
            String expected = cases.get(i)[1];
            boolean ok = cases.get(i)[0].equals(o.get("input")) && Objects.equals(expected, o.get("ascii"))
                    && o.get("valid").equals(expected != null);
            String line = lines.get(i);
            tally.record(cases.get(i)[0], cases.get(i)[0], ok, () -> line + " (expected " + expected + ")");
        }
        tally.finish();
        assertEquals(80, tally.passed());
        assertEquals(ExitStatus.INVALID, r.status());
        assertEquals("", r.err());
    }

    /** The first example of the idna section of docs/cli.md is exactly what the command prints. */
    @Test
    void contractExample() throws IOException {
        String md = Files.readString(TestData.repositoryFile("docs/cli.md"), StandardCharsets.UTF_8);
        int section = md.indexOf("### `urikit idna");
        int open = md.indexOf("```", section);
        int close = md.indexOf("```", open + 3);
        String expected = md.substring(md.indexOf('\n', open) + 1, close).strip();
        Map<String, Object> example = SchemeCommandTest.parseJson(expected);
        MainTest.Run r = MainTest.run("", "idna", "--json", (String) example.get("input"));
        assertEquals(expected + "\n", r.out());
        assertEquals(0, r.status());
    }

    @Test
    void streamsEachResultBeforeTheNextLine() throws Exception {
        CliCases.assertStreams(new String[] {"idna", "--json"}, "A.example",
                "{\"input\":\"A.example\",\"ascii\":\"a.example\"", "b\u00FC.example");
    }

    /** Bad input is normal input: one well-formed line per item, never a stack trace. */
    @Test
    void badInputGivesOneLineEach() throws IOException {
        List<String> inputs = List.of("", ".", "\u0000", "\uD800", "xn--", "xn--ls8h=", "a\u2488b", "\u0301",
                "x".repeat(100_000), "xn--" + "9".repeat(10_000), "\u05D0a", "a\u200Db", "[::1]", "1.2.3.4");
        StringBuilder stdin = new StringBuilder();
        for (String s : inputs) {
            stdin.append(s).append('\n');
        }
        for (String mode : List.of("--json", "--to-unicode")) {
            MainTest.Run r = MainTest.run(stdin.toString(), "idna", mode);
            MainTest.assertNoStackTrace(r);
            assertEquals(inputs.size(), MainTest.lines(r.out()).size());
            assertEquals(ExitStatus.INVALID, r.status());
            assertEquals("", r.err());
        }
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "idna", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit idna [-hrV] [--json] [--show-passwords] [--to-unicode]\n"), r.out());
        assertEquals("", r.err());
    }
}
