package org.urikit.cli;

import java.util.List;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaError;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46Options;

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
 * message} for the first error. A URL given by mistake has its password masked, in the input and
 * the results, unless {@code --show-passwords}.
 */
final class IdnaCommand extends ItemCommand<IdnaCommand.Item> {
    static final Opt TO_UNICODE = Opt.flag("Convert to Unicode (URL Standard domain to Unicode) instead of to ASCII.", "--to-unicode");

    static final CommandDef DEF = new CommandDef("idna") {
        @Override
        Command create(Args args) {
            return new IdnaCommand(args);
        }
    }.description("Convert domain names as the URL Standard does (UTS #46 IDNA): to ASCII, or with --to-unicode to Unicode.",
            "With no DOMAIN arguments, reads standard input, one domain per line.")
            .exits(ExitStatus.items("every domain was converted without error",
                    "at least one domain had an error (all domains are still printed)"))
            .options(Opts.ITEMS).options(TO_UNICODE)
            .param(Param.many("DOMAIN", "Domain names (put '--' before one that starts with '-')."));

    /** One domain: both conversions and the one asked for. */
    record Item(String input, IdnaResult ascii, IdnaResult unicode, IdnaResult asked, boolean show) {
    }

    /** The fields of {@code idna --json}, in order. */
    enum F implements Field<Item> {
        INPUT,
        ASCII,
        UNICODE,
        VALID,
        ERRORS;

        @Override
        public Show show() {
            switch (this) {
                case VALID:
                    return Show.PLAIN;
                case ERRORS:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public Object value(Item r) {
            switch (this) {
                case INPUT: return Masks.text(r.input(), r.show());
                case ASCII: return r.ascii().isValid() ? Masks.text(r.ascii().value(), r.show()) : null;
                case UNICODE: return Masks.text(r.unicode().value(), r.show());
                case VALID: return r.asked().isValid();
                default: return new Errors(r.asked().errors());
            }
        }
    }

    /** {@code [{"code":…,"index":n,"message":…}]}. */
    record Errors(List<IdnaError> list) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            g.beginArray();
            for (IdnaError e : list) {
                g.beginObject().name("code").string(e.code().name()).name("index").number(e.index())
                        .name("message").string(e.message()).endObject();
            }
            g.endArray();
        }
    }

    private static final Table<Item> TABLE = new Table<>(List.of(F.values()));

    private final boolean toUnicode;

    IdnaCommand(Args args) {
        super(args, TABLE, "ascii");
        this.toUnicode = args.flag(TO_UNICODE);
    }

    @Override
    Item compute(String input) {
        return convert(input, toUnicode, show);
    }

    private static Item convert(String input, boolean toUnicode, boolean show) {
        IdnaResult ascii = Idna.domainToAscii(input, Uts46Options.URL_STANDARD);
        IdnaResult unicode = Idna.domainToUnicode(input, false);
        return new Item(input, ascii, unicode, toUnicode ? unicode : ascii, show);
    }

    /** The object of {@code idna --json} for one domain: the answer of the playground's {@code idna} call. */
    static String json(String domain, boolean toUnicode, boolean show) {
        return TABLE.json(convert(domain, toUnicode, show));
    }

    @Override
    boolean ok(Item r) {
        return r.asked().isValid();
    }

    /** {@code INPUT -> RESULT}, or {@code INPUT -> error: CODE at index N: message}. */
    @Override
    void line(Out out, Item r) {
        out.text(HumanLine.show(Masks.text(r.input(), show))).text(" -> ");
        if (r.asked().isValid()) {
            out.text(HumanLine.show(Masks.text(r.asked().value(), show)));
        } else {
            IdnaError e = r.asked().errors().get(0);
            out.text("error: " + e.code().name() + " at index " + e.index() + ": " + Main.oneLine(e.message()));
        }
    }
}
