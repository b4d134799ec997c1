package org.urikit.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeReport;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * {@code urikit scheme}: what each URI means under its scheme: whether a handler knows the scheme,
 * the violations of the scheme's rules, the scheme's parts decoded, and the plan for retrieving
 * the object, computed without any network I/O.
 *
 * <pre>{@code
 * $ urikit scheme 'ftp://h/a/b;type=i' 'http://h:x/'
 * ftp://h/a/b;type=i -> ftp valid: host h, port 21, directories [a], name b, type i; plan ftp h:21: USER anonymous | PASS <mail-address> | CWD a | TYPE I | RETR b
 * http://h:x/ -> invalid: PORT_INVALID at index 9: the port must be decimal digits, found 'x'
 * $ urikit scheme --json 'ftp://h/a/b;type=i'
 * {"input":"ftp://h/a/b;type=i","scheme":"ftp","known":true,"valid":true,
 *  "fields":{"user":null,"password":null,"host":"h","port":21,"directories":["a"],"name":"b","type":"i"},
 *  "violations":[],
 *  "plan":{"protocol":"ftp","host":"h","port":21,"steps":["USER anonymous","PASS <mail-address>","CWD a","TYPE I","RETR b"]}}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md: {@code known} is false
 * without a handler (then {@code fields} and {@code plan} are null), {@code valid} is false when
 * the generic parse fails (with {@code error}, {@code index} and {@code message} as for
 * {@code parse}) or a violation is an error, {@code plan} is null when the scheme has no retrieval
 * or refuses this URI. Everything comes from {@link SchemeRegistry#inspect(Uri, ValidationPolicy)}
 * with the default registry. A non-empty password is {@value Redaction#MASK} in {@code input}, the
 * {@code password} field and the plan's secret steps unless {@code --show-passwords}: by
 * structure, so {@code ftp://u:pw@h/pw/x} shows {@code PASS ****} and {@code CWD pw}.
 *
 * <p>For people, one line per input: the scheme and the verdict, the fields present, each
 * violation and the plan's steps; with {@code --explain}, a block per input (one row per field of
 * the JSON object).
 */
final class SchemeCommand extends ItemCommand<SchemeCommand.Item> {
    static final Opt EXPLAIN = Opt.flag("For people: a block per input, one row per field, violation and plan step.", "--explain");
    static final Opt ANONYMOUS_PASSWORD = Opt.value("ADDRESS",
            "The e-mail address an anonymous FTP login sends (default: the placeholder <mail-address>).", "--anonymous-password");
    static final Opt RESERVED_PORTS = Opt.value("FROM-TO|none",
            "Ports a plan refuses unless they are the scheme's default (default: 0-1023).", "--reserved-ports");

    static final CommandDef DEF = new CommandDef("scheme") {
        @Override
        Command create(Args args) {
            return new SchemeCommand(args);
        }
    }.description("Check URIs against their scheme's rules, show the scheme's parts decoded and how the object "
            + "would be retrieved (no network I/O).",
            "With no URI arguments, reads standard input, one URI per line; '-' also means standard input.")
            .exits("0:every input was valid for its scheme (an unknown scheme is not an error)",
                    "1:at least one input was invalid (all inputs are still printed)", ExitStatus.USAGE_LINE, ExitStatus.FAILURE_LINE)
            .options(Opts.ITEMS).options(Opts.PROFILE, EXPLAIN, ANONYMOUS_PASSWORD, RESERVED_PORTS)
            .param(Param.many("URI", "URIs to inspect (put '--' before one that starts with '-'; '-' reads standard input)."));

    /** One input: its parse and, when it parsed, the scheme's report. */
    record Item(String input, ParseResult parse, SchemeReport report, boolean show) {
        boolean valid() {
            return report != null && report.isValid();
        }

        ParseResult.Failure failure() {
            return (ParseResult.Failure) parse;
        }

        /** The scheme view's fields, a non-empty password masked unless shown; null without a view. */
        Map<String, Object> fields() {
            if (report == null || report.view() == null) {
                return null;
            }
            Map<String, Object> fields = report.view().fields();
            if (show || !(fields.get("password") instanceof String p) || p.isEmpty()) {
                return fields;
            }
            Map<String, Object> copy = new LinkedHashMap<>(fields);
            copy.put("password", Redaction.MASK);
            return copy;
        }

        /** The plan's steps, secret arguments masked unless shown ({@link RetrievalPlan#lines()}). */
        List<String> steps(RetrievalPlan p) {
            return show ? p.revealedLines() : p.lines();
        }
    }

    /** The fields of {@code scheme --json}, in order. */
    enum F implements Field<Item> {
        INPUT,
        SCHEME,
        KNOWN,
        VALID,
        ERROR,
        INDEX,
        MESSAGE,
        FIELDS,
        VIOLATIONS,
        PLAN;

        @Override
        public Show show() {
            switch (this) {
                case KNOWN:
                case VALID:
                case ERROR:
                case INDEX:
                    return Show.PLAIN;
                case MESSAGE:
                case VIOLATIONS:
                case PLAN:
                    return Show.LINES;
                case FIELDS:
                    return Show.SECTION;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(Item r) {
            return this != ERROR && this != INDEX && this != MESSAGE || r.report() == null;
        }

        @Override
        public Object value(Item r) {
            SchemeReport s = r.report();
            switch (this) {
                case INPUT: return Masks.text(r.input(), r.show());
                case SCHEME: return s == null ? null : s.scheme();
                case KNOWN: return s != null && s.isKnown();
                case VALID: return r.valid();
                case ERROR: return r.failure().error().name();
                case INDEX: return r.failure().index();
                case MESSAGE: return r.failure().message();
                case FIELDS: return r.fields() == null ? null : new ViewFields(r.fields());
                case VIOLATIONS: return violations(s == null ? List.of() : s.violations());
                default: return s == null || s.plan() == null ? null : new Plan(s.plan(), r.steps(s.plan()));
            }
        }
    }

    /** A scheme view's fields: a JSON object; for people one {@code name  value} row each. */
    record ViewFields(Map<String, Object> map) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            g.value(map);
        }

        @Override
        public String human() {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, Object> e : map.entrySet()) {
                String name = e.getKey();
                sb.append(name).append(" ".repeat(Math.max(1, HumanOutput.VALUE_COLUMN - 2 - name.length())))
                        .append(humanValue(e.getValue())).append('\n');
            }
            return sb.toString();
        }
    }

    /** The retrieval plan: {@code {"protocol":…,"host":…,"port":n,"steps":[…]}}; for people the host line, then a step per line. */
    record Plan(RetrievalPlan plan, List<String> steps) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            g.beginObject().name("protocol").string(plan.protocol()).name("host").string(plan.host())
                    .name("port").number(plan.portNumber()).name("steps").value(steps).endObject();
        }

        @Override
        public String human() {
            StringBuilder sb = new StringBuilder(plan.protocol()).append(' ').append(hostPort(plan)).append('\n');
            for (String step : steps) {
                sb.append(plain(step) ? step : HumanOutput.quote(step)).append('\n');
            }
            return sb.toString();
        }
    }

    /** The violations as {@link Issues}. */
    static Issues violations(List<Violation> violations) {
        List<Issues.Issue> list = new ArrayList<>(violations.size());
        for (Violation v : violations) {
            list.add(new Issues.Issue(v.code(), Names.of(v.severity()), v.index(), v.message()));
        }
        return new Issues(list);
    }

    private static final Table<Item> TABLE = new Table<>(List.of(F.values()));

    private final ValidationPolicy policy;
    private final SchemeRegistry registry = SchemeRegistry.defaults();
    private final org.urikit.Profile profile;

    SchemeCommand(Args args) {
        super(args, TABLE, "valid");
        this.policy = policy(args);
        this.profile = args.value(Opts.PROFILE);
    }

    @Override
    Item compute(String input) {
        ParseResult p = Uri.tryParse(input, profile);
        SchemeReport report = p instanceof ParseResult.Success s ? registry.inspect(s.uri(), policy) : null;
        return new Item(input, p, report, show);
    }

    @Override
    boolean ok(Item r) {
        return r.valid();
    }

    @Override
    boolean blocks() {
        return args.flag(EXPLAIN);
    }

    private static ValidationPolicy policy(Args args) {
        ValidationPolicy p = ValidationPolicy.defaults();
        String anonymous = args.value(ANONYMOUS_PASSWORD);
        String reserved = args.value(RESERVED_PORTS);
        try {
            if (anonymous != null) {
                p = p.withAnonymousPassword(anonymous);
            }
            if (reserved != null) {
                if (reserved.equals("none")) {
                    p = p.withoutReservedPorts();
                } else {
                    int dash = reserved.indexOf('-');
                    if (dash <= 0) {
                        throw new IllegalArgumentException("expected FROM-TO or none, found '" + reserved + "'");
                    }
                    p = p.withReservedPorts(Integer.parseInt(reserved.substring(0, dash)), Integer.parseInt(reserved.substring(dash + 1)));
                }
            }
        } catch (IllegalArgumentException e) {   // NumberFormatException included
            throw new UsageError("invalid option value: " + Main.oneLine(e.getMessage()));
        }
        return p;
    }

    /**
     * {@code INPUT -> SCHEME valid|invalid[ (no handler)]: FIELDS; VIOLATION; …; plan PROTOCOL
     * HOST:PORT: STEP | STEP | …}, each part only when there is one.
     */
    @Override
    void line(Out out, Item r) {
        StringBuilder sb = new StringBuilder(r.input().length() + 64).append(HumanLine.show(Masks.text(r.input(), show))).append(" -> ");
        SchemeReport s = r.report();
        if (s == null) {
            sb.append("invalid: ").append(oneLine(HumanLine.firstLine(r.failure().message())));
            out.text(sb.toString());
            return;
        }
        sb.append(s.scheme() == null ? "relative" : HumanLine.show(s.scheme())).append(s.isValid() ? " valid" : " invalid");
        if (!s.isKnown()) {
            sb.append(" (no handler)");
        }
        Map<String, Object> fields = r.fields();
        if (fields != null) {
            String sep = ": ";
            for (Map.Entry<String, Object> e : fields.entrySet()) {
                if (e.getValue() != null) {
                    sb.append(sep).append(e.getKey()).append(' ').append(shown(e.getValue()));
                    sep = ", ";
                }
            }
        }
        for (Violation v : s.violations()) {
            sb.append("; ").append(Issues.line(Names.of(v.severity()), v.code(), v.index(), v.message()));
        }
        if (s.plan() != null) {
            RetrievalPlan p = s.plan();
            sb.append("; plan ").append(p.protocol()).append(' ').append(hostPort(p));
            String sep = ": ";
            for (String step : r.steps(p)) {
                sb.append(sep).append(plain(step) && step.indexOf('|') < 0 ? step : HumanOutput.quote(step));
                sep = " | ";
            }
        }
        out.text(sb.toString());
    }

    /** {@code s} with any control character escaped, so that a message stays on its line. */
    private static String oneLine(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < ' ' || s.charAt(i) == 0x7F) {
                String q = HumanOutput.quote(s);
                return q.substring(1, q.length() - 1);
            }
        }
        return s;
    }

    /** A field value on the one-line form: as {@link HumanLine#show} shows a string, lists and maps in brackets. */
    private static String shown(Object value) {
        if (value == null) {
            return HumanOutput.ABSENT;
        }
        if (value instanceof String s) {
            return HumanLine.show(s);
        }
        if (value instanceof List<?> list) {
            StringBuilder sb = new StringBuilder("[");
            for (Object o : list) {
                sb.append(sb.length() > 1 ? ", " : "").append(shown(o));
            }
            return sb.append(']').toString();
        }
        if (value instanceof Map<?, ?> map) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : map.entrySet()) {
                sb.append(sb.length() > 1 ? ", " : "").append(e.getKey()).append('=').append(shown(e.getValue()));
            }
            return sb.append('}').toString();
        }
        return value.toString();
    }

    private static String hostPort(RetrievalPlan p) {
        return (p.host().indexOf(':') >= 0 ? "[" + p.host() + "]" : p.host()) + ":" + p.portNumber();
    }

    /** Whether a step can be shown as it is: nothing that {@link HumanOutput#quote} would escape, and no quote or backslash. */
    private static boolean plain(String s) {
        return HumanOutput.quote(s).equals("\"" + s + "\"") && s.indexOf('"') < 0 && s.indexOf('\\') < 0;
    }

    /** A field value for people: strings quoted and escaped, null as (absent), lists and maps in brackets. */
    private static String humanValue(Object value) {
        if (value == null) {
            return HumanOutput.ABSENT;
        }
        if (value instanceof String s) {
            return HumanOutput.quote(s);
        }
        if (value instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            for (Object o : list) {
                parts.add(humanValue(o));
            }
            return "[" + String.join(", ", parts) + "]";
        }
        if (value instanceof Map<?, ?> map) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                parts.add(e.getKey() + "=" + humanValue(e.getValue()));
            }
            return "{" + String.join(", ", parts) + "}";
        }
        return value.toString();
    }
}
