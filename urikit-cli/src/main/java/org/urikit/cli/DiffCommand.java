package org.urikit.cli;

import java.util.List;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.whatwg.UrlReadings;
import org.urikit.whatwg.WebUrlResult;

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
 * unless {@code --show-passwords} is given: the components shown are those of the masked text,
 * while {@code agree}, the errors and their indexes are those of the input as given.
 */
final class DiffCommand extends ItemCommand<DiffCommand.Item> {
    static final Opt BASE = Opt.value("URL", "Resolve each input against this base URL (in both readings).", "--base");

    static final CommandDef DEF = new CommandDef("diff") {
        @Override
        Command create(Args args) {
            return new DiffCommand(args);
        }
    }.description("Read each input as RFC 3986 and as the WHATWG URL Standard do, and show where the readings disagree.",
            "With no INPUT arguments, reads standard input, one input per line.")
            .exits(ExitStatus.items("the two readings of every input agree",
                    "the readings of at least one input disagree (all inputs are still printed)"))
            .options(Opts.ITEMS).options(BASE)
            .param(Param.many("INPUT", "Strings to compare (put '--' before one that starts with '-')."));

    /** What one input came to. */
    static final class Item {
        final String input;
        final UrlReadings readings;
        final DiffCommand command;

        Item(String input, UrlReadings readings, DiffCommand command) {
            this.input = input;
            this.readings = readings;
            this.command = command;
        }

        /** The differences as shown: each value with its password masked unless {@code --show-passwords}. */
        List<UrlReadings.Difference> differences() {
            List<UrlReadings.Difference> all = readings.differences();
            return command.show ? all : all.stream().map(UrlReadings.Difference::redacted).toList();
        }

        /** The WHATWG reading, as {@code urikit whatwg} shows it. */
        WebReading whatwg() {
            WebUrlResult w = readings.whatwg();
            boolean show = command.show;
            if (w instanceof WebUrlResult.Success s) {
                return new WebReading(null, null, s.url(), null, false, show);
            }
            WebUrlResult.Failure f = (WebUrlResult.Failure) w;
            // When the base failed, the WHATWG result is the base's.
            return new WebReading(null, null, null, f, command.base != null && !f.input().equals(input), show);
        }
    }

    /** The fields of {@code diff --json}, in order. */
    enum F implements Field<Item> {
        INPUT,
        BASE,
        AGREE,
        RFC3986,
        WHATWG,
        DIFFERENCES;

        @Override
        public Show show() {
            switch (this) {
                case AGREE:
                    return Show.PLAIN;
                case RFC3986:
                case WHATWG:
                case DIFFERENCES:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public Object value(Item r) {
            switch (this) {
                case INPUT: return Masks.text(r.input, r.command.show);
                case BASE: return r.command.shownBase;
                case AGREE: return r.readings.agree();
                case RFC3986: return new Rfc(r);
                case WHATWG: return new Nested<>(WebReading.READING, r.whatwg());
                default: return new Differences(r.readings.validityDiffers() ? r.readings : null, r.differences());
            }
        }
    }

    private static final Table<Item> TABLE = new Table<>(List.of(F.values()));

    final String base;
    final String shownBase;

    DiffCommand(Args args) {
        super(args, TABLE, "agree");
        this.base = args.value(BASE);
        this.shownBase = Masks.text(base, show);
    }

    @Override
    Item compute(String item) {
        return new Item(item, UrlReadings.compare(item, base), this);
    }

    @Override
    boolean ok(Item r) {
        return r.readings.agree();
    }

    /** {@code [BASE + ]INPUT: agree}, or {@code INPUT: disagree: host rfc3986 "a", whatwg "b"; …}. */
    @Override
    void line(Out out, Item r) {
        StringBuilder line = new StringBuilder();
        if (shownBase != null) {
            line.append(HumanLine.show(shownBase)).append(" + ");
        }
        line.append(HumanLine.show(Masks.text(r.input, show))).append(": ").append(r.readings.agree() ? "agree" : "disagree: ");
        if (r.readings.validityDiffers()) {
            line.append("validity rfc3986 ").append(validity(r.readings.rfc3986().isSuccess()))
                    .append(", whatwg ").append(validity(r.readings.whatwg().isSuccess()));
        }
        List<UrlReadings.Difference> ds = r.differences();
        for (int i = 0; i < ds.size(); i++) {
            UrlReadings.Difference d = ds.get(i);
            line.append(i > 0 ? "; " : "").append(Names.of(d.component()))
                    .append(" rfc3986 ").append(humanValue(d.rfc3986()))
                    .append(", whatwg ").append(humanValue(d.whatwg()));
        }
        out.text(line.toString());
    }

    /** The value of the validity row, which the library reports as {@link UrlReadings#validityDiffers()}. */
    static String validity(boolean valid) {
        return valid ? "valid" : "invalid";
    }

    private static String humanValue(String v) {
        return v == null ? "(none)" : HumanLine.show(v);
    }

    /** A table's fields as a nested object. */
    record Nested<R>(Table<R> table, R value) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine w) {
            table.json(w, value);
        }
    }

    /** The RFC 3986 reading: the URI and its components as written (passwords masked), or the error. */
    record Rfc(Item r) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            ParseResult p = r.readings.rfc3986();
            g.beginObject();
            if (p instanceof ParseResult.Success s) {
                Uri u = Masks.uri(s.uri(), r.command.show);
                g.name("valid").bool(true);
                g.name("uri").string(u.toUriString());
                g.name("scheme").string(u.scheme());
                g.name("userinfo").string(u.userInfo());
                g.name("host").string(u.host());
                g.name("port").string(u.port());
                g.name("path").string(u.path());
                g.name("query").string(u.query());
                g.name("fragment").string(u.fragment());
            } else {
                ParseResult.Failure f = (ParseResult.Failure) p;
                g.name("valid").bool(false);
                g.name("error").string(f.error().name());
                g.name("index").number(f.index());
                if (r.command.base != null && !f.input().equals(r.input)) {
                    g.name("errorIn").string("base");
                }
            }
            g.endObject();
        }
    }

    /**
     * {@code [{"component":"host","rfc3986":"0x7f.1","whatwg":"127.0.0.1"}]}, or the one validity row
     * {@code [{"component":"validity","rfc3986":"invalid","whatwg":"valid"}]} of {@code validity}'s readings.
     */
    record Differences(UrlReadings validity, List<UrlReadings.Difference> list) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            g.beginArray();
            if (validity != null) {
                g.beginObject().name("component").string("validity")
                        .name("rfc3986").string(DiffCommand.validity(validity.rfc3986().isSuccess()))
                        .name("whatwg").string(DiffCommand.validity(validity.whatwg().isSuccess())).endObject();
            }
            for (UrlReadings.Difference d : list) {
                g.beginObject().name("component").string(Names.of(d.component()))
                        .name("rfc3986").string(d.rfc3986()).name("whatwg").string(d.whatwg()).endObject();
            }
            g.endArray();
        }
    }
}
