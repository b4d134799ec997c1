package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.Equivalence;
import org.urikit.Profile;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * picocli's model of the command ({@link Picocli}): what a parsed command line becomes
 * ({@link Args}: converted values, defaults, repeated options, {@code --}), and that the model is
 * built without picocli's annotation-driven mixin.
 */
class PicocliTest {
    private static final Streams IO = new Streams(new ByteArrayInputStream(new byte[0]),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    /** The {@link Args} of {@code argv} as picocli parses it. */
    private static Args parse(String... argv) {
        CommandLine.ParseResult r = Picocli.commandLine(IO).parseArgs(argv);
        return Picocli.args(Main.find(argv[0]), r.subcommand().commandSpec());
    }

    @Test
    void convertedValuesRepeatedOptionsAndTheEndOfOptions() {
        Args a = parse("parse", "--profile=rfc2396", "--field", "host", "-r", "--field=port", "x", "-", "--", "--json");
        assertEquals(Profile.RFC2396, a.value(Opts.PROFILE));
        assertEquals(List.of("host", "port"), a.values(Opts.FIELD));
        assertTrue(a.flag(Opts.RAW));
        assertFalse(a.flag(Opts.JSON));
        assertEquals(List.of("x", "-", "--json"), a.positionals());
    }

    @Test
    void defaultsAreApplied() {
        Args n = parse("normalize");
        assertEquals(Profile.RFC3986, n.value(Opts.PROFILE));
        assertEquals(Equivalence.SCHEME, n.value(Levels.NORMALIZE));
        assertEquals(List.of(), n.values(Opts.FIELD));
        assertEquals(List.of(), n.positionals());
    }

    @Test
    void helpAndVersionOptionsWithoutTheAnnotatedMixin() {
        CommandLine cl = Picocli.commandLine(IO);
        List<CommandSpec> specs = new java.util.ArrayList<>();
        specs.add(cl.getCommandSpec());
        for (CommandDef d : Main.commands()) {
            specs.add(cl.getSubcommands().get(d.name).getCommandSpec());
        }
        for (CommandSpec spec : specs) {
            String name = spec.qualifiedName();
            assertTrue(spec.mixins().isEmpty(), name + ": no mixin (picocli reads mixinStandardHelpOptions from annotations)");
            OptionSpec help = spec.findOption("--help");
            OptionSpec version = spec.findOption("--version");
            assertTrue(help != null && help.usageHelp() && List.of(help.names()).equals(List.of("-h", "--help")), name + ": -h, --help");
            assertTrue(version != null && version.versionHelp() && List.of(version.names()).equals(List.of("-V", "--version")),
                    name + ": -V, --version");
        }
    }
}
