package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.error.UriSyntaxException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit encode} and {@code urikit decode}: percent-encoding of data for one URI component
 * (RFC 3986 §2.1, §2.4, §2.5) or a form body, with {@link CodecComponent}.
 *
 * <pre>{@code
 * $ urikit encode --component path-segment 'a b/c'
 * a b/c -> a%20b%2Fc
 * $ urikit encode -r --component query-parameter 'x&y=z'
 * x%26y%3Dz
 * $ urikit decode --json --component form 'a+b%2B'
 * {"input":"a+b%2B","component":"form","result":"a b+"}
 * }</pre>
 */
abstract class CodecCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions batch;

    @Option(names = "--json", description = "Write one JSON object per input (NDJSON).")
    private boolean json;

    @Option(names = "--show-passwords", description = "Show passwords in the output (masked as **** by default).")
    private boolean showPasswords;

    @Option(names = {"-c", "--component"}, paramLabel = "COMPONENT", defaultValue = "path-segment",
            converter = CodecComponent.Converter.class, completionCandidates = CodecComponent.Names.class,
            description = "The component the text is for: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private CodecComponent component;

    @Parameters(paramLabel = "TEXT", arity = "0..*",
            description = "Texts to convert (put '--' before one that starts with '-'; '-' reads standard input).")
    private List<String> texts = new ArrayList<>();

    /** The conversion. */
    abstract String convert(CodecComponent component, String text);

    @Override
    public Integer call() {
        Streams io = main.streams();
        Format format = Format.of(json, items, "result", showPasswords);
        return ItemLoop.run(Inputs.of(texts, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return text -> {
                    Outcome<String> o = apply(text);
                    JsonGenerator g = j.begin();
                    g.writeStringField("input", text);
                    g.writeStringField("component", component.cliName());
                    g.writeStringField("result", o.value());
                    o.writeRejection(g);
                    j.end();
                    return o.succeeded();
                };
            }
            return text -> {
                Outcome<String> o = apply(text);
                String result = o.succeeded() ? HumanLine.show(o.value()) : o.rejection().human();
                out.print(format.line(HumanLine.show(text) + " -> " + result) + "\n");
                return o.succeeded();
            };
        });
    }

    private Outcome<String> apply(String text) {
        try {
            return Outcome.of(convert(component, text));
        } catch (UriSyntaxException e) {
            return Outcome.rejected("input", e);
        }
    }

    /** {@code urikit encode}. */
    @Command(name = "encode",
            mixinStandardHelpOptions = true,
            versionProvider = VersionProvider.class,
            description = {"Percent-encode text for one URI component (RFC 3986 section 2.1) or a form body, as UTF-8.",
                "With no TEXT arguments, reads standard input, one text per line."},
            exitCodeListHeading = "%nExit status:%n",
            exitCodeList = {
                "0:every text was encoded",
                "2:usage error",
                "3:the command failed (unreadable input, unwritable output, internal error)"})
    static final class Encode extends CodecCommand {
        @Override
        String convert(CodecComponent component, String text) {
            return component.encode(text);
        }
    }

    /** {@code urikit decode}. */
    @Command(name = "decode",
            mixinStandardHelpOptions = true,
            versionProvider = VersionProvider.class,
            description = {"Decode the percent-encoding of one URI component (RFC 3986 section 2.1) or a form body, as UTF-8.",
                "With no TEXT arguments, reads standard input, one text per line."},
            exitCodeListHeading = "%nExit status:%n",
            exitCodeList = {
                "0:every text was decoded",
                "1:at least one text had a '%' without two hexadecimal digits (not for form)",
                "2:usage error",
                "3:the command failed (unreadable input, unwritable output, internal error)"})
    static final class Decode extends CodecCommand {
        @Override
        String convert(CodecComponent component, String text) {
            return component.decode(text);
        }
    }
}
