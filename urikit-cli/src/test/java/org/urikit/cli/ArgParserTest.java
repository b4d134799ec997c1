package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.Equivalence;
import org.urikit.Profile;
import org.urikit.testing.TestData;
import picocli.CommandLine;

/**
 * The fast path of the command line ({@link ArgParser}) against picocli's model of the same
 * commands ({@link Picocli}): on every command line of the CLI's test tables that the fast path
 * takes, both give the same options and arguments; what it leaves to picocli (help, clustered
 * short options, unknown options, values that look like options, repeated options) it leaves.
 */
class ArgParserTest {
    private static final Streams IO = new Streams(new ByteArrayInputStream(new byte[0]),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    /** What picocli makes of {@code argv}, or null when it refuses it (a usage error, help or version). */
    private static Args picocli(CommandDef def, String[] argv) {
        CommandLine cl = Picocli.commandLine(IO);
        cl.setExpandAtFiles(false);
        try {
            CommandLine.ParseResult r = cl.parseArgs(argv);
            if (r.isUsageHelpRequested() || r.isVersionHelpRequested() || r.subcommand() == null
                    || r.subcommand().isUsageHelpRequested() || r.subcommand().isVersionHelpRequested()) {
                return null;
            }
            return Picocli.args(def, r.subcommand().commandSpec());
        } catch (CommandLine.ParameterException e) {
            return null;
        }
    }

    @Test
    void theFastPathAgreesWithPicocliOnEveryTableRow() {
        int taken = 0;
        int left = 0;
        for (String file : List.of("parse-json", "parse-human", "usage", "script-modes", "codec", "batch", "check-json",
                "check-human", "check-usage", "diff", "edit", "equivalent", "extract", "idna", "normalize", "relativize", "resolve",
                "resolve-rfc3986-5.4", "scheme-human", "scheme-json", "scheme-usage", "template", "whatwg")) {
            for (TestData.Row row : TestData.rows("cli/" + file + ".tsv")) {
                String[] argv = MainTest.args(row);
                CommandDef def = argv.length > 0 ? Main.find(argv[0]) : null;
                if (def == null) {
                    continue;
                }
                Args fast = ArgParser.parse(def, argv, 1);
                if (fast == null) {
                    left++;
                    continue;
                }
                Args slow = picocli(def, argv);
                String where = CliCases.where(row);
                assertNotNull(slow, where + ": the fast path takes what picocli refuses");
                assertEquals(slow.asMap(), fast.asMap(), where + ": options");
                assertEquals(slow.positionals(), fast.positionals(), where + ": arguments");
                taken++;
            }
        }
        System.out.println("ArgParser: " + taken + " command lines of the tables parsed as picocli parses them, " + left
                + " left to picocli");
    }

    @Test
    void convertedValuesAndDefaults() {
        Args a = ArgParser.parse(ParseCommand.DEF, new String[] {"parse", "--profile=rfc2396", "--field", "host", "-r",
            "--field=port", "x", "-", "--", "--json"}, 1);
        assertNotNull(a);
        assertEquals(Profile.RFC2396, a.value(Opts.PROFILE));
        assertEquals(List.of("host", "port"), a.values(Opts.FIELD));
        assertEquals(true, a.flag(Opts.RAW));
        assertEquals(false, a.flag(Opts.JSON));
        assertEquals(List.of("x", "-", "--json"), a.positionals());
        Args n = ArgParser.parse(NormalizeCommand.DEF, new String[] {"normalize"}, 1);
        assertEquals(Map.of(Opts.PROFILE, Profile.RFC3986, Levels.NORMALIZE, Equivalence.SCHEME), n.asMap());
    }

    @Test
    void whatItLeavesToPicocli() {
        for (String[] argv : List.of(
                new String[] {"parse", "--help"},
                new String[] {"parse", "-h"},
                new String[] {"parse", "-V"},
                new String[] {"parse", "-rh"},
                new String[] {"parse", "--bogus"},
                new String[] {"parse", "-1"},
                new String[] {"parse", "--json", "--json"},
                new String[] {"parse", "--json=true"},
                new String[] {"parse", "--profile"},
                new String[] {"parse", "--profile", "rfc9999"},
                new String[] {"parse", "--profile", "rfc2396", "--profile", "rfc1738"},
                new String[] {"parse", "--input", "--json"},
                new String[] {"parse", "--iri", "--lenient"},
                new String[] {"parse", "--jobs", "x"},
                new String[] {"equivalent", "a"},
                new String[] {"equivalent", "a", "b", "c"},
                new String[] {"template", "x"},
                new String[] {"encode", "-cform", "x"})) {
            assertNull(ArgParser.parse(Main.find(argv[0]), argv, 1), String.join(" ", argv));
        }
    }
}
