package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaError;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46Options;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit idna}: each domain through the URL Standard's "domain to ASCII" (§3.3, with the
 * host parser's check for forbidden domain code points), or with {@code --to-unicode} its
 * "domain to Unicode", both with {@code beStrict} false, every label checked: UTS #46 ToASCII
 * with the standard's options runs on ASCII domains too
 * ({@link Idna#domainToAscii(String, Uts46Options)}), so {@code xn--} and {@code xn--a}, which
 * decode to nothing and to U+0080, are errors, although a URL parser takes an ASCII host as it is.
 *
 * <pre>{@code
 * $ urikit idna Bücher.example
 * "Bücher.example" -> xn--bcher-kva.example
 * $ urikit idna --to-unicode xn--bcher-kva.example
 * xn--bcher-kva.example -> "bücher.example"
 * $ urikit idna --json 'a b'
 * {"input":"a b","ascii":null,"unicode":"a b","valid":false,"errors":[{"code":"FORBIDDEN_DOMAIN_CODE_POINT","index":1,"message":"..."}]}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md: {@code ascii} is the result of domain to
 * ASCII ({@code null} when it fails), {@code unicode} that of domain to Unicode (always a string),
 * {@code valid} and {@code errors} those of the operation asked for (domain to ASCII, or domain to
 * Unicode with {@code --to-unicode}), each error with the code of
 * {@link org.urikit.idna.IdnaErrorCode}, the UTF-16 index in the input and a message. The human
 * format is one line per input: {@code INPUT -> RESULT}, or {@code INPUT -> error: CODE at index N:
 * message} for the first error.
 */
@Command(name = "idna",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Convert domain names as the URL Standard does (UTS #46 IDNA): to ASCII, or with --to-unicode to Unicode.",
            "With no DOMAIN arguments, reads standard input, one domain per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every domain was converted without error",
            "1:at least one domain had an error (all domains are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class IdnaCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Option(names = "--json", description = "Write one JSON object per domain (NDJSON).")
    private boolean json;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions file;

    @Option(names = "--to-unicode", description = "Convert to Unicode (URL Standard domain to Unicode) instead of to ASCII.")
    private boolean toUnicode;

    @Parameters(paramLabel = "DOMAIN", arity = "0..*",
            description = "Domain names (put '--' before one that starts with '-').")
    private List<String> domains = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        return ItemLoop.run(Inputs.of(domains, io.in(), file.input), io, Format.of(json, items, "ascii", false), file.jobs(),
                o -> handler(o));
    }

    /** The work of one thread: its handler, writing to {@code o}. */
    private ItemLoop.ItemHandler handler(PrintStream o) {
        ItemLoop.ItemHandler handler;
        if (json || items.select("ascii") != null) {
            JsonOutput out = new JsonOutput(o, items.select("ascii"), false);
            handler = input -> {
                IdnaResult ascii = Idna.domainToAscii(input, Uts46Options.URL_STANDARD);
                IdnaResult unicode = Idna.domainToUnicode(input, false);
                IdnaResult asked = toUnicode ? unicode : ascii;
                JsonGenerator g = out.begin();
                g.writeStringField("input", input);
                g.writeStringField("ascii", ascii.isValid() ? ascii.value() : null);
                g.writeStringField("unicode", unicode.value());
                g.writeBooleanField("valid", asked.isValid());
                g.writeArrayFieldStart("errors");
                for (IdnaError e : asked.errors()) {
                    g.writeStartObject();
                    g.writeStringField("code", e.code().name());
                    g.writeNumberField("index", e.index());
                    g.writeStringField("message", e.message());
                    g.writeEndObject();
                }
                g.writeEndArray();
                out.end();
                return asked.isValid();
            };
        } else {
            handler = input -> {
                IdnaResult r = toUnicode ? Idna.domainToUnicode(input, false) : Idna.domainToAscii(input, Uts46Options.URL_STANDARD);
                String result;
                if (r.isValid()) {
                    result = HumanLine.show(r.value());
                } else {
                    IdnaError e = r.errors().get(0);
                    result = "error: " + e.code().name() + " at index " + e.index() + ": " + Main.oneLine(e.message());
                }
                o.print(HumanLine.show(input) + " -> " + result + "\n");
                return r.isValid();
            };
        }
        return handler;
    }
}
