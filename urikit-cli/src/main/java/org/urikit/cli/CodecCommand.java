package org.urikit.cli;

import java.util.List;
import org.urikit.error.UriSyntaxException;

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
 *
 * <p>A text that holds a URL with a password is converted with its password masked (the input
 * echoed and the result alike) unless {@code --show-passwords}: {@code encode} encodes the masked
 * text, {@code decode} masks what it decoded.
 */
final class CodecCommand extends ResultCommand {
    static final Opt COMPONENT = Opt.value("COMPONENT",
            "The component the text is for: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).", "-c", "--component")
            .defaultValue("path-segment").candidates(CodecComponent.NAMES).converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return CodecComponent.fromName(text);
                }
            });

    private static final Param TEXTS = Param.many("TEXT",
            "Texts to convert (put '--' before one that starts with '-'; '-' reads standard input).");

    static final CommandDef ENCODE = new CommandDef("encode") {
        @Override
        Command create(Args args) {
            return new CodecCommand(args, true);
        }
    }.description("Percent-encode text for one URI component (RFC 3986 section 2.1) or a form body, as UTF-8.",
            "With no TEXT arguments, reads standard input, one text per line.")
            .exits("0:every text was encoded", ExitStatus.USAGE_LINE, ExitStatus.FAILURE_LINE)
            .options(Opts.ITEMS).options(COMPONENT).param(TEXTS);

    static final CommandDef DECODE = new CommandDef("decode") {
        @Override
        Command create(Args args) {
            return new CodecCommand(args, false);
        }
    }.description("Decode the percent-encoding of one URI component (RFC 3986 section 2.1) or a form body, as UTF-8.",
            "With no TEXT arguments, reads standard input, one text per line.")
            .exits(ExitStatus.items("every text was decoded", "at least one text had a '%' without two hexadecimal digits (not for form)"))
            .options(Opts.ITEMS).options(COMPONENT).param(TEXTS);

    private final boolean encode;
    private final CodecComponent component;

    CodecCommand(Args args, boolean encode) {
        super(args, Result.table(List.of(Result.echo("input", 0), Result.constant("component",
                ((CodecComponent) args.value(COMPONENT)).cliName()), Result.value("result")), false));
        this.encode = encode;
        this.component = args.value(COMPONENT);
    }

    @Override
    Result compute(String text) {
        String shown = Masks.text(text, show);
        Outcome<String> o;
        try {
            o = Outcome.of(encode ? component.encode(shown) : Masks.text(component.decode(text), show));
        } catch (UriSyntaxException e) {
            o = Outcome.rejected("input", e);
        }
        return Result.of(new String[] {shown}, o, o.value());
    }

    /** {@code TEXT -> RESULT}. */
    @Override
    void line(Out out, Result r) {
        out.text(HumanLine.show(r.echoes()[0])).text(" -> ").text(shown(r));
    }
}
