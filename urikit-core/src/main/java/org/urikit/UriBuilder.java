package org.urikit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.idna.IdnaResult;
import org.urikit.internal.Components;
import org.urikit.internal.Grammar;
import org.urikit.internal.Grammar.AuthorityRule;
import org.urikit.internal.RegNames;
import org.urikit.internal.SegmentJoin;
import org.urikit.net.Ascii;
import org.urikit.net.Ipv6Addresses;

/**
 * Builds a {@link Uri} one component at a time: mutable and not thread-safe, while every
 * {@code Uri} it builds is immutable. {@link #build()} recomposes the components as RFC 3986
 * §5.3 describes and runs the result through the one parser, so a built {@code Uri} is exactly
 * what {@link Uri#parse(String, Profile)} would give for its text.
 *
 * <pre>{@code
 * Uri u = Uri.builder()
 *         .scheme("https")
 *         .host("example.com")
 *         .addPathSegment("a b")          // decoded input, encoded with segment rules -> "a%20b"
 *         .addRawPathSegment("c%2Fd")     // pre-encoded: validated, never re-encoded
 *         .addQueryParameter("q", "x&y")  // -> q=x%26y
 *         .fragment(null)                 // null = absent, "" = present but empty
 *         .build();                       // https://example.com/a%20b/c%2Fd?q=x%26y
 * Uri v = u.toBuilder().clearQuery().build();   // https://example.com/a%20b/c%2Fd
 * }</pre>
 *
 * <h2>Decoded and raw input</h2>
 * Every component that can hold escapes has two setters, never a boolean flag: the plain one
 * ({@link #userInfo}, {@link #host}, {@link #addPathSegment}, {@link #query},
 * {@link #addQueryParameter}, {@link #fragment}) takes <em>decoded</em> text and percent-encodes,
 * as UTF-8 with upper-case hex, every character the component does not allow; its {@code raw...}
 * twin takes text that is already encoded and never changes it. Raw text is checked by
 * {@link #build()}, which throws if it is not valid for its component. Decoded text is encoded
 * with the character classes of the builder's {@link #profile(Profile) profile} at the moment it
 * is given, so choose the profile first when it is not RFC 3986.
 *
 * <p>For every component {@code null} means absent and {@code ""} means present but empty
 * ({@code fragment("")} writes {@code #}). The path is never absent: {@code rawPath(null)} is the
 * empty path. An authority is written exactly when a host is set, possibly empty
 * ({@code host("")} gives {@code file:///...}); a userinfo or port without a host is an error.
 *
 * <h2>What build() adds so that the text reads back the same</h2>
 * <ul>
 * <li>With an authority, a path built from segments gets its leading {@code '/'}
 *   (RFC 3986 §3.3: the path after an authority is {@code path-abempty}). A non-empty path given
 *   with {@link #rawPath} must already start with {@code '/'}: the builder never edits raw text,
 *   so it throws {@link SyntaxError#PATH_WITHOUT_LEADING_SLASH}.</li>
 * <li>Without an authority, a path that would start with {@code "//"} gets the prefix
 *   {@code "/."}, so that it cannot read as an authority (RFC 3986 §3.3); {@code /.//a} is
 *   {@code //a} after dot-segment removal (§5.2.4).</li>
 * <li>In a relative reference (no scheme, no authority), a first segment that contains
 *   {@code ':'} gets the prefix {@code "./"} so that it cannot read as a scheme (RFC 3986 §4.2;
 *   Go's {@code URL.String} does the same). A path without a leading {@code '/'} whose first
 *   segment is empty gets {@code "./"} too, since it would otherwise start with {@code '/'}.</li>
 * </ul>
 * {@link Uri#decodedPathSegments()} of such a result starts with the {@code "."} segment.
 *
 * <h2>Path segments</h2>
 * Segments follow {@link Uri#pathSegments()}: {@code /a/b/} is {@code ["a", "b", ""]}. As in
 * OkHttp, adding a segment to a path that ends in {@code '/'} (an empty last segment) replaces
 * that empty segment, so {@code http://h/dir/} plus {@code "f"} gives {@code http://h/dir/f};
 * use {@link #rawPath} or {@link #setPathSegment} for empty segments in the middle.
 *
 * <h2>Hosts</h2>
 * {@link #host(String)} writes an IPv6 address given without brackets inside brackets (a zone
 * after {@code '%'} becomes RFC 6874's {@code %25zone}), keeps an IP literal given with brackets,
 * and writes a registered name with non-ASCII characters in its ASCII (IDNA) form, as RFC 3986
 * §3.2.2 asks of producers: {@code host("bücher.example")} gives {@code xn--bcher-kva.example}
 * (the URL Standard's domain to ASCII, UTS #46; the name is lower-cased). A name that has no such
 * form ({@code host("evil.com＠good.com")}: UTS #46 maps the fullwidth {@code ＠} to {@code @})
 * makes {@link #build()} fail with {@link SyntaxError#IDN_HOST_INVALID}. An ASCII name keeps its
 * case (RFC 3986 hosts are case-insensitive but written as given; normalization lower-cases) and
 * is percent-encoded with {@code reg-name} rules. The RFC 2396 and RFC 1738 profiles have no
 * escapes in host names, so there an ASCII host is written as given and must be a host name or
 * number.
 *
 * <h2>Query parameters</h2>
 * The query parameter methods read and write the query as {@code name=value} pairs joined by
 * {@code '&'}, percent-encoded (RFC 3986 §2.1): {@code '+'} is written {@code %2B} and a space
 * {@code %20}. Names are compared after percent-decoding. HTML form encoding is not applied.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-5.3">RFC 3986 §5.3 Component Recomposition</a>
 */
public final class UriBuilder {
    private Profile profile = Profile.RFC3986;
    private String scheme;
    private String userInfo;
    private String host;
    /** The index in {@link #host} of the first error of a name that has no IDNA form, or -1. */
    private int idnFault = -1;
    private String port;
    /** Whether the path starts with '/'. */
    private boolean rooted;
    /** Raw segments, as {@link Uri#pathSegments()} lists them (when {@link #rawPath} is null). */
    private final List<String> segments = new ArrayList<>();
    /**
     * The path as given to {@link #rawPath(String)}, until a segment method needs the segments
     * ({@link #split()}); null after that. Kept whole so that toBuilder().build() does not take
     * the path apart.
     */
    private String rawPath = "";
    /** The path was set with rawPath() to a non-empty text without a leading '/': never given one. */
    private boolean rawRootless;
    private String query;
    private String fragment;

    /** An empty builder (RFC 3986 profile, no components, empty path); see also {@link Uri#builder()}. */
    public UriBuilder() {
    }

    // ---- profile and scheme ------------------------------------------------------------------

    /**
     * The profile whose grammar {@link #build()} parses with, and whose character classes the
     * decoded setters encode with from now on. Default {@link Profile#RFC3986}.
     */
    public UriBuilder profile(Profile profile) {
        this.profile = Objects.requireNonNull(profile, "profile");
        return this;
    }

    /** The scheme as written, e.g. {@code "https"}, or null for a relative reference. Checked by {@link #build()}. */
    public UriBuilder scheme(String scheme) {
        this.scheme = scheme;
        return this;
    }

    // ---- authority ---------------------------------------------------------------------------

    /** The userinfo as decoded text (encoded with {@code userinfo} rules; {@code ':'} is kept), or null. */
    public UriBuilder userInfo(String decoded) {
        if (decoded == null) {
            userInfo = null;
        } else {
            Grammar g = grammar();
            if (g.authorityRule == AuthorityRule.LOGIN) {
                // user [ ":" password ]: the first ':' separates, any other is data.
                int colon = decoded.indexOf(':');
                userInfo = colon < 0 ? PercentCodec.encode(decoded, g.userinfo)
                        : PercentCodec.encode(decoded.substring(0, colon), g.userinfo) + ":"
                                + PercentCodec.encode(decoded.substring(colon + 1), g.userinfo);
            } else {
                userInfo = PercentCodec.encode(decoded, g.userinfo.with(":"));
            }
        }
        return this;
    }

    /** The userinfo as already-encoded text, or null. Checked by {@link #build()}. */
    public UriBuilder rawUserInfo(String raw) {
        userInfo = raw;
        return this;
    }

    /**
     * The user, the part of the userinfo before its first {@code ':'} (RFC 3986 §3.2.1), as decoded
     * text: encoded with {@code userinfo} rules, a {@code ':'} in it too, so that it stays the user.
     * A password already set is kept; null removes the whole userinfo.
     *
     * <pre>{@code
     * Uri.parse("http://u:pw@h/").toBuilder().user("a:b").build();   // http://a%3Ab:pw@h/
     * }</pre>
     */
    public UriBuilder user(String decoded) {
        return rawUser(decoded == null ? null : PercentCodec.encode(decoded, grammar().userinfo.without(":")));
    }

    /** The user as already-encoded text (checked by {@link #build()}; a {@code ':'} in it would start the password). */
    public UriBuilder rawUser(String raw) {
        if (raw == null) {
            userInfo = null;
        } else {
            int colon = userInfo == null ? -1 : userInfo.indexOf(':');
            userInfo = colon < 0 ? raw : raw + userInfo.substring(colon);
        }
        return this;
    }

    /**
     * The password, the part of the userinfo after its first {@code ':'} (RFC 3986 §3.2.1, which
     * deprecates it; §7.5), as decoded text, encoded with {@code userinfo} rules ({@code ':'} kept).
     * The user is kept (empty when there was no userinfo); null removes the password and its
     * {@code ':'}, {@code ""} writes an empty one.
     *
     * <pre>{@code
     * Uri.parse("http://u@h/").toBuilder().password("p w").build();    // http://u:p%20w@h/
     * Uri.parse("http://u:pw@h/").toBuilder().password(null).build();  // http://u@h/
     * }</pre>
     */
    public UriBuilder password(String decoded) {
        return rawPassword(decoded == null ? null : PercentCodec.encode(decoded, grammar().userinfo.with(":")));
    }

    /** The password as already-encoded text, or null for none. Checked by {@link #build()}. */
    public UriBuilder rawPassword(String raw) {
        String user = userInfo == null ? "" : userInfo.indexOf(':') < 0 ? userInfo : userInfo.substring(0, userInfo.indexOf(':'));
        if (raw != null) {
            userInfo = user + ":" + raw;
        } else if (userInfo != null) {
            userInfo = user;
        }
        return this;
    }

    /**
     * The host as decoded text, or null for no authority. An IPv6 address (with an optional
     * {@code %zone}) gets brackets; text already in brackets is kept as an IP literal; anything
     * else is a registered name: with non-ASCII characters, written in its IDNA form
     * ({@code bücher.example} gives {@code xn--bcher-kva.example}, or {@link #build()} fails with
     * {@link SyntaxError#IDN_HOST_INVALID}); then, like any other name, percent-encoded with
     * {@code reg-name} rules, case kept. The IDNA form is the URL Standard's, which keeps
     * {@code "} and {@code `}: {@code hosô.e`c} gives {@code xn--hos-mna.e%60c}, whose decoded
     * host is the IDNA form.
     */
    public UriBuilder host(String decoded) {
        idnFault = -1;
        host = decoded == null ? null : encodeHost(decoded);
        return this;
    }

    private String encodeHost(String h) {
        Grammar g = grammar();
        if (h.length() >= 2 && h.charAt(0) == '[' && h.charAt(h.length() - 1) == ']') {
            return h;
        }
        // Bracketed under every profile: one without IP literals then reports IP_LITERAL_NOT_ALLOWED.
        if (h.indexOf(':') >= 0) {
            int zone = h.indexOf('%');
            int end = zone < 0 ? h.length() : zone;
            if (Ipv6Addresses.end(h, 0, end) == end && (zone < 0 || zone + 1 < h.length())) {
                return "[" + h.substring(0, end)
                        + (zone < 0 ? "" : "%25" + PercentCodec.encode(h.substring(zone + 1), CharClass.ZONE_ID)) + "]";
            }
        }
        if (!Ascii.isAscii(h)) {
            IdnaResult ascii = RegNames.toAscii(h);
            if (!ascii.isValid()) {
                idnFault = RegNames.errorIndex(ascii);
                return h;   // reported by build(), at the index in the name
            }
            h = ascii.value();
        }
        if (g.authorityRule == AuthorityRule.LOGIN) {
            return h;       // host names and numbers have no escapes in RFC 2396 / RFC 1738
        }
        // The 2003 draft's reg-name also holds ':' and '@', which would split the authority here.
        return PercentCodec.encode(h, g.regName.without(":@"));
    }

    /** The host as already-encoded text (brackets included for an IP literal), or null for no authority. Checked by {@link #build()}. */
    public UriBuilder rawHost(String raw) {
        idnFault = -1;
        host = raw;
        return this;
    }

    /**
     * The port number.
     *
     * @throws IllegalArgumentException unless {@code 0 <= port <= 65535}
     */
    public UriBuilder port(int port) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port out of range 0..65535: " + port);
        }
        this.port = Integer.toString(port);
        return this;
    }

    /**
     * The port as text: digits of any length ({@code port = *DIGIT}, RFC 3986 §3.2.3), the empty
     * string for a {@code ':'} with no digits, or null for no port. Checked by {@link #build()}.
     */
    public UriBuilder rawPort(String raw) {
        port = raw;
        return this;
    }

    /** Removes the port. */
    public UriBuilder clearPort() {
        port = null;
        return this;
    }

    // ---- path -----------------------------------------------------------------------------------

    /**
     * The whole path as already-encoded text; null is the empty path. It is split into segments
     * at {@code '/'} for the segment methods. Never changed by the builder except for the
     * {@code "/."} and {@code "./"} prefixes described in the class comment.
     */
    public UriBuilder rawPath(String raw) {
        segments.clear();
        rawPath = raw == null ? "" : raw;
        rooted = rawPath.startsWith("/");
        rawRootless = !rawPath.isEmpty() && !rooted;
        return this;
    }

    /**
     * The whole path as decoded text: {@code '/'} separates segments and is kept; every other
     * character the path does not allow ({@code '?'}, {@code '#'}, {@code '%'}, a space,
     * non-ASCII) is encoded. Dot segments are written as given.
     *
     * <pre>{@code
     * Uri.parse("http://h/x?q").toBuilder().path("/a b/c?d").build();   // http://h/a%20b/c%3Fd?q
     * }</pre>
     */
    public UriBuilder path(String decoded) {
        return rawPath(decoded == null ? null : PercentCodec.encode(decoded, grammar().path));
    }

    /** The segments of the path given to {@link #rawPath}, for the segment methods. */
    private void split() {
        String p = rawPath;
        if (p == null) {
            return;
        }
        rawPath = null;
        if (p.isEmpty()) {
            return;
        }
        int i = rooted ? 1 : 0;
        while (true) {
            int slash = p.indexOf('/', i);
            if (slash < 0) {
                segments.add(p.substring(i));
                return;
            }
            segments.add(p.substring(i, slash));
            i = slash + 1;
        }
    }

    /**
     * Appends one segment given as decoded text: {@code '/'}, {@code '?'}, {@code '#'} and
     * {@code '%'} in it are encoded, so it stays one segment of data. As with
     * {@link Uri#withAppendedPathSegment(String)}, {@code "."} and {@code ".."} are refused: they
     * would move up the path (RFC 3986 §5.2.4), as {@code /api/../admin} does (Go's CVE-2022-32190).
     * Use {@link #addRawPathSegment(String)} to write a dot segment on purpose.
     *
     * <pre>{@code
     * Uri.builder().scheme("https").host("example.com").addPathSegment("api").addPathSegment("../admin").build();
     * // https://example.com/api/..%2Fadmin
     * Uri.builder().addPathSegment("..");   // throws DOT_SEGMENT_AS_DATA
     * }</pre>
     *
     * @throws UriSyntaxException {@link SyntaxError#DOT_SEGMENT_AS_DATA} for {@code "."} or {@code ".."}
     */
    public UriBuilder addPathSegment(String decoded) {
        return addRawPathSegment(encodeSegment(decoded));
    }

    /**
     * Appends one already-encoded segment (checked by {@link #build()}; a {@code '/'} in it is an
     * error). If the path ends in {@code '/'}, the new segment replaces the empty last segment.
     */
    public UriBuilder addRawPathSegment(String raw) {
        Objects.requireNonNull(raw, "segment");
        split();
        int last = segments.size() - 1;
        if (last >= 0 && segments.get(last).isEmpty()) {
            segments.set(last, raw);
        } else {
            segments.add(raw);
        }
        return this;
    }

    /**
     * Replaces segment {@code index} (as {@link Uri#pathSegments()} counts) with decoded text,
     * encoded and checked as {@link #addPathSegment(String)} does.
     *
     * @throws IndexOutOfBoundsException if there is no such segment
     * @throws UriSyntaxException {@link SyntaxError#DOT_SEGMENT_AS_DATA} for {@code "."} or {@code ".."}
     */
    public UriBuilder setPathSegment(int index, String decoded) {
        return setRawPathSegment(index, encodeSegment(decoded));
    }

    /** Replaces segment {@code index} with already-encoded text (checked by {@link #build()}). */
    public UriBuilder setRawPathSegment(int index, String raw) {
        split();
        segments.set(index, Objects.requireNonNull(raw, "segment"));
        return this;
    }

    /**
     * Removes segment {@code index} and its {@code '/'}: {@code /a/b/c} without segment 1 is {@code /a/c}.
     *
     * @throws IndexOutOfBoundsException if there is no such segment
     */
    public UriBuilder removePathSegment(int index) {
        split();
        segments.remove(index);
        return this;
    }

    private String encodeSegment(String decoded) {
        return PercentCodec.encode(SegmentJoin.requireData(decoded), grammar().path.without("/"));
    }

    // ---- query ----------------------------------------------------------------------------------

    /** The whole query as decoded text ({@code '&'}, {@code '='}, {@code '/'}, {@code '?'} are kept), or null. */
    public UriBuilder query(String decoded) {
        return rawQuery(decoded == null ? null : PercentCodec.encode(decoded, grammar().query));
    }

    /** The whole query as already-encoded text, without the {@code '?'}, or null. Checked by {@link #build()}. */
    public UriBuilder rawQuery(String raw) {
        query = raw;
        return this;
    }

    /**
     * Appends {@code name=value} to the query (creating it if absent), both decoded: {@code '&'},
     * {@code '='}, {@code '+'}, {@code ';'} and {@code '#'} in them are encoded. A null value
     * writes the name alone, without {@code '='}. An empty query holds no parameters, so a
     * parameter with an empty name and a null value writes nothing.
     */
    public UriBuilder addQueryParameter(String name, String value) {
        CharClass allowed = parameterClass();
        return addRawQueryParameter(PercentCodec.encode(Objects.requireNonNull(name, "name"), allowed),
                value == null ? null : PercentCodec.encode(value, allowed));
    }

    /** Appends an already-encoded {@code name=value} (value null: the name alone). Checked by {@link #build()}. */
    public UriBuilder addRawQueryParameter(String name, String value) {
        Objects.requireNonNull(name, "name");
        String pair = value == null ? name : name + "=" + value;
        query = query == null || query.isEmpty() ? pair : query + "&" + pair;
        return this;
    }

    /** Removes every parameter named {@code name} (decoded), then appends {@code name=value}. */
    public UriBuilder setQueryParameter(String name, String value) {
        removeQueryParameters(name);
        return addQueryParameter(name, value);
    }

    /** Removes every parameter whose name, once decoded, equals {@code raw} decoded, then appends the raw pair. */
    public UriBuilder setRawQueryParameter(String name, String value) {
        removeQueryParameters(PercentCodec.decodeLenient(Objects.requireNonNull(name, "name")));
        return addRawQueryParameter(name, value);
    }

    /**
     * Removes every {@code '&'}-separated parameter whose name (the text before the first
     * {@code '='}, percent-decoded) equals {@code name}. When that removes every parameter the
     * query becomes absent; when nothing matches the query is left exactly as it was.
     */
    public UriBuilder removeQueryParameters(String name) {
        Objects.requireNonNull(name, "name");
        return removeQueryParameters(name::equals);
    }

    /**
     * Removes every {@code '&'}-separated parameter whose name (the text before the first
     * {@code '='}, percent-decoded) {@code names} accepts; the other pieces keep their text
     * exactly (an empty piece, whose name is {@code ""}, included). When that removes every
     * parameter the query becomes absent; when nothing matches the query is left exactly as it was.
     *
     * <pre>{@code
     * Uri.parse("https://h/?utm_source=x&q=a+b&utm_medium=y").toBuilder()
     *         .removeQueryParameters(n -> n.startsWith("utm_")).build();   // https://h/?q=a+b
     * }</pre>
     */
    public UriBuilder removeQueryParameters(Predicate<String> names) {
        Objects.requireNonNull(names, "names");
        if (query == null) {
            return this;
        }
        List<String> pairs = rawPairs(query, true);
        List<String> kept = new ArrayList<>(pairs.size());
        for (String pair : pairs) {
            if (!names.test(decodedName(pair))) {
                kept.add(pair);
            }
        }
        if (kept.size() < pairs.size()) {
            query = kept.isEmpty() ? null : String.join("&", kept);
        }
        return this;
    }

    /**
     * Sorts the {@code '&'}-separated parameters by name (percent-decoded, compared by UTF-16 code
     * units), keeping the order of parameters of one name and the text of each parameter exactly:
     * the order of {@code URLSearchParams.sort()} (URL Standard §6.2), without re-encoding. Empty
     * pieces ({@code "a&&b"}) are dropped; a query with no parameter is left as it was.
     *
     * <pre>{@code
     * Uri.parse("http://h/?b=1&a=x+y&b=0").toBuilder().sortQueryParameters().build();   // http://h/?a=x+y&b=1&b=0
     * }</pre>
     */
    public UriBuilder sortQueryParameters() {
        if (query == null) {
            return this;
        }
        List<String> pairs = rawPairs(query, false);
        if (pairs.isEmpty()) {
            return this;
        }
        List<String[]> keyed = new ArrayList<>(pairs.size());
        for (String pair : pairs) {
            keyed.add(new String[] {decodedName(pair), pair});
        }
        keyed.sort((a, b) -> a[0].compareTo(b[0]));   // List.sort is stable (a merge sort)
        List<String> sorted = new ArrayList<>(keyed.size());
        for (String[] k : keyed) {
            sorted.add(k[1]);
        }
        query = String.join("&", sorted);
        return this;
    }

    /** The {@code '&'}-separated pieces of a raw query, as written, the empty ones too when {@code empty}. */
    private static List<String> rawPairs(String query, boolean empty) {
        List<String> pairs = new ArrayList<>();
        int i = 0;
        while (i <= query.length()) {
            int amp = query.indexOf('&', i);
            int end = amp < 0 ? query.length() : amp;
            if (empty || end > i) {
                pairs.add(query.substring(i, end));
            }
            i = end + 1;
        }
        return pairs;
    }

    /** The name of a raw pair (the text before its first {@code '='}), percent-decoded. */
    private static String decodedName(String pair) {
        int eq = pair.indexOf('=');
        return PercentCodec.decodeLenient(eq < 0 ? pair : pair.substring(0, eq));
    }

    /** Removes the query (it becomes absent, not empty). */
    public UriBuilder clearQuery() {
        query = null;
        return this;
    }

    private CharClass parameterClass() {
        return grammar().query.without("&=+;");
    }

    // ---- fragment -------------------------------------------------------------------------------

    /** The fragment as already-encoded text, without the {@code '#'}, or null. Checked by {@link #build()}. */
    public UriBuilder rawFragment(String raw) {
        fragment = raw;
        return this;
    }

    /** The fragment as decoded text, or null. */
    public UriBuilder fragment(String decoded) {
        return rawFragment(decoded == null ? null : PercentCodec.encode(decoded, grammar().fragment));
    }

    private Grammar grammar() {
        return profile.grammar();
    }

    // ---- build ----------------------------------------------------------------------------------

    /**
     * Recomposes the components (RFC 3986 §5.3) and parses the text with the builder's profile:
     * the parser is the only judge of syntax, and a failure is reported for the component that
     * holds it, in text order. The builder can be changed and built again afterwards.
     *
     * @return the {@link Uri}, whose components are exactly the ones set (plus the prefixes of
     *     the class comment)
     * @throws UriSyntaxException if a component is not valid. The code names the component
     *     ({@code INVALID_SCHEME_*}/{@code SCHEME_EMPTY}, {@code USERINFO_CHAR_INVALID},
     *     {@code HOST_CHAR_INVALID}, {@code IDN_HOST_INVALID} or an IP-literal code, {@code PORT_INVALID},
     *     {@code PATH_CHAR_INVALID}, {@code QUERY_CHAR_INVALID},
     *     {@code FRAGMENT_CHAR_INVALID}; a malformed escape in raw text is reported with its
     *     component's code), {@link SyntaxError#HOST_MISSING} for a userinfo or port without a
     *     host, {@link SyntaxError#PATH_WITHOUT_LEADING_SLASH} for a raw path without
     *     {@code '/'} next to an authority. {@link UriSyntaxException#input()} is the recomposed
     *     text and {@link UriSyntaxException#index()} points into it.
     */
    public Uri build() {
        boolean authority = host != null || userInfo != null || port != null;
        // path: path-abempty after an authority, else path-absolute / path-rootless /
        // path-noscheme / path-empty (RFC 3986 §3.3, §4.2)
        if (rawPath != null) {
            return build(authority, rawPath);
        }
        int n = segments.size();
        // A lone empty segment is the empty path, except when added after an authority: "/".
        boolean emptyPath = !rooted && (n == 0 || (n == 1 && segments.get(0).isEmpty() && (!authority || rawRootless)));
        boolean slash = rooted;
        boolean slashMissing = false;
        if (authority && !rooted && !emptyPath) {
            if (rawRootless) {
                slashMissing = true;        // raw text is never edited: a fault, reported in text order
            } else {
                slash = true;
            }
        }
        StringBuilder path = new StringBuilder();
        int slashInSegment = -1;            // a '/' in a raw segment, which would split it
        if (!emptyPath) {
            if (!authority) {
                boolean emptyFirst = n >= 2 && segments.get(0).isEmpty();
                if (slash && emptyFirst) {
                    path.append("/.");      // "//x" would read as an authority
                } else if (!slash && (emptyFirst || (scheme == null && segments.get(0).indexOf(':') >= 0))) {
                    path.append("./");      // "/x" would be absolute; "a:b" would read as a scheme
                }
            }
            if (slash) {
                path.append('/');
            }
            for (int k = 0; k < n; k++) {
                if (k > 0) {
                    path.append('/');
                }
                int inSegment = segments.get(k).indexOf('/');
                if (inSegment >= 0 && slashInSegment < 0) {
                    slashInSegment = path.length() + inSegment;
                }
                path.append(segments.get(k));
            }
        }
        Components c = Components.ofParts(scheme, userInfo, host, port, path.toString(), query, fragment);
        return slashMissing ? build(c, authority, SyntaxError.PATH_WITHOUT_LEADING_SLASH, 0)
                : build(c, authority, slashInSegment >= 0 ? SyntaxError.PATH_CHAR_INVALID : null, slashInSegment);
    }

    /**
     * {@link #build()} for a path given whole with {@link #rawPath} and not taken apart since: the
     * same rules as for its segments, on the text ({@code "/."} before a path starting with
     * {@code "//"} and {@code "./"} before a first segment with ':' when there is no authority; a
     * rootless path next to an authority is a fault).
     */
    private Uri build(boolean authority, String raw) {
        String path = raw;
        if (!authority && rooted && raw.startsWith("//")) {
            path = "/." + raw;              // "//x" would read as an authority
        } else if (!authority && rawRootless && scheme == null) {
            int slash = raw.indexOf('/');
            if (raw.lastIndexOf(':', slash < 0 ? raw.length() : slash) >= 0) {
                path = "./" + raw;          // "a:b" would read as a scheme
            }
        }
        Components c = Components.ofParts(scheme, userInfo, host, port, path, query, fragment);
        return build(c, authority, authority && rawRootless ? SyntaxError.PATH_WITHOUT_LEADING_SLASH : null, 0);
    }

    /**
     * The URI of {@code c}, re-parsed, or the failure of the first rule it breaks, in this order:
     * an authority without a host, a host that is not a valid IDN, then {@code pathFault} (null:
     * none) at {@code pathIndex} in the path.
     */
    private Uri build(Components c, boolean authority, SyntaxError pathFault, int pathIndex) {
        if (authority && host == null) {
            return c.build(Bridge.INSTANCE, grammar(), SyntaxError.HOST_MISSING, c.hostStart());
        }
        if (idnFault >= 0) {
            return c.build(Bridge.INSTANCE, grammar(), SyntaxError.IDN_HOST_INVALID, c.hostStart() + idnFault);
        }
        return c.build(Bridge.INSTANCE, grammar(), pathFault, pathFault == null ? -1 : c.pathStart() + pathIndex);
    }
}
