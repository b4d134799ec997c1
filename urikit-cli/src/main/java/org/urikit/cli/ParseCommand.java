package org.urikit.cli;

import java.util.List;
import org.urikit.Component;
import org.urikit.Span;
import org.urikit.Uri;

/**
 * {@code urikit parse}: splits each URI reference into its components (RFC 3986 §3, §4.1) or
 * says why it is not one, with the reason code and the index of the first offending character.
 *
 * <pre>{@code
 * $ urikit parse 'http://u@h:8/p?q#f' 'http://h:x/'
 * http://u@h:8/p?q#f -> scheme http, userinfo u, host h (reg-name), port 8, path /p, query q, fragment f
 * http://h:x/ -> invalid: PORT_INVALID at index 9: the port must be decimal digits, found 'x'
 * $ urikit parse --json 'http://u@h:8/p?q#f'
 * {"input":"http://u@h:8/p?q#f","valid":true,"absolute":true,"scheme":"http","authority":"u@h:8",
 *  "userinfo":"u","host":"h","hostType":"reg-name","port":"8","path":"/p","query":"q","fragment":"f",
 *  "params":[{"name":"q","value":null}]}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md: an absent component
 * is {@code null}, an empty one {@code ""}, values are the raw text as written; {@code params} are
 * the query's pairs decoded. For people, one line per input: the components present, each shown
 * as {@link HumanLine#show} does; with {@code --explain}, a block per input (one row per field,
 * and {@link Uri#toDiagram()} of the URI as shown). {@code --json --explain} adds {@code offsets}:
 * the start and end (UTF-16 indexes, end exclusive) of each component present. A password is
 * shown as {@code ****} everywhere (the components and the diagram are those of the masked text)
 * unless {@code --show-passwords}.
 */
final class ParseCommand extends ItemCommand<ParseCommand.Item> {
    static final Opt EXPLAIN = Opt.flag("For people: a block per input with a diagram of the component boundaries; "
            + "with --json: the offsets of the components.", "--explain");

    static final CommandDef DEF = new CommandDef("parse") {
        @Override
        Command create(Args args) {
            return new ParseCommand(args);
        }
    }.description("Split URI references into their components (RFC 3986 section 3), or report why they are invalid.",
            "With no URI arguments, reads standard input, one URI reference per line; '-' also means standard input.")
            .exits(ExitStatus.items("every input was valid", "at least one input was invalid (all inputs are still printed)"))
            .options(Opts.ITEMS).options(Opts.PROFILE, EXPLAIN).group(false, Opts.MODES)
            .param(Param.many("URI", "URI references to parse (put '--' before one that starts with '-'; '-' reads standard input)."));

    /** What one input came to. */
    static final class Item {
        final String input;
        final Outcome<Uri> outcome;
        final ParseCommand command;
        private Uri shown;

        Item(String input, Outcome<Uri> outcome, ParseCommand command) {
            this.input = input;
            this.outcome = outcome;
            this.command = command;
        }

        boolean valid() {
            return outcome.succeeded();
        }

        /** The URI as shown: the reading of its masked text unless passwords are shown. */
        Uri shown() {
            if (shown == null) {
                shown = Masks.uri(outcome.value(), command.show);
            }
            return shown;
        }
    }

    /** The fields of {@code parse --json}, in order. */
    enum F implements Field<Item> {
        INPUT,
        VALID,
        URI,
        ABSOLUTE,
        SCHEME(Component.SCHEME),
        AUTHORITY(Component.AUTHORITY),
        USERINFO(Component.USERINFO),
        HOST(Component.HOST),
        HOST_TYPE,
        PORT(Component.PORT),
        PATH(Component.PATH),
        QUERY(Component.QUERY),
        FRAGMENT(Component.FRAGMENT),
        PARAMS,
        OFFSETS,
        ERROR,
        INDEX,
        MESSAGE;

        /** The component a field is the raw text of, or null. */
        private final Component component;

        F() {
            this(null);
        }

        F(Component component) {
            this.component = component;
        }

        /** A component's raw text written from its region of the URI's text ({@link Uri#span}), not a substring. */
        @Override
        public void json(JsonLine w, Item r) {
            if (component == null) {
                w.value(value(r));
            } else {
                Uri u = r.shown();
                w.string(u.toUriString(), u.span(component));
            }
        }

        @Override
        public Show show() {
            switch (this) {
                case VALID:
                case ABSOLUTE:
                case HOST_TYPE:
                case ERROR:
                case INDEX:
                    return Show.PLAIN;
                case PARAMS:
                case MESSAGE:
                    return Show.LINES;
                case OFFSETS:
                    return Show.NONE;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(Item r) {
            switch (this) {
                case INPUT:
                case VALID:
                    return true;
                case URI:
                    return r.valid() && r.command.modeAny;
                case OFFSETS:
                    return r.valid() && r.command.explain;
                case ERROR:
                case INDEX:
                case MESSAGE:
                    return !r.valid();
                default:
                    return r.valid();
            }
        }

        @Override
        public Object value(Item r) {
            switch (this) {
                case INPUT: return Masks.text(r.input, r.command.show);
                case VALID: return r.valid();
                case ERROR: return r.outcome.rejection().error();
                case INDEX: return r.outcome.rejection().index();
                case MESSAGE: return r.outcome.rejection().message();
                case OFFSETS: return new Offsets(r.outcome.value());
                default: break;
            }
            Uri u = r.shown();
            switch (this) {
                case URI: return u.toUriString();
                case ABSOLUTE: return u.isAbsolute();
                case SCHEME: return u.scheme();
                case AUTHORITY: return u.authority();
                case USERINFO: return u.userInfo();
                case HOST: return u.host();
                case HOST_TYPE: return u.hostKind() == null ? null : Names.of(u.hostKind());
                case PORT: return u.port();
                case PATH: return u.path();
                case QUERY: return u.query();
                case FRAGMENT: return u.fragment();
                default: return u.query() == null ? null : new Params(u.queryParameters().toList());
            }
        }
    }

    private static final Table<Item> TABLE = new Table<>(List.of(F.values()));

    final InputMode mode;
    final boolean modeAny;
    final boolean explain;

    ParseCommand(Args args) {
        super(args, TABLE, "valid");
        this.mode = new InputMode(args);
        this.modeAny = mode.any();
        this.explain = args.flag(EXPLAIN);
    }

    @Override
    Item compute(String item) {
        return new Item(item, mode.read("input", item), this);
    }

    @Override
    boolean ok(Item r) {
        return r.valid();
    }

    @Override
    boolean blocks() {
        return explain;
    }

    @Override
    void blockTail(HumanOutput h, Item r) {
        if (r.valid()) {
            h.section("diagram", r.shown().toDiagram());
        }
    }

    /** {@code INPUT -> scheme http, host a (reg-name), path /}, or {@code INPUT -> invalid: MESSAGE}. */
    @Override
    void line(Out out, Item r) {
        StringBuilder sb = new StringBuilder(HumanLine.show(Masks.text(r.input, show))).append(" -> ");
        if (r.valid()) {
            Uri u = r.shown();
            if (mode.any()) {
                sb.append(HumanLine.show(u.toUriString())).append(": ");
            }
            int start = sb.length();
            component(sb, start, "scheme", u.scheme());
            if (u.scheme() == null) {
                sb.append("relative");
            }
            component(sb, start, "userinfo", u.userInfo());
            if (u.host() != null) {
                component(sb, start, "host", u.host());
                sb.append(" (").append(Names.of(u.hostKind())).append(')');
            }
            component(sb, start, "port", u.port());
            if (u.authority() != null || !u.path().isEmpty()) {
                component(sb, start, "path", u.path());
            }
            component(sb, start, "query", u.query());
            component(sb, start, "fragment", u.fragment());
        } else {
            sb.append("invalid: ").append(HumanLine.firstLine(r.outcome.rejection().message()));
        }
        out.text(sb.toString());
    }

    private static void component(StringBuilder sb, int start, String name, String value) {
        if (value == null) {
            return;
        }
        if (sb.length() > start) {
            sb.append(", ");
        }
        sb.append(name).append(' ').append(HumanLine.show(value));
    }

    /**
     * {@code "offsets":{"scheme":[0,4],…}}: where each component present starts and ends in the URI
     * text (the input itself unless an input mode changed it), UTF-16 indexes, end exclusive.
     */
    record Offsets(Uri u) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            writeOffsets(g, u);
        }
    }

    /**
     * {@code "offsets":{"scheme":[0,4],…}}: where each component present starts and ends in the URI
     * text (the input itself unless an input mode changed it), UTF-16 indexes, end exclusive.
     */
    static void writeOffsets(JsonLine g, Uri u) {
        g.beginObject();
        for (int i = 0; i < OFFSETS.length; i++) {
            Span s = u.span(OFFSETS[i]);
            if (s != null) {
                span(g, OFFSET_NAMES[i], s.start(), s.end());
            }
        }
        g.endObject();
    }

    /** The components of {@code offsets}, in order, and their names there. */
    private static final Component[] OFFSETS = {Component.SCHEME, Component.AUTHORITY, Component.USERINFO, Component.HOST,
        Component.PORT, Component.PATH, Component.QUERY, Component.FRAGMENT};
    private static final String[] OFFSET_NAMES = {"scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"};

    private static void span(JsonLine g, String name, int start, int end) {
        g.name(name).beginArray().number(start).number(end).endArray();
    }
}
