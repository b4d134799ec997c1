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
 * {@code urikit relativize} in-process ({@code testdata/cli/relativize.tsv}), and the contract's
 * promise checked through the CLI itself: {@code urikit resolve BASE RESULT} gives the target.
 */
class RelativizeCommandTest {
    private static final String FILE = "cli/relativize.tsv";

    static Stream<Arguments> cases() {
        return CliCases.rows(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /**
     * For every relativized target of the table (JSON rows given as arguments), resolving the
     * result against the base with {@code urikit resolve} under the same profile gives the target
     * back exactly; the one documented exception is a target with dot segments that resolution removes.
     */
    @Test
    void resolvingTheResultGivesTheTarget() throws IOException {
        int checked = 0;
        for (TestData.Row row : TestData.rows(FILE)) {
            List<String> args = List.of(MainTest.args(row));
            if (!args.contains("--json") || row.get("stdin") != null || row.id().startsWith("unreachable")) {
                continue;
            }
            String profile = args.contains("--profile") ? args.get(args.indexOf("--profile") + 1) : "rfc3986";
            for (String line : MainTest.lines(row.get("stdout"))) {
                Map<String, Object> f = MainTest.parseObject(line);
                if (f.get("result") == null) {
                    continue;
                }
                Map<String, Object> back = CliCases.jsonLine(0, "resolve", "--json", "--profile", profile,
                        (String) f.get("base"), "--", (String) f.get("result"));
                assertEquals(f.get("target"), back.get("result"), row.id() + ": " + line);
                checked++;
            }
        }
        assertEquals(17, checked, "targets checked");
    }

    /** No reference reaches a path with dot segments (RFC 3986 §5.2.4): an error, not a result that resolves elsewhere. */
    @Test
    void unreachableTargetIsAnError() throws IOException {
        Map<String, Object> f = CliCases.jsonLine(1, "relativize", "--json", "http://a/b/c/d;p?q", "http://a/b/../g");
        assertEquals(null, f.get("result"));
        assertEquals("TARGET_UNREACHABLE", f.get("error"));
        assertEquals("target", f.get("errorIn"));
        Map<String, Object> back = CliCases.jsonLine(0, "resolve", "--json", "http://a/b/c/d;p?q", "http://a/b/../g");
        assertEquals("http://a/g", back.get("result"));
    }

    @Test
    void streamsEachResultBeforeTheNextLine() throws Exception {
        CliCases.assertStreams(new String[] {"relativize", "--json", "http://a/b/c/d;p?q"}, "http://a/b/g",
                "{\"base\":\"http://a/b/c/d;p?q\",\"target\":\"http://a/b/g\",\"result\":\"../g\"}\n", "http://a/g");
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "relativize", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit relativize [-hrV] [--json] [--show-passwords] [--input=FILE]\n"), r.out());
        assertEquals("", r.err());
        assertEquals(r, MainTest.run("", "help", "relativize"));
    }
}
