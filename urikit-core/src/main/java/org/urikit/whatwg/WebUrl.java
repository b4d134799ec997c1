package org.urikit.whatwg;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Objects;
import org.urikit.Component;
import org.urikit.Host;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.Redaction;
import org.urikit.internal.SegmentJoin;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;

/**
 * A URL as the WHATWG URL Standard reads it: what browsers, {@code fetch}, Node and most HTTP
 * clients do with a string. Immutable; the value is its serialization (the {@link #href()}).
 *
 * <pre>{@code
 * WebUrl u = WebUrl.parse("HTTP://EXAMPLE.com:80/a/../b c?q=1#top");
 * u.href();        // "http://example.com/b%20c?q=1#top"
 * u.protocol();    // "http:"
 * u.host();        // "example.com"         (port 80 is http's default: dropped)
 * u.pathname();    // "/b%20c"
 * u.search();      // "?q=1"
 * u.hash();        // "#top"
 * u.origin().serialize();                       // "http://example.com"
 * WebUrl.parse("../x", "http://a/b/c").href();  // "http://a/x"
 * WebUrl.parse("http://evil.com\\@good.com/").hostname();   // "evil.com"
 * WebUrl.parse("http://0x7f.1/").hostname();                // "127.0.0.1"
 * u.withPathname("/x y").href();                // "http://example.com/x%20y?q=1#top"
 * u.searchParams().get("q");                    // "1"
 * }</pre>
 *
 * <h2>Canonical, unlike {@code Uri}</h2>
 * {@code org.urikit.Uri} keeps the text as written (RFC 3986). A {@code WebUrl} is the result of
 * the standard's basic URL parser: the scheme and domains are lower-cased, IPv4 addresses in any
 * of their number forms and IPv6 addresses are rewritten in their canonical form, dot segments
 * are removed, {@code '\'} reads as {@code '/'} in special URLs, tabs and newlines are dropped
 * and characters are percent-encoded per component ({@link PercentEncodeSet}). So the href is
 * usually not the input; {@code WebUrl.parse(u.href())} always gives {@code u} back.
 * {@link UrlReadings#compare(String)} says where the two readings of one string disagree.
 *
 * <h2>Entry points and errors</h2>
 * {@link #parse(String)} throws {@link WebUrlSyntaxException} when the parser returns failure;
 * {@link #tryParse(String)} never throws and also gives the non-fatal validation errors;
 * {@link #parseOrNull(String)} and {@link #canParse(String)} are for hot loops (a rejection
 * allocates nothing beyond the parser's state). Each takes an optional base URL.
 *
 * <h2>Setters</h2>
 * The {@code URL} API's setters are {@code with…} methods returning a new value, and follow the
 * setter algorithms of the standard exactly, state override included: a value the standard
 * ignores leaves the URL unchanged (the same instance is returned).
 * <pre>{@code
 * WebUrl.parse("https://a.example/").withPort("8080x").href();      // "https://a.example:8080/"
 * WebUrl.parse("https://a.example/").withProtocol("mailto").href(); // unchanged: special to non-special
 * }</pre>
 *
 * <h2>Representation</h2>
 * One {@code String} (the href) and {@code int} offsets, like {@code Uri} and like ada's
 * {@code url_aggregator}; the getters are substrings. When the input is already its own
 * serialization (the common case for URLs taken from real traffic), the href is the input
 * {@code String} itself and parsing allocates only this object; otherwise the parser writes the
 * href as it reads, and for the common rewrites (case, {@code '\'}, spaces, dot segments) that
 * string is the only other thing {@code parse} and {@code parseOrNull} allocate.
 * <pre>
 *  https://user:pass@example.com:8080/a/b?q=1#f
 *       |     |    |           |    |    |   |
 *       |     |    |           |    |    |   `-- fragmentStart (index of '#', or -1)
 *       |     |    |           |    |    `------ queryStart    (index of '?', or -1)
 *       |     |    |           |    `----------- pathStart
 *       |     |    |           `---------------- hostEnd       (the port follows a ':')
 *       |     |    `---------------------------- hostStart     (-1 when there is no host)
 *       |     `--------------------------------- userEnd       (a ':' and the password follow)
 *       `--------------------------------------- schemeEnd     (index of ':')
 * </pre>
 *
 * @see <a href="https://url.spec.whatwg.org/">URL Standard</a>
 */
public final class WebUrl implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final HostType[] HOST_TYPES = HostType.values();
    private static final byte OPAQUE = 0x10;

    private final String text;
    private final int schemeEnd;
    private final int userEnd;
    private final int hostStart;
    private final int hostEnd;
    private final int pathStart;
    private final int queryStart;
    private final int fragmentStart;
    /** {@link HostType} ordinal + 1, or 0 when there is no host. */
    private final byte hostType;
    /** Special scheme index + 1 (0: not special) in bits 0–3, {@link #OPAQUE} for an opaque path. */
    private final byte info;

    /**
     * The port is not a field (so that a {@code WebUrl} is 48 bytes, like {@code Uri}): it is the
     * text between {@code hostEnd + 1} and {@code pathStart} when {@code text[hostEnd]} is
     * {@code ':'}.
     */
    WebUrl(String text, int schemeEnd, int userEnd, int hostStart, int hostEnd, int pathStart,
            int queryStart, int fragmentStart, HostType hostType, int special, boolean opaquePath) {
        this.text = text;
        this.schemeEnd = schemeEnd;
        this.userEnd = userEnd;
        this.hostStart = hostStart;
        this.hostEnd = hostEnd;
        this.pathStart = pathStart;
        this.queryStart = queryStart;
        this.fragmentStart = fragmentStart;
        this.hostType = (byte) (hostType == null ? 0 : hostType.ordinal() + 1);
        this.info = (byte) ((special + 1) | (opaquePath ? OPAQUE : 0));
    }

    // ---- parsing ---------------------------------------------------------------------------------

    /**
     * Parses {@code input} with the standard's basic URL parser and no base.
     *
     * @throws WebUrlSyntaxException when the parser returns failure (code, index, message)
     * @throws NullPointerException if {@code input} is null
     */
    public static WebUrl parse(String input) {
        return parse(input, (WebUrl) null);
    }

    /**
     * Parses {@code input} against {@code base} (or none when null): the standard's
     * {@code new URL(input, base)}.
     *
     * @throws WebUrlSyntaxException when the parser returns failure
     */
    public static WebUrl parse(String input, WebUrl base) {
        Objects.requireNonNull(input, "input");
        WebUrl fast = base == null ? FastPath.parse(input) : null;
        if (fast != null) {
            return fast;
        }
        UrlParser p = UrlParser.forInput(input, base, false);
        WebUrl url = p.parse();
        if (url == null) {
            throw new WebUrlSyntaxException(p.failure, input, p.originalIndex(p.failureIndex), p.errors());
        }
        return url;
    }

    /**
     * Parses {@code input} against the URL {@code base} parses to (the standard's "API URL
     * parser"); a base that fails makes the whole parse fail, with the base's error.
     *
     * @throws WebUrlSyntaxException when the base or the input fails ({@code input()} tells which)
     */
    public static WebUrl parse(String input, String base) {
        return parse(input, base == null ? null : parse(base));
    }

    /**
     * Parses {@code input} and never throws: the URL or the failure, with every validation error
     * (non-fatal ones included) and the input with its password masked.
     *
     * @throws NullPointerException if {@code input} is null
     */
    public static WebUrlResult tryParse(String input) {
        return tryParse(input, (WebUrl) null);
    }

    /** {@link #tryParse(String)} against {@code base} (or none when null). */
    public static WebUrlResult tryParse(String input, WebUrl base) {
        Objects.requireNonNull(input, "input");
        UrlParser p = UrlParser.forInput(input, base, true);
        WebUrl url = p.parse();
        if (url == null) {
            return new WebUrlResult.Failure(p.failure, p.originalIndex(p.failureIndex), input, p.errors(), Redaction.redact(input));
        }
        return new WebUrlResult.Success(url, p.errors(), Redaction.redact(input));
    }

    /** {@link #tryParse(String)} against the URL {@code base} parses to; an invalid base is the result's failure (its {@code input()} is the base). */
    public static WebUrlResult tryParse(String input, String base) {
        if (base == null) {
            return tryParse(input, (WebUrl) null);
        }
        WebUrlResult b = tryParse(base, (WebUrl) null);
        return b instanceof WebUrlResult.Success s ? tryParse(input, s.url()) : b;
    }

    /** The URL, or null when the parser returns failure; the cheapest entry point for untrusted input. */
    public static WebUrl parseOrNull(String input) {
        return parseOrNull(input, null);
    }

    /** {@link #parseOrNull(String)} against {@code base} (or none when null). */
    public static WebUrl parseOrNull(String input, WebUrl base) {
        if (input == null) {
            return null;
        }
        WebUrl fast = base == null ? FastPath.parse(input) : null;
        if (fast != null) {
            return fast;
        }
        return UrlParser.forInput(input, base, false).parse();
    }

    /** Whether {@code input} parses (the standard's {@code URL.canParse(input)}); never throws. */
    public static boolean canParse(String input) {
        return parseOrNull(input, null) != null;
    }

    /** Whether {@code input} parses against the URL {@code base} parses to; false when either fails. */
    public static boolean canParse(String input, String base) {
        if (base == null) {
            return canParse(input);
        }
        WebUrl b = parseOrNull(base, null);
        return b != null && parseOrNull(input, b) != null;
    }

    /** {@code input} parsed with this URL as its base: {@code WebUrl.parse(input, this)}. */
    public WebUrl resolve(String input) {
        return parse(input, this);
    }

    // ---- the URL API's getters ------------------------------------------------------------------

    /** The serialization (the {@code href} getter): the value itself. */
    public String href() {
        return text;
    }

    /** The scheme followed by {@code ':'}, e.g. {@code "https:"}. */
    public String protocol() {
        return text.substring(0, schemeEnd + 1);
    }

    /** The scheme, lower-case, without {@code ':'}. */
    public String scheme() {
        int special = specialIndex();
        return special >= 0 ? UrlRecord.SPECIAL[special] : text.substring(0, schemeEnd);
    }

    /** The username, percent-encoded; {@code ""} when there is none. */
    public String username() {
        return hostStart < 0 ? "" : text.substring(schemeEnd + 3, userEnd);
    }

    /** The password, percent-encoded; {@code ""} when there is none. */
    public String password() {
        if (hostStart < 0 || userEnd == hostStart || text.charAt(userEnd) != ':') {
            return "";
        }
        return text.substring(userEnd + 1, hostStart - 1);
    }

    /** The serialized host and, when there is one, {@code ':'} and the port; {@code ""} without a host. */
    public String host() {
        if (hostStart < 0) {
            return "";
        }
        return text.substring(hostStart, pathStart);
    }

    /** The serialized host ({@code [::1]} for IPv6); {@code ""} without a host. */
    public String hostname() {
        return hostStart < 0 ? "" : text.substring(hostStart, hostEnd);
    }

    /** The port in decimal, or {@code ""} when there is none (a special scheme's default port is never kept). */
    public String port() {
        return hasPort() ? text.substring(hostEnd + 1, pathStart) : "";
    }

    /** The path serialized: {@code "/a/b"}, or the opaque path ({@code "x@example.com"} of a {@code mailto:}). */
    public String pathname() {
        return text.substring(pathStart, pathEnd());
    }

    /** {@code '?'} and the query, or {@code ""} when the query is absent or empty. */
    public String search() {
        int end = queryEnd();
        return queryStart < 0 || end == queryStart + 1 ? "" : text.substring(queryStart, end);
    }

    /** {@code '#'} and the fragment, or {@code ""} when the fragment is absent or empty. */
    public String hash() {
        return fragmentStart < 0 || fragmentStart + 1 == text.length() ? "" : text.substring(fragmentStart);
    }

    /** The origin: a tuple for {@code ftp http https ws wss} (and {@code blob:} wrapping {@code http https}), else opaque. */
    public Origin origin() {
        int special = specialIndex();
        if (special >= 0 && special != UrlRecord.FILE) {
            return Origin.tuple(scheme(), hostname(), portValue());
        }
        if (special < 0 && schemeEnd == 4 && text.startsWith("blob")) {
            WebUrl inner = parseOrNull(pathname());
            if (inner != null && (inner.specialIndex() == UrlRecord.HTTP || inner.specialIndex() == UrlRecord.HTTPS)) {
                return inner.origin();
            }
        }
        return Origin.opaque();
    }

    /** The query as {@code application/x-www-form-urlencoded} name-value pairs (empty without a query). */
    public UrlSearchParams searchParams() {
        String q = query();
        return q == null ? UrlSearchParams.EMPTY : UrlSearchParams.parse(q);
    }

    // ---- the URL record ---------------------------------------------------------------------------

    /** The query without {@code '?'}, percent-encoded; null when absent ({@code ""} for {@code http://a/?}). */
    public String query() {
        return queryStart < 0 ? null : text.substring(queryStart + 1, queryEnd());
    }

    /** The fragment without {@code '#'}; null when absent ({@code ""} for {@code http://a/#}). */
    public String fragment() {
        return fragmentStart < 0 ? null : text.substring(fragmentStart + 1);
    }

    /** The port as a number, or -1 when there is none (a special scheme's default port is never kept). */
    public int portNumber() {
        return portValue();
    }

    /**
     * The port, or else the scheme's default port (the URL Standard's "default port": 21 for ftp,
     * 80 for http and ws, 443 for https and wss), or -1 (file and the schemes that are not special
     * have none); as {@link Uri#effectivePort()} gives it for RFC 3986.
     *
     * <pre>{@code
     * WebUrl.parse("https://h/").effectivePort();       // 443
     * WebUrl.parse("https://h:8443/").effectivePort();  // 8443
     * WebUrl.parse("foo://h/").effectivePort();         // -1
     * }</pre>
     */
    public int effectivePort() {
        int port = portValue();
        return port >= 0 ? port : UrlRecord.defaultPort((info & 0x0F) - 1);
    }

    /** What kind of host this URL has, or null when it has none. */
    public HostType hostType() {
        return hostType == 0 ? null : HOST_TYPES[hostType - 1];
    }

    /**
     * The host as a typed value ({@link Host}, the host value of both readings), or null when the
     * URL has no host: {@link Host.Ipv4} and {@link Host.Ipv6} (no zone: the URL Standard has none)
     * for the addresses, {@link Host.RegName} of the serialized host for a domain, an opaque host
     * and the empty host.
     *
     * <pre>{@code
     * WebUrl.parse("http://0x7f.1/").hostInfo();          // 127.0.0.1, a Host.Ipv4: address() is 0x7f000001
     * WebUrl.parse("http://[::ffff:7f00:1]/").hostInfo(); // [::ffff:127.0.0.1], a Host.Ipv6
     * }</pre>
     */
    public Host hostInfo() {
        if (hostStart < 0) {
            return null;
        }
        HostType type = hostType();
        if (type == HostType.IPV4) {
            return new Host.Ipv4(Ipv4Addresses.dottedDecimalValue(text, hostStart, hostEnd));
        }
        if (type == HostType.IPV6) {
            long[] v = Ipv6Addresses.value(text, hostStart + 1, hostEnd - 1);
            return new Host.Ipv6(v[0], v[1], null);
        }
        return new Host.RegName(text.substring(hostStart, hostEnd));
    }

    /** Whether the URL has a host (possibly the empty host of {@code file:///x}). */
    public boolean hasHost() {
        return hostStart >= 0;
    }

    /** Whether the scheme is special: {@code ftp file http https ws wss}. */
    public boolean isSpecial() {
        return (info & 0x0F) != 0;
    }

    /** Whether the path is opaque (a URL such as {@code mailto:x} whose path is not a list of segments). */
    public boolean hasOpaquePath() {
        return (info & OPAQUE) != 0;
    }

    /** Whether the URL includes credentials: a non-empty username or password. */
    public boolean includesCredentials() {
        return hostStart >= 0 && userEnd > schemeEnd + 3 || !password().isEmpty();
    }

    /**
     * The href with a non-empty password replaced by {@code ****} ({@link Redaction#mask}), for logs and
     * messages: {@code https://u:pw@h/} gives {@code https://u:****@h/}. The same as {@link #toString()}.
     */
    public String redacted() {
        Span pw = span(Component.PASSWORD);
        return pw == null ? text : Redaction.mask(text, pw.start(), pw.end());
    }

    /**
     * Where {@code component} lies in the {@link #href()}, delimiters excluded, or null when the URL
     * has none: {@link Component#USER} and {@link Component#PASSWORD} are the standard's username and
     * password (present when the href writes them: a password only when it is not empty), the
     * {@link Component#USERINFO} is {@code username[:password]}, the {@link Component#AUTHORITY} is
     * what follows {@code "//"} up to the path; the path is never absent.
     *
     * <pre>{@code
     * WebUrl u = WebUrl.parse("HTTPS://u:pw@EXAMPLE.com:8080/a?q#f");   // https://u:pw@example.com:8080/a?q#f
     * u.span(Component.PASSWORD);   // [10,12)
     * u.span(Component.HOST);       // [13,24)
     * u.span(Component.PORT);       // [25,29)
     * WebUrl.parse("https://h/").span(Component.USER);   // null: no credentials
     * }</pre>
     *
     * @throws IllegalArgumentException for {@link Component#PATH_SEGMENT}, which has one span per segment
     */
    public Span span(Component component) {
        boolean credentials = hostStart >= 0 && userEnd < hostStart;
        switch (component) {
            case SCHEME:
                return new Span(0, schemeEnd);
            case AUTHORITY:
                return hostStart < 0 ? null : new Span(schemeEnd + 3, pathStart);
            case USERINFO:
                return credentials ? new Span(schemeEnd + 3, hostStart - 1) : null;
            case USER:
                return credentials ? new Span(schemeEnd + 3, userEnd) : null;
            case PASSWORD:
                return credentials && text.charAt(userEnd) == ':' ? new Span(userEnd + 1, hostStart - 1) : null;
            case HOST:
                return hostStart < 0 ? null : new Span(hostStart, hostEnd);
            case PORT:
                return hasPort() ? new Span(hostEnd + 1, pathStart) : null;
            case PATH:
                return new Span(pathStart, pathEnd());
            case QUERY:
                return queryStart < 0 ? null : new Span(queryStart + 1, queryEnd());
            case FRAGMENT:
                return fragmentStart < 0 ? null : new Span(fragmentStart + 1, text.length());
            default:
                throw new IllegalArgumentException("a path has no single segment span: split pathname() at its '/'s");
        }
    }

    // ---- setters ----------------------------------------------------------------------------------

    /**
     * The {@code href} setter: {@code value} parsed on its own.
     *
     * @throws WebUrlSyntaxException when {@code value} does not parse (the standard throws a TypeError)
     */
    public WebUrl withHref(String value) {
        return parse(value);
    }

    /** The {@code protocol} setter: the scheme start state override on {@code value + ":"}. */
    public WebUrl withProtocol(String value) {
        return Setters.protocol(this, value);
    }

    /** The {@code username} setter: ignored when the URL cannot have credentials; else userinfo-encoded. */
    public WebUrl withUsername(String value) {
        return Setters.username(this, value);
    }

    /** The {@code password} setter: ignored when the URL cannot have credentials; else userinfo-encoded. */
    public WebUrl withPassword(String value) {
        return Setters.password(this, value);
    }

    /** The {@code host} setter: the host state override (host, and the port if {@code value} has one). */
    public WebUrl withHost(String value) {
        return Setters.host(this, value, UrlParser.State.HOST);
    }

    /** The {@code hostname} setter: the hostname state override (a {@code ':'} in {@code value} makes it fail). */
    public WebUrl withHostname(String value) {
        return Setters.host(this, value, UrlParser.State.HOSTNAME);
    }

    /** The {@code port} setter: {@code ""} removes the port; else the port state override (digits up to the first other character). */
    public WebUrl withPort(String value) {
        return Setters.port(this, value);
    }

    /** The {@code pathname} setter: ignored for an opaque path; else the path start state override. */
    public WebUrl withPathname(String value) {
        return Setters.pathname(this, value);
    }

    /** The {@code search} setter: {@code ""} removes the query; else the query state override (one leading {@code '?'} dropped). */
    public WebUrl withSearch(String value) {
        return Setters.search(this, value);
    }

    /** The {@code hash} setter: {@code ""} removes the fragment; else the fragment state override (one leading {@code '#'} dropped). */
    public WebUrl withHash(String value) {
        return Setters.hash(this, value);
    }

    /**
     * This URL with {@code segment} (decoded data) appended to its path as one more segment, through
     * the {@code pathname} setter: the data is percent-encoded so that it stays one segment
     * ({@code / \ ? # %} escaped, so it can never become a dot segment or reach the query), an empty
     * last segment (a trailing {@code '/'}) is replaced, and {@code "."} and {@code ".."} are refused,
     * as {@link Uri#withAppendedPathSegment(String)} does. A URL with an opaque path
     * ({@code mailto:a@b}) is returned unchanged, as the standard's pathname setter leaves it.
     *
     * <pre>{@code
     * WebUrl.parse("https://curl.se/hello").withAppendedPathSegment("you").href();   // "https://curl.se/hello/you"
     * WebUrl.parse("https://h/api/").withAppendedPathSegment("../x").href();        // "https://h/api/..%2Fx"
     * }</pre>
     *
     * @throws org.urikit.error.UriSyntaxException {@code DOT_SEGMENT_AS_DATA} for {@code "."} or {@code ".."}
     */
    public WebUrl withAppendedPathSegment(String segment) {
        String encoded = PercentCodec.encodePathSegment(SegmentJoin.requireData(segment));
        if (hasOpaquePath()) {
            return this;
        }
        String path = pathname();
        return withPathname(path.endsWith("/") ? path + encoded : path + "/" + encoded);
    }

    /**
     * The query replaced by the serialization of {@code params}, as the {@code URLSearchParams}
     * "update" steps do: no pairs remove the query.
     */
    public WebUrl withSearchParams(UrlSearchParams params) {
        return Setters.searchParams(this, params);
    }

    // ---- conversions ------------------------------------------------------------------------------

    /**
     * This URL as an RFC 3986 {@link Uri} with the same text.
     *
     * @throws org.urikit.error.UriSyntaxException when the href is not a valid RFC 3986 URI: the WHATWG
     *     serialization keeps characters that RFC 3986 does not allow, such as {@code |}, {@code ^},
     *     {@code [} or a stray {@code %} in a path (the exception's index points at it)
     */
    public Uri toUri() {
        return Uri.parse(text);
    }

    /**
     * The WHATWG reading of an absolute RFC 3986 URI: {@code WebUrl.parse(uri.toUriString())}. The
     * result can differ from the URI's text (it is canonical: lower-case host, no dot segments,
     * no default port), and some valid URIs have no WHATWG reading (an empty host in
     * {@code http://:80/}, an IPvFuture literal).
     *
     * @throws WebUrlSyntaxException when the WHATWG parser rejects the URI (a relative reference
     *     fails with {@code missing-scheme-non-relative-URL})
     */
    public static WebUrl fromUri(Uri uri) {
        return parse(uri.toUriString());
    }

    // ---- value ------------------------------------------------------------------------------------

    /** URL equivalence: equal hrefs (the standard's "equals" with fragments). */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof WebUrl other && text.equals(other.text);
    }

    /**
     * Whether this URL and {@code other} are equal without their fragments (the standard's
     * "equals" with <i>exclude fragments</i>).
     */
    public boolean equalsExcludingFragments(WebUrl other) {
        int end = fragmentEndless();
        return end == other.fragmentEndless() && text.regionMatches(0, other.text, 0, end);
    }

    private int fragmentEndless() {
        return fragmentStart < 0 ? text.length() : fragmentStart;
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /**
     * The href with a non-empty password masked ({@link #redacted()}), so that no log line or message
     * shows one; the value is {@link #href()}.
     */
    @Override
    public String toString() {
        return redacted();
    }

    // ---- package-private views for the parser and the setters ----------------------------------

    int specialIndex() {
        return (info & 0x0F) - 1;
    }

    private boolean hasPort() {
        return hostStart >= 0 && hostEnd < pathStart && text.charAt(hostEnd) == ':';
    }

    /** The port, or -1: the decimal digits after the host. */
    int portValue() {
        if (!hasPort()) {
            return -1;
        }
        int port = 0;
        for (int i = hostEnd + 1; i < pathStart; i++) {
            port = port * 10 + text.charAt(i) - '0';
        }
        return port;
    }

    int pathStart() {
        return pathStart;
    }

    int pathEnd() {
        return queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : text.length();
    }

    private int queryEnd() {
        return fragmentStart >= 0 ? fragmentStart : text.length();
    }

    /** The offsets, for tests: {@code [schemeEnd, userEnd, hostStart, hostEnd, port, pathStart, queryStart, fragmentStart, hostType, info]}. */
    int[] offsets() {
        return new int[] {schemeEnd, userEnd, hostStart, hostEnd, portValue(), pathStart, queryStart, fragmentStart, hostType, info};
    }

    // ---- serialization: the href alone, parsed again on reading ---------------------------------

    private Object writeReplace() {
        return new Serialized(text);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a WebUrl is serialized as its href");
    }

    /** The serial form: the href. */
    private static final class Serialized implements Serializable {
        private static final long serialVersionUID = 1L;
        private final String href;

        Serialized(String href) {
            this.href = href;
        }

        private Object readResolve() {
            return parse(href);
        }
    }
}
