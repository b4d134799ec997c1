package org.urikit;

import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Components;
import org.urikit.internal.Diagram;
import org.urikit.internal.Grammar;
import org.urikit.internal.Invariants;
import org.urikit.internal.Iris;
import org.urikit.internal.JavaNetUriInterop;
import org.urikit.internal.Normalizer;
import org.urikit.internal.Parser;
import org.urikit.internal.Relativizer;
import org.urikit.internal.Resolver;
import org.urikit.internal.SegmentJoin;
import org.urikit.internal.UriFactory;

/**
 * A URI reference (RFC 3986 §4.1): an absolute URI such as {@code http://example.com/a?b#c} or a
 * relative reference such as {@code ../x?y}. Immutable; the text is the value.
 *
 * <pre>{@code
 * Uri u = Uri.parse("http://user@example.com:8080/a%20b/c?q=1#top");
 * u.scheme();                 // "http"
 * u.userInfo();               // "user"
 * u.host();                   // "example.com"
 * u.port();                   // "8080"         raw text; portNumber() -> 8080
 * u.path();                   // "/a%20b/c"     raw, exactly as written
 * u.decodedPathSegments();    // ["a b", "c"]
 * u.query();                  // "q=1"
 * u.fragment();               // "top"
 * u.toUriString();            // the input, character for character (toString() masks a password)
 *
 * Uri.parse("http://a/b?").hasQuery();   // true: an empty query is not an absent one
 * Uri.isValid("http://a b/");            // false
 * Uri.tryParse("http://h:x/");           // Failure(PORT_INVALID, 9, ...)
 * }</pre>
 *
 * <p>Why it is designed this way (verbatim text, one string plus offsets, equality on the text,
 * plain and decoded accessors): see the package documentation.
 *
 * <p>A valid URI says nothing about whether the host resolves, the scheme is registered or the
 * scheme's own syntax is met; those are questions for scheme handlers.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986">RFC 3986</a>
 */
public final class Uri implements Comparable<Uri>, Serializable {
    private static final long serialVersionUID = 1L;
    // The representation: package-private for Bridge (internal code's one way in; offsets pictured there) and the tests.
    final String text;
    /** The grammar of the profile that parsed the text (see {@link #profile()}). */
    final transient Grammar grammar;
    final int schemeEnd;
    final int hostStart;
    final int hostEnd;
    final int pathStart;
    final int queryStart;
    final int fragmentStart;
    /** The parser's host-kind code ({@link UriFactory#REG_NAME} ...), or -1 without an authority. */
    final byte hostKind;
    /**
     * What the parser learnt on its way that later operations would otherwise scan for again:
     * {@link #PLAIN}. A clear bit means "not known", never "known not to be"; the field fits in
     * the object's padding (a Uri is 48 bytes with or without it).
     */
    final byte flags;

    /**
     * Flag: the scheme and the host have no upper-case letter and the text has no {@code '%'},
     * so the case and percent-encoding steps of RFC 3986 §6.2.2 would change nothing.
     */
    static final byte PLAIN = UriFactory.PLAIN;

    /** Only the parser and the resolution fast path construct, through {@link Bridge}. */
    Uri(String text, Grammar grammar, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryStart,
            int fragmentStart, byte hostKind, byte flags) {
        this.text = text;
        this.schemeEnd = schemeEnd;
        this.hostStart = hostStart;
        this.hostEnd = hostEnd;
        this.pathStart = pathStart;
        this.queryStart = queryStart;
        this.fragmentStart = fragmentStart;
        this.hostKind = hostKind;
        this.grammar = grammar;
        this.flags = flags;
    }

    // ---- factories ------------------------------------------------------------------------------

    /**
     * Parses a URI reference under RFC 3986.
     *
     * @throws UriSyntaxException with the reason and the index of the first offending character
     * @throws NullPointerException if {@code text} is null
     */
    public static Uri parse(String text) {
        return parse(text, Profile.RFC3986);
    }

    /**
     * Parses a URI reference under the grammar of {@code profile}.
     *
     * @throws UriSyntaxException with the reason and the index of the first offending character
     */
    public static Uri parse(String text, Profile profile) {
        Grammar g = Objects.requireNonNull(profile, "profile").grammar();
        Uri u = Parser.parse(Objects.requireNonNull(text, "text"), g, Bridge.INSTANCE);
        if (u == null) {
            throw Parser.rejection(text, g).toException(text);
        }
        return u;
    }

    /**
     * Parses an absolute URI (RFC 3986 §4.3, {@code absolute-URI [ "#" fragment ]}): like
     * {@link #parse(String)} but a relative reference fails with {@link SyntaxError#SCHEME_MISSING} at index 0.
     */
    public static Uri parseAbsolute(String text) {
        Uri u = parse(text);
        if (!u.isAbsolute()) {
            throw new UriSyntaxException(SyntaxError.SCHEME_MISSING, text, 0);
        }
        return u;
    }

    /** Parses under RFC 3986 without throwing: a {@link ParseResult.Success} or a {@link ParseResult.Failure}. */
    public static ParseResult tryParse(String text) {
        return tryParse(text, Profile.RFC3986);
    }

    /**
     * Parses under {@code profile} without throwing. A {@code null} text is a
     * {@link SyntaxError#INPUT_NULL} failure at index 0 (with an empty input); a {@code null}
     * profile means {@link Profile#RFC3986}.
     */
    public static ParseResult tryParse(String text, Profile profile) {
        if (text == null) {
            return new ParseResult.Failure(SyntaxError.INPUT_NULL, 0, "");
        }
        Object r = Parser.parse(text, Profile.grammarOrDefault(profile), Bridge.OUTCOMES);     // one pass, the reason included
        return r instanceof Uri u ? new ParseResult.Success(u)
                : new ParseResult.Failure(((Parser.Rejection) r).error(), ((Parser.Rejection) r).index(), text);
    }

    /**
     * Parses under RFC 3986, or returns {@code null} for invalid (or null) input: for loops over
     * data where the reason does not matter; {@link #tryParse(String)} keeps the reason. A
     * rejected input costs no allocation.
     */
    public static Uri parseOrNull(String text) {
        return text == null ? null : Parser.parse(text, Grammar.rfc3986(), Bridge.INSTANCE);
    }

    /** Parses under {@code profile}, or returns {@code null} for invalid (or null) input. */
    public static Uri parseOrNull(String text, Profile profile) {
        return text == null ? null : Parser.parse(text, Profile.grammarOrDefault(profile), Bridge.INSTANCE);
    }

    /** Whether {@code text} is a URI reference under RFC 3986. Never throws; false for null. */
    public static boolean isValid(String text) {
        return text != null && Parser.parse(text, Grammar.rfc3986(), Bridge.INSTANCE) != null;
    }

    /** Whether {@code text} is a URI reference under {@code profile}. Never throws; false for null. */
    public static boolean isValid(String text, Profile profile) {
        return text != null && Parser.parse(text, Profile.grammarOrDefault(profile), Bridge.INSTANCE) != null;
    }

    // ---- components -----------------------------------------------------------------------------

    /** The profile whose grammar accepted this reference. Not part of equality. */
    public Profile profile() {
        return Profile.of(grammar);
    }

    /** Whether this is an absolute URI (it has a scheme; RFC 3986 §4.3). A fragment may follow. */
    public boolean isAbsolute() {
        return schemeEnd >= 0;
    }

    /**
     * Whether this is a relative reference (no scheme; RFC 3986 §4.2). Not a "stays on this site" test:
     * {@code //evil.example/} is one too; use {@link #isPathOnlyReference()} or {@link #isSameOrigin(Uri)}.
     */
    public boolean isRelativeReference() {
        return schemeEnd < 0;
    }

    /**
     * Whether this is a path-only reference: no scheme, no authority (RFC 3986 §4.2), such as {@code /a?q} or
     * {@code b#f}: it resolves on its base's origin. {@code //evil.example} is not, nor is the lenient (browser)
     * reading of {@code /\evil.example}: {@code Uri.parseLenient("/\\evil.example").uri().isPathOnlyReference()} is false.
     */
    public boolean isPathOnlyReference() {
        return schemeEnd < 0 && hostStart < 0;
    }

    /**
     * Whether this URI and {@code other} have the same origin (RFC 6454 §5): scheme, host and port after case and
     * percent-encoding normalization, a default port counting as absent. {@code https://a.example/x} and
     * {@code HTTPS://A.example:443/y} do; a URI with no scheme or no host (or an empty one) has a unique origin.
     */
    public boolean isSameOrigin(Uri other) {
        return Origins.same(this, Objects.requireNonNull(other, "other"));
    }

    /**
     * Whether this is an absolute URI whose path does not start with {@code /} and that has no
     * authority, such as {@code mailto:a@example.com} or {@code urn:isbn:0}: relative references
     * cannot be resolved against it in a meaningful way.
     */
    public boolean isOpaque() {
        return schemeEnd >= 0 && hostStart < 0 && (pathStart == UriSpans.pathEnd(this) || text.charAt(pathStart) != '/');
    }

    /** The scheme as written (case preserved), or null for a relative reference. */
    public String scheme() {
        return schemeEnd < 0 ? null : text.substring(0, schemeEnd);
    }

    /** Whether an authority is present ({@code "//"} was written, even if empty). */
    public boolean hasAuthority() {
        return hostStart >= 0;
    }

    /** The raw authority ({@code [ userinfo "@" ] host [ ":" port ]}) without the {@code //}, or null. */
    public String authority() {
        return hostStart < 0 ? null : text.substring(UriSpans.authorityStart(this), pathStart);
    }

    /** Whether a userinfo is present (an {@code '@'} in the authority), even if empty. */
    public boolean hasUserInfo() {
        return UriSpans.hasUserInfo(this);
    }

    /** The raw userinfo without the {@code '@'}, or null. */
    public String userInfo() {
        return hasUserInfo() ? text.substring(UriSpans.authorityStart(this), hostStart - 1) : null;
    }

    /** The userinfo with escapes decoded as UTF-8, or null. */
    public String decodedUserInfo() {
        String u = userInfo();
        return u == null ? null : PercentCodec.decodeLenient(u);
    }

    /**
     * Whether the userinfo carries a password: a {@code ':'} in it, as in the deprecated
     * {@code user:password} form (RFC 3986 §3.2.1, §7.5; RFC 1738 §3.1). {@code ftp://foo:@h/} has an
     * empty one and answers true.
     */
    public boolean hasPassword() {
        return UriSpans.hasPassword(this);
    }

    /**
     * The text with a non-empty password as {@code ****} (RFC 3986 §7.5; the rule of {@link org.urikit.error.Redaction},
     * so also where the URL Standard reads one): {@code ftp://foo:secret@h/} gives {@code ftp://foo:****@h/},
     * {@code http:u:secret@h} gives {@code http:u:****@h}; {@code ftp://foo:@h/} is kept. The same as {@link #toString()}.
     */
    public String redacted() {
        return org.urikit.error.Redaction.redact(text);
    }

    /** The raw host (brackets included for an IP literal), possibly empty, or null without an authority. */
    public String host() {
        return hostStart < 0 ? null : text.substring(hostStart, hostEnd);
    }

    /** Which kind of host this is, or null without an authority. */
    public HostKind hostKind() {
        return hostKind < 0 ? null : HostKind.of(hostKind);
    }

    /**
     * The host as a typed value, or null without an authority: {@link Host.RegName},
     * {@link Host.Ipv4} (its 32-bit value), {@link Host.Ipv6} (128 bits and the RFC 6874 zone) or
     * {@link Host.IpFuture}.
     */
    public Host hostInfo() {
        if (hostKind < 0) {
            return null;
        }
        return HostKind.of(hostKind).host(text, hostStart, hostEnd);
    }

    /** Whether a port is present (a {@code ':'} after the host), even if empty as in {@code http://h:/}. */
    public boolean hasPort() {
        return UriSpans.hasPort(this);
    }

    /** The raw port text without the {@code ':'} (possibly empty), or null. */
    public String port() {
        return hasPort() ? text.substring(hostEnd + 1, pathStart) : null;
    }

    /**
     * The port as a number, or -1 when there is no port, the port is empty, or its value is
     * above 65535. RFC 3986 allows any digits ({@code port = *DIGIT}), so such a URI is valid;
     * whether the number fits a transport is the scheme's question.
     */
    public int portNumber() {
        return hasPort() ? Parser.portValue(text, hostEnd + 1, pathStart) : -1;
    }

    /** Whether the path is empty ({@code path-empty}, RFC 3986 §3.3): {@code path().isEmpty()} without building the string. */
    public boolean isPathEmpty() {
        return pathStart == UriSpans.pathEnd(this);
    }

    /** The raw path, possibly empty, never null. */
    public String path() {
        return text.substring(pathStart, UriSpans.pathEnd(this));
    }

    /**
     * The raw path segments: the path split at every {@code '/'}, after the leading one of an
     * absolute path. {@code /a/b/} gives {@code ["a", "b", ""]}, {@code a/b} gives
     * {@code ["a", "b"]}, the empty path gives {@code []} and {@code /} gives {@code [""]}.
     */
    public List<String> pathSegments() {
        return Components.segments(text, pathStart, UriSpans.pathEnd(this), false);
    }

    /** {@link #pathSegments()} with escapes decoded as UTF-8; {@code a%2Fb} stays one segment {@code a/b}. */
    public List<String> decodedPathSegments() {
        return Components.segments(text, pathStart, UriSpans.pathEnd(this), true);
    }

    /** Whether a query is present (a {@code '?'} was written), even if empty. */
    public boolean hasQuery() {
        return queryStart >= 0;
    }

    /** The raw query without the {@code '?'}, possibly empty, or null. */
    public String query() {
        return queryStart < 0 ? null : text.substring(queryStart + 1, fragmentStart < 0 ? text.length() : fragmentStart);
    }

    /** Whether a fragment is present (a {@code '#'} was written), even if empty. */
    public boolean hasFragment() {
        return fragmentStart >= 0;
    }

    /** The raw fragment without the {@code '#'}, possibly empty, or null. */
    public String fragment() {
        return fragmentStart < 0 ? null : text.substring(fragmentStart + 1);
    }

    /** The fragment with escapes decoded as UTF-8, or null. */
    public String decodedFragment() {
        String f = fragment();
        return f == null ? null : PercentCodec.decodeLenient(f);
    }

    /**
     * The query's name/value pairs, decoded, in order, duplicates kept: the raw query split at
     * {@code '&'} and at the first {@code '='} of each piece, then percent-decoded as UTF-8
     * ({@link org.urikit.encoding.QueryParameters#parse}). RFC 3986 §3.4 defines no pairs; this
     * is the common convention, and {@code '+'} stays {@code '+'} (it means space only in
     * {@code application/x-www-form-urlencoded} text: use
     * {@code QueryParameters.parseForm(uri.query())} when the application says the query is
     * form-encoded). Empty when there is no query, and also when the query is empty or only
     * {@code '&'}s; {@link #hasQuery()} tells those apart.
     *
     * <pre>{@code
     * Uri u = Uri.parse("http://h/s?tag=a&tag=b%26c&debug&x=1+1");
     * u.queryParameters().getAll("tag");   // ["a", "b&c"]
     * u.queryParameters().get("debug");    // null: no '=' (differs from "debug=", which gives "")
     * u.queryParameters().get("x");        // "1+1"
     * Uri.parse("http://h/").queryParameters().isEmpty();   // true
     * }</pre>
     */
    public org.urikit.encoding.QueryParameters queryParameters() {
        return queryStart < 0 ? org.urikit.encoding.QueryParameters.empty()
                : org.urikit.encoding.QueryParameters.parse(query());
    }

    /**
     * Where {@code component} lies in {@link #toUriString()}, delimiters excluded, or null when it is absent
     * (empty when present but empty; the path is never absent). {@code http://u:pw@h:80/a?q#f} has the password
     * at {@code [9,11)}, the authority at {@code [7,16)}, the path at {@code [16,18)}; {@code mailto:a@b} no host.
     *
     * @throws IllegalArgumentException for {@link Component#PATH_SEGMENT}: a path has one span per
     *     segment (split the path's span at its {@code '/'}s, or use {@link #pathSegments()})
     */
    public Span span(Component component) {
        return UriSpans.of(this, Objects.requireNonNull(component, "component"));
    }

    // ---- value semantics --------------------------------------------------------------------------

    /**
     * The text exactly as parsed, password included ({@code ftp://u:pw@h/x}): the value to hand to other code (a
     * client, {@code java.net.URI}, a database). {@link #toString()} is the form for people and logs.
     */
    public String toUriString() {
        return text;
    }

    /**
     * The text with a non-empty password masked ({@link #redacted()}): {@code ftp://u:pw@h/x} shows as
     * {@code ftp://u:****@h/x}, so that no log line or message shows one. The value is {@link #toUriString()}.
     */
    @Override
    public String toString() {
        return redacted();
    }

    /** Equal when the texts are equal (character for character). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Uri other && other.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** Orders by text ({@link String#compareTo}). */
    @Override
    public int compareTo(Uri other) {
        return text.compareTo(other.text);
    }

    /** A picture of the component boundaries, one line per component, for test messages and {@code urikit parse --explain}; a password masked. */
    public String toDiagram() {
        return Diagram.of(Bridge.INSTANCE, this);
    }

    /** Asserts the representation invariants ({@link Invariants}; tests and fuzzers call it on every value): an IllegalStateException names the first broken one. */
    void checkInvariants() {
        Invariants.check(Bridge.INSTANCE, this);
    }

    // ---- builder, with-shortcuts, lenient parsing and interop -------------------------------------

    /** A new, empty {@link UriBuilder} (RFC 3986 profile): {@code Uri.builder().scheme("https").host("h").build()}. */
    public static UriBuilder builder() {
        return new UriBuilder();
    }

    /**
     * A {@link UriBuilder} holding this reference's components as raw text and its profile;
     * {@code toBuilder().build()} equals {@code this}.
     */
    public UriBuilder toBuilder() {
        return new UriBuilder().profile(profile()).scheme(scheme()).rawUserInfo(userInfo()).rawHost(host())
                .rawPort(port()).rawPath(path()).rawQuery(query()).rawFragment(fragment());
    }

    // The with-shortcuts follow one naming rule: withX(v) is toBuilder().x(v).build(), so a
    // with-method takes decoded text exactly where the builder's plain method does
    // (userInfo, host, query, fragment), and withRawX takes raw text like rawX. The path has no
    // decoded whole form (a '/' in it could be data or a separator), so it is withRawPath only.

    /** This reference with scheme {@code scheme} (null: a relative reference). */
    public Uri withScheme(String scheme) {
        return toBuilder().scheme(scheme).build();
    }

    /** This reference with the userinfo given as decoded text (null: none). */
    public Uri withUserInfo(String decoded) {
        return toBuilder().userInfo(decoded).build();
    }

    /** This reference with the host given as decoded text, as {@link UriBuilder#host(String)} takes it (null: no authority). */
    public Uri withHost(String decoded) {
        return toBuilder().host(decoded).build();
    }

    /** This reference with port {@code port} (0 to 65535). */
    public Uri withPort(int port) {
        return toBuilder().port(port).build();
    }

    /** This reference without a port. */
    public Uri withoutPort() {
        return toBuilder().clearPort().build();
    }

    /** This reference with the path given as raw text, as {@link UriBuilder#rawPath(String)} takes it. */
    public Uri withRawPath(String raw) {
        return toBuilder().rawPath(raw).build();
    }

    /** This reference with the query given as decoded text (null: none). {@code withQuery("a=b c")} writes {@code ?a=b%20c}. */
    public Uri withQuery(String decoded) {
        return toBuilder().query(decoded).build();
    }

    /** This reference with the query given as raw text, without the {@code '?'} (null: none). */
    public Uri withRawQuery(String raw) {
        return toBuilder().rawQuery(raw).build();
    }

    /** This reference without a query. */
    public Uri withoutQuery() {
        return toBuilder().clearQuery().build();
    }

    /** This reference with the fragment given as decoded text (null: none). {@code withFragment("top")} writes {@code #top}. */
    public Uri withFragment(String decoded) {
        return toBuilder().fragment(decoded).build();
    }

    /** This reference with the fragment given as raw text, without the {@code '#'} (null: none). */
    public Uri withRawFragment(String raw) {
        return toBuilder().rawFragment(raw).build();
    }

    /** This reference without a fragment. */
    public Uri withoutFragment() {
        return toBuilder().rawFragment(null).build();
    }

    /**
     * Parses text typed by a person, repairing what RFC 3986 parsing would reject but whose meaning is clear (as browsers
     * read it: {@code '\'} is {@code '/'} in http URLs, hosts in A-labels; {@link Repair.Kind}), and reports each repair.
     *
     * <pre>{@code
     * RepairedUri r = Uri.parseLenient("  <URL: http://a.example/b c> ");
     * r.uri();        // http://a.example/b%20c
     * r.repairs();    // whitespace trimmed, '<' '>' stripped, "URL: " stripped, ' ' encoded
     * }</pre>
     *
     * @throws UriSyntaxException for what is not repaired (a bad scheme or port, a malformed IP
     *     literal), with the index in {@code text} as given
     */
    public static RepairedUri parseLenient(String text) {
        return RepairedUri.parse(Objects.requireNonNull(text, "text"));
    }

    /**
     * This reference as a {@link java.net.URI} with the same text, when {@code java.net.URI}
     * (RFC 2396 with RFC 2732 IPv6 literals) reads it with the same components. It cannot for
     * IPvFuture literals, an empty scheme-specific part ({@code about:}), {@code http://} alone,
     * a reg-name it reads as registry-based ({@code a_b}, {@code 127.1}, an empty host with a
     * userinfo or port, a port above 2147483647) and IPv6 zones (it reads {@code %25eth0} as the
     * RFC 4007 scope {@code 25eth0}); {@code file:///etc} is accepted although it reports no authority.
     *
     * @throws IllegalArgumentException naming why {@code java.net.URI} cannot represent it
     */
    public java.net.URI toJavaNetUri() {
        return JavaNetUriInterop.toJavaNetUri(Bridge.INSTANCE, this);
    }

    /**
     * The RFC 3986 reference for a {@link java.net.URI}: its {@link java.net.URI#toASCIIString()},
     * which percent-encodes the non-ASCII characters {@code java.net.URI} allows, parsed strictly.
     *
     * @throws UriSyntaxException if that text is not an RFC 3986 URI reference, for example an
     *     IPv6 scope written {@code %eth0} instead of RFC 6874's {@code %25eth0}, or {@code [ ]} in
     *     a query
     */
    public static Uri fromJavaNetUri(java.net.URI uri) {
        return parse(Objects.requireNonNull(uri, "uri").toASCIIString());
    }

    // ---- the scheme's facts and conversions, through the SchemeNormalizer service (org.urikit.scheme)

    /** The port to connect to: the explicit one, else the scheme's default ({@code http} 80; RFC 3986 §3.2.3), else -1. */
    public int effectivePort() {
        int n = portNumber();
        return n >= 0 ? n : scheme() == null ? -1 : DefaultSchemeRules.DEFAULT.defaultPort(scheme());
    }

    /** This URI as a {@link java.net.URL}: {@link #toJavaNetUri()} then {@code toURL()}, with their exceptions. */
    public java.net.URL toURL() throws java.net.MalformedURLException {
        return toJavaNetUri().toURL();
    }

    /** The URI of {@code url}: {@code url.toURI()} read by {@link #fromJavaNetUri}, or its text parsed (strict, {@link UriSyntaxException}). */
    public static Uri fromURL(java.net.URL url) {
        try {
            return fromJavaNetUri(Objects.requireNonNull(url, "url").toURI());
        } catch (java.net.URISyntaxException e) {
            return parse(url.toExternalForm());
        }
    }

    /** The local path this {@code file} URI names, in this platform's convention ({@code FileUrl.toPath()}; RFC 8089 §2). */
    public java.nio.file.Path toPath() {
        return DefaultSchemeRules.DEFAULT.toPath(this);
    }

    /** The {@code file} URI of {@code path}, made absolute ({@code FileUrl.fromPath}; RFC 8089 §2). */
    public static Uri fromPath(java.nio.file.Path path) {
        return DefaultSchemeRules.DEFAULT.fromPath(Objects.requireNonNull(path, "path"));
    }

    // ---- resolution, relativization, normalization, equivalence, IRIs ------------------------------

    /**
     * Resolves {@code reference} against this URI as base (RFC 3986 §5.2), strictly, with the
     * algorithm of this URI's {@link #profile()} (see {@link ResolveOptions}). The target is
     * re-parsed from its text and never ambiguous: a path that would read as an authority gets a
     * {@code /.} prefix ({@code foo:/a} with {@code ..//x} gives {@code foo:/.//x}).
     *
     * <pre>{@code
     * Uri base = Uri.parse("http://a/b/c/d;p?q");
     * base.resolve("../g");         // http://a/b/g
     * base.resolve("../../../g");   // http://a/g     (RFC 3986 §5.4.2)
     * base.resolve("?y");           // http://a/b/c/d;p?y
     * base.resolve("#s");           // http://a/b/c/d;p?q#s   (the current document)
     * }</pre>
     *
     * @throws UriSyntaxException {@link SyntaxError#SCHEME_MISSING} if this URI is relative (§5.1);
     *     {@link SyntaxError#BASE_NOT_HIERARCHICAL} for a relative path against an opaque base
     *     under the older algorithms
     */
    public Uri resolve(Uri reference) {
        return Resolver.resolve(Bridge.INSTANCE, this, reference, Resolver.Options.DEFAULTS);
    }

    /**
     * Parses {@code reference} under this URI's profile and resolves it, as {@link #resolve(Uri)}.
     * An absolute-path reference without a query or fragment ({@code /x/y}, the usual link within
     * a site) is resolved as it is read, without building a {@code Uri} for it (faster than
     * parsing it first; the result is the same).
     *
     * @throws UriSyntaxException if {@code reference} is not a URI reference under this URI's
     *     profile, or as {@link #resolve(Uri)}
     */
    public Uri resolve(String reference) {
        return Resolver.resolve(Bridge.INSTANCE, this, reference);
    }

    /**
     * {@link #resolve(String)} for input that is often invalid (the links of a crawled page):
     * {@code null} instead of an exception when {@code reference} is null or not a URI reference
     * under this URI's profile, or when it cannot be resolved against this URI (a relative base).
     * A rejected reference costs no exception and no allocation: {@code resolveOrNull("<g>")} is null.
     */
    public Uri resolveOrNull(String reference) {
        return Resolver.resolveOrNull(Bridge.INSTANCE, this, reference);
    }

    /**
     * Resolves with {@code options}: non-strict same-scheme references, another algorithm, the
     * treatment of {@code ".."} above the root ({@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT} when
     * refused), the 1997 empty-base-path defect.
     */
    public Uri resolve(Uri reference, ResolveOptions options) {
        return Resolver.resolve(Bridge.INSTANCE, this, reference, options.internal());
    }

    /** Parses {@code reference} under this URI's profile and resolves it with {@code options}. */
    public Uri resolve(String reference, ResolveOptions options) {
        return resolve(parse(Objects.requireNonNull(reference, "reference"), profile()), options);
    }

    /**
     * The shortest reference that resolves against this URI to exactly {@code target}, with
     * {@code ../} where needed (what {@code java.net.URI.relativize} never did, JDK-6226081); a
     * relative path wins a tie. {@code base.resolve(base.relativize(t)).equals(t)}, except for a
     * target whose {@code "."}/{@code ".."} segments resolution would remove: it is returned as is.
     *
     * <pre>{@code
     * Uri base = Uri.parse("http://a/b/c/d;p?q");
     * base.relativize(Uri.parse("http://a/b/x"));         // ../x
     * base.relativize(Uri.parse("http://a/b/c/d;p?q#f")); // #f     (and "" for the base itself)
     * base.relativize(Uri.parse("http://z/b/c/g"));       // //z/b/c/g   (another authority)
     * base.relativize(Uri.parse("https://a/b/c/g"));      // https://a/b/c/g   (another scheme)
     * }</pre>
     *
     * @throws UriSyntaxException {@link SyntaxError#SCHEME_MISSING} if this URI or {@code target} is relative
     */
    public Uri relativize(Uri target) {
        return Relativizer.relativize(Bridge.INSTANCE, this, target, Resolver.Options.DEFAULTS);
    }

    /**
     * This URI with every {@link Normalization} step applied and the built-in scheme rules
     * ({@code org.urikit.scheme.SchemeRegistry.defaults()}, found as the {@link SchemeNormalizer} service):
     * {@code HTTP://Example.COM:80/%7euser/./a/../b} gives {@code http://example.com/~user/b}.
     * Idempotent; it never changes the resource identified ({@code %2F} stays encoded).
     */
    public Uri normalize() {
        return DefaultSchemeRules.DEFAULT.normalize(Normalizer.normalize(Bridge.INSTANCE, this, true, true, true));
    }

    /** This URI with the chosen normalization steps applied (the built-in scheme rules). */
    public Uri normalize(Set<Normalization> steps) {
        return normalize(steps, DefaultSchemeRules.DEFAULT);
    }

    /**
     * This URI with the chosen normalization steps applied, the scheme-based rung
     * ({@link Normalization#SCHEME_BASED}) by {@code schemeRules}, such as a
     * {@code SchemeRegistry}.
     */
    public Uri normalize(Set<Normalization> steps, SchemeNormalizer schemeRules) {
        Objects.requireNonNull(steps, "steps");
        Objects.requireNonNull(schemeRules, "schemeRules");
        boolean percent = steps.contains(Normalization.PERCENT_ENCODING);
        boolean caseStep = steps.contains(Normalization.CASE);
        boolean dots = steps.contains(Normalization.DOT_SEGMENTS);
        Uri out = Normalizer.normalize(Bridge.INSTANCE, this, percent, caseStep, dots);
        return steps.contains(Normalization.SCHEME_BASED) ? schemeRules.normalize(out) : out;
    }

    /**
     * This URI with {@code segment} (decoded data) appended as exactly one more path segment;
     * a trailing empty segment is replaced, query and fragment are kept. Unlike resolution, the
     * data never leaves the path: {@code / ? # %} are escaped and {@code "."} and {@code ".."}
     * are refused (the bug class of Go's CVE-2022-32190).
     *
     * <pre>{@code
     * Uri api = Uri.parse("https://example.com/api/users/");
     * api.withAppendedPathSegment("alice");      // https://example.com/api/users/alice
     * api.withAppendedPathSegment("../admin");   // https://example.com/api/users/..%2Fadmin
     * }</pre>
     *
     * @throws UriSyntaxException {@link SyntaxError#DOT_SEGMENT_AS_DATA} for {@code "."} or {@code ".."};
     *     {@link SyntaxError#BASE_NOT_HIERARCHICAL} for an opaque URI such as {@code mailto:x}
     */
    public Uri withAppendedPathSegment(String segment) {
        return SegmentJoin.append(Bridge.INSTANCE, this, segment);
    }

    /** {@link #withAppendedPathSegment(String)} for each segment in turn. */
    public Uri withAppendedPathSegments(String... segments) {
        return SegmentJoin.appendAll(Bridge.INSTANCE, this, segments);
    }

    /**
     * The IRI display form (RFC 3987 §3.2): UTF-8 escapes that are safe to show are decoded and A-labels shown in
     * Unicode unless they could pass for another name ({@link Host#toDisplayString()}, UTS #39: {@code xn--pple-43d.com}
     * stays); reserved and other ASCII escapes, bidi and format characters, spaces and invalid UTF-8 stay encoded. For display only:
     * {@code http://xn--bcher-kva.example/caf%C3%A9?q=%20} shows as {@code http://bücher.example/café?q=%20}.
     */
    public String toIriString() {
        return Iris.toDisplayString(Bridge.INSTANCE, this);
    }

    /**
     * The URI of an IRI reference (RFC 3987 §3.1): non-ASCII characters become percent-encoded
     * UTF-8; only the host is mapped, to its A-label form (URL Standard domain to ASCII, UTS #46), and a host whose
     * mapping would make a delimiter (fullwidth {@code ＠ ／ ？ ＃ ：}) is refused. {@code http://bücher.example/café}
     * gives {@code http://xn--bcher-kva.example/caf%C3%A9}.
     *
     * @throws UriSyntaxException with an index into {@code iri}: {@link SyntaxError#IRI_CHAR_INVALID},
     *     {@link SyntaxError#IDN_HOST_INVALID}, or a syntax error of the ASCII part
     */
    public static Uri fromIri(String iri) {
        return Iris.toUri(Bridge.INSTANCE, iri);
    }

    // ---- serialization: the text and the profile, re-parsed on reading ----------------------------

    private Object writeReplace() {
        return new UriSerialForm(text, profile());
    }

    private void readObject(ObjectInputStream in) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Uri is serialized through its serialized form");
    }
}
