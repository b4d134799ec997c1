package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.ResolveOptions;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

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
 * $ urikit resolve --json --profile rfc2396 'http://a/b/c/d;p?q' '?y'
 * {"base":"http://a/b/c/d;p?q","reference":"?y","result":"http://a/b/c/?y"}
 * $ urikit resolve --json 'http://a/b/c/d;p?q' 'g h'
 * {"base":"http://a/b/c/d;p?q","reference":"g h","result":null,"error":"INVALID_CHAR_IN_PATH","index":1,"message":"..."}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. The base and every reference are
 * parsed under {@code --profile}. {@code --strict} (the default) follows RFC 3986 §5.2.2 to the
 * letter: a reference with a scheme is absolute. {@code --non-strict} takes the backward-compatible
 * reading the same section allows: a reference whose scheme equals the base's is treated as
 * relative. An invalid base, a relative base ({@code MISSING_SCHEME}, RFC 3986 §5.1), an invalid
 * reference, or a reference the algorithm refuses ({@code NON_HIERARCHICAL_BASE} under the older
 * profiles) gives {@code "result":null} with the library's code, index and message; {@code index}
 * is an index into the base for the first two and into the reference otherwise. The base is
 * parsed once; with no REF arguments the references are read from standard input, one per line.
 */
@Command(name = "resolve",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Resolve URI references against a base URI (RFC 3986 section 5.2).",
            "With no REF arguments, reads standard input, one reference per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every reference was resolved",
            "1:the base or at least one reference was invalid (all references are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class ResolveCommand implements Callable<Integer> {
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

    @Option(names = "--json", description = "Write one JSON object per reference (NDJSON).")
    private boolean json;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    private Strictness strictness = new Strictness();

    @Parameters(index = "0", paramLabel = "BASE", description = "The base URI: absolute, with a scheme (RFC 3986 section 5.1).")
    private String base;

    @Parameters(index = "1..*", paramLabel = "REF", arity = "0..*",
            description = "URI references to resolve (put '--' before one that starts with '-').")
    private List<String> references = new ArrayList<>();

    /** {@code --strict} and {@code --non-strict}: at most one of them. */
    static final class Strictness {
        @Option(names = "--strict", description = "A reference with a scheme is absolute (RFC 3986 section 5.2.2; the default).")
        private boolean strict;

        @Option(names = "--non-strict",
                description = "A reference with the base's scheme is relative "
                        + "(the backward-compatible reading of section 5.2.2).")
        private boolean nonStrict;
    }

    @Override
    public Integer call() {
        Streams io = main.streams();
        Outcome<Uri> parsedBase = mode.read("base", base, profile.profile());
        ResolveOptions options = ResolveOptions.defaults().withStrict(!strictness.nonStrict);
        Format format = Format.of(json, items, "result", showPasswords);
        return ItemLoop.run(Inputs.of(references, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return reference -> {
                    Outcome<String> o = resolve(parsedBase, reference, options);
                    JsonGenerator g = j.begin();
                    g.writeStringField("base", base);
                    g.writeStringField("reference", reference);
                    g.writeStringField("result", o.value());
                    o.writeRejectionWithPlace(g);
                    j.end();
                    return o.succeeded();
                };
            }
            return reference -> {
                Outcome<String> o = resolve(parsedBase, reference, options);
                String result = o.succeeded() ? HumanLine.show(o.value()) : o.rejection().human();
                out.print(format.line(HumanLine.show(base) + " + " + HumanLine.show(reference) + " -> " + result) + "\n");
                return o.succeeded();
            };
        });
    }

    /** The target URI of {@code reference}, or why there is none. */
    private Outcome<String> resolve(Outcome<Uri> parsedBase, String reference, ResolveOptions options) {
        if (!parsedBase.succeeded()) {
            return parsedBase.rejectedAs();
        }
        Outcome<Uri> ref = mode.read("reference", reference, profile.profile());
        if (!ref.succeeded()) {
            return ref.rejectedAs();
        }
        Uri b = parsedBase.value();
        try {
            return Outcome.of(b.resolve(ref.value(), options).toUriString());
        } catch (UriSyntaxException e) {
            // MISSING_SCHEME (a relative base) is about the base; the algorithm's refusals point into the reference.
            return Outcome.rejected(b.isAbsolute() ? "reference" : "base", e);
        }
    }
}
