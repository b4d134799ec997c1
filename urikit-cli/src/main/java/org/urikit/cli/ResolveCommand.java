package org.urikit.cli;

import org.urikit.ResolveOptions;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;

/**
 * {@code urikit resolve}: resolves each reference against a base URI (RFC 3986 §5.2), with the
 * algorithm of the base's profile ({@code --profile}; RFC 3986 by default).
 *
 * <pre>{@code
 * $ urikit resolve 'http://a/b/c/d;p?q' ../g '?y'
 * http://a/b/c/d;p?q + ../g -> http://a/b/g
 * http://a/b/c/d;p?q + ?y -> http://a/b/c/d;p?y
 * $ urikit resolve --json 'http://a/b/c/d;p?q' ../g
 * {"base":"http://a/b/c/d;p?q","reference":"../g","result":"http://a/b/g"}
 * $ urikit resolve --json --non-strict 'http://a/b/c/d;p?q' http:g
 * {"base":"http://a/b/c/d;p?q","reference":"http:g","result":"http://a/b/c/g"}
 * $ urikit resolve --json 'http://a/b/c/d;p?q' 'g h'
 * {"base":"http://a/b/c/d;p?q","reference":"g h","result":null,"errorIn":"reference","error":"PATH_CHAR_INVALID",...}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. The base and every reference are
 * parsed under {@code --profile}. {@code --strict} (the default) follows RFC 3986 §5.2.2 to the
 * letter: a reference with a scheme is absolute. {@code --non-strict} takes the backward-compatible
 * reading the same section allows: a reference whose scheme equals the base's is treated as
 * relative. An invalid base, a relative base ({@code SCHEME_MISSING}, RFC 3986 §5.1), an invalid
 * reference, or a reference the algorithm refuses ({@code BASE_NOT_HIERARCHICAL} under the older
 * profiles) gives {@code "result":null} with {@code errorIn} and the library's code, index and
 * message; {@code index} is an index into the input {@code errorIn} names. The base is parsed once.
 */
final class ResolveCommand extends ResultCommand.AgainstBase {
    static final Opt STRICT = Opt.flag("A reference with a scheme is absolute (RFC 3986 section 5.2.2; the default).", "--strict");
    static final Opt NON_STRICT = Opt.flag("A reference with the base's scheme is relative "
            + "(the backward-compatible reading of section 5.2.2).", "--non-strict");

    static final CommandDef DEF = new CommandDef("resolve") {
        @Override
        Command create(Args args) {
            return new ResolveCommand(args);
        }
    }.description("Resolve URI references against a base URI (RFC 3986 section 5.2).",
            "With no REF arguments, reads standard input, one reference per line.")
            .exits(ExitStatus.items("every reference was resolved",
                    "the base or at least one reference was invalid (all references are still printed)"))
            .options(Opts.ITEMS).options(Opts.PROFILE).group(false, Opts.MODES).group(false, STRICT, NON_STRICT)
            .param(Param.one("BASE", "The base URI: absolute, with a scheme (RFC 3986 section 5.1)."))
            .param(Param.many("REF", "URI references to resolve (put '--' before one that starts with '-')."));

    private final ResolveOptions options;

    ResolveCommand(Args args) {
        super(args, "reference");
        this.options = ResolveOptions.defaults().withStrict(!args.flag(NON_STRICT));
    }

    /** The target URI of {@code reference}, or why there is none. */
    @Override
    Outcome<String> apply(String reference) {
        if (!parsedBase.succeeded()) {
            return parsedBase.rejectedAs();
        }
        Outcome<Uri> ref = mode.read("reference", reference);
        if (!ref.succeeded()) {
            return ref.rejectedAs();
        }
        Uri b = parsedBase.value();
        try {
            return Outcome.of(b.resolve(ref.value(), options).toUriString());
        } catch (UriSyntaxException e) {
            // SCHEME_MISSING (a relative base) is about the base; the algorithm's refusals point into the reference.
            return Outcome.rejected(b.isAbsolute() ? "reference" : "base", e);
        }
    }

    /** {@code BASE + REF -> RESULT}, or {@code BASE + REF -> error in the base: …}. */
    @Override
    void line(Out out, Result r) {
        out.text(HumanLine.show(r.echoes()[0])).text(" + ").text(HumanLine.show(r.echoes()[1])).text(" -> ").text(shown(r));
    }
}
