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
 * {@code urikit extract} in-process: the cases of {@code testdata/cli/extract.tsv}, the examples of
 * docs/cli.md read from the contract itself (run on a real file), several files with an unreadable
 * one among them, malformed UTF-8, streaming behind a slow producer, and a large file.
 */
class ExtractCommandTest {
    @TempDir
    Path dir;

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/extract.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /** One example of the contract: the command line shown above a code block, and the block. */
    record Example(String command, String output) {
    }

    /**
     * Every example of the {@code extract} section of docs/cli.md: the input block written to
     * {@code notes.txt}, then each command shown above an output block, run on it.
     */
    @Test
    void contractExamples() throws IOException {
        String md = Files.readString(TestData.repositoryFile("docs/cli.md"), StandardCharsets.UTF_8);
        int from = md.indexOf("### `urikit extract");
        String section = md.substring(from, md.indexOf("\n### ", from + 1));
        List<String> blocks = new ArrayList<>();
        List<String> commands = new ArrayList<>();
        int at = 0;
        while (true) {
            int open = section.indexOf("```", at);
            if (open < 0) {
                break;
            }
            int close = section.indexOf("```", open + 3);
            blocks.add(section.substring(section.indexOf('\n', open) + 1, close));
            String before = section.substring(0, open).strip();
            String lastParagraph = before.substring(before.lastIndexOf("\n\n") + 2);
            int tick = lastParagraph.indexOf("`urikit extract");
            commands.add(tick < 0 ? null : lastParagraph.substring(tick + 1, lastParagraph.indexOf('`', tick + 1)));
            at = close + 3;
        }
        assertEquals(4, blocks.size(), "the input and three outputs");
        assertEquals(null, commands.get(0));
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, blocks.get(0), StandardCharsets.UTF_8);
        for (int i = 1; i < blocks.size(); i++) {
            String command = commands.get(i);
            assertTrue(command != null && command.endsWith(" notes.txt"), String.valueOf(command));
            List<String> args = new ArrayList<>(List.of(command.split(" ")));
            args.remove(0);                                 // "urikit"
            args.set(args.size() - 1, notes.toString());   // the file, where the test wrote it
            MainTest.Run r = MainTest.run("", args.toArray(new String[0]));
            assertEquals(blocks.get(i).replace("notes.txt", notes.toString()), r.out(), command);
            assertEquals("", r.err(), command);
            assertEquals(0, r.status(), command);
        }
    }

    /** An unreadable file gives one stderr line and status 1; the files around it are still read. */
    @Test
    void unreadableFileAmongOthers() throws IOException {
        Path a = Files.writeString(dir.resolve("a.txt"), "see http://a.example/\n");
        Path b = Files.writeString(dir.resolve("b.txt"), "\n\n<URL:ftp://b.example/\n  pub/>\n");
        Path missing = dir.resolve("missing.txt");
        MainTest.Run r = MainTest.run("", "extract", a.toString(), missing.toString(), dir.toString(), b.toString());
        assertEquals(a + ":1: http://a.example/\n" + b + ":3: ftp://b.example/pub/\n", r.out());
        assertEquals("urikit extract: cannot read '" + missing + "': no such file\n"
                + "urikit extract: cannot read '" + dir + "': Is a directory\n", r.err());
        assertEquals(1, r.status());
        MainTest.assertNoStackTrace(r);
    }

    /** The file field is the argument as given, JSON-escaped. */
    @Test
    void jsonFileField() throws IOException {
        Path f = Files.writeString(dir.resolve("a \"b\".txt"), "http://a.example/");
        MainTest.Run r = MainTest.run("", "extract", "--json", f.toString());
        Map<String, Object> o = MainTest.parseObject(MainTest.lines(r.out()).get(0));
        assertEquals(List.of("uri", "start", "end", "line", "form", "file"), List.copyOf(o.keySet()));
        assertEquals(f.toString(), o.get("file"));
        assertEquals(0L, o.get("start"));
        assertEquals(17L, o.get("end"));
    }

    /** Malformed UTF-8 becomes U+FFFD, one character each, and offsets count them. */
    @Test
    void malformedUtf8() throws IOException {
        byte[] in = {(byte) 0xFF, (byte) 0xED, (byte) 0xA0, (byte) 0x80, ' ', 'h', 't', 't', 'p', ':', '/', '/', 'a', '/'};
        MainTest.Run r = MainTest.run(in, "extract", "--json");
        Map<String, Object> o = MainTest.parseObject(MainTest.lines(r.out()).get(0));
        assertEquals("http://a/", o.get("uri"));
        // The JDK's UTF-8 decoder (REPLACE) gives one U+FFFD for FF and one for the encoded surrogate ED A0 80.
        String decoded = new String(in, 0, 4, StandardCharsets.UTF_8);
        assertEquals("\uFFFD\uFFFD", decoded);
        assertEquals((long) decoded.length() + 1, o.get("start"));
        assertEquals(0, r.status());
    }

    /** Results stream out behind a slow producer: the first reference is written before the next line exists. */
    @Test
    void streamsBehindASlowProducer() throws Exception {
        CliCases.assertStreams(new String[] {"extract", "-r"}, "see http://a.example/1", "http://a.example/1\n",
                "and <URL:http://a.example/2>");
    }

    /** A large file: every reference, in order, with its line. */
    @Test
    void largeFile() throws IOException {
        Path f = dir.resolve("big.txt");
        int n = 100_000;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append("Line ").append(i).append(": see <URL:http://h.example/").append(i).append(">.\n");
        }
        Files.writeString(f, sb, StandardCharsets.UTF_8);
        MainTest.Run r = MainTest.run("", "extract", "-r", f.toString());
        List<String> lines = MainTest.lines(r.out());
        assertEquals(n, lines.size());
        assertEquals("http://h.example/99999", lines.get(n - 1));
        MainTest.Run h = MainTest.run("", "extract", f.toString());
        assertTrue(h.out().endsWith(f + ":100000: http://h.example/99999\n"));
    }

    @Test
    void helpListsExtract() {
        MainTest.Run r = MainTest.run("", "--help");
        assertTrue(r.out().matches("(?s).*\n  extract +Find the URI references in running text.*"), r.out());
        MainTest.Run e = MainTest.run("", "extract", "--help");
        assertEquals(0, e.status());
        assertTrue(e.out().startsWith("Usage: urikit extract [-hV] [--abbreviated] [--show-passwords] [--json | -r]\n"), e.out());
    }
}
