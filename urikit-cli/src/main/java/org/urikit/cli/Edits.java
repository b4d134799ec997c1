package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.encoding.QueryParameters;
import org.urikit.whatwg.UrlSearchParams;
import org.urikit.whatwg.WebUrl;

/**
 * The changes {@code urikit edit} makes to each URL, parsed from its options, and how each is
 * applied under either reading: RFC 3986 through {@link UriBuilder} (each part written with its
 * component's rules, the other parts of the query kept as they were written), or the URL Standard
 * through the {@code URL} API's setters ({@link WebUrl#withUsername} and the others) and
 * {@link UrlSearchParams}, which serialize the query again as browsers do.
 *
 * <pre>{@code
 * Edits.set("host=example.com");        // --set: decoded data, encoded as the component needs
 * Edits.set("path:=/a%20b");            // --set NAME:=VALUE: already encoded, taken as it is
 * Edits.set("port?=8080");              // --set NAME?=VALUE: only when the URL has no port
 * Edits.append("query=search=string");  // --append: a query pair, or path=SEGMENT
 * Edits.trim("utm_*");                  // --trim-query: pairs whose name matches the glob
 * }</pre>
 */
final class Edits {
    private Edits() {
    }

    /** The components {@code --set} takes. */
    static final List<String> COMPONENTS = List.of("scheme", "user", "password", "host", "port", "path", "query", "fragment");

    /** {@code --set COMPONENT=VALUE}: an empty value removes the component (the path becomes empty). */
    record Set(String component, String value, boolean raw, boolean ifAbsent) {
    }

    /** {@code --append path=SEGMENT} ({@code name} null) or {@code --append query=NAME[=VALUE]}. */
    record Append(String segment, String name, String value) {
    }

    /** {@code --set}'s text as a {@link Set}. */
    static Set set(String text) {
        int eq = text.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("expected COMPONENT=VALUE, found '" + text + "'");
        }
        String name = text.substring(0, eq);
        boolean raw = false;
        boolean ifAbsent = false;
        if (name.endsWith(":")) {
            raw = true;
            name = name.substring(0, name.length() - 1);
        }
        if (name.endsWith("?")) {
            ifAbsent = true;
            name = name.substring(0, name.length() - 1);
        }
        if (!COMPONENTS.contains(name)) {
            throw new IllegalArgumentException("unknown component '" + name + "' (expected one of " + String.join(", ", COMPONENTS) + ")");
        }
        return new Set(name, text.substring(eq + 1), raw, ifAbsent);
    }

    /** {@code --append}'s text as an {@link Append}. */
    static Append append(String text) {
        if (text.startsWith("path=")) {
            return new Append(text.substring(5), null, null);
        }
        if (text.startsWith("query=")) {
            String pair = text.substring(6);
            int eq = pair.indexOf('=');
            return eq < 0 ? new Append(null, pair, null) : new Append(null, pair.substring(0, eq), pair.substring(eq + 1));
        }
        throw new IllegalArgumentException("expected path=SEGMENT or query=NAME[=VALUE], found '" + text + "'");
    }

    /** {@code --trim-query}'s glob, checked. */
    static String trim(String glob) {
        if (glob.isEmpty()) {
            throw new IllegalArgumentException("expected a name or a glob such as utm_*");
        }
        return glob;
    }

    /**
     * Whether {@code name} matches {@code glob} as a whole: {@code *} is any run of characters,
     * {@code ?} one character, and a backslash makes the next character literal.
     */
    static boolean matches(String glob, String name) {
        int g = 0;
        int n = 0;
        int star = -1;
        int mark = 0;
        while (n < name.length()) {
            if (g < glob.length() && glob.charAt(g) == '*') {
                star = g++;
                mark = n;
            } else if (g < glob.length() && glob.charAt(g) == '?') {
                g++;
                n++;
            } else if (g < glob.length() && literal(glob, g) == name.charAt(n)) {
                g += glob.charAt(g) == '\\' && g + 1 < glob.length() ? 2 : 1;
                n++;
            } else if (star >= 0) {
                g = star + 1;
                n = ++mark;
            } else {
                return false;
            }
        }
        while (g < glob.length() && glob.charAt(g) == '*') {
            g++;
        }
        return g == glob.length();
    }

    private static char literal(String glob, int g) {
        return glob.charAt(g) == '\\' && g + 1 < glob.length() ? glob.charAt(g + 1) : glob.charAt(g);
    }

    /** The names {@code globs} match ({@code --trim-query}). */
    static boolean trimmed(List<String> globs, String name) {
        for (String glob : globs) {
            if (matches(glob, name)) {
                return true;
            }
        }
        return false;
    }

    /** The RFC 3986 reading: {@code u} with the changes made through its builder. */
    static Uri apply(Uri u, List<Set> sets, List<Append> appends, List<String> trims, boolean sort) {
        UriBuilder b = u.toBuilder();
        for (Set s : sets) {
            if (!s.ifAbsent() || absent(u, s.component())) {
                set(b, u, s);
            }
        }
        for (Append a : appends) {
            if (a.name() == null) {
                b.addPathSegment(a.segment());
            } else if (a.value() == null) {
                b.addQueryParameter(a.name(), null);
            } else {
                b.addQueryParameter(a.name(), a.value());
            }
        }
        if (!trims.isEmpty()) {
            b.removeQueryParameters(new java.util.function.Predicate<String>() {
                @Override
                public boolean test(String name) {
                    return trimmed(trims, name);
                }
            });
        }
        if (sort) {
            b.sortQueryParameters();
        }
        return b.build();
    }

    private static boolean absent(Uri u, String component) {
        switch (component) {
            case "scheme": return u.scheme() == null;
            case "user": return u.userInfo() == null;
            case "password": return u.userInfo() == null || u.userInfo().indexOf(':') < 0;
            case "host": return u.host() == null;
            case "port": return u.port() == null;
            case "path": return u.path().isEmpty();
            case "query": return u.query() == null;
            default: return u.fragment() == null;
        }
    }

    private static void set(UriBuilder b, Uri u, Set s) {
        String v = s.value().isEmpty() ? null : s.value();
        switch (s.component()) {
            case "scheme":
                b.scheme(v);
                break;
            case "user":
                if (s.raw()) {
                    b.rawUser(v);
                } else {
                    b.user(v);
                }
                break;
            case "password":
                if (s.raw()) {
                    b.rawPassword(v);
                } else {
                    b.password(v);
                }
                break;
            case "host":
                if (s.raw()) {
                    b.rawHost(v);
                } else {
                    b.host(v);
                }
                break;
            case "port":
                b.rawPort(v);
                break;
            case "path":
                // As trurl does: a path set on a URL with a host gets its leading '/' (RFC 3986 section 3.3).
                String p = v == null ? "" : u.host() != null && !v.startsWith("/") ? "/" + v : v;
                if (s.raw()) {
                    b.rawPath(p);
                } else {
                    b.path(p);
                }
                break;
            case "query":
                if (s.raw()) {
                    b.rawQuery(v);
                } else {
                    b.query(v);
                }
                break;
            default:
                if (s.raw()) {
                    b.rawFragment(v);
                } else {
                    b.fragment(v);
                }
        }
    }

    /** The URL Standard's reading: {@code u} with the changes made through the URL API's setters. */
    static WebUrl apply(WebUrl u, List<Set> sets, List<Append> appends, List<String> trims, boolean sort) {
        WebUrl w = u;
        for (Set s : sets) {
            if (!s.ifAbsent() || absent(w, s.component())) {
                w = set(w, s);
            }
        }
        for (Append a : appends) {
            w = a.name() == null ? w.withAppendedPathSegment(a.segment())
                    : w.withSearchParams(w.searchParams().withAppended(a.name(), a.value() == null ? "" : a.value()));
        }
        if (!trims.isEmpty()) {
            List<QueryParameters.Parameter> kept = new ArrayList<>();
            for (QueryParameters.Parameter p : w.searchParams()) {
                if (!trimmed(trims, p.name())) {
                    kept.add(p);
                }
            }
            if (kept.size() < w.searchParams().size()) {
                w = w.withSearchParams(UrlSearchParams.of(kept));
            }
        }
        if (sort) {
            w = w.withSearchParams(w.searchParams().sorted());
        }
        return w;
    }

    private static boolean absent(WebUrl u, String component) {
        switch (component) {
            case "user": return u.username().isEmpty();
            case "password": return u.password().isEmpty();
            case "host": return u.hostname().isEmpty();
            case "port": return u.port().isEmpty();
            case "path": return u.pathname().isEmpty();
            case "query": return u.query() == null;
            case "fragment": return u.fragment() == null;
            default: return false;
        }
    }

    /**
     * One setter of the URL API. The decoded form ({@code NAME=VALUE}) is percent-encoded with the
     * component's RFC 3986 rules first, so that a {@code '%'}, {@code '#'} or {@code '?'} in it is
     * data; the setter itself encodes only what its percent-encode set holds and leaves {@code '%'}.
     */
    private static WebUrl set(WebUrl u, Set s) {
        String v = s.value();
        switch (s.component()) {
            case "scheme": return u.withProtocol(v);
            case "user": return u.withUsername(s.raw() ? v : PercentCodec.encode(v, CharClass.USERINFO.without(":")));
            case "password": return u.withPassword(s.raw() ? v : PercentCodec.encodeUserInfo(v));
            case "host": return u.withHostname(v);
            case "port": return u.withPort(v);
            case "path": return u.withPathname(s.raw() ? v : PercentCodec.encode(v, CharClass.PATH));
            case "query": return u.withSearch(s.raw() || v.isEmpty() ? v : PercentCodec.encodeQuery(v));
            default: return u.withHash(s.raw() || v.isEmpty() ? v : PercentCodec.encodeFragment(v));
        }
    }
}
