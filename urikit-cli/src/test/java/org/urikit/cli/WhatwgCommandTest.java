package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * {@code urikit whatwg} in-process: the cases of {@code testdata/cli/whatwg.tsv}, the examples of
 * docs/cli.md read from the contract, and every case of the web-platform-tests
 * {@code urltestdata.json} through {@code urikit whatwg --json} (every field equal).
 */
class WhatwgCommandTest {
    private static final List<String> FIELDS = List.of("href", "protocol", "username", "password", "host", "hostname",
            "port", "pathname", "search", "hash");

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/whatwg.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /** The JSON code blocks of a docs/cli.md section, each joined into one line. */
    static List<String> contractBlocks(String heading) throws IOException {
        List<String> joined = new ArrayList<>();
        for (String block : rawContractBlocks(heading)) {
            StringBuilder sb = new StringBuilder();
            for (String line : block.split("\n")) {
                sb.append(line.strip());
            }
            joined.add(sb.toString());
        }
        return joined;
    }

    /** The code blocks of a docs/cli.md section, as written (lines ending with '\n'). */
    static List<String> rawContractBlocks(String heading) throws IOException {
        String md = Files.readString(TestData.repositoryFile("docs/cli.md"));
        int section = md.indexOf(heading);
        assertTrue(section >= 0, heading);
        int next = md.indexOf("\n### ", section + heading.length());
        String body = md.substring(section, next < 0 ? md.length() : next);
        List<String> blocks = new ArrayList<>();
        for (int open = body.indexOf("```"); open >= 0; open = body.indexOf("```", body.indexOf("```", open + 3) + 3)) {
            int close = body.indexOf("```", open + 3);
            blocks.add(body.substring(body.indexOf('\n', open) + 1, close));
        }
        return blocks;
    }

    @Test
    void contractExamples() throws IOException {
        List<String> blocks = contractBlocks("### `urikit whatwg");
        assertEquals(2, blocks.size(), blocks.toString());
        for (String expected : blocks) {
            Map<String, Object> f = MainTest.parseObject(expected);
            List<String> args = new ArrayList<>(List.of("whatwg", "--json"));
            if (f.get("base") != null) {
                args.addAll(List.of("--base", (String) f.get("base")));
            }
            args.addAll(List.of("--", (String) f.get("input")));
            MainTest.Run r = MainTest.run("", args.toArray(new String[0]));
            assertEquals(expected + "\n", r.out());
            assertEquals(Boolean.TRUE.equals(f.get("valid")) ? 0 : 1, r.status());
        }
    }

    /** The objects of a WPT file (the comment strings between them skipped). */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> wptCases(String file) throws IOException {
        List<Map<String, Object>> cases = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(Files.readAllBytes(TestData.conformance(file)))) {
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                if (t == JsonToken.START_OBJECT) {
                    cases.add((Map<String, Object>) MainTest.value(p, t, file));
                }
            }
        }
        return cases;
    }

    @Test
    void wptUrltestdataThroughTheCli() throws IOException {
        List<Map<String, Object>> cases = wptCases("wpt-url/urltestdata.json");
        // One run per base, the inputs as arguments (some hold line breaks, so not on stdin).
        Map<String, List<Integer>> byBase = new LinkedHashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            byBase.computeIfAbsent((String) cases.get(i).get("base"), b -> new ArrayList<>()).add(i);
        }
        String[] lines = new String[cases.size()];
        for (Map.Entry<String, List<Integer>> e : byBase.entrySet()) {
            List<String> args = new ArrayList<>(List.of("whatwg", "--json", "--show-passwords"));
            if (e.getKey() != null) {
                args.addAll(List.of("--base", e.getKey()));
            }
            args.add("--");
            for (int i : e.getValue()) {
                args.add((String) cases.get(i).get("input"));
            }
            MainTest.Run r = MainTest.run("", args.toArray(new String[0]));
            MainTest.assertNoStackTrace(r);
            List<String> out = MainTest.lines(r.out());
            assertEquals(e.getValue().size(), out.size());
            for (int k = 0; k < out.size(); k++) {
                lines[e.getValue().get(k)] = out.get(k);
            }
        }
        Deviations.Tally tally = Deviations.load("whatwg.txt").tally("WPT urltestdata through urikit whatwg --json");
        for (int i = 0; i < cases.size(); i++) {
            Map<String, Object> c = cases.get(i);
            Map<String, Object> actual = MainTest.parseObject(lines[i]);
            List<String> diffs = new ArrayList<>();
            if (!c.get("input").equals(actual.get("input"))) {
                diffs.add("input " + actual.get("input"));
            }
            if (Boolean.TRUE.equals(c.get("failure"))) {
                if (!Boolean.FALSE.equals(actual.get("valid"))) {
                    diffs.add("expected failure, got " + actual.get("href"));
                }
            } else {
                for (String f : FIELDS) {
                    if (!c.get(f).equals(actual.get(f))) {
                        diffs.add(f + ": expected " + c.get(f) + " got " + actual.get(f));
                    }
                }
                if (c.containsKey("origin") && !c.get("origin").equals(actual.get("origin"))) {
                    diffs.add("origin: expected " + c.get("origin") + " got " + actual.get("origin"));
                }
            }
            tally.record("urltestdata-" + i, (String) c.get("input"), diffs.isEmpty(), () -> String.join("; ", diffs));
        }
        tally.finish();
        assertEquals(891, tally.total());
    }

    @Test
    void passwordsAreMaskedEverywhere() throws IOException {
        MainTest.Run r = MainTest.run("", "whatwg", "--json", "--base", "https://bu:basesecret@b/", "//u:secret@h/x", "y");
        assertFalse(r.out().contains("secret"), r.out());
        MainTest.Run human = MainTest.run("", "whatwg", "--base", "https://bu:basesecret@b/", "//u:secret@h/x", "y");
        assertFalse(human.out().contains("secret"), human.out());
        assertEquals("https://bu:****@b/ + //u:****@h/x -> https://u:****@h/x\n"
                + "https://bu:****@b/ + y -> https://bu:****@b/y\n", human.out());
    }

    @Test
    void streams() throws Exception {
        CliCases.assertStreams(new String[] {"whatwg", "--json"}, "http://a/", "{\"input\":\"http://a/\"", "http://b/");
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "whatwg", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit whatwg [-hrV] [--json] [--show-passwords] [--base=URL]\n"), r.out());
    }

    @Test
    void listedInTheMainHelp() {
        MainTest.Run r = MainTest.run("", "--help");
        assertTrue(r.out().contains("  whatwg "), r.out());
        assertTrue(r.out().contains("  diff "), r.out());
    }

}
