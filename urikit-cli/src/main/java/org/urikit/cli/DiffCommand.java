package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.whatwg.UrlReadings;
import org.urikit.whatwg.WebUrlResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit diff}: reads each input both ways, RFC 3986 and the WHATWG URL Standard, and says
 * where the readings disagree ({@link UrlReadings#compare(String, String)}); the exit status is 0
 * when every input agrees and 1 when one does not.
 *
 * <pre>{@code
 * $ urikit diff 'http://evil.com\@good.com/' https://example.com/a
 * "http://evil.com\\@good.com/": disagree: validity rfc3986 invalid, whatwg valid
 * https://example.com/a: agree
 * $ urikit diff --json http://0x7f.1/
 * {"input":"http://0x7f.1/","base":null,"agree":false,"rfc3986":{"valid":true,...},"whatwg":{"valid":true,...},
 *  "differences":[{"component":"host","rfc3986":"0x7f.1","whatwg":"127.0.0.1"}]}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. Passwords are {@code ****} everywhere
 * unless {@code --show-passwords} is given.
 */
@Command(name = "diff",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Read each input as RFC 3986 and as the WHATWG URL Standard do, and show where the readings disagree.",
            "With no INPUT arguments, reads standard input, one input per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the two readings of every input agree",
            "1:the readings of at least one input disagree (all inputs are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class DiffCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Option(names = "--json", description = "Write one JSON object per input (NDJSON).")
    private boolean json;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions file;

    @Option(names = "--base", paramLabel = "URL", description = "Resolve each input against this base URL (in both readings).")
    private String base;

    @Option(names = "--show-passwords", description = "Show passwords instead of ****.")
    private boolean showPasswords;

    @Parameters(paramLabel = "INPUT", arity = "0..*",
            description = "Strings to compare (put '--' before one that starts with '-').")
    private List<String> inputs = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        String shownBase = base == null || showPasswords ? base : WebFields.maskInput(base, org.urikit.whatwg.WebUrl.tryParse(base));
        return ItemLoop.run(Inputs.of(inputs, io.in(), file.input), io, Format.of(json, items, "agree", showPasswords), file.jobs(),
                o -> handler(o, shownBase));
    }

    /** The work of one thread: its handler, writing to {@code o}. */
    private ItemLoop.ItemHandler handler(PrintStream o, String shownBase) {
        ItemLoop.ItemHandler handler;
        if (json || items.select("agree") != null) {
            JsonOutput out = new JsonOutput(o, items.select("agree"), false);
            handler = item -> {
                UrlReadings r = UrlReadings.compare(item, base);
                JsonGenerator g = out.begin();
                g.writeStringField("input", shownInput(r));
                g.writeStringField("base", shownBase);
                g.writeBooleanField("agree", r.agree());
                g.writeObjectFieldStart("rfc3986");
                writeRfc(g, r);
                g.writeEndObject();
                g.writeObjectFieldStart("whatwg");
                WebFields.write(g, r.whatwg(), showPasswords, isBase(r.whatwg(), item));
                g.writeEndObject();
                g.writeArrayFieldStart("differences");
                for (UrlReadings.Difference d : r.differences()) {
                    g.writeStartObject();
                    g.writeStringField("component", d.component().jsonName());
                    g.writeStringField("rfc3986", shown(d, d.rfc3986()));
                    g.writeStringField("whatwg", shown(d, d.whatwg()));
                    g.writeEndObject();
                }
                g.writeEndArray();
                out.end();
                return r.agree();
            };
        } else {
            handler = item -> {
                UrlReadings r = UrlReadings.compare(item, base);
                StringBuilder line = new StringBuilder();
                if (shownBase != null) {
                    line.append(HumanLine.show(shownBase)).append(" + ");
                }
                line.append(HumanLine.show(shownInput(r))).append(": ").append(r.agree() ? "agree" : "disagree: ");
                for (int i = 0; i < r.differences().size(); i++) {
                    UrlReadings.Difference d = r.differences().get(i);
                    line.append(i > 0 ? "; " : "").append(d.component().jsonName())
                            .append(" rfc3986 ").append(humanValue(d, d.rfc3986()))
                            .append(", whatwg ").append(humanValue(d, d.whatwg()));
                }
                o.print(line.append('\n'));
                return r.agree();
            };
        }
        return handler;
    }

    private String shownInput(UrlReadings r) {
        if (showPasswords) {
            return r.input();
        }
        WebUrlResult w = r.whatwg();
        // When the base failed, the WHATWG result is the base's; mask the input on its own then.
        return WebFields.maskInput(r.input(), isBase(w, r.input()) ? org.urikit.whatwg.WebUrl.tryParse(r.input()) : w);
    }

    private boolean isBase(WebUrlResult w, String item) {
        return base != null && w instanceof WebUrlResult.Failure f && !f.input().equals(item);
    }

    /** The fields of the RFC 3986 reading: the URI and its components as written, or the error. */
    private void writeRfc(JsonGenerator g, UrlReadings r) throws IOException {
        ParseResult p = r.rfc3986();
        if (p instanceof ParseResult.Success s) {
            Uri u = s.uri();
            g.writeBooleanField("valid", true);
            g.writeStringField("uri", showPasswords ? u.toUriString() : u.redacted());
            g.writeStringField("scheme", u.scheme());
            g.writeStringField("userinfo", maskUserInfo(u.userInfo()));
            g.writeStringField("host", u.host());
            g.writeStringField("port", u.port());
            g.writeStringField("path", u.path());
            g.writeStringField("query", u.query());
            g.writeStringField("fragment", u.fragment());
        } else {
            ParseResult.Failure f = (ParseResult.Failure) p;
            g.writeBooleanField("valid", false);
            g.writeStringField("error", f.error().name());
            g.writeNumberField("index", f.index());
            if (base != null && !f.input().equals(r.input())) {
                g.writeStringField("errorIn", "base");
            }
        }
    }

    /** A difference's value as shown: a userinfo's password masked. */
    private String shown(UrlReadings.Difference d, String value) {
        return d.component() == UrlReadings.Component.USERINFO ? maskUserInfo(value) : value;
    }

    private String humanValue(UrlReadings.Difference d, String value) {
        String v = shown(d, value);
        if (v == null) {
            return "(none)";
        }
        return d.component() == UrlReadings.Component.VALIDITY ? v : HumanLine.show(v);
    }

    /** {@code user:password} with a non-empty password as {@code user:****} (the first ':' separates them in both readings). */
    private String maskUserInfo(String userInfo) {
        if (showPasswords || userInfo == null) {
            return userInfo;
        }
        int colon = userInfo.indexOf(':');
        return colon < 0 || colon == userInfo.length() - 1 ? userInfo : userInfo.substring(0, colon + 1) + PasswordMask.MASK;
    }
}
