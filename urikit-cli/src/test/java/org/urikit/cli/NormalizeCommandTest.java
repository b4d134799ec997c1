package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * {@code urikit normalize} in-process ({@code testdata/cli/normalize.tsv}), and idempotence
 * through the CLI: normalizing a result again gives it back.
 */
class NormalizeCommandTest {
    private static final String FILE = "cli/normalize.tsv";

    static Stream<Arguments> cases() {
        return CliCases.rows(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /** Every result of the table, normalized again at the same level and profile, is unchanged. */
    @Test
    void normalizingAResultAgainChangesNothing() throws IOException {
        int checked = 0;
        for (TestData.Row row : TestData.rows(FILE)) {
            List<String> args = List.of(MainTest.args(row));
            if (!args.contains("--json") || row.get("exit").equals("2")) {
                continue;
            }
            String level = args.contains("--level") ? args.get(args.indexOf("--level") + 1) : "scheme";
            String profile = args.contains("--profile") ? args.get(args.indexOf("--profile") + 1) : "rfc3986";
            for (String line : MainTest.lines(row.get("stdout"))) {
                Object result = MainTest.parseObject(line).get("result");
                if (result == null) {
                    continue;
                }
                Map<String, Object> again = CliCases.jsonLine(0, "normalize", "--json", "--level", level, "--profile", profile,
                        "--", (String) result);
                assertEquals(result, again.get("result"), row.id() + ": " + line);
                checked++;
            }
        }
        assertEquals(29, checked, "results checked");
    }

    @Test
    void invalidInputFieldsInContractOrder() throws IOException {
        Map<String, Object> bad = CliCases.jsonLine(1, "normalize", "--json", "http://a/%");
        assertEquals(List.of("input", "result", "error", "index", "message"), List.copyOf(bad.keySet()));
        assertEquals(null, bad.get("result"));
        assertEquals("PERCENT_ENCODING_INVALID", bad.get("error"));
        assertEquals(9L, bad.get("index"));
    }

    @Test
    void streamsEachResultBeforeTheNextLine() throws Exception {
        CliCases.assertStreams(new String[] {"normalize", "--json"}, "HTTP://A:80/",
                "{\"input\":\"HTTP://A:80/\",\"result\":\"http://a/\"}\n", "http://h:x/");
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "normalize", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit normalize [-hrV] [--json] [--show-passwords] [--input=FILE]\n"), r.out());
        assertTrue(r.out().replaceAll("\\s+", " ").contains(" One of syntax, scheme (default: scheme)."), r.out());
        assertEquals("", r.err());
        assertEquals(r, MainTest.run("", "help", "normalize"));
    }
}
