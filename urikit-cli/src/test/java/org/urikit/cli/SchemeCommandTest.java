package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * {@code urikit scheme} in-process: the cases of {@code testdata/cli/scheme-*.tsv} (same columns
 * and checks as {@link MainTest}), the example of docs/cli.md read from the contract
 * itself, and bad input.
 */
class SchemeCommandTest {
    static Stream<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (String file : List.of("cli/scheme-json.tsv", "cli/scheme-human.tsv", "cli/scheme-usage.tsv")) {
            all.addAll(TestData.arguments(file));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        String stdin = row.get("stdin") == null ? "" : row.get("stdin");
        String[] args = MainTest.args(row);
        MainTest.Run r = MainTest.run(stdin, args);
        String where = row.file() + ":" + row.line() + " " + row.id();
        assertEquals(row.get("stdout"), r.out(), where + " stdout");
        assertEquals(row.get("stderr"), r.err(), where + " stderr");
        assertEquals(Integer.parseInt(row.get("exit")), r.status(), where + " exit status");
        MainTest.assertNoStackTrace(r);
        if (List.of(args).contains("--json")) {
            for (String line : MainTest.lines(r.out())) {
                Map<String, Object> o = parseJson(line);
                assertEquals(List.of("input", "scheme", "known", "valid"), new ArrayList<>(o.keySet()).subList(0, 4), where);
            }
        }
    }

    private static final JsonFactory JSON = new JsonFactory();

    /** Parses one NDJSON line, nested values included: objects as ordered maps, arrays as lists. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> parseJson(String line) throws IOException {
        try (JsonParser p = JSON.createParser(line)) {
            p.nextToken();
            Object v = value(p);
            assertEquals(null, p.nextToken(), "one object per line: " + line);
            return (Map<String, Object>) v;
        }
    }

    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            Map<String, Object> m = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                assertTrue(!m.containsKey(name), "duplicate field " + name);
                m.put(name, value(p));
            }
            return m;
        }
        if (t == JsonToken.START_ARRAY) {
            List<Object> l = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                l.add(value(p));
            }
            return l;
        }
        switch (t) {
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
                return p.getLongValue();
            case VALUE_TRUE:
            case VALUE_FALSE:
                return p.getBooleanValue();
            case VALUE_NULL:
                return null;
            default:
                throw new AssertionError("unexpected " + t);
        }
    }

    /** The example in docs/cli.md, joined into one line, is exactly what the command prints. */
    @Test
    void contractExample() throws IOException {
        Path cliMd = TestData.repositoryFile("docs/cli.md");
        String md = Files.readString(cliMd, StandardCharsets.UTF_8);
        int section = md.indexOf("### `urikit scheme");
        int open = md.indexOf("```", section);
        int close = md.indexOf("```", open + 3);
        StringBuilder expected = new StringBuilder();
        for (String line : md.substring(md.indexOf('\n', open) + 1, close).split("\n")) {
            expected.append(line.strip());
        }
        String input = "ftp://h/a/b;type=i";
        assertTrue(expected.toString().startsWith("{\"input\":\"" + input + "\""), expected.toString());
        MainTest.Run r = MainTest.run("", "scheme", "--json", input);
        assertEquals(expected + "\n", r.out());
        assertEquals(0, r.status());
    }

    /** Bad input is normal input: one well-formed line per item, never a stack trace. */
    @Test
    void badInputGivesOneLineEach() throws IOException {
        List<String> inputs = List.of("", " ", "\u0000", "http://h/\u0001", "\uD800", "http://[::1", "ftp://h/%",
                "x".repeat(100_000), "ftp://" + "a".repeat(70_000) + "/b", "http://h:99999999999999999999/",
                "file:///C:/%FF", "mailto:", "URL:http://a/", "\u00e9://x");
        StringBuilder stdin = new StringBuilder();
        for (String s : inputs) {
            stdin.append(s).append('\n');
        }
        MainTest.Run r = MainTest.run(stdin.toString(), "scheme", "--json");
        MainTest.assertNoStackTrace(r);
        List<String> lines = MainTest.lines(r.out());
        assertEquals(inputs.size(), lines.size());
        for (int i = 0; i < lines.size(); i++) {
            Map<String, Object> o = parseJson(lines.get(i));
            assertTrue(o.containsKey("valid"), lines.get(i));
        }
        assertEquals(ExitStatus.INVALID, r.status());
        assertEquals("", r.err());
    }
}
