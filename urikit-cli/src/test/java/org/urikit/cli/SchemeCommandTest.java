package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.lang.reflect.Method;
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
        MainTest.Run r = CliCases.assertRow(row);
        String where = CliCases.where(row);
        if (CliCases.isJson(row)) {
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

    /** {@code --jobs 2} prints the same lines in the same order as {@code --jobs 1}, in every output form. */
    @Test
    void jobsKeepInputOrder() {
        StringBuilder stdin = new StringBuilder();
        String[] shapes = {"ftp://u:pw@h/a/b;type=i", "http://h:25/x", "http://h:x/", "foo:bar", "gopher://h/0a%09b",
            "mailto:a@b.example?subject=hi", "news:comp.lang", "file:///etc/hosts", "", "\uD800"};
        for (int i = 0; i < 3000; i++) {
            stdin.append(shapes[i % shapes.length]).append(i % 7 == 0 ? "" : "/" + i).append('\n');
        }
        for (String[] form : List.of(new String[0], new String[] {"--json"}, new String[] {"--explain"}, new String[] {"-r"})) {
            List<String> one = new ArrayList<>(List.of("scheme", "--jobs", "1"));
            one.addAll(List.of(form));
            List<String> two = new ArrayList<>(List.of("scheme", "--jobs", "2"));
            two.addAll(List.of(form));
            MainTest.Run a = MainTest.run(stdin.toString(), one.toArray(new String[0]));
            MainTest.Run b = MainTest.run(stdin.toString(), two.toArray(new String[0]));
            assertEquals(a.out(), b.out(), List.of(form).toString());
            assertEquals(a.status(), b.status());
            assertEquals("", b.err());
            if (form.length == 0 || form[0].equals("--json") || form[0].equals("-r")) {
                assertEquals(3000, MainTest.lines(a.out()).size(), "one line per input " + List.of(form));
            }
        }
    }

    /**
     * One huge line costs memory in proportion to its length: the bytes this thread allocates for
     * a 2 MB input are at most 25 times those for a 200 KB input (linear is 10, quadratic 100), in
     * every output form, for a long path, many FTP directories (one CWD step each), many mailto
     * addresses and an invalid input. The inputs are arguments, so the command runs on this thread.
     */
    @Test
    void hugeLineIsLinearInMemory() {
        if (allocated() < 0) {
            return; // not a HotSpot-like JDK: nothing to measure with
        }
        String[][] shapes = {{"http://h/", "a", ""}, {"ftp://h/", "a/", "b"}, {"mailto:", "a@b.c,", "d@e.f"},
            {"http://h/", "a", "%"}};
        for (String[] shape : shapes) {
            for (String form : List.of("--json", "--explain", "--show-passwords")) {
                run(shape, 20_000, form); // warm-up
                long small = run(shape, 200_000, form);
                long large = run(shape, 2_000_000, form);
                String what = shape[0] + shape[1] + "... " + form + ": " + small + " then " + large + " bytes";
                System.out.println("scheme memory " + what);
                assertTrue(large <= 25 * small, what);
                assertTrue(large <= 1_000L * 2_000_000, what);
            }
        }
    }

    /** The bytes this thread allocates to run scheme FORM on one input of about {@code size} characters. */
    private static long run(String[] shape, int size, String form) {
        String input = shape[0] + shape[1].repeat(size / shape[1].length()) + shape[2];
        long before = allocated();
        MainTest.Run r = MainTest.run("", "scheme", form, "--", input);
        long used = allocated() - before;
        assertEquals(1, form.equals("--explain") ? 1 : MainTest.lines(r.out()).size(), form);
        assertEquals("", r.err());
        return used;
    }

    private static final Object THREADS;
    private static final Method ALLOCATED;

    static {
        Object bean = null;
        Method m = null;
        try {
            bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            m = Class.forName("com.sun.management.ThreadMXBean").getMethod("getThreadAllocatedBytes", long.class);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // Not a HotSpot-like JDK: memory is not checked.
        }
        THREADS = bean;
        ALLOCATED = m;
    }

    /** Bytes allocated so far by this thread, or -1 when the JDK cannot tell. */
    private static long allocated() {
        if (ALLOCATED == null) {
            return -1;
        }
        try {
            return (long) ALLOCATED.invoke(THREADS, Thread.currentThread().getId());
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }
}
