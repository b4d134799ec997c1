package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.Equivalence;
import org.urikit.Uri;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

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
 * {"input":"http://h:x/","result":null,"error":"INVALID_PORT","index":9,"message":"..."}
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
 * {@code "result":null} with the library's code, index and message. With no URI arguments the
 * inputs are read from standard input, one per line.
 */
@Command(name = "normalize",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Normalize URI references (RFC 3986 section 6.2.2, and 6.2.3 at the scheme level).",
            "With no URI arguments, reads standard input, one URI reference per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every input was normalized",
            "1:at least one input was invalid (all inputs are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class NormalizeCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Mixin
    private ProfileOption profile;

    @Mixin
    private InputMode mode;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions batch;

    @Option(names = "--show-passwords", description = "Show passwords in the output (masked as **** by default).")
    private boolean showPasswords;

    @Option(names = "--json", description = "Write one JSON object per input (NDJSON).")
    private boolean json;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme",
            converter = LevelConverter.ForNormalize.class, completionCandidates = LevelConverter.ForNormalize.Names.class,
            description = "syntax: case, percent-encoding, dot segments (RFC 3986 section 6.2.2); "
                    + "scheme: also the scheme's rules, such as default ports (section 6.2.3). "
                    + "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Equivalence level;

    @Parameters(paramLabel = "URI", arity = "0..*",
            description = "URI references to normalize (put '--' before one that starts with '-').")
    private List<String> uris = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        Format format = Format.of(json, items, "result", showPasswords);
        return ItemLoop.run(Inputs.of(uris, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return input -> {
                    Outcome<String> o = normalize(input);
                    JsonGenerator g = j.begin();
                    g.writeStringField("input", input);
                    g.writeStringField("result", o.value());
                    o.writeRejection(g);
                    j.end();
                    return o.succeeded();
                };
            }
            return input -> {
                Outcome<String> o = normalize(input);
                String result = o.succeeded() ? HumanLine.show(o.value()) : o.rejection().human();
                out.print(format.line(HumanLine.show(input) + " -> " + result) + "\n");
                return o.succeeded();
            };
        });
    }

    /** {@code input} normalized at the chosen level, or why it cannot be. */
    private Outcome<String> normalize(String input) {
        Outcome<Uri> parsed = mode.read("input", input, profile.profile());
        if (!parsed.succeeded()) {
            return parsed.rejectedAs();
        }
        return Outcome.of(parsed.value().normalize(level.normalizations()).toUriString());
    }
}
