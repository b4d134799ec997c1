package org.urikit.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * picocli's model of the {@code urikit} command, built from the {@link CommandDef}s with picocli's
 * programmatic API (no annotations are read, so no annotation proxy class is made at run time):
 * it prints the help ({@code --help}, {@code help COMMAND}) and the version, reports usage errors
 * in picocli's words, and parses every command line that {@link ArgParser} leaves to it; man pages
 * and shell completion are generated from {@link #commandLine(Streams)}, so they never drift from
 * the help.
 *
 * <pre>{@code
 * Picocli.run(new String[] {"parse", "--help"}, io);   // the model of 'parse' alone
 * CommandLine cl = Picocli.commandLine(io);     // the whole command, every subcommand
 * cl.getSubcommands().get("parse").getCommandSpec().findOption("--json");
 * }</pre>
 *
 * <p>A call that names a subcommand builds the model of that subcommand only (picocli dispatches
 * on the first argument, so the others could not match); anything else ({@code urikit},
 * {@code urikit --help}, {@code urikit help parse}, a misspelt command) gets the whole tree.
 */
final class Picocli {
    private Picocli() {
    }

    /** Runs {@code args} through picocli: help, version, usage errors, or the command itself. */
    static int run(String[] args, Streams io) {
        CommandDef def = args.length > 0 ? Main.find(args[0]) : null;
        CommandLine cl = def != null ? commandLine(io, List.of(def)) : commandLine(io);
        PrintWriter helpOut = new PrintWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), true);
        PrintWriter helpErr = new PrintWriter(new OutputStreamWriter(io.err(), StandardCharsets.UTF_8), true);
        cl.setOut(helpOut);
        cl.setErr(helpErr);
        cl.setParameterExceptionHandler((ex, arguments) -> {
            String command = ex.getCommandLine().getCommandSpec().qualifiedName();
            io.err().println(command + ": " + Main.oneLine(ex.getMessage()) + " (see '" + command + " --help')");
            return ExitStatus.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            io.err().println(commandLine.getCommandSpec().qualifiedName() + ": internal error: " + Main.oneLine(String.valueOf(ex)));
            return ExitStatus.FAILURE;
        });
        int status = cl.execute(args);
        helpOut.flush();
        helpErr.flush();
        return status;
    }

    /** The whole {@code urikit} command: the top level and every subcommand, in the order of the help. */
    static CommandLine commandLine(Streams io) {
        CommandLine cl = commandLine(io, Main.commands());
        cl.addSubcommand("help", new CommandLine.HelpCommand());
        return cl;
    }

    /** The {@code urikit} command with the subcommands {@code defs}. */
    private static CommandLine commandLine(Streams io, List<CommandDef> defs) {
        CommandSpec root = CommandSpec.wrapWithoutInspection(new Root());
        root.name("urikit").versionProvider(new VersionProvider());
        standardHelpOptions(root);
        root.usageMessage()
                .description("URI references: RFC 3986, with the earlier URL generations as profiles.")
                .synopsisSubcommandLabel("COMMAND")
                .commandListHeading("%nCommands:%n")
                .exitCodeListHeading("%nExit status:%n")
                .exitCodeList(exitCodes(ExitStatus.TOP_LEVEL))
                .footer("%nWith no input arguments a command (all but 'equivalent', which takes exactly A and B, and 'serve', "
                        + "which reads no input) reads standard input, one item per line, and writes one result per line.",
                        "Run 'urikit COMMAND --help' for a command's options.");
        CommandLine cl = new CommandLine(root);
        ((Root) root.userObject()).commandLine = cl;
        for (CommandDef def : defs) {
            cl.addSubcommand(def.name, new CommandLine(spec(def, io)));
        }
        // "@file" would read arguments from a file, and "@" is legal at the start of a relative reference.
        cl.setExpandAtFiles(false);
        return cl;
    }

    /** {@code urikit} without a subcommand is a usage error. */
    private static final class Root implements Callable<Integer> {
        CommandLine commandLine;

        @Override
        public Integer call() {
            throw new ParameterException(commandLine, "missing command, e.g. 'urikit parse URI'");
        }
    }

    /** Runs a subcommand parsed by picocli: its values become {@link Args}. */
    private static final class Run implements Callable<Integer> {
        final CommandDef def;
        final Streams io;
        CommandSpec spec;

        Run(CommandDef def, Streams io) {
            this.def = def;
            this.io = io;
        }

        @Override
        public Integer call() {
            return Main.execute(def, args(def, spec), io);
        }
    }

    /** The {@link Args} of a subcommand whose command line picocli has parsed into {@code spec}. */
    static Args args(CommandDef def, CommandSpec spec) {
        Map<Opt, Object> values = new HashMap<>();
        for (Opt o : def.allOptions()) {
            Object v = spec.findOption(o.longestName()).getValue();
            if (o.isFlag()) {
                if (Boolean.TRUE.equals(v)) {
                    values.put(o, Boolean.TRUE);
                }
            } else if (v != null && !(o.repeatable && ((List<?>) v).isEmpty())) {
                values.put(o, v);
            }
        }
        List<String> positionals = new ArrayList<>();
        for (PositionalParamSpec p : spec.positionalParameters()) {
            Object v = p.getValue();
            if (v instanceof List<?> list) {
                for (Object o : list) {
                    positionals.add((String) o);
                }
            } else if (v != null) {
                positionals.add((String) v);
            }
        }
        return new Args(values, positionals);
    }

    /** picocli's model of one subcommand. */
    static CommandSpec spec(CommandDef def, Streams io) {
        Run run = new Run(def, io);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(run);
        run.spec = spec;
        spec.name(def.name).versionProvider(new VersionProvider());
        spec.usageMessage().description(def.description).exitCodeListHeading("%nExit status:%n").exitCodeList(exitCodes(def.exits));
        for (Opt o : def.options) {
            spec.addOption(option(o));
        }
        for (CommandDef.Group g : def.groups) {
            ArgGroupSpec.Builder b = ArgGroupSpec.builder().exclusive(true).multiplicity(g.required() ? "1" : "0..1");
            for (Opt o : g.options()) {
                b.addArg(option(o));
            }
            spec.addArgGroup(b.build());
        }
        int index = 0;
        for (Param p : def.params) {
            boolean many = p.max() == Integer.MAX_VALUE;
            PositionalParamSpec.Builder b = PositionalParamSpec.builder()
                    .index(many ? index + "..*" : String.valueOf(index))
                    .paramLabel(p.label())
                    .description(p.description())
                    .arity(many ? (p.min() + "..*") : "1")
                    .required(p.min() > 0);
            if (many) {
                b.type(List.class).auxiliaryTypes(String.class);
            } else {
                b.type(String.class);
            }
            spec.addPositional(b.build());
            index++;
        }
        standardHelpOptions(spec);
        return spec;
    }

    /**
     * {@code -h, --help} and {@code -V, --version}, as picocli's {@code mixinStandardHelpOptions}
     * declares them, built here: that mixin is read from annotations.
     */
    private static void standardHelpOptions(CommandSpec spec) {
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).description("Print version information and exit.")
                .build());
    }

    private static OptionSpec option(Opt o) {
        OptionSpec.Builder b = OptionSpec.builder(o.names).description(o.description);
        if (o.isFlag()) {
            return b.type(boolean.class).arity("0").build();
        }
        b.paramLabel(o.label).arity("1");
        if (o.repeatable) {
            b.type(List.class).auxiliaryTypes(String.class);
        } else {
            b.type(String.class);
        }
        if (o.defaultValue != null) {
            b.defaultValue(o.defaultValue);
        }
        if (o.candidates != null) {
            b.completionCandidates(o.candidates);
        }
        if (o.converter != null) {
            ITypeConverter<Object> c = text -> {
                try {
                    return o.convert(text);
                } catch (IllegalArgumentException e) {
                    throw new TypeConversionException(e.getMessage());
                }
            };
            b.converters(c);
        }
        return b.build();
    }

    /** {@code "0:meaning"} strings as picocli's exit code list. */
    private static Map<String, String> exitCodes(String[] codes) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String c : codes) {
            int colon = c.indexOf(':');
            m.put(c.substring(0, colon), c.substring(colon + 1));
        }
        return m;
    }
}
