package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution archive as a user gets it (docs/cli.md, "Installing"): run by failsafe after
 * {@code package}, it unpacks {@code urikit-VERSION.tar.gz} into a temporary directory and runs
 * {@code bin/urikit} from another directory with relative paths, directly and through a symbolic
 * link. The expected outputs are the examples of docs/cli.md; the subcommands whose man page and
 * completion must exist are the ones docs/cli.md documents.
 */
class DistributionIT {
    private static final String VERSION = System.getProperty("urikit.dist.version");

    /** The example of the RFC 3986 draft (2003), Appendix E, as docs/cli.md's extract section has it. */
    private static final String NOTES = """
            Yes, Jim, I found it under "http://www.w3.org/Addressing/",
            but you can probably pick it up from <ftp://ds.internic.
            net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
            ietf/uri/historical.html#WARNING>.
            """;

    @TempDir
    static Path tmp;
    static Path home;
    static Path work;

    @BeforeAll
    static void unpack() throws Exception {
        Path archive = Path.of(System.getProperty("urikit.dist.archive"));
        assertTrue(Files.isRegularFile(archive), "the archive is built by 'mvn package': " + archive);
        Path into = Files.createDirectories(tmp.resolve("opt"));
        run(into, List.of("tar", "xzf", archive.toString()), Map.of()).assertOk();
        home = into.resolve("urikit-" + VERSION);
        work = Files.createDirectories(tmp.resolve("work"));
        Files.writeString(work.resolve("notes.txt"), NOTES, StandardCharsets.UTF_8);
        Files.writeString(work.resolve("list.txt"), "http://u@h:8/p?q#f\n//h:/p?\nhttp://h:x/\n", StandardCharsets.UTF_8);
    }

    @Test
    void extractReadsAFileRelativeToTheCallersDirectory() throws Exception {
        Result r = urikit("extract", "notes.txt");
        r.assertOk();
        assertEquals("""
                notes.txt:1: http://www.w3.org/Addressing/
                notes.txt:2: ftp://ds.internic.net/rfc/
                notes.txt:3: http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
                """, r.out);
    }

    @Test
    void inputIsRelativeToTheCallersDirectory() throws Exception {
        Result r = urikit("parse", "--input", "list.txt");
        assertEquals("""
                http://u@h:8/p?q#f -> scheme http, userinfo u, host h (reg-name), port 8, path /p, query q, fragment f
                //h:/p? -> relative, host h (reg-name), port "", path /p, query ""
                http://h:x/ -> invalid: PORT_INVALID at index 9: the port must be decimal digits, found 'x'
                """, r.out);
        assertEquals("", r.err);
        assertEquals(1, r.status, "one input is invalid");
    }

    @Test
    void versionAndClassDataArchive() throws Exception {
        Result r = urikit("--version");
        r.assertOk();
        assertEquals("urikit " + VERSION + "\n", r.out);
        urikit("--version").assertOk(); // the second call maps the archive the first one wrote
        try (Stream<Path> lib = Files.list(home.resolve("lib"))) {
            assertTrue(lib.anyMatch(p -> p.getFileName().toString().matches("urikit-jdk-[0-9][^/]*\\.jsa")),
                    "a class-data archive per JDK build in the writable lib/");
        }
    }

    @Test
    void aSymbolicLinkElsewhereFindsTheDistribution() throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("home/bin"));
        Path link = Files.createSymbolicLink(bin.resolve("urikit"), home.resolve("bin/urikit"));
        Path chained = Files.createSymbolicLink(bin.resolve("uk"), Path.of("urikit")); // relative link to the link
        for (Path launcher : List.of(link, chained)) {
            Result r = run(work, List.of(launcher.toString(), "extract", "-r", "notes.txt"), Map.of());
            r.assertOk();
            assertEquals("http://www.w3.org/Addressing/\nftp://ds.internic.net/rfc/\n"
                    + "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n", r.out);
        }
    }

    @Test
    void aMissingFileIsTheCallersMissingFile() throws Exception {
        Result r = urikit("extract", "absent.txt");
        assertEquals(1, r.status, "extract: an unreadable file is status 1 (docs/cli.md)");
        assertTrue(r.err.contains("absent.txt"), r.err);
    }

    @Test
    void aManPagePerDocumentedCommand() throws Exception {
        Path man1 = home.resolve("man/man1");
        String top = Files.readString(man1.resolve("urikit.1"), StandardCharsets.UTF_8);
        assertTrue(top.contains(".TH \"URIKIT\" \"1\""), "a troff page with its title");
        for (String command : documentedCommands()) {
            Path page = man1.resolve("urikit-" + command + ".1");
            assertTrue(Files.isRegularFile(page), "man page of " + command);
            String troff = Files.readString(page, StandardCharsets.UTF_8);
            assertTrue(troff.contains(".TH \"URIKIT\\-" + command.toUpperCase() + "\" \"1\""), page + " has its title");
            assertTrue(top.contains(command), "urikit(1) lists " + command);
        }
        String parse = Files.readString(man1.resolve("urikit-parse.1"), StandardCharsets.UTF_8);
        assertTrue(parse.contains("masked as **** by default"), "help text is not read as AsciiDoc markup");
    }

    /** {@code man urikit-parse} with MANPATH pointing into the distribution, as docs/cli.md says. */
    @Test
    void manFindsThePages() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/man")), "no man(1) here");
        Result r = run(work, List.of("man", "urikit-parse"),
                Map.of("MANPATH", home.resolve("man").toString(), "MANPAGER", "cat", "PAGER", "cat", "MANWIDTH", "200"));
        r.assertOk();
        Result help = urikit("parse", "--help");
        help.assertOk();
        String page = r.out.replaceAll(".\b", ""); // no overstrike (bold) where man still writes it
        String description = help.out.lines().filter(l -> !l.startsWith("Usage:") && !l.startsWith(" ")).findFirst().orElseThrow();
        assertTrue(page.contains("urikit-parse - " + description), "the NAME line is the help's description:\n" + page);
        for (String option : options(help.out)) {
            assertTrue(page.contains(option), "man urikit-parse shows " + option);
        }
    }

    @Test
    void bashCompletionOffersEveryDocumentedCommand() throws Exception {
        Path script = home.resolve("completion/urikit.bash");
        assertTrue(Files.isRegularFile(script));
        String commands = complete(script, "urikit", "");
        assertTrue(new TreeSet<>(Arrays.asList(commands.split("\n"))).containsAll(documentedCommands()),
                "completion of 'urikit ' offers every command: " + commands);
        assertEquals("parse", complete(script, "urikit", "pa"));
        assertEquals("--json", complete(script, "urikit parse", "--js"));
        assertEquals("--port", complete(script, "urikit serve", "--po"));
    }

    /**
     * In zsh the same script registers itself through zsh's bash completion layer (bashcompinit),
     * which calls it with 0-based arrays and filters its candidates by the typed prefix.
     */
    @Test
    void zshCompletionRegistersTheSameFunction() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/zsh")) || Files.isExecutable(Path.of("/bin/zsh")), "no zsh here");
        Path script = home.resolve("completion/urikit.bash");
        String zsh = "source '" + script + "' 2>/dev/null; print -r -- \"$_comps[urikit]\"; "
                + "emulate sh; COMP_WORDS=(urikit ''); COMP_CWORD=1; COMP_LINE='urikit '; COMP_POINT=7; "
                + "_complete_urikit 2>/dev/null; printf '%s\\n' \"${COMPREPLY[@]}\"";
        Result r = run(work, List.of("zsh", "-f", "-c", zsh), Map.of());
        r.assertStatus(0);
        List<String> lines = r.out.lines().toList();
        assertEquals("_bash_complete -F _complete_urikit -o default", lines.get(0), "registered with compdef");
        assertTrue(lines.containsAll(documentedCommands()), "every command offered: " + lines);
    }

    @Test
    void theZipHoldsTheSameFilesWithWindowsLineEndsForTheCmd() throws Exception {
        Path zip = Path.of(System.getProperty("urikit.dist.archive").replaceFirst("\\.tar\\.gz$", ".zip"));
        List<String> tar = new ArrayList<>(run(tmp, List.of("tar", "tzf", System.getProperty("urikit.dist.archive")), Map.of())
                .out.lines().filter(n -> !n.endsWith("/")).sorted().toList());
        try (ZipFile z = new ZipFile(zip.toFile())) {
            List<String> names = z.stream().map(e -> e.getName()).filter(n -> !n.endsWith("/")).sorted().toList();
            assertEquals(tar, names);
            String cmd = new String(z.getInputStream(z.getEntry("urikit-" + VERSION + "/bin/urikit.cmd")).readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(cmd.contains("\r\n") && !cmd.replace("\r\n", "").contains("\n"), "CRLF line ends in urikit.cmd");
        }
        for (String file : List.of("bin/urikit", "bin/urikit.cmd", "lib/urikit.jar", "lib/jvm.options", "lib/urikit-java.sh",
                "completion/urikit.bash", "man/man1/urikit.1", "README.md", "LICENSE", "NOTICE", "docs/cli.md")) {
            assertTrue(tar.contains("urikit-" + VERSION + "/" + file), file);
        }
    }

    /** The runtime image (profile jlink), when it was built: it runs with its own Java. */
    @Test
    void theRuntimeImageUsesItsOwnJava() throws Exception {
        Path image = Path.of(System.getProperty("urikit.dist.image"));
        assumeTrue(Files.isDirectory(image), "no runtime image (mvn -Pjlink package builds it)");
        Path runtime = image.resolve("runtime").toRealPath();
        Result r = run(work, List.of(image.resolve("bin/urikit").toString(), "extract", "notes.txt"),
                Map.of("JAVA_HOME", "/nonexistent", "JAVA_OPTS", "-XshowSettings:properties"));
        r.assertStatus(0);
        assertTrue(r.out.startsWith("notes.txt:1: http://www.w3.org/Addressing/\n"), r.out);
        assertTrue(r.err.contains("java.home = " + runtime), "java.home is the image's runtime:\n" + r.err);
        assertFalse(Files.exists(runtime.resolve("jmods")), "a runtime, not a JDK");
    }

    // --- helpers ---

    /** The subcommands docs/cli.md documents: the {@code `urikit NAME} of its {@code ###} headings. */
    static List<String> documentedCommands() throws IOException {
        Path cli = Path.of(System.getProperty("urikit.root"), "docs", "cli.md");
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile("`urikit ([a-z]+)").matcher("");
        for (String line : Files.readAllLines(cli, StandardCharsets.UTF_8)) {
            if (line.startsWith("### ")) {
                m.reset(line);
                while (m.find()) {
                    names.add(m.group(1));
                }
            }
        }
        assertTrue(names.size() >= 16, "docs/cli.md documents the commands: " + names);
        return names;
    }

    /** The long options ({@code --json}) in a help text. */
    private static List<String> options(String help) {
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*").matcher(help);
        while (m.find()) {
            names.add(m.group());
        }
        assertTrue(names.contains("--json"), help);
        return names;
    }

    /** What bash completes the last word of {@code line + " " + word} to, one candidate per line. */
    private static String complete(Path script, String line, String word) throws Exception {
        String[] words = (line + " " + word).split(" ", -1);
        StringBuilder array = new StringBuilder();
        for (String w : words) {
            array.append(" '").append(w).append('\'');
        }
        String full = String.join(" ", words);
        String bash = "source '" + script + "' 2>/dev/null; COMP_WORDS=(" + array + "); COMP_CWORD=" + (words.length - 1)
                + "; COMP_LINE='" + full + "'; COMP_POINT=" + full.length()
                + "; _complete_urikit 2>/dev/null; printf '%s\\n' \"${COMPREPLY[@]}\"";
        Result r = run(work, List.of("bash", "-c", bash), Map.of());
        r.assertOk();
        return r.out.strip();
    }

    private static Result urikit(String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(home.resolve("bin/urikit").toString());
        command.addAll(Arrays.asList(args));
        return run(work, command, Map.of());
    }

    private static Result run(Path dir, List<String> command, Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().remove("JAVA_OPTS");
        pb.environment().putAll(env);
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        return new Result(command, p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    record Result(List<String> command, int status, String out, String err) {
        void assertOk() {
            assertStatus(0);
            assertEquals("", err, "stderr of " + command);
        }

        void assertStatus(int expected) {
            assertEquals(expected, status, command + "\nstdout: " + out + "\nstderr: " + err);
        }
    }
}
