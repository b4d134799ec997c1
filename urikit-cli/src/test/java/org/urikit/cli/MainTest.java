package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
 * The {@code urikit} command run in-process through {@link Main#run}: the data-driven cases of
 * {@code testdata/cli/*.tsv}, then what does not fit a table (1 MB lines, invalid UTF-8 on
 * stdin, help and version).
 */
class MainTest {
    private static final JsonFactory JSON = new JsonFactory();

    /** What one run printed. */
    record Run(int status, String out, String err) {
    }

    static Run run(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = Main.run(args, new ByteArrayInputStream(stdin), o, e);
        }
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Run run(String stdin, String... args) {
        return run(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    static Stream<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (String file : List.of("cli/parse-json.tsv", "cli/parse-human.tsv", "cli/usage.tsv")) {
            all.addAll(TestData.arguments(file));
        }
        return all.stream();
    }

    /** The {@code args} column: split at single spaces before unescaping; {@code ''} is the empty argument. */
    static String[] args(TestData.Row row) {
        String raw = row.raw("args");
        if (raw == null) {
            return new String[0];
        }
        String[] parts = raw.split(" ", -1);
        for (int i = 0; i < parts.length; i++) {
            parts[i] = parts[i].equals("''") ? "" : TestData.unescape(parts[i]);
        }
        return parts;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        String stdin = row.get("stdin") == null ? "" : row.get("stdin");
        String[] args = args(row);
        Run r = run(stdin, args);
        String where = row.file() + ":" + row.line() + " " + row.id();
        assertEquals(row.get("stdout"), r.out(), where + " stdout");
        assertEquals(row.get("stderr"), r.err(), where + " stderr");
        assertEquals(Integer.parseInt(row.get("exit")), r.status(), where + " exit status");
        assertNoStackTrace(r);
        if (r.status() == ExitStatus.USAGE) {
            assertEquals(1, r.err().split("\n", -1).length - 1, where + ": a usage error is one stderr line");
        }
        if (List.of(args).contains("--json")) {
            for (String line : lines(r.out())) {
                parseObject(line); // every line is one well-formed JSON object
            }
        }
    }

    static void assertNoStackTrace(Run r) {
        for (String text : List.of(r.out(), r.err())) {
            assertFalse(text.contains("Exception"), "no exception name in " + text);
            assertFalse(text.contains("\tat "), "no stack frame in " + text);
            assertFalse(text.contains("at org."), "no stack frame in " + text);
        }
    }

    static List<String> lines(String out) {
        List<String> lines = new ArrayList<>(List.of(out.split("\n", -1)));
        assertEquals("", lines.remove(lines.size() - 1), "output ends with a line break");
        return lines;
    }

    /**
     * Parses one NDJSON line into its top-level fields, in order: strings, booleans, numbers (as
     * {@code Long}), nulls, and nested objects and arrays as ordered {@code Map}s and {@code List}s.
     */
    static Map<String, Object> parseObject(String line) throws IOException {
        try (JsonParser p = JSON.createParser(line)) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken(), line);
            @SuppressWarnings("unchecked")
            Map<String, Object> fields = (Map<String, Object>) value(p, JsonToken.START_OBJECT, line);
            assertEquals(JsonToken.END_OBJECT, p.currentToken(), line);
            assertEquals(null, p.nextToken(), "one object per line: " + line);
            return fields;
        }
    }

    /** A JSON value: a string, number, boolean, null, or (nested) an object as a map or an array as a list. */
    static Object value(JsonParser p, JsonToken t, String line) throws IOException {
        switch (t) {
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
                return p.getLongValue();
            case VALUE_NUMBER_FLOAT:
                return p.getDoubleValue();
            case VALUE_TRUE:
            case VALUE_FALSE:
                return p.getBooleanValue();
            case VALUE_NULL:
                return null;
            case START_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    m.put(name, value(p, p.nextToken(), line));
                }
                return m;
            }
            case START_ARRAY: {
                List<Object> l = new ArrayList<>();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    l.add(value(p, e, line));
                }
                return l;
            }
            default:
                throw new AssertionError("unexpected " + t + " in " + line);
        }
    }

    // ---- 1 MB lines ------------------------------------------------------------------------------

    private static final String MEGA = "a".repeat(1 << 20);

    @Test
    void megabyteValidLineOnStdin() {
        String input = "http://h/" + MEGA;
        Run r = run(input + "\n", "parse", "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals("{\"input\":\"" + input + "\",\"valid\":true,\"absolute\":true,\"scheme\":\"http\",\"authority\":\"h\","
                + "\"userinfo\":null,\"host\":\"h\",\"hostType\":\"reg-name\",\"port\":null,\"path\":\"/" + MEGA
                + "\",\"query\":null,\"fragment\":null,\"params\":null}\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void megabyteInvalidLineOnStdinAmongOthers() throws IOException {
        String bad = "http://h/" + MEGA + " ";
        Run r = run("http://a/\r\n" + bad + "\r\n#f\r\n", "parse", "--json");
        assertEquals(1, r.status(), r.err());
        List<String> lines = lines(r.out());
        assertEquals(3, lines.size());
        Map<String, Object> first = parseObject(lines.get(0));
        assertEquals(true, first.get("valid"));
        Map<String, Object> f = parseObject(lines.get(1));
        assertEquals(List.of("input", "valid", "error", "index", "message"), List.copyOf(f.keySet()));
        assertEquals(bad, f.get("input"));
        assertEquals(false, f.get("valid"));
        assertEquals("PATH_CHAR_INVALID", f.get("error"));
        assertEquals(1048585L, f.get("index")); // 9 + 2^20: the space
        String message = (String) f.get("message");
        assertTrue(message.startsWith("PATH_CHAR_INVALID at index 1048585: character not allowed in the path, found ' '\n"),
                message.substring(0, Math.min(200, message.length())));
        assertTrue(message.length() < 400, "the message shows a window, not the whole input");
        assertEquals("f", parseObject(lines.get(2)).get("fragment"));
        assertEquals("", r.err());
    }

    @Test
    void megabyteArgumentHumanFormat() {
        Run r = run("", "parse", "http://h/" + MEGA + "%");
        assertEquals(1, r.status());
        assertTrue(r.out().startsWith("http://h/aaaa"), r.out().substring(0, 40));
        assertTrue(r.out().contains("a% -> invalid: PERCENT_ENCODING_INVALID at index 1048585: "),
                r.out().substring(r.out().length() - 400));
        assertEquals(1, lines(r.out()).size(), "one line per input");
        assertNoStackTrace(r);
    }

    // ---- stdin decoding and JSON escaping ------------------------------------------------------

    @Test
    void malformedUtf8OnStdinIsReportedWithItsByteOffset() throws IOException {
        // ED A0 80 is a UTF-8-encoded lone surrogate (not UTF-8, RFC 3629 §3); FF is never UTF-8.
        byte[] stdin = {(byte) 0xED, (byte) 0xA0, (byte) 0x80, '\n', 'a', (byte) 0xFF, '\n', 'x', '\n'};
        Run r = run(stdin, "parse", "--json");
        assertEquals(1, r.status(), r.err());
        List<String> lines = lines(r.out());
        assertEquals(3, lines.size(), r.out());
        for (int i = 0; i < 2; i++) {
            Map<String, Object> f = parseObject(lines.get(i));
            String input = (String) f.get("input");
            assertFalse(input.isEmpty());
            assertTrue(input.chars().anyMatch(c -> c == 0xFFFD), input);
            assertEquals(false, f.get("valid"));
            assertEquals("INPUT_NOT_UTF8", f.get("error"));
            assertEquals(i + 1L, f.get("line"));
        }
        assertEquals(0L, parseObject(lines.get(0)).get("offset"));
        assertEquals(5L, parseObject(lines.get(1)).get("offset"));
        assertEquals("x", parseObject(lines.get(2)).get("path"));
    }

    @Test
    void statsCountsALineThatIsNotUtf8AndStaysOneObject() throws IOException {
        byte[] stdin = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', '\n', 'a', (byte) 0xFF, '\n', '%', '\n'};
        Run r = run(stdin, "stats", "--json");
        assertEquals(0, r.status(), r.err());
        List<String> lines = lines(r.out());
        assertEquals(1, lines.size(), r.out());
        Map<String, Object> f = parseObject(lines.get(0));
        assertEquals(3L, f.get("total"));
        assertEquals(1L, f.get("valid"));
        assertEquals(2L, f.get("invalid"));
        assertEquals(1L, ((Map<?, ?>) f.get("errors")).get("INPUT_NOT_UTF8"), r.out());
        assertEquals(1L, ((Map<?, ?>) f.get("errors")).get("PERCENT_ENCODING_INVALID"), r.out());
    }

    @Test
    void dedupeLeavesOutALineThatIsNotUtf8AndSaysSo() throws IOException {
        byte[] stdin = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', '\n', 'a', (byte) 0xFF, '\n', 'H', 'T', 'T', 'P', ':', '/', '/',
            'a', '/', '\n'};
        Run r = run(stdin, "dedupe");
        assertEquals(1, r.status(), r.err());
        assertEquals(List.of("http://a/"), lines(r.out()));
        assertEquals("urikit dedupe: INPUT_NOT_UTF8 at byte 11 of the input (line 2, byte 1 of the line): not well-formed UTF-8;"
                + " the line is left out", r.err().strip());
    }

    @Test
    void jsonInputFieldRoundTripsAnyString() throws IOException {
        List<String> inputs = List.of("\uD800", "\uDFFF", "\uDC00\uD800", "x\uD83D", "\uD83D\uDE00", "\u0000\u001F\u007F\u0085",
                "\u2028\u2029", "\"\\/", "\u00e9\u4e2d\uFEFF");
        List<String> args = new ArrayList<>(List.of("parse", "--json", "--"));
        args.addAll(inputs);
        Run r = run("", args.toArray(new String[0]));
        assertEquals(1, r.status());
        List<String> lines = lines(r.out());
        assertEquals(inputs.size(), lines.size());
        for (int i = 0; i < inputs.size(); i++) {
            assertEquals(inputs.get(i), parseObject(lines.get(i)).get("input"), "line " + i);
            assertTrue(lines.get(i).chars().noneMatch(c -> c < 0x20), "controls are escaped: " + lines.get(i));
        }
        // A UTF-8 encoder could not write a lone surrogate: it must be a JSON escape.
        assertTrue(lines.get(0).startsWith("{\"input\":\"\\uD800\","), lines.get(0));
        assertFalse(r.out().contains("?\""), "no replacement of surrogates by '?'");
    }

    // ---- many lines, streaming --------------------------------------------------------------------

    @Test
    void manyLinesOneOutputLineEach() {
        StringBuilder in = new StringBuilder();
        int n = 5000;
        for (int i = 0; i < n; i++) {
            in.append(i % 1000 == 999 ? "http://h:" + i + "x/" : "http://h/" + i).append('\n');
        }
        Run r = run(in.toString(), "parse", "--json");
        assertEquals(1, r.status());
        List<String> lines = lines(r.out());
        assertEquals(n, lines.size());
        assertTrue(lines.get(998).startsWith("{\"input\":\"http://h/998\",\"valid\":true,"), lines.get(998));
        assertTrue(lines.get(999).startsWith("{\"input\":\"http://h:999x/\",\"valid\":false,\"error\":\"PORT_INVALID\",\"index\":12,"),
                lines.get(999));
        assertTrue(lines.get(4999).startsWith("{\"input\":\"http://h:4999x/\",\"valid\":false,"), lines.get(4999));
    }

    // ---- help and version -------------------------------------------------------------------------

    @Test
    void topLevelHelp() {
        Run r = run("", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit [-hV] COMMAND\n"), r.out());
        // The command column is as wide as the longest command name (picocli), so the spaces vary.
        assertTrue(r.out().matches("(?s).*\n  parse +Split URI references into their components.*"), r.out());
        assertTrue(r.out().contains("\n  2   usage error"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void parseHelpBothWays() {
        Run r = run("", "parse", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit parse [-hrV] [--explain] [--json] [--show-passwords]\n"), r.out());
        assertTrue(r.out().contains("rfc3986, rfc3986-draft-2003,"), r.out());
        assertEquals("", r.err());
        assertEquals(r, run("", "help", "parse"));
    }

    @Test
    void version() {
        for (String[] args : List.of(new String[] {"--version"}, new String[] {"-V"}, new String[] {"parse", "--version"})) {
            Run r = run("", args);
            assertEquals(0, r.status());
            assertTrue(r.out().matches("urikit \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n"), r.out());
            assertEquals("", r.err());
        }
    }

    // ---- failures of the command itself -----------------------------------------------------------

    @Test
    void unreadableStdinIsAFailureNotAStackTrace() {
        InputStream broken = new InputStream() {
            private int calls;

            @Override
            public int read() throws IOException {
                throw new IOException("device gone");
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (calls++ == 0) {
                    byte[] first = "http://a/\n".getBytes(StandardCharsets.US_ASCII);
                    System.arraycopy(first, 0, b, off, first.length);
                    return first.length;
                }
                throw new IOException("device gone");
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"parse", "--json"}, broken, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(ExitStatus.FAILURE, status);
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("{\"input\":\"http://a/\",\"valid\":true,"));
        assertEquals("urikit: cannot read standard input: device gone\n", err.toString(StandardCharsets.UTF_8));
    }
}
