package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit whatwg}: reads each input as the WHATWG URL Standard does (browsers, {@code fetch},
 * Node), with {@link WebUrl#tryParse(String, WebUrl)}, and prints the {@code URL} API's fields.
 *
 * <pre>{@code
 * $ urikit whatwg 'HTTP://EXAMPLE.com:80/a/../b c'
 * HTTP://EXAMPLE.com:80/a/../b c -> http://example.com/b%20c
 * $ urikit whatwg --json --base http://a/b/c ../x
 * {"input":"../x","base":"http://a/b/c","valid":true,"href":"http://a/x","origin":"http://a",...,"hash":""}
 * $ urikit whatwg --json 'https://example.org:7z'
 * {"input":"https://example.org:7z","base":null,"valid":false,"error":"port-invalid","index":21}
 * }</pre>
 *
 * <p>The JSON fields are named as the web-platform-tests name them (docs/cli.md). A password is
 * shown as {@code ****} in {@code input}, {@code base}, {@code href} and {@code password} unless
 * {@code --show-passwords} is given. An invalid base makes every input invalid, with the base's
 * error and {@code "errorIn":"base"}.
 */
@Command(name = "whatwg",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Read URLs as the WHATWG URL Standard does (browsers, fetch, Node) and show the URL API's fields.",
            "With no INPUT arguments, reads standard input, one input per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every input parsed",
            "1:at least one input (or the base) failed to parse (all inputs are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class WhatwgCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Option(names = "--json", description = "Write one JSON object per input (NDJSON), with the WPT field names.")
    private boolean json;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions file;

    @Option(names = "--base", paramLabel = "URL", description = "Parse each input against this base URL.")
    private String base;

    @Option(names = "--show-passwords", description = "Show passwords instead of ****.")
    private boolean showPasswords;

    @Parameters(paramLabel = "INPUT", arity = "0..*",
            description = "Strings to parse (put '--' before one that starts with '-').")
    private List<String> inputs = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        WebUrlResult parsedBase = base == null ? null : WebUrl.tryParse(base);
        String shownBase = base == null ? null : showPasswords ? base : WebFields.maskInput(base, parsedBase);
        return ItemLoop.run(Inputs.of(inputs, io.in(), file.input), io, Format.of(json, items, "href", showPasswords), file.jobs(),
                o -> handler(o, parsedBase, shownBase));
    }

    /** The work of one thread: its handler, writing to {@code o}. */
    private ItemLoop.ItemHandler handler(PrintStream o, WebUrlResult parsedBase, String shownBase) {
        ItemLoop.ItemHandler handler;
        if (json || items.select("href") != null) {
            JsonOutput out = new JsonOutput(o, items.select("href"), false);
            handler = item -> {
                WebUrlResult r = parse(parsedBase, item);
                JsonGenerator g = out.begin();
                g.writeStringField("input", shown(item, r, parsedBase));
                g.writeStringField("base", shownBase);
                WebFields.write(g, r, showPasswords, r == parsedBase);
                out.end();
                return r.isSuccess();
            };
        } else {
            handler = item -> {
                WebUrlResult r = parse(parsedBase, item);
                String shown = HumanLine.show(shown(item, r, parsedBase));
                String result;
                if (r instanceof WebUrlResult.Success s) {
                    result = HumanLine.show(showPasswords ? s.url().href() : s.url().redacted());
                } else {
                    result = WebFields.human((WebUrlResult.Failure) r, r == parsedBase);
                }
                o.print((shownBase == null ? "" : HumanLine.show(shownBase) + " + ") + shown + " -> " + result + "\n");
                return r.isSuccess();
            };
        }
        return handler;
    }

    /** The input as printed: its password masked unless passwords are shown. */
    private String shown(String item, WebUrlResult r, WebUrlResult parsedBase) {
        if (showPasswords) {
            return item;
        }
        // A failed base is the result of every input: mask the input on its own then.
        return WebFields.maskInput(item, r == parsedBase ? WebUrl.tryParse(item) : r);
    }

    /** The input parsed against the base, or the base's failure. */
    private static WebUrlResult parse(WebUrlResult parsedBase, String item) {
        if (parsedBase == null) {
            return WebUrl.tryParse(item);
        }
        return parsedBase.isSuccess() ? WebUrl.tryParse(item, parsedBase.orNull()) : parsedBase;
    }
}
