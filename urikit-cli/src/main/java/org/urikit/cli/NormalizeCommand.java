package org.urikit.cli;

import java.util.List;
import org.urikit.Equivalence;
import org.urikit.Uri;

/**
 * {@code urikit normalize}: each URI reference in the normal form of RFC 3986 §6.2.2 (syntax-based)
 * and, by default, §6.2.3 (scheme-based), with {@link Uri#normalize(java.util.Set)}.
 *
 * <pre>{@code
 * $ urikit normalize 'HTTP://Example.COM:80/%7euser/./a/../b'
 * HTTP://Example.COM:80/%7euser/./a/../b -> http://example.com/~user/b
 * $ urikit normalize --json --level syntax 'HTTP://Example.COM:80/%7euser/./a/../b'
 * {"input":"HTTP://Example.COM:80/%7euser/./a/../b","result":"http://example.com:80/~user/b"}
 * $ urikit normalize --json 'http://h:x/'
 * {"input":"http://h:x/","result":null,"error":"PORT_INVALID","index":9,"message":"..."}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. {@code --level syntax} applies case
 * normalization (scheme and host lower-cased, percent-encoding hex upper-cased), the decoding of
 * percent-encoded unreserved characters and the removal of dot segments; {@code --level scheme}
 * (the default) adds the scheme's rules: the default port and an empty port dropped, an empty
 * http path written {@code /}, IPv6 literals in their RFC 5952 form, {@code file://localhost/}
 * written {@code file:///}. Both are exactly the keys that {@code urikit equivalent} compares at
 * that level. The inputs are parsed under {@code --profile}, whose rules the normalization then
 * follows; a relative reference is normalized as written. An invalid input gives
 * {@code "result":null} with the library's code, index and message.
 */
final class NormalizeCommand extends ResultCommand {
    static final CommandDef DEF = new CommandDef("normalize") {
        @Override
        Command create(Args args) {
            return new NormalizeCommand(args);
        }
    }.description("Normalize URI references (RFC 3986 section 6.2.2, and 6.2.3 at the scheme level).",
            "With no URI arguments, reads standard input, one URI reference per line.")
            .exits(ExitStatus.items("every input was normalized", "at least one input was invalid (all inputs are still printed)"))
            .options(Opts.ITEMS).options(Opts.PROFILE, Levels.NORMALIZE).group(false, Opts.MODES)
            .param(Param.many("URI", "URI references to normalize (put '--' before one that starts with '-')."));

    private static final Table<Result> TABLE = Result.table(List.of(Result.echo("input", 0), Result.value("result")), false);

    private final InputMode mode;
    private final Equivalence level;

    NormalizeCommand(Args args) {
        super(args, TABLE);
        this.mode = new InputMode(args);
        this.level = args.value(Levels.NORMALIZE);
    }

    @Override
    Result compute(String input) {
        Outcome<Uri> parsed = mode.read("input", input);
        String result = parsed.succeeded() ? Masks.text(parsed.value().normalize(level.normalizations()).toUriString(), show) : null;
        return Result.of(new String[] {Masks.text(input, show)}, parsed, result);
    }

    /** {@code INPUT -> RESULT}, or {@code INPUT -> error in the input: CODE at index N: …}. */
    @Override
    void line(Out out, Result r) {
        out.text(HumanLine.show(r.echoes()[0])).text(" -> ").text(shown(r));
    }
}
