package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * {@code urikit check} in-process: the cases of {@code testdata/cli/check-*.tsv}, the example and
 * the table of hazards in docs/cli.md read from the contract itself, streaming, and bad input.
 */
class CheckCommandTest {
    private static final String BASE = "https://good.com/app/page";

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/check-json.tsv", "cli/check-human.tsv", "cli/check-usage.tsv");
    }


    /** Exact stdout, stderr and exit status (as {@link MainTest}); every JSON line has the contract's fields in order. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        MainTest.Run r = CliCases.assertRow(row);
        String where = CliCases.where(row);
        if (CliCases.isJson(row)) {
            List<String> args = List.of(MainTest.args(row));
            List<String> fields = args.contains("--resolve") || args.contains("--hosts")
                    ? List.of("input", "verdict", "target", "host", "addressClass", "site", "addresses", "findings")
                    : List.of("input", "verdict", "target", "host", "addressClass", "site", "findings");
            for (String line : MainTest.lines(r.out())) {
                assertEquals(fields, new ArrayList<>(SchemeCommandTest.parseJson(line).keySet()), where);
            }
        }
    }

    /** The single JSON line of a run, after asserting its exit status. */
    private static Map<String, Object> jsonLine(int exit, String... args) throws IOException {
        MainTest.Run r = MainTest.run("", args);
        assertEquals(exit, r.status(), String.join(" ", args) + ": " + r.err());
        List<String> lines = MainTest.lines(r.out());
        assertEquals(1, lines.size(), r.out());
        return SchemeCommandTest.parseJson(lines.get(0));
    }

    /** The section of docs/cli.md about {@code urikit check}. */
    private static String section() throws IOException {
        String md = Files.readString(TestData.repositoryFile("docs/cli.md"), StandardCharsets.UTF_8);
        int start = md.indexOf("### `urikit check");
        assertTrue(start >= 0, "docs/cli.md has a section for urikit check");
        int end = md.indexOf("\n### ", start + 1);
        return md.substring(start, end < 0 ? md.length() : end);
    }

    /** The example of docs/cli.md: its command line, run, prints exactly the JSON below it. */
    @Test
    void contractExample() throws IOException {
        String s = section();
        int cmdOpen = s.indexOf("```sh\n");
        String command = s.substring(cmdOpen + 6, s.indexOf("```", cmdOpen + 6)).strip();
        int open = s.indexOf("```\n", s.indexOf("```", cmdOpen + 6) + 3);
        int close = s.indexOf("```", open + 4);
        StringBuilder expected = new StringBuilder();
        for (String line : s.substring(open + 4, close).split("\n")) {
            expected.append(line.strip());
        }
        List<String> args = CliCases.shellWords(command);
        assertEquals("urikit", args.get(0));
        MainTest.Run r = MainTest.run("", args.subList(1, args.size()).toArray(new String[0]));
        assertEquals(expected + "\n", r.out());
        assertEquals(1, r.status());
        SchemeCommandTest.parseJson(expected.toString());
    }

    /** Every row of the contract's hazard table: warn or deny, with at least the findings it lists. */
    /**
     * The {@code --resolve} example of docs/cli.md: its hosts file written where the test can read
     * it, its command line run with that file, exactly the JSON lines below it.
     */
    @Test
    void contractResolveExample(@TempDir Path dir) throws IOException {
        String s = section();
        int hostsOpen = s.indexOf("```text\n", s.indexOf("With the hosts file `hosts.txt`"));
        assertTrue(hostsOpen >= 0, "docs/cli.md shows the hosts file of the --resolve example");
        Path hosts = dir.resolve("hosts.txt");
        Files.writeString(hosts, s.substring(hostsOpen + 8, s.indexOf("```", hostsOpen + 8)), StandardCharsets.UTF_8);
        int cmdOpen = s.indexOf("```sh\n", hostsOpen);
        String command = s.substring(cmdOpen + 6, s.indexOf("```", cmdOpen + 6)).strip();
        int open = s.indexOf("```\n", s.indexOf("```", cmdOpen + 6) + 3);
        String expected = s.substring(open + 4, s.indexOf("```", open + 4));
        List<String> args = new ArrayList<>(CliCases.shellWords(command));
        assertEquals("urikit", args.remove(0));
        assertEquals("hosts.txt", args.set(args.indexOf("--hosts") + 1, hosts.toString()));
        MainTest.Run r = MainTest.run("", args.toArray(new String[0]));
        assertEquals(new MainTest.Run(1, expected, ""), r);
        assertEquals(5, MainTest.lines(r.out()).size());
    }

    @Test
    void contractHazardTable() throws IOException {
        int rows = 0;
        for (String line : section().split("\n")) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String[] cells = line.split(" \\| ");
            String input = cells[0].substring(3, cells[0].length() - 1);
            String verdict = cells[1].strip();
            List<String> codes = List.of(cells[2].replace("|", "").strip().split(", "));
            Map<String, Object> o = jsonLine(1, "check", "--json", "--base", BASE, "--", input);
            assertEquals(verdict, o.get("verdict"), input);
            assertTrue(verdict.equals("warn") || verdict.equals("deny"), input);
            List<String> actual = new ArrayList<>();
            for (Object f : (List<?>) o.get("findings")) {
                actual.add((String) ((Map<?, ?>) f).get("code"));
            }
            assertTrue(actual.containsAll(codes), input + ": " + actual + " lacks some of " + codes);
            rows++;
        }
        System.out.println("urikit check: " + rows + " hazard classes of docs/cli.md warned about or denied");
        assertTrue(rows >= 15, "hazard rows read: " + rows);
    }

    @Test
    void streamsLineByLine() throws Exception {
        CliCases.assertStreams(new String[] {"check", "--json"}, "https://example.com/", "{\"input\":\"https://example.com/\"",
                "http://0/");
    }

    /** Bad input is normal input: one well-formed line per item, never a stack trace. */
    @Test
    void hostileInputGivesOneLineEach() throws IOException {
        String huge = "http://" + "a.".repeat(300_000) + "example.com/" + "%2e%2e/".repeat(50_000);
        String stdin = huge + "\n" + "\u0000\u202e\ud800\n" + "%%%%\n" + "[" .repeat(10_000) + "\n" + "a@a@".repeat(20_000) + "\n";
        MainTest.Run r = MainTest.run(stdin, "check", "--json", "--base", BASE);
        MainTest.assertNoStackTrace(r);
        List<String> lines = MainTest.lines(r.out());
        assertEquals(5, lines.size());
        for (String line : lines) {
            SchemeCommandTest.parseJson(line);
        }
        assertEquals(1, r.status());
        assertEquals("", r.err());
    }
}
