package org.urikit.cli;

import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * {@code urikit whatwg}: reads each input as the WHATWG URL Standard does (browsers, {@code fetch},
 * Node) and prints the {@code URL} API's fields ({@link WebReading}).
 *
 * <pre>{@code
 * $ urikit whatwg 'HTTP://EXAMPLE.com:80/a/../b c'
 * HTTP://EXAMPLE.com:80/a/../b c -> http://example.com/b%20c
 * $ urikit whatwg --json --base http://a/b/c '../x?q=1'
 * {"input":"../x?q=1","base":"http://a/b/c","valid":true,"href":"http://a/x?q=1",...,"searchParams":[{"name":"q","value":"1"}]}
 * $ urikit whatwg --json 'https://example.org:7z'
 * {"input":"https://example.org:7z","base":null,"valid":false,"error":"port-invalid","index":21}
 * }</pre>
 *
 * <p>The JSON fields are named as the web-platform-tests name them (docs/cli.md). A password is
 * shown as {@code ****} in {@code input}, {@code base}, {@code href} and {@code password} unless
 * {@code --show-passwords} is given. An invalid base makes every input invalid, with the base's
 * error and {@code "errorIn":"base"}. Each input is read once, by the library's fast entry point
 * ({@link WebUrl#parseOrNull}); only a failure is read again for its error.
 */
final class WhatwgCommand extends ItemCommand<WebReading> {
    static final Opt BASE = Opt.value("URL", "Parse each input against this base URL.", "--base");

    static final CommandDef DEF = new CommandDef("whatwg") {
        @Override
        Command create(Args args) {
            return new WhatwgCommand(args);
        }
    }.description("Read URLs as the WHATWG URL Standard does (browsers, fetch, Node) and show the URL API's fields.",
            "With no INPUT arguments, reads standard input, one input per line.")
            .exits(ExitStatus.items("every input parsed",
                    "at least one input (or the base) failed to parse (all inputs are still printed)"))
            .options(Opts.ITEMS).options(BASE)
            .param(Param.many("INPUT", "Strings to parse (put '--' before one that starts with '-')."));

    private final String shownBase;
    private final WebUrl base;
    private final WebUrlResult.Failure baseFailure;

    WhatwgCommand(Args args) {
        super(args, WebReading.TABLE, "href");
        String b = args.value(BASE);
        this.shownBase = Masks.text(b, show);
        this.base = b == null ? null : WebUrl.parseOrNull(b);
        this.baseFailure = b == null || base != null ? null : (WebUrlResult.Failure) WebUrl.tryParse(b);
    }

    @Override
    WebReading compute(String item) {
        return WebReading.read(item, shownBase, base, baseFailure, show);
    }

    @Override
    boolean ok(WebReading r) {
        return r.valid();
    }

    /** {@code [BASE + ]INPUT -> HREF}, or {@code INPUT -> invalid: ERROR at index N}. */
    @Override
    void line(Out out, WebReading r) {
        if (shownBase != null) {
            out.text(HumanLine.show(shownBase)).text(" + ");
        }
        out.text(HumanLine.show(r.input())).text(" -> ").text(r.valid() ? HumanLine.show(r.href()) : r.humanFailure());
    }
}
