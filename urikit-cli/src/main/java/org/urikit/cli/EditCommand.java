package org.urikit.cli;

import java.util.List;
import org.urikit.Component;
import org.urikit.Profile;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;
import org.urikit.encoding.QueryParameters;
import org.urikit.error.Redaction;
import org.urikit.error.UriSyntaxException;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * {@code urikit edit}: changes each URL as curl's {@code trurl} does — sets components, appends a
 * path segment or a query pair, trims query pairs by name or glob, sorts the query, follows a
 * redirect — and prints the result, or chosen components through a {@code {component}} format
 * ({@link GetFormat}). Under RFC 3986 by default ({@link org.urikit.UriBuilder}: each value written
 * with its component's rules, the rest of the URL kept as it was written), or with {@code --whatwg}
 * as a browser's {@code URL} object does ({@link WebUrl}'s setters, {@code URLSearchParams}).
 *
 * <pre>{@code
 * $ urikit edit --set host=example.com https://curl.se/we/are.html
 * https://example.com/we/are.html
 * $ urikit edit --whatwg --trim-query 'utm_*' 'https://curl.se?search=hey&utm_source=tracker'
 * https://curl.se/?search=hey
 * $ urikit edit --get '{scheme} {default:port} {path}' https://example.com/hello.html
 * https 443 /hello.html
 * }</pre>
 *
 * <p>The changes are made in this order: {@code --redirect} (the reference resolved against the
 * URL), every {@code --set}, every {@code --append}, {@code --trim-query}, {@code --sort-query}.
 * The JSON object ({@code --json}) is the result's components as written and its query's pairs
 * decoded, or the error of the input or of an edit. Passwords are masked unless
 * {@code --show-passwords}. The differences from trurl's options are listed in docs/cli.md.
 */
final class EditCommand extends ItemCommand<EditCommand.Item> {
    static final Opt SET = Opt.value("COMPONENT=VALUE", "Set a component: scheme, user, password, host, port, path, query or "
            + "fragment (repeatable). VALUE is data, encoded as the component needs; COMPONENT:=VALUE takes it as already "
            + "encoded; COMPONENT?=VALUE sets it only when the URL has none; an empty VALUE removes the component.", "--set")
            .repeatable().converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return Edits.set(text);
                }
            });
    static final Opt APPEND = Opt.value("path=SEGMENT|query=NAME[=VALUE]",
            "Append a path segment, or a pair to the query; both are data, encoded as needed (repeatable).", "--append")
            .repeatable().converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return Edits.append(text);
                }
            });
    static final Opt TRIM_QUERY = Opt.value("NAME", "Remove the query pairs whose decoded name is NAME, or matches it as a glob "
            + "(* any characters, ? one, \\ makes the next one literal; repeatable).", "--trim-query").repeatable()
            .converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return Edits.trim(text);
                }
            });
    static final Opt SORT_QUERY = Opt.flag("Sort the query pairs by name, keeping the order of pairs of one name "
            + "(as URLSearchParams.sort() does).", "--sort-query");
    static final Opt REDIRECT = Opt.value("REF", "Follow a redirect: resolve REF against the URL first.", "--redirect");
    static final Opt GET = Opt.value("FORMAT", "Print FORMAT for each URL, its {component} placeholders filled: url, scheme, "
            + "user, password, userinfo, host, port, path, query, fragment (as written; {decoded:path} decoded), "
            + "{default:port}, {query:NAME}, {query-all:NAME}.", "--get").converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return GetFormat.parse(text);
                }
            });
    static final Opt WHATWG = Opt.flag("Edit as the WHATWG URL Standard does (the URL API's setters and URLSearchParams) "
            + "instead of RFC 3986.", "--whatwg");

    static final CommandDef DEF = new CommandDef("edit") {
        @Override
        Command create(Args args) {
            return new EditCommand(args);
        }
    }.description("Edit URLs as curl's trurl does: set components, append path segments and query pairs, trim and sort "
            + "the query, follow a redirect, print chosen components (RFC 3986, or --whatwg).",
            "With no URL arguments, reads standard input, one URL per line.")
            .exits(ExitStatus.items("every URL was edited", "at least one URL (or an edit of it) was invalid (all URLs are still printed)"))
            .options(Opts.ITEMS).options(SET, APPEND, TRIM_QUERY, SORT_QUERY, REDIRECT, GET, WHATWG, Opts.PROFILE)
            .param(Param.many("URL", "URLs to edit (put '--' before one that starts with '-'; '' starts from nothing)."));

    /** What one URL came to: its edited reading, or why there is none. */
    static final class Item {
        final String input;
        final Outcome<?> outcome;
        final boolean show;

        Item(String input, Outcome<?> outcome, boolean show) {
            this.input = input;
            this.outcome = outcome;
            this.show = show;
        }

        boolean valid() {
            return outcome.succeeded();
        }

        /** The result as shown (passwords masked unless shown). */
        GetFormat.Source source() {
            Object v = outcome.value();
            return v instanceof WebUrl w ? new WebSource(w, show) : new RfcSource(Masks.uri((Uri) v, show));
        }
    }

    /** The RFC 3986 reading of the result. */
    private record RfcSource(Uri u) implements GetFormat.Source {
        @Override
        public String component(String name) {
            switch (name) {
                case "url": return u.toUriString();
                case "scheme": return u.scheme();
                case "user": return text(Component.USER);
                case "password": return text(Component.PASSWORD);
                case "userinfo": return u.userInfo();
                case "host": return u.host();
                case "port": return u.port();
                case "path": return u.path();
                case "query": return u.query();
                default: return u.fragment();
            }
        }

        /** The text of {@code c} in the URI, or null when it is absent. */
        private String text(Component c) {
            Span s = u.span(c);
            return s == null ? null : s.substring(u.toUriString());
        }

        @Override
        public int defaultPort() {
            return u.effectivePort();
        }

        @Override
        public List<String> parameter(String name) {
            return u.queryParameters().getAll(name);
        }

        @Override
        public String decode(String s) {
            return PercentCodec.decodeLenient(s);
        }

        List<QueryParameters.Parameter> params() {
            return u.query() == null ? null : u.queryParameters().toList();
        }
    }

    /** The URL Standard's reading of the result. */
    private record WebSource(WebUrl w, boolean show) implements GetFormat.Source {
        @Override
        public String component(String name) {
            String pw = w.password();
            switch (name) {
                case "url": return show ? w.href() : w.redacted();
                case "scheme": return w.scheme();
                case "user": return w.username().isEmpty() ? null : w.username();
                case "password": return pw.isEmpty() ? null : show ? pw : Redaction.MASK;
                case "userinfo": return w.username().isEmpty() && pw.isEmpty() ? null
                        : w.username() + (pw.isEmpty() ? "" : ":" + (show ? pw : Redaction.MASK));
                case "host": return w.hasHost() ? w.hostname() : null;
                case "port": return w.port().isEmpty() ? null : w.port();
                case "path": return w.pathname();
                case "query": return w.query();
                default: return w.fragment();
            }
        }

        @Override
        public int defaultPort() {
            return w.effectivePort();
        }

        @Override
        public List<String> parameter(String name) {
            return w.searchParams().getAll(name);
        }

        @Override
        public String decode(String s) {
            return PercentCodec.decodeLenient(s);
        }
    }

    /** The fields of {@code edit --json}, in order. */
    enum F implements Field<Item> {
        INPUT,
        VALID,
        URL,
        SCHEME,
        USER,
        PASSWORD,
        HOST,
        PORT,
        PATH,
        QUERY,
        FRAGMENT,
        PARAMS,
        ERROR_IN,
        ERROR,
        INDEX,
        MESSAGE;

        @Override
        public Show show() {
            switch (this) {
                case VALID:
                case ERROR_IN:
                case ERROR:
                case INDEX:
                    return Show.PLAIN;
                case PARAMS:
                case MESSAGE:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(Item r) {
            return this == INPUT || this == VALID || (ordinal() < ERROR_IN.ordinal()) == r.valid();
        }

        @Override
        public Object value(Item r) {
            switch (this) {
                case INPUT: return Masks.text(r.input, r.show);
                case VALID: return r.valid();
                case ERROR_IN: return r.outcome.rejection().in();
                case ERROR: return r.outcome.rejection().error();
                case INDEX: return r.outcome.rejection().index();
                case MESSAGE: return r.outcome.rejection().message();
                default: break;
            }
            GetFormat.Source s = r.source();
            if (this == PARAMS) {
                List<QueryParameters.Parameter> p = s instanceof RfcSource rfc ? rfc.params()
                        : ((WebSource) s).w().searchParams().toList();
                return p == null ? null : new Params(p);
            }
            return s.component(jsonName());
        }
    }

    private static final Table<Item> TABLE = new Table<>(List.of(F.values()));

    private final boolean whatwg;
    private final Profile profile;
    private final List<Edits.Set> sets;
    private final List<Edits.Append> appends;
    private final List<String> trims;
    private final boolean sort;
    private final String redirect;
    private final Uri redirectRef;
    private final GetFormat get;

    EditCommand(Args args) {
        super(args, TABLE, "url");
        this.whatwg = args.flag(WHATWG);
        this.profile = args.value(Opts.PROFILE);
        this.sets = args.values(SET);
        this.appends = args.values(APPEND);
        this.trims = args.values(TRIM_QUERY);
        this.sort = args.flag(SORT_QUERY);
        this.redirect = args.value(REDIRECT);
        this.get = args.value(GET);
        Uri ref = null;
        if (redirect != null && !whatwg) {
            Outcome<Uri> o = Outcome.parse("redirect", redirect, profile);
            if (!o.succeeded()) {
                throw new UsageError("Invalid value for option '--redirect': " + HumanLine.firstLine(o.rejection().message()));
            }
            ref = o.value();
        }
        this.redirectRef = ref;
        if (get != null && mode() != Mode.LINE) {
            throw new UsageError("--get prints its own lines: it does not go with --json, --field or -r");
        }
    }

    @Override
    Item compute(String input) {
        return new Item(input, whatwg ? editWeb(input) : editRfc(input), show);
    }

    private Outcome<Uri> editRfc(String input) {
        Outcome<Uri> parsed = Outcome.parse("input", input, profile);
        if (!parsed.succeeded()) {
            return parsed;
        }
        try {
            Uri u = redirectRef == null ? parsed.value() : parsed.value().resolve(redirectRef);
            return Outcome.of(Edits.apply(u, sets, appends, trims, sort));
        } catch (UriSyntaxException e) {
            return Outcome.rejected("edit", e);
        }
    }

    private Outcome<WebUrl> editWeb(String input) {
        WebUrl w = WebUrl.parseOrNull(input);
        if (w == null) {
            return InputMode.rejected("input", (WebUrlResult.Failure) WebUrl.tryParse(input));
        }
        if (redirect != null) {
            WebUrl target = WebUrl.parseOrNull(redirect, w);
            if (target == null) {
                return InputMode.rejected("redirect", (WebUrlResult.Failure) WebUrl.tryParse(redirect, w));
            }
            w = target;
        }
        try {
            return Outcome.of(Edits.apply(w, sets, appends, trims, sort));
        } catch (UriSyntaxException e) {
            return Outcome.rejected("edit", e);
        }
    }

    @Override
    boolean ok(Item r) {
        return r.valid();
    }

    /** The edited URL (or {@code --get}'s text), or {@code INPUT -> error in the input: …}. */
    @Override
    void line(Out out, Item r) {
        if (!r.valid()) {
            out.text(HumanLine.show(Masks.text(r.input, show))).text(" -> ").text(r.outcome.rejection().human());
        } else if (get != null) {
            out.text(get.expand(r.source()));
        } else {
            out.text(r.source().component("url"));
        }
    }
}
