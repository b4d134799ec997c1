package org.urikit.cli;

import java.util.List;
import org.urikit.Equivalence;
import org.urikit.Uri;

/**
 * {@code urikit equivalent}: whether two URI references are equivalent at one rung of RFC 3986's
 * comparison ladder (§6.2), with {@link Equivalence#test(Uri, Uri)}; the exit status
 * says it too (0 equivalent, 1 not).
 *
 * <pre>{@code
 * $ urikit equivalent http://example.com/ http://example.com:80/
 * http://example.com/ == http://example.com:80/ (scheme level)
 * $ urikit equivalent --json --level syntax http://example.com/ http://example.com:80/; echo $?
 * {"a":"http://example.com/","b":"http://example.com:80/","equivalent":false,"level":"syntax"}
 * 1
 * $ urikit equivalent --json http://a/ 'http://h:x/'
 * {"a":"http://a/","b":"http://h:x/","equivalent":null,"level":"scheme","errorIn":"B","error":"PORT_INVALID",...}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. Levels: {@code string} compares the
 * characters (§6.2.1); {@code syntax} compares after case, percent-encoding and dot-segment
 * normalization (§6.2.2); {@code scheme} (the default) also applies the scheme's rules, such as
 * the default port (§6.2.3). {@code false} does not prove that A and B identify different
 * resources (§6.1), and the references are compared as written: resolve relative ones first.
 * Both are parsed under {@code --profile}. An invalid A or B gives {@code "equivalent":null} with
 * the library's code, index and message (A is checked first) and exit status 4. A and B are both
 * required; standard input is not read.
 */
final class EquivalentCommand extends ResultCommand {
    static final CommandDef DEF = new CommandDef("equivalent") {
        @Override
        Command create(Args args) {
            return new EquivalentCommand(args);
        }
    }.description("Tell whether two URI references are equivalent (RFC 3986 section 6.2); the exit status says it too.")
            .exits("0:A and B are equivalent", "1:A and B are not equivalent", ExitStatus.USAGE_LINE,
                    "3:the command failed (unwritable output, internal error)", "4:A or B is not a valid URI reference")
            .options(Opts.JSON, Opts.FIELD, Opts.RAW, Opts.SHOW_PASSWORDS, Opts.PROFILE, Levels.COMPARE).group(false, Opts.MODES)
            .param(Param.one("A", "A URI reference (put '--' before A if it starts with '-')."))
            .param(Param.one("B", "The URI reference to compare A with."));

    private final InputMode mode;
    private final Equivalence level;
    private volatile boolean comparable = true;

    EquivalentCommand(Args args) {
        super(args, Result.table(List.of(Result.echo("a", 0), Result.echo("b", 1), Result.value("equivalent"),
                Result.constant("level", Levels.name(args.value(Levels.COMPARE)))), true), "equivalent");
        this.mode = new InputMode(args);
        this.level = args.value(Levels.COMPARE);
    }

    @Override
    List<String> items() {
        return List.of("A and B"); // one item: the pair
    }

    @Override
    public int run(Streams io) {
        int status = super.run(io);
        return status == ExitStatus.INVALID && !comparable ? ExitStatus.NOT_COMPARABLE : status;
    }

    @Override
    Result compute(String ignored) {
        String a = args.positionals().get(0);
        String b = args.positionals().get(1);
        Outcome<Boolean> o = compare(a, b);
        comparable = o.succeeded();
        return Result.of(new String[] {Masks.text(a, show), Masks.text(b, show)}, o, o.value());
    }

    /** Whether A and B are equivalent at the chosen level, or why they cannot be compared. */
    private Outcome<Boolean> compare(String a, String b) {
        Outcome<Uri> ua = mode.read("A", a);
        if (!ua.succeeded()) {
            return ua.rejectedAs();
        }
        Outcome<Uri> ub = mode.read("B", b);
        if (!ub.succeeded()) {
            return ub.rejectedAs();
        }
        return Outcome.of(level.test(ua.value(), ub.value()));
    }

    @Override
    boolean ok(Result r) {
        return r.succeeded() && (Boolean) r.value();
    }

    /** {@code A == B (scheme level)}, {@code A != B (…)}, or {@code A vs B (…) -> error in B: …}. */
    @Override
    void line(Out out, Result r) {
        String a = HumanLine.show(r.echoes()[0]);
        String b = HumanLine.show(r.echoes()[1]);
        String lvl = " (" + Levels.name(level) + " level)";
        if (r.succeeded()) {
            out.text(a).text((Boolean) r.value() ? " == " : " != ").text(b).text(lvl);
        } else {
            out.text(a).text(" vs ").text(b).text(lvl).text(" -> ").text(r.rejection().human());
        }
    }
}
