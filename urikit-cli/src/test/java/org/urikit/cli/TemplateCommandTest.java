package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * {@code urikit template} in-process: the examples of docs/cli.md (read from the contract), the
 * cases of {@code testdata/cli/template.tsv}, {@code --vars @FILE}, field order and streaming.
 */
class TemplateCommandTest {

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/template.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /** One example of the contract: the command line after "$ " and the lines it prints. */
    record Example(List<String> args, String stdout) {
    }

    /** The "$ urikit template ..." examples of the template section of docs/cli.md, with their output lines. */
    static List<Example> contractExamples() throws IOException {
        String md = Files.readString(TestData.repositoryFile("docs/cli.md"), StandardCharsets.UTF_8);
        int section = md.indexOf("### `urikit template");
        int end = md.indexOf("\n### ", section + 1);
        List<Example> out = new ArrayList<>();
        List<String> args = null;
        StringBuilder stdout = new StringBuilder();
        boolean inBlock = false;
        for (String line : md.substring(section, end).split("\n")) {
            if (line.startsWith("```")) {
                inBlock = !inBlock;
                if (args != null) {
                    out.add(new Example(args, stdout.toString()));
                    args = null;
                }
                continue;
            }
            if (!inBlock) {
                continue;
            }
            if (line.startsWith("$ urikit ")) {
                if (args != null) {
                    out.add(new Example(args, stdout.toString()));
                }
                args = CliCases.shellWords(line.substring("$ urikit ".length()));
                stdout.setLength(0);
            } else {
                stdout.append(line).append('\n');
            }
        }
        return out;
    }

    @Test
    void contractExamplesPrintWhatTheContractSays() throws IOException {
        List<Example> examples = contractExamples();
        assertEquals(8, examples.size(), "the examples of the template section of docs/cli.md");
        for (Example e : examples) {
            MainTest.Run r = MainTest.run("", e.args().toArray(new String[0]));
            assertEquals(e.stdout(), r.out(), String.join(" ", e.args()));
            assertEquals("", r.err());
            boolean allGood = !e.stdout().contains("\"result\":null") && !e.stdout().contains("\"matches\":false")
                    && !e.stdout().contains("error") && !e.stdout().contains("no match");
            assertEquals(allGood ? 0 : 1, r.status(), String.join(" ", e.args()));
        }
    }

    @Test
    void shellWordsSplitLikeAShell() {
        assertEquals(List.of("template", "--vars", "{\"a\":\"b c\"}", "", "x y"), CliCases.shellWords("template --vars '{\"a\":\"b c\"}' '' 'x y'"));
    }

    @Test
    void varsFromAFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("vars.json");
        Files.writeString(file, "{\"owner\":\"octo cat\",\"path\":[\"a\",\"b\"]}\n", StandardCharsets.UTF_8);
        MainTest.Run r = MainTest.run("", "template", "--json", "--vars", "@" + file, "/{owner}{/path*}");
        assertEquals("{\"template\":\"/{owner}{/path*}\",\"result\":\"/octo%20cat/a/b\"}\n", r.out());
        assertEquals(0, r.status(), r.err());
    }

    /**
     * Text that is not JSON is a usage error whose one stderr line gives the 1-based column of
     * the fault; the rest of the sentence is jackson's, so only its start and end are checked.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`{\"a\":`|6", "`{\"a\" 1}`|6", "`{'a':1}`|2", "`{\"a\":[1,}`|9"})
    void varsThatAreNotJsonAreAUsageError(String vars, int column) {
        MainTest.Run r = MainTest.run("", "template", "--vars", vars, "{a}");
        assertEquals(ExitStatus.USAGE, r.status(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("urikit template: --vars: not valid JSON (column " + column + "): "), r.err());
        assertTrue(r.err().endsWith(" (see 'urikit template --help')\n"), r.err());
        assertEquals(r.err().length() - 1, r.err().indexOf('\n'), "one line: " + r.err());
    }

    @Test
    void jsonFieldsInContractOrder() throws IOException {
        Map<String, Object> ok = CliCases.jsonLine(0, "template", "--json", "--vars", "{}", "{a}");
        assertEquals(List.of("template", "result"), List.copyOf(ok.keySet()));
        Map<String, Object> bad = CliCases.jsonLine(1, "template", "--json", "--vars", "{}", "{a");
        assertEquals(List.of("template", "result", "error", "index", "message"), List.copyOf(bad.keySet()));
        Map<String, Object> match = CliCases.jsonLine(0, "template", "--json", "--match", "/a/b", "/{x}/{y}");
        assertEquals(List.of("template", "uri", "matches", "variables"), List.copyOf(match.keySet()));
        Map<String, Object> vars = new LinkedHashMap<>();
        vars.put("x", "a");
        vars.put("y", "b");
        assertEquals(vars, match.get("variables"));
        Map<String, Object> unmatchable = CliCases.jsonLine(1, "template", "--json", "--match", "/a", "{a}{b}");
        assertEquals(List.of("template", "uri", "matches", "variables", "error", "index", "message"),
                List.copyOf(unmatchable.keySet()));
    }

    /** Bad templates are normal input: one well-formed line each, never a stack trace. */
    @Test
    void badTemplatesGiveOneLineEach() throws IOException {
        List<String> inputs = List.of("", "{", "}", "\u0000", "\uD800", "{a:99999}", "{" + "a,".repeat(50_000) + "a}",
                "{".repeat(100_000), "%", "caf\u00e9{x}", "{x}".repeat(10_000));
        StringBuilder stdin = new StringBuilder();
        for (String s : inputs) {
            stdin.append(s).append('\n');
        }
        for (String mode : List.of("--vars", "--match")) {
            MainTest.Run r = MainTest.run(stdin.toString(), "template", "--json", mode, mode.equals("--vars") ? "{\"x\":\"1\"}" : "/x");
            MainTest.assertNoStackTrace(r);
            List<String> lines = MainTest.lines(r.out());
            assertEquals(inputs.size(), lines.size());
            for (String line : lines) {
                Map<String, Object> o = MainTest.parseObject(line);
                assertTrue(o.containsKey(mode.equals("--vars") ? "result" : "matches"), line);
            }
            assertEquals(ExitStatus.INVALID, r.status());
            assertEquals("", r.err());
        }
    }

    @Test
    void streamsEachResultBeforeTheNextLine() throws Exception {
        CliCases.assertStreams(new String[] {"template", "--json", "--vars", "{\"a\":\"1\"}"}, "{a}",
                "{\"template\":\"{a}\",\"result\":\"1\"}\n", "{b}");
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "template", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit template [-hrV] [--json] [--show-passwords] [--strict]\n"), r.out());
        assertEquals(r, MainTest.run("", "help", "template"));
    }
}
