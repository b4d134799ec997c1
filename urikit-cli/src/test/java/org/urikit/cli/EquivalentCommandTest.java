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
 * {@code urikit equivalent} in-process ({@code testdata/cli/equivalent.tsv}), and its agreement
 * with {@code urikit normalize}: at the syntax and scheme levels, A and B are equivalent exactly
 * when they normalize to the same text.
 */
class EquivalentCommandTest {
    private static final String FILE = "cli/equivalent.tsv";

    static Stream<Arguments> cases() {
        return CliCases.rows(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    @Test
    void agreesWithNormalize() throws IOException {
        int checked = 0;
        for (TestData.Row row : TestData.rows(FILE)) {
            List<String> args = List.of(MainTest.args(row));
            if (!args.contains("--json") || !row.get("exit").equals("0") && !row.get("exit").equals("1")) {
                continue;
            }
            Map<String, Object> f = MainTest.parseObject(MainTest.lines(row.get("stdout")).get(0));
            if (f.get("equivalent") == null || f.get("level").equals("string")) {
                continue;
            }
            String profile = args.contains("--profile") ? args.get(args.indexOf("--profile") + 1) : "rfc3986";
            String[] normalize = {"normalize", "--json", "--level", (String) f.get("level"), "--profile", profile, "--",
                (String) f.get("a"), (String) f.get("b")};
            MainTest.Run r = MainTest.run("", normalize);
            assertEquals(0, r.status(), r.err());
            List<String> lines = MainTest.lines(r.out());
            Object a = MainTest.parseObject(lines.get(0)).get("result");
            Object b = MainTest.parseObject(lines.get(1)).get("result");
            assertEquals(f.get("equivalent"), a.equals(b), row.id() + ": " + a + " vs " + b);
            checked++;
        }
        assertEquals(20, checked, "pairs checked");
    }

    @Test
    void exitStatusIsTheAnswer() {
        assertEquals(0, MainTest.run("", "equivalent", "http://a:80/", "HTTP://A").status());
        assertEquals(1, MainTest.run("", "equivalent", "--level", "syntax", "http://a:80/", "HTTP://A").status());
        assertEquals(4, MainTest.run("", "equivalent", "http://a/", "http://a/%").status(), "invalid input has its own status");
        assertEquals(2, MainTest.run("", "equivalent", "http://a/").status());
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "equivalent", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit equivalent [-hrV] [--json] [--show-passwords] [--level=LEVEL]\n"),
                r.out());
        assertTrue(r.out().replaceAll("\\s+", " ").contains(" One of string, syntax, scheme (default: scheme)."), r.out());
        assertEquals("", r.err());
        assertEquals(r, MainTest.run("", "help", "equivalent"));
    }
}
