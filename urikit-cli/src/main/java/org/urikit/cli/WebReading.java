package org.urikit.cli;

import java.util.List;
import org.urikit.Component;
import org.urikit.Span;
import org.urikit.error.Redaction;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * One input read as the URL Standard reads it, as {@code urikit whatwg} prints it and as
 * {@code urikit diff} nests it: the URL API's attributes under the web-platform-tests names, or the
 * failure's standard error name and index; a non-empty password is {@value Redaction#MASK} unless
 * passwords are shown.
 *
 * <pre>{@code
 * "valid":true,"href":"https://u:****@h/?a=1","origin":"https://h","protocol":"https:","username":"u",
 * "password":"****","host":"h","hostname":"h","port":"","pathname":"/","search":"?a=1","hash":"",
 * "searchParams":[{"name":"a","value":"1"}]
 * "valid":false,"error":"port-invalid","index":21
 * }</pre>
 *
 * @param input   the input as shown (its password masked unless shown)
 * @param base    the base as shown, or null
 * @param url     the URL, or null when the parser (or the base) failed
 * @param failure the failure, or null
 * @param inBase  whether the failure is the base's
 * @param show    whether passwords are shown
 */
record WebReading(String input, String base, WebUrl url, WebUrlResult.Failure failure, boolean inBase, boolean show) {
    /**
     * {@code input} read against {@code base} ({@code baseFailure} when the base failed, then every
     * input fails with it). The fast entry point of the library reads it; only a failure is read
     * again, by the error-collecting one, for its error and index.
     */
    static WebReading read(String input, String shownBase, WebUrl base, WebUrlResult.Failure baseFailure, boolean show) {
        String shown = Masks.text(input, show);
        if (baseFailure != null) {
            return new WebReading(shown, shownBase, null, baseFailure, true, show);
        }
        WebUrl url = WebUrl.parseOrNull(input, base);
        if (url != null) {
            return new WebReading(shown, shownBase, url, null, false, show);
        }
        return new WebReading(shown, shownBase, null, (WebUrlResult.Failure) WebUrl.tryParse(input, base), false, show);
    }

    boolean valid() {
        return url != null;
    }

    /** The href as shown. */
    String href() {
        return show ? url.href() : url.redacted();
    }

    /** {@code invalid: port-invalid at index 21} (or {@code invalid base: ...}). */
    String humanFailure() {
        return "invalid" + (inBase ? " base" : "") + ": " + failure.error().standardName() + " at index " + failure.index();
    }

    /**
     * The fields, in the order of {@code urikit whatwg --json}. Each attribute of a valid URL is
     * written from its region of the href ({@link Field#json}, the same bytes as {@link #value});
     * those that are more than a component's region by a method of their own: the JIT compiles a
     * few small methods faster than one that holds every field, and a branch first taken late (a
     * URL with a password, a non-special origin) then recompiles one small method.
     */
    enum F implements Field<WebReading> {
        INPUT,
        BASE,
        VALID,
        HREF {
            @Override
            public void json(JsonLine w, WebReading r) {
                w.string(r.href());
            }
        },
        ORIGIN {
            @Override
            public void json(JsonLine w, WebReading r) {
                origin(w, r.url);
            }
        },
        PROTOCOL {
            @Override
            public void json(JsonLine w, WebReading r) {
                w.string(r.url.href(), 0, r.url.span(Component.SCHEME).end() + 1);
            }
        },
        USERNAME(Component.USER, 0),
        PASSWORD {
            @Override
            public void json(JsonLine w, WebReading r) {
                if (r.show || r.url.span(Component.PASSWORD) == null) {
                    region(w, r.url, Component.PASSWORD, 0);
                } else {
                    w.string(Redaction.MASK);
                }
            }
        },
        HOST {
            @Override
            public void json(JsonLine w, WebReading r) {
                host(w, r.url);
            }
        },
        HOSTNAME(Component.HOST, 0),
        PORT(Component.PORT, 0),
        PATHNAME(Component.PATH, 0),
        SEARCH(Component.QUERY, 1),
        HASH(Component.FRAGMENT, 1),
        SEARCH_PARAMS {
            @Override
            public void json(JsonLine w, WebReading r) {
                Span q = r.url.span(Component.QUERY);
                if (q == null || q.isEmpty()) {
                    w.beginArray().endArray();
                } else {
                    params(r.url).writeJson(w);
                }
            }
        },
        ERROR,
        INDEX,
        ERROR_IN;

        /** The component whose region of the href a field is, or null; 1 when the field starts with its delimiter. */
        private final Component component;
        private final int delimiter;

        F() {
            this(null, 0);
        }

        F(Component component, int delimiter) {
            this.component = component;
            this.delimiter = delimiter;
        }

        @Override
        public void json(JsonLine w, WebReading r) {
            if (component == null) {
                w.value(value(r));
            } else {
                region(w, r.url, component, delimiter);
            }
        }

        @Override
        public Show show() {
            switch (this) {
                case VALID:
                case ERROR:
                case INDEX:
                case ERROR_IN:
                    return Show.PLAIN;
                case SEARCH_PARAMS:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(WebReading r) {
            switch (this) {
                case INPUT:
                case BASE:
                case VALID:
                    return true;
                case ERROR:
                case INDEX:
                    return !r.valid();
                case ERROR_IN:
                    return !r.valid() && r.inBase;
                default:
                    return r.valid();
            }
        }

        @Override
        public Object value(WebReading r) {
            WebUrl u = r.url;
            switch (this) {
                case INPUT: return r.input;
                case BASE: return r.base;
                case VALID: return r.valid();
                case HREF: return r.href();
                case ORIGIN: return u.origin().serialize();
                case PROTOCOL: return u.protocol();
                case USERNAME: return u.username();
                case PASSWORD: return r.show || u.password().isEmpty() ? u.password() : Redaction.MASK;
                case HOST: return u.host();
                case HOSTNAME: return u.hostname();
                case PORT: return u.port();
                case PATHNAME: return u.pathname();
                case SEARCH: return u.search();
                case HASH: return u.hash();
                case SEARCH_PARAMS: return params(u);
                case ERROR: return r.failure.error().standardName();
                case INDEX: return r.failure.index();
                default: return "base";
            }
        }
    }

    /**
     * The {@code c} region of the href as a JSON string, {@code ""} when absent; with
     * {@code delimiter} 1 the delimiter before it is included and an empty region is {@code ""}
     * too ({@code search}, {@code hash}).
     */
    private static void region(JsonLine w, WebUrl u, Component c, int delimiter) {
        Span s = u.span(c);
        if (s == null || delimiter > 0 && s.isEmpty()) {
            w.string(u.href(), 0, 0);
        } else {
            w.string(u.href(), s.start() - delimiter, s.end());
        }
    }

    /** The {@code searchParams} of {@code u}: its query's pairs, decoded. */
    private static Params params(WebUrl u) {
        return new Params(u.searchParams().toList());
    }

    /** The {@code host} attribute: the hostname and, when there is one, ':' and the port. */
    private static void host(JsonLine w, WebUrl u) {
        Span host = u.span(Component.HOST);
        if (host == null) {
            w.string(u.href(), 0, 0);
            return;
        }
        Span port = u.span(Component.PORT);
        w.string(u.href(), host.start(), port == null ? host.end() : port.end());
    }

    /**
     * The {@code origin} attribute: for a special scheme other than {@code file}, the tuple
     * {@code scheme "://" host [":" port]}, which the href spells out before any userinfo and after
     * it (the standard drops a default port, and writes the scheme and host as the origin does);
     * else the library's serialization ({@code "null"}, or the origin of a {@code blob:} URL).
     */
    private static void origin(JsonLine w, WebUrl u) {
        if (!u.isSpecial() || "file".equals(u.scheme())) {
            w.string(u.origin().serialize());
            return;
        }
        Span host = u.span(Component.HOST);
        Span port = u.span(Component.PORT);
        w.string(u.href(), 0, u.span(Component.SCHEME).end() + 3, host.start(), port == null ? host.end() : port.end());
    }

    /** The table of {@code urikit whatwg}. */
    static final Table<WebReading> TABLE = new Table<>(List.of(F.values()));

    /** The reading alone, without the input and base: the {@code whatwg} object of {@code urikit diff}. */
    static final Table<WebReading> READING = new Table<>(List.of(F.values()).subList(F.VALID.ordinal(), F.values().length));
}
