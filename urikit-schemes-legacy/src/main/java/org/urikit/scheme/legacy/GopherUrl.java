package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.ServerUrl;

/**
 * A gopher URL (RFC 1738 §3.4; the Gopher+ forms of the 1994 draft): an immutable view with the
 * type, selector, search string and Gopher+ string decoded, the exact request a client sends, and
 * a builder.
 *
 * <pre>{@code
 * GopherUrl g = GopherUrl.parse("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles");
 * g.type();       // "0"
 * g.selector();   // "0/Weather/California/Los Angeles"   (the type character often appears twice)
 * g.effectivePort();  // 70
 * g.plan().lines();   // ["0/Weather/California/Los Angeles\r\n"]
 *
 * GopherUrl s = GopherUrl.parse("gopher://host/7a_gopher_selector%09foobar");
 * s.search();         // "foobar"
 * s.plan().lines();   // ["a_gopher_selector\tfoobar\r\n"]
 *
 * GopherUrl p = GopherUrl.parse("gopher://host/0a_gopher_selector%09%09!+ABSTRACT%20+SMELL");
 * p.gopherPlus().form();   // ITEM_ATTRIBUTES
 * p.plan().lines();        // ["a_gopher_selector\t!+ABSTRACT +SMELL\r\n"]
 *
 * GopherUrl.builder().host("host").type('0').selector("a_gopher_selector")
 *         .gopherPlus(GopherPlus.view("application/postscript", "Es_ES")).build();
 * // gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES
 * }</pre>
 *
 * <p>The gopher-path is {@code <gophertype><selector>[%09<search>[%09<gopher+_string>]]}, split
 * on the first two {@code %09} only (RFC 1738 §3.4); an empty gopher-path is type {@code 1} with an
 * empty selector, the server's top directory (RFC 1738 §3.4.1). The type is any single character or
 * escape. Its parts are decoded as UTF-8; the
 * gopher-path has no reserved characters (RFC 1738 §3.4.1), so a {@code '/'} in a selector has no
 * hierarchical meaning (the 1994 URL draft, "Gopher"). A literal {@code '?'} is read as part of the gopher-path, as
 * RFC 1738 does, with a warning; under {@link org.urikit.Profile#RFC1738} {@code gopher://h/7sel?foo}
 * is the 1993 draft's search {@code foo} (the 1993 URL draft).
 *
 * <p>The request (RFC 1738 §3.4.2): {@code selector CR LF}; with a search {@code selector TAB search
 * CR LF}; with a Gopher+ string {@code selector TAB gopher+ CR LF} when the search is empty
 * (RFC 1738 §3.4.9) and {@code selector TAB search TAB
 * gopher+ CR LF} otherwise. Encoded spaces are sent as spaces (RFC 1738 §3.4.7); a filled-in ASK form
 * sends its data block, which already ends with {@code .} CR LF (RFC 1738 §3.4.9). For the ASK form
 * {@code %3F} the plan has two requests: {@code selector TAB !+ASK CR LF} fetches the form, then
 * the answers are sent as in RFC 1738 §3.4.9, shown with the placeholder {@code <ask-answers>}.
 *
 * <p>{@link #fields()}: {@code host}, {@code port}, {@code type}, {@code selector}, {@code search},
 * {@code gopherPlus} (decoded text) and {@code gopherPlusForm} (a {@link GopherPlus.Form} name).
 */
public final class GopherUrl extends ServerUrl {
    private static final String CRLF = "\r\n";

    private final GopherPath path;

    GopherUrl(Uri uri) {
        super(uri, GopherSchemeHandler.INSTANCE);
        this.path = GopherPath.of(uri);
    }

    /**
     * Parses a gopher URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a gopher URL with a host
     */
    public static GopherUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a gopher URL with a host and a 16-bit port
     */
    public static GopherUrl from(Uri uri) {
        return Checks.view(uri, GopherSchemeHandler.INSTANCE, GopherSchemeHandler.INSTANCE::view, "a gopher URL");
    }

    /** The type character, decoded: {@code "1"} for an empty gopher-path (RFC 1738 §3.4.1). */
    public String type() {
        return Escapes.decode(path.type());
    }

    /** Whether the type was not written (an empty gopher-path) and is the default {@code 1}. */
    public boolean isTypeDefaulted() {
        return path.typeDefaulted();
    }

    /** The selector, decoded; empty for the top directory (RFC 1738 §3.4.1). */
    public String selector() {
        return Escapes.decode(path.selector());
    }

    /** The search string, decoded, or null when there is no {@code %09} (nor, under RFC 1738, {@code ?search}). */
    public String search() {
        return Escapes.decode(path.search());
    }

    /** The Gopher+ string after the second {@code %09}, decoded and classified, or null. */
    public GopherPlus gopherPlus() {
        return path.plus() == null ? null : GopherPlus.parse(Escapes.decode(path.plus()));
    }

    /** The plan without checks; the handler checks first. */
    RetrievalPlan requestPlan() {
        return RetrievalPlan.of("gopher", Checks.connectHost(uri), effectivePort(), requests());
    }

    /** The exact request texts. */
    List<String> requests() {
        String selector = selector();
        String search = search();
        GopherPlus plus = gopherPlus();
        if (plus == null) {
            return List.of(selector + (search == null ? "" : "\t" + search) + CRLF);
        }
        String head = selector + "\t" + (search.isEmpty() ? "" : search + "\t");
        if (plus.form() == GopherPlus.Form.ASK) {
            return List.of(head + "!+ASK" + CRLF, head + "+\t1" + CRLF + "+-1" + CRLF + "<ask-answers>" + CRLF + "." + CRLF);
        }
        return List.of(head + plus.requestSuffix());
    }

    /** {@code host}, {@code port}, {@code type}, {@code selector}, {@code search}, {@code gopherPlus}, {@code gopherPlusForm}. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> m = new LinkedHashMap<>();
        GopherPlus plus = gopherPlus();
        m.put("host", host());
        m.put("port", effectivePort());
        m.put("type", type());
        m.put("selector", selector());
        m.put("search", search());
        m.put("gopherPlus", plus == null ? null : plus.text());
        m.put("gopherPlusForm", plus == null ? null : plus.form().name());
        return Collections.unmodifiableMap(m);
    }

    /** A builder holding this URL's parts: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        return new Builder(uri.toBuilder(), path, uri.profile());
    }

    /** A builder for a new gopher URL: type {@code 1}, empty selector, no search or Gopher+ string. */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("gopher"), null, org.urikit.Profile.RFC3986);
    }

    /**
     * Builds a {@link GopherUrl}. The gopher-path is written {@code /} type selector, then
     * {@code %09} search when there is a search or a Gopher+ string, then {@code %09} and the
     * Gopher+ string (RFC 1738 §3.4); a type-1 URL with nothing else is written {@code /} (RFC 1738 §3.4.1).
     * Decoded text is percent-encoded where a path cannot hold it literally ({@code ' '} as
     * {@code %20}, TAB {@code %09}, CR LF {@code %0D%0A}, {@code '?'} as {@code %3F}, RFC 1738 §3.4.4). Port
     * 70 is left out (RFC 3986 §3.2.3). Until a gopher-path setter is called, the path and query are kept as
     * written. Mutable, not thread-safe.
     */
    public static final class Builder {
        private final UriBuilder b;
        private boolean pathChanged;
        private String type = "1";
        private String selector = "";
        private String search;
        private String plus;
        private int port = -1;
        /** The profile whose path characters decoded text is encoded for. */
        private final org.urikit.Profile profile;

        private Builder(UriBuilder b, GopherPath from, org.urikit.Profile profile) {
            this.b = b;
            this.profile = profile;
            if (from != null) {
                type = raw(from.type());
                selector = raw(from.selector());
                search = from.search() == null ? null : raw(from.search());
                plus = from.plus() == null ? null : raw(from.plus());
            } else {
                pathChanged = true;
            }
        }

        /** Raw text read from a URL, with a literal '?' (read from a query) written %3F. */
        private static String raw(String s) {
            return s.replace("?", "%3F");
        }

        /** The host as decoded text (an IPv6 address without brackets gets them). */
        public Builder host(String decoded) {
            b.host(Objects.requireNonNull(decoded, "host"));
            return this;
        }

        /**
         * The port; left out when it is 70 (RFC 3986 §3.2.3).
         *
         * @throws IllegalArgumentException unless 0–65535
         */
        public Builder port(int port) {
            Checks.checkPort(port);
            this.port = port;
            return this;
        }

        /** No port: 70 applies. */
        public Builder clearPort() {
            port = -1;
            b.clearPort();
            return this;
        }

        /** The type character (RFC 1436 lists the usual ones). */
        public Builder type(char type) {
            this.type = encode(String.valueOf(type));
            pathChanged = true;
            return this;
        }

        /**
         * The selector as decoded text.
         *
         * @throws IllegalArgumentException if it holds TAB, CR or LF (RFC 1738 §3.4.1)
         */
        public Builder selector(String decoded) {
            this.selector = encode(field(decoded, "selector"));
            pathChanged = true;
            return this;
        }

        /** The selector as raw text (checked when built). */
        public Builder rawSelector(String raw) {
            this.selector = Objects.requireNonNull(raw, "selector");
            pathChanged = true;
            return this;
        }

        /**
         * The search string as decoded text, or null for none.
         *
         * @throws IllegalArgumentException if it holds TAB, CR or LF (they would split or end the request)
         */
        public Builder search(String decoded) {
            this.search = decoded == null ? null : encode(field(decoded, "search string"));
            pathChanged = true;
            return this;
        }

        /** The Gopher+ string, or null for none. */
        public Builder gopherPlus(GopherPlus gopherPlus) {
            this.plus = gopherPlus == null ? null : encode(gopherPlus.text());
            pathChanged = true;
            return this;
        }

        /** The Gopher+ string as raw text (after the second {@code %09}), or null. */
        public Builder rawGopherPlus(String raw) {
            this.plus = raw;
            pathChanged = true;
            return this;
        }

        /** The fragment as decoded text, or null for none. It is never sent. */
        public Builder fragment(String decoded) {
            b.fragment(decoded);
            return this;
        }

        private static String field(String decoded, String what) {
            Objects.requireNonNull(decoded, what);
            if (decoded.indexOf('\t') >= 0 || decoded.indexOf('\r') >= 0 || decoded.indexOf('\n') >= 0) {
                throw new IllegalArgumentException("a gopher " + what + " cannot hold TAB, CR or LF (RFC 1738 §3.4.1): " + decoded);
            }
            return decoded;
        }

        private String encode(String decoded) {
            return PercentCodec.encode(decoded, GopherSchemeHandler.literal(profile));
        }

        /**
         * The URL.
         *
         * @throws org.urikit.error.UriSyntaxException if a raw part is malformed
         * @throws SchemeSyntaxException if the result breaks the gopher rules (no host)
         */
        public GopherUrl build() {
            if (pathChanged) {
                List<String> parts = new ArrayList<>();
                parts.add(type + selector);
                if (search != null || plus != null) {
                    parts.add(search == null ? "" : search);
                }
                if (plus != null) {
                    parts.add(plus);
                }
                String gp = String.join("%09", parts);
                b.rawPath(gp.equals("1") ? "/" : "/" + gp).rawQuery(null);
            }
            if (port >= 0) {
                if (port == GopherSchemeHandler.DEFAULT_PORT) {
                    b.clearPort();
                } else {
                    b.port(port);
                }
            }
            return from(b.build());
        }
    }
}
