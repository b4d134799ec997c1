package org.urikit.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code urikit} command: the command-line face of the library, one subcommand per
 * operation. The output of every subcommand is a contract (docs/cli.md): scripts parse
 * {@code --json} lines and rely on the exit status.
 *
 * <pre>{@code
 * $ urikit parse --json 'http://[::1]:80/a?b#c'
 * {"input":"http://[::1]:80/a?b#c","valid":true,"absolute":true,"scheme":"http","authority":"[::1]:80",...}
 * $ printf 'http://a/\nhttp://h:x/\n' | urikit parse --json    # one line out per line in; exit status 1
 * }</pre>
 *
 * <p>Exit status: {@value ExitStatus#OK} when every item succeeded, {@value ExitStatus#INVALID}
 * when at least one item was invalid (all items are still processed), {@value ExitStatus#USAGE}
 * for a usage error (one line on stderr, never a stack trace) and {@value ExitStatus#FAILURE}
 * when the command itself failed (unreadable input, unwritable output, an internal error).
 *
 * <p>Adding a subcommand is one new class (a {@link Callable} annotated with {@code @Command},
 * taking {@link Streams} from its {@code @ParentCommand Main}) and one line in the
 * {@code COMMANDS} list below. The shared pieces are {@link Inputs} (arguments or stdin, one
 * item per line), {@link ItemLoop} (per-item error isolation and exit-status aggregation),
 * {@link JsonOutput} (NDJSON), {@link HumanOutput} (readable blocks) and {@link ProfileOption}
 * ({@code --profile}). Like Jena's {@code cmd/}, commands only handle arguments and formatting;
 * everything URI-related is the public API of {@code org.urikit}.
 */
@Command(name = "urikit",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "URI references: RFC 3986, with the earlier URL generations as profiles.",
        synopsisSubcommandLabel = "COMMAND",
        commandListHeading = "%nCommands:%n",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every item succeeded",
            "1:at least one item was invalid (all items are still processed)",
            "2:usage error (unknown option, missing argument)",
            "3:the command failed (unreadable input, unwritable output, out of memory, internal error)",
            "4:'equivalent' only: A or B is not a valid URI reference"},
        footer = {"%nWith no input arguments a command (all but 'equivalent', which takes exactly A and B) reads "
                + "standard input, one item per line, and writes one result per line.", "Run 'urikit COMMAND --help' for a command's options."})
public final class Main implements Callable<Integer> {
    /**
     * The subcommands, in the order of the help text. They are registered with picocli only when
     * needed: {@code urikit parse …} builds the model of {@code parse} alone (picocli reads every
     * registered command's annotations by reflection, which is most of the start-up time of a
     * short call); the help, an unknown name or no command registers them all.
     */
    private static final Map<String, String> COMMANDS = new LinkedHashMap<>();

    static {
        COMMANDS.put("parse", "org.urikit.cli.ParseCommand");
        COMMANDS.put("resolve", "org.urikit.cli.ResolveCommand");
        COMMANDS.put("relativize", "org.urikit.cli.RelativizeCommand");
        COMMANDS.put("normalize", "org.urikit.cli.NormalizeCommand");
        COMMANDS.put("equivalent", "org.urikit.cli.EquivalentCommand");
        COMMANDS.put("scheme", "org.urikit.cli.SchemeCommand");
        COMMANDS.put("extract", "org.urikit.cli.ExtractCommand");
        COMMANDS.put("whatwg", "org.urikit.cli.WhatwgCommand");
        COMMANDS.put("diff", "org.urikit.cli.DiffCommand");
        COMMANDS.put("idna", "org.urikit.cli.IdnaCommand");
        COMMANDS.put("template", "org.urikit.cli.TemplateCommand");
        COMMANDS.put("check", "org.urikit.cli.CheckCommand");
        COMMANDS.put("encode", "org.urikit.cli.CodecCommand$Encode");
        COMMANDS.put("decode", "org.urikit.cli.CodecCommand$Decode");
        COMMANDS.put("stats", "org.urikit.cli.StatsCommand");
        COMMANDS.put("dedupe", "org.urikit.cli.DedupeCommand");
        COMMANDS.put("help", "picocli.CommandLine$HelpCommand");
    }

    @Spec
    private CommandSpec spec;

    private final Streams streams;

    Main(Streams streams) {
        this.streams = streams;
    }

    /** The class of a subcommand, loaded by name so that a call loads only its own command. */
    private static Class<?> command(String className) {
        try {
            return Class.forName(className);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("missing command class " + className, e);
        }
    }

    /** The streams the subcommands read from and write to. */
    Streams streams() {
        return streams;
    }

    /** {@code urikit} without a subcommand is a usage error. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing command, e.g. 'urikit parse URI'");
    }

    /**
     * The whole command tree, every subcommand registered, on the process's streams: the model that
     * the build generates the man pages and the shell completion from (DocsGenerator in the tests).
     */
    static CommandLine commandTree() {
        CommandLine cl = new CommandLine(new Main(new Streams(System.in, System.out, System.err)));
        COMMANDS.forEach((name, className) -> cl.addSubcommand(name, command(className)));
        return cl;
    }

    /** Runs the command on the process's streams and exits with its status. */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new BufferedOutputStream(new OutputGuard(new FileOutputStream(FileDescriptor.out)),
                1 << 16), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        Progress.enabled = stderrIsTerminal();
        int status;
        try {
            status = run(args, System.in, out, err);
        } catch (OutOfMemoryError e) {
            err.println(ItemLoop.outOfMemory("the command"));
            status = ExitStatus.FAILURE;
        } catch (Throwable e) {
            err.println("urikit: internal error: " + oneLine(String.valueOf(e)));
            status = ExitStatus.FAILURE;
        }
        out.flush();
        if (out.checkError() && status != ExitStatus.FAILURE && !OutputGuard.isBrokenPipe(OutputGuard.failure())) {
            // A failure the command did not see (help text, a command that writes outside the item loop).
            err.println("urikit: cannot write the output: " + oneLine(String.valueOf(
                    OutputGuard.failure() == null ? "write error" : OutputGuard.failure().getMessage())));
            status = ExitStatus.FAILURE;
        }
        err.flush();
        System.exit(status);
    }

    /**
     * Runs the command in-process and returns its exit status; never calls {@link System#exit}.
     * Standard input is read as UTF-8 and text is written as UTF-8, so {@code out} and {@code err}
     * should be UTF-8 print streams.
     *
     * @param args the command-line arguments, e.g. {@code {"parse", "--json", "http://a/"}}
     * @param in   standard input, read when a command gets no input arguments
     * @param out  standard output: the results
     * @param err  standard error: usage errors and failures, one line each
     * @return the exit status, one of the {@link ExitStatus} constants
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new Main(new Streams(in, out, err)));
        String only = args.length > 0 && !args[0].equals("help") ? COMMANDS.get(args[0]) : null;
        if (only != null) {
            cl.addSubcommand(args[0], command(only));
        } else {
            COMMANDS.forEach((name, className) -> cl.addSubcommand(name, command(className)));
        }
        // "@file" would read arguments from a file, and "@" is legal at the start of a relative reference.
        cl.setExpandAtFiles(false);
        PrintWriter helpOut = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter helpErr = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        cl.setOut(helpOut);
        cl.setErr(helpErr);
        cl.setParameterExceptionHandler((ex, arguments) -> {
            String command = ex.getCommandLine().getCommandSpec().qualifiedName();
            err.println(command + ": " + oneLine(ex.getMessage()) + " (see '" + command + " --help')");
            return ExitStatus.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof java.io.UncheckedIOException u && u.getMessage() != null && u.getMessage().startsWith("cannot read")) {
                err.println(commandLine.getCommandSpec().qualifiedName() + ": " + oneLine(u.getMessage()));
                return ExitStatus.FAILURE;
            }
            err.println(commandLine.getCommandSpec().qualifiedName() + ": internal error: " + oneLine(String.valueOf(ex)));
            return ExitStatus.FAILURE;
        });
        int status = cl.execute(args);
        helpOut.flush();
        helpErr.flush();
        out.flush();
        err.flush();
        return status;
    }

    /**
     * Whether standard error is a terminal, for the progress line: on Linux the link
     * {@code /proc/self/fd/2} names a terminal device; elsewhere, whether the JVM has a console.
     */
    static boolean stderrIsTerminal() {
        try {
            String target = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception | LinkageError e) {
            return System.console() != null;
        }
    }

    /** The text on one line: line breaks become spaces, so a message is always one stderr line. */
    static String oneLine(String s) {
        return s == null ? "" : s.strip().replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
    }
}
