package org.urikit.cli;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.urikit.template.UriTemplate;
import org.urikit.template.UriTemplateException;

/**
 * {@code urikit template}: expands URI Templates (RFC 6570) with variables given as JSON, or
 * matches a URI against templates.
 *
 * <pre>{@code
 * $ urikit template --json --vars '{"owner":"octo cat","page":2}' '/repos/{owner}/issues{?state,page}'
 * {"template":"/repos/{owner}/issues{?state,page}","result":"/repos/octo%20cat/issues?page=2"}
 * $ urikit template --json --match '/repos/o/issues?state=open' '/repos/{owner}/issues{?state,page}'
 * {"template":"/repos/{owner}/issues{?state,page}","uri":"/repos/o/issues?state=open","matches":true,"variables":{"owner":"o","state":"open"}}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. An invalid template (or values that cannot
 * be expanded, or a template that cannot be matched) gives the library's code, index and message:
 * {@code "result":null} when expanding, {@code "matches":false,"variables":null} when matching.
 * A password in the template, the expansion or the URI matched is masked unless
 * {@code --show-passwords}; the variables a match extracts are shown as they are.
 */
final class TemplateCommand extends ItemCommand<TemplateCommand.Item> {
    static final Opt VARS = Opt.value("JSON",
            "The variables, a JSON object such as '{\"id\":42,\"tags\":[\"a\",\"b\"]}'; @FILE reads it from a file.", "--vars");
    static final Opt MATCH = Opt.value("URI", "Match URI against each template and print the variables.", "--match");
    static final Opt STRICT = Opt.flag("With --vars: a variable without a value is an error (VARIABLE_UNDEFINED),"
            + " instead of expanding to nothing.", "--strict");

    static final CommandDef DEF = new CommandDef("template") {
        @Override
        Command create(Args args) {
            return new TemplateCommand(args);
        }
    }.description("Expand URI Templates (RFC 6570) with variables given as a JSON object, or match a URI against them.",
            "With no TEMPLATE arguments, reads standard input, one template per line.")
            .exits("0:every template was expanded (or matched the URI)",
                    "1:at least one template was invalid (or did not match; all templates are still printed)",
                    "2:usage error (also: --vars is not one JSON object, or its file cannot be read)", ExitStatus.FAILURE_LINE)
            .options(Opts.ITEMS).options(STRICT).group(true, VARS, MATCH)
            .param(Param.many("TEMPLATE", "URI Templates (put '--' before one that starts with '-')."));

    /**
     * One template: its expansion or its match, or the library's refusal.
     *
     * @param template the template as shown
     * @param result   the expansion as shown (expanding), or null
     * @param match    the variables, empty for no match (matching), or null when the template was refused
     * @param error    the refusal, or null
     */
    record Item(String template, String result, Optional<Map<String, Object>> match, UriTemplateException error) {
    }

    /** The fields of both modes, in order (the {@code uri} of {@code --match} is a column of its own); each mode has its own table. */
    enum F implements Field<Item> {
        TEMPLATE,
        RESULT,
        MATCHES,
        VARIABLES,
        ERROR,
        INDEX,
        MESSAGE;

        @Override
        public Show show() {
            switch (this) {
                case MATCHES:
                case ERROR:
                case INDEX:
                    return Show.PLAIN;
                case VARIABLES:
                case MESSAGE:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(Item r) {
            return ordinal() < ERROR.ordinal() || r.error() != null;
        }

        @Override
        public Object value(Item r) {
            switch (this) {
                case TEMPLATE: return r.template();
                case RESULT: return r.result();
                case MATCHES: return r.match() != null && r.match().isPresent();
                case VARIABLES: return r.match() == null ? null : r.match().orElse(null);
                case ERROR: return r.error().error().name();
                case INDEX: return r.error().index();
                default: return r.error().getMessage();
            }
        }
    }

    /** The {@code uri} column of {@code --match}: the URI matched, as shown. */
    private static final class UriColumn implements Field<Item> {
        private final String uri;

        UriColumn(String uri) {
            this.uri = uri;
        }

        @Override
        public String name() {
            return "uri";
        }

        @Override
        public Object value(Item r) {
            return uri;
        }
    }

    private final Map<String, Object> vars;
    private final String match;
    private final boolean strict;

    TemplateCommand(Args args) {
        super(args, table(args), args.value(VARS) != null ? "result" : "matches");
        this.match = args.value(MATCH);
        this.strict = args.flag(STRICT);
        if (strict && match != null) {
            throw new UsageError("--strict applies to --vars only");
        }
        String v = args.value(VARS);
        try {
            this.vars = v == null ? null : JsonVariables.fromArgument(v);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--vars: " + e.getMessage());
        }
    }

    /** The fields of the mode: expanding ({@code --vars}) or matching ({@code --match}). */
    private static Table<Item> table(Args args) {
        if (args.value(VARS) != null) {
            return new Table<>(List.of(F.TEMPLATE, F.RESULT, F.ERROR, F.INDEX, F.MESSAGE));
        }
        return new Table<>(List.of(F.TEMPLATE, new UriColumn(Masks.text(args.value(MATCH), args.flag(Opts.SHOW_PASSWORDS))),
                F.MATCHES, F.VARIABLES, F.ERROR, F.INDEX, F.MESSAGE));
    }

    @Override
    Item compute(String template) {
        String shown = Masks.text(template, show);
        try {
            UriTemplate t = UriTemplate.parse(template);
            if (vars != null) {
                return new Item(shown, Masks.text(strict ? t.expandStrict(vars) : t.expand(vars), show), null, null);
            }
            return new Item(shown, null, Optional.ofNullable(t.match(match)), null);
        } catch (UriTemplateException e) {
            return new Item(shown, null, null, e);
        }
    }

    @Override
    boolean ok(Item r) {
        return r.error() == null && (vars != null || r.match().isPresent());
    }

    /** {@code TEMPLATE -> RESULT}, or {@code TEMPLATE ~ URI -> name=value …}. */
    @Override
    void line(Out out, Item r) {
        out.text(HumanLine.show(r.template()));
        if (vars == null) {
            out.text(" ~ ").text(HumanLine.show(Masks.text(match, show)));
        }
        out.text(" -> ");
        if (r.error() != null) {
            out.text("error in the template: " + HumanLine.firstLine(r.error().getMessage()));
        } else if (vars != null) {
            out.text(HumanLine.show(r.result()));
        } else if (r.match().isEmpty()) {
            out.text("no match");
        } else if (r.match().get().isEmpty()) {
            out.text("match, no variables");
        } else {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, Object> v : r.match().get().entrySet()) {
                sb.append(sb.length() == 0 ? "" : " ").append(v.getKey()).append('=');
                if (v.getValue() instanceof List<?> list) {
                    sb.append('[');
                    for (int i = 0; i < list.size(); i++) {
                        sb.append(i == 0 ? "" : ", ").append(HumanLine.show((String) list.get(i)));
                    }
                    sb.append(']');
                } else {
                    sb.append(HumanLine.show((String) v.getValue()));
                }
            }
            out.text(sb.toString());
        }
    }
}
