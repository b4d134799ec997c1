package org.urikit.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

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
 * <p>Each subcommand is one class with its model, a {@link CommandDef} constant {@code DEF}
 * (options shared by several commands come from {@link Opts}), listed in {@link #find} and
 * {@link #commands}. A call is parsed against that model by {@link ArgParser}, which loads nothing
 * but the command asked for; the help, the version, usage errors and anything unusual go through
 * picocli's model of the same commands ({@link Picocli}). The shared pieces are {@link Inputs}
 * (arguments or stdin, one item per line), {@link ItemLoop} (per-item error isolation, exit
 * status, threads), {@link ItemCommand} (the field table of a command drives its JSON, its
 * {@code --field} and its blocks for people) and {@link Out} (the output buffer). Like Jena's
 * {@code cmd/}, commands only handle arguments and formatting; everything URI-related is the
 * public API of {@code org.urikit}.
 */
public final class Main {
    private Main() {
    }

    /** The model of the subcommand called {@code name}, or null; only that command's class is loaded. */
    static CommandDef find(String name) {
        switch (name) {
            case "parse": return ParseCommand.DEF;
            case "resolve": return ResolveCommand.DEF;
            case "relativize": return RelativizeCommand.DEF;
            case "normalize": return NormalizeCommand.DEF;
            case "edit": return EditCommand.DEF;
            case "equivalent": return EquivalentCommand.DEF;
            case "scheme": return SchemeCommand.DEF;
            case "extract": return ExtractCommand.DEF;
            case "whatwg": return WhatwgCommand.DEF;
            case "diff": return DiffCommand.DEF;
            case "idna": return IdnaCommand.DEF;
            case "template": return TemplateCommand.DEF;
            case "check": return CheckCommand.DEF;
            case "encode": return CodecCommand.ENCODE;
            case "decode": return CodecCommand.DECODE;
            case "stats": return StatsCommand.DEF;
            case "dedupe": return DedupeCommand.DEF;
            case "serve": return ServeCommand.DEF;
            default: return null;
        }
    }

    /** Every subcommand, in the order of the help. */
    static List<CommandDef> commands() {
        List<CommandDef> all = new ArrayList<>();
        for (String name : new String[] {"parse", "resolve", "relativize", "normalize", "edit", "equivalent", "scheme", "extract",
            "whatwg", "diff", "idna", "template", "check", "encode", "decode", "stats", "dedupe",
            "serve"}) {
            all.add(find(name));
        }
        return all;
    }

    /**
     * The whole command tree, every subcommand registered, on the process's streams: the model that
     * the build generates the man pages and the shell completion from (DocsGenerator in the tests).
     */
    static picocli.CommandLine commandTree() {
        return Picocli.commandLine(new Streams(System.in, System.out, System.err));
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
        Streams io = new Streams(in, out, err);
        CommandDef def = args.length > 0 ? find(args[0]) : null;
        Args parsed = def == null ? null : ArgParser.parse(def, args, 1);
        int status = parsed != null ? execute(def, parsed, io) : Picocli.run(args, io);
        out.flush();
        err.flush();
        return status;
    }

    /** Runs subcommand {@code def} with its parsed arguments; a usage error or a failure is one stderr line. */
    static int execute(CommandDef def, Args args, Streams io) {
        String name = "urikit " + def.name;
        try {
            return def.create(args).run(io);
        } catch (Command.UsageError e) {
            io.err().println(name + ": " + oneLine(e.getMessage()) + " (see '" + name + " --help')");
            return ExitStatus.USAGE;
        } catch (UncheckedIOException e) {
            String m = e.getMessage();
            io.err().println(name + ": " + (m != null && m.startsWith("cannot read") ? oneLine(m)
                    : "internal error: " + oneLine(String.valueOf(e))));
            return ExitStatus.FAILURE;
        } catch (IOException | RuntimeException e) {
            io.err().println(name + ": internal error: " + oneLine(String.valueOf(e)));
            return ExitStatus.FAILURE;
        }
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
