package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * The options of every command, encode/decode, stats and dedupe ({@code testdata/cli/script-modes.tsv},
 * {@code codec.tsv}, {@code batch.tsv}); {@code --input} with plain and gzip files; {@code --jobs}
 * giving the same bytes as one thread on the kasztp dataset; and every {@code $ urikit …} example of
 * docs/cli.md, run as written.
 */
class ScriptModesTest {

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/script-modes.tsv", "cli/codec.tsv", "cli/batch.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    /** kasztp's lines (its first one starts with a byte order mark) as one UTF-8 text. */
    private static byte[] kasztp(int lines) {
        List<String> all = TestData.datasetLines("kasztp");
        return (String.join("\n", all.subList(0, Math.min(lines, all.size()))) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void jobsKeepTheInputOrderByteForByte() {
        byte[] stdin = kasztp(5000);
        for (String command : List.of("normalize", "parse")) {
            MainTest.Run one = MainTest.run(stdin, command, "--json", "--jobs", "1");
            MainTest.Run two = MainTest.run(stdin, command, "--json", "--jobs", "2");
            MainTest.Run four = MainTest.run(stdin, command, "--json", "--jobs", "4");
            assertEquals(5000, MainTest.lines(one.out()).size());
            assertEquals(one, two, command + " --jobs 2");
            assertEquals(one, four, command + " --jobs 4");
        }
        for (List<String> command : List.of(List.of("whatwg", "--json"), List.of("diff", "--json"), List.of("idna", "--json"),
                List.of("template", "--json", "--vars", "{\"a\":\"b c\"}"), List.of("template", "--match", "http://a/b"),
                List.of("whatwg"), List.of("diff"), List.of("idna"), List.of("scheme"))) {
            List<String> one = new java.util.ArrayList<>(command);
            one.addAll(List.of("--jobs", "1"));
            List<String> two = new java.util.ArrayList<>(command);
            two.addAll(List.of("--jobs", "2"));
            MainTest.Run a = MainTest.run(stdin, one.toArray(new String[0]));
            assertEquals(5000, MainTest.lines(a.out()).size(), command.toString());
            assertEquals(a, MainTest.run(stdin, two.toArray(new String[0])), command + " --jobs 2");
        }
        MainTest.Run first = MainTest.run(stdin, "parse", "-r", "--jobs", "1");
        assertTrue(first.out().startsWith("true\n"), "kasztp's first line is valid once its byte order mark is dropped");
        System.out.println("--jobs 1, 2 and 4 agree byte for byte on 5000 kasztp lines (normalize --json, parse --json; 1 and 2: whatwg, diff, idna, template, scheme)");
    }

    /**
     * The blocks for people ({@code parse --explain}, {@code scheme --explain}, {@code check}) are
     * separated by one blank line whatever the number of threads: each thread writes its chunk's
     * blocks into its own buffer, and the first block of a chunk is not the first of the input.
     */
    @Test
    void blocksKeepTheirSeparatorsWithThreads() {
        byte[] stdin = kasztp(2000);
        for (List<String> command : List.of(List.of("parse", "--explain"), List.of("scheme", "--explain"), List.of("check"))) {
            List<String> one = new java.util.ArrayList<>(command);
            one.addAll(List.of("--jobs", "1"));
            List<String> two = new java.util.ArrayList<>(command);
            two.addAll(List.of("--jobs", "2"));
            MainTest.Run a = MainTest.run(stdin, one.toArray(new String[0]));
            MainTest.Run b = MainTest.run(stdin, two.toArray(new String[0]));
            assertEquals(a, b, command + " --jobs 2");
            assertTrue(a.out().startsWith("input ") && !a.out().contains("\n\n\n"), command.toString());
        }
    }

    @Test
    void inputFileAndGzip(@TempDir Path dir) throws IOException {
        Path plain = dir.resolve("urls.txt");
        Files.writeString(plain, "http://a/\r\nhttp://h:x/\n", StandardCharsets.UTF_8);
        Path gz = dir.resolve("urls.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(kasztp(100));
        }
        MainTest.Run r = MainTest.run("ignored\n", "parse", "-r", "--input", plain.toString());
        assertEquals(new MainTest.Run(1, "true\nfalse\n", ""), r);
        assertEquals(new MainTest.Run(1, "true\nfalse\n", ""), MainTest.run("ignored\n", "scheme", "-r", "--input", plain.toString()));
        MainTest.Run z = MainTest.run("", "normalize", "--json", "--input", gz.toString());
        MainTest.Run s = MainTest.run(kasztp(100), "normalize", "--json");
        assertEquals(s, z, "a .gz file is read decompressed");
        MainTest.Run missing = MainTest.run("", "parse", "--input", dir.resolve("nope.txt").toString());
        assertEquals(3, missing.status());
        assertEquals("", missing.out());
        assertTrue(missing.err().startsWith("urikit parse: cannot read '") && missing.err().endsWith("\n")
                && missing.err().split("\n").length == 1, missing.err());
    }

    /** Every {@code $ urikit …} line of docs/cli.md without a pipe, run: it prints exactly the lines below it. */
    @Test
    void contractExamples() throws IOException {
        List<String> md = Files.readAllLines(TestData.repositoryFile("docs/cli.md"), StandardCharsets.UTF_8);
        int run = 0;
        for (int i = 0; i < md.size(); i++) {
            String line = md.get(i);
            if (!line.startsWith("$ urikit ") || line.contains("|") || line.contains(">")) {
                continue;
            }
            StringBuilder expected = new StringBuilder();
            int j = i + 1;
            while (j < md.size() && !md.get(j).startsWith("$ ") && !md.get(j).startsWith("```")) {
                expected.append(md.get(j)).append('\n');
                j++;
            }
            String[] args = CliCases.shellWords(line.substring("$ urikit ".length())).toArray(new String[0]);
            MainTest.Run r = MainTest.run("", args);
            assertEquals(expected.toString(), r.out(), "docs/cli.md line " + (i + 1) + ": " + line);
            run++;
        }
        assertTrue(run >= 10, "examples run: " + run);
        System.out.println("docs/cli.md: " + run + " '$ urikit' examples print what the contract says");
    }
}
