package org.urikit.security;

import java.util.Objects;
import org.urikit.Host;
import org.urikit.HostKind;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;
import org.urikit.whatwg.HostType;

/**
 * Tells a filter whether a URL is safe to fetch or to follow, and why: one call that reads the
 * input the way RFC 3986 does, the way resolvers and browsers do, and reports where they
 * disagree, where the URL leads, and what it is meant to look like.
 *
 * <pre>{@code
 * Uri page = Uri.parse("https://good.com/app/page");
 * UriInspector.inspect("https://example.com/a", InspectionPolicy.FETCH).verdict();     // ALLOW
 * UriInspector.inspect("http://0x7f.1/admin", InspectionPolicy.FETCH).verdict();       // DENY: 127.0.0.1 to inet_aton
 * UriInspector.inspect("http://good%2Ecom@evil.com/", InspectionPolicy.LINK)
 *         .findings();           // [USERINFO, USERINFO_LOOKS_LIKE_HOST] at 7: the host is evil.com
 * UriInspector.inspect("//evil.com/", page, InspectionPolicy.LINK)
 *         .has(FindingCode.NETWORK_PATH_REFERENCE);                                       // true: not a relative path
 * Inspection i = UriInspector.inspect("/api/%2e%2e/admin", page, InspectionPolicy.FETCH);
 * i.target();                    // https://good.com/admin
 * i.findings();                  // [ENCODED_DOT_SEGMENT at 5]
 * }</pre>
 *
 * <p>What is checked (each {@link FindingCode} documents its reason and section):
 * <ul>
 * <li>the text: RFC 3986 syntax, raw and encoded control, bidirectional and invisible
 *   characters, backslashes (RFC 3986 §7.3; UTS #39);</li>
 * <li>the scheme against the policy's dangerous schemes and allow-list, read as a browser reads it
 *   ({@code " java\tscript:"} is {@code javascript:}); network-path references ({@code //evil});
 *   http(s), ws(s) and ftp URIs without a host or with an empty one;</li>
 * <li>the userinfo: present, with a password (§7.5), shaped like a host after decoding (§7.6);</li>
 * <li>the host, through {@link CanonicalHost}: escapes, the IPv4 address each reader takes a
 *   numeric name for (§7.4), IPv6 addresses that carry IPv4 ones, the address class (RFC 6890),
 *   internationalized and mixed-script labels (UTS #39), the registrable domain;</li>
 * <li>the port: out of range, not the default, another protocol's (RFC 1738 §6, the Fetch
 *   Standard's bad ports); the path: dot segments, encoded ones and encoded separators;</li>
 * <li>with a base: a target on another origin or site; and, when a WHATWG reading is available,
 *   a browser going to another host or rejecting the input.</li>
 * </ul>
 *
 * <p>The input is parsed once; an ordinary URL allocates the result and little else. Nothing is
 * looked up: a host that is a name is classified by the name alone, so a fetcher that allows a
 * name must also check the addresses it connects to ({@link AddressClass#of(java.net.InetAddress)}).
 */
public final class UriInspector {
    private UriInspector() {
    }

    /** {@link #inspect(String, Uri, InspectionPolicy)} without a base: a relative reference has no target. */
    public static Inspection inspect(String input, InspectionPolicy policy) {
        return inspect(input, null, policy);
    }

    /**
     * Inspects {@code input} (any string) as a reference found at {@code base} (or null), under
     * {@code policy}.
     *
     * @throws IllegalArgumentException if {@code base} is a relative reference (RFC 3986 §5.1)
     * @throws NullPointerException if {@code input} or {@code policy} is null
     */
    public static Inspection inspect(String input, Uri base, InspectionPolicy policy) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(policy, "policy");
        if (base != null && !base.isAbsolute()) {
            throw new IllegalArgumentException("the base must be an absolute URI (RFC 3986 §5.1): " + base);
        }
        Findings f = new Findings(policy);
        Uri ref = Uri.parseOrNull(input);
        boolean iri = false;
        if (ref == null && !Idn.isAscii(input) && !hasBidiControl(input)) {   // RFC 3987 §4.1: no bidi formatting in IRIs
            ref = iriOrNull(input);
            iri = ref != null;
        }
        Layout at = ref == null ? null : Layout.of(input, ref);
        if (ref != null && !iri) {
            InputScan.scanEscapes(input, at.pathStart, f);      // RFC 3986 admits no raw control, space, '\\' or non-ASCII
        } else {
            InputScan.scan(input, at == null ? 0 : at.pathStart, f);
        }
        if (ref == null) {
            ParseResult.Failure fail = (ParseResult.Failure) Uri.tryParse(input);
            String m = fail.message();
            f.add(FindingCode.INVALID_SYNTAX, fail.index(), m.indexOf('\n') < 0 ? m : m.substring(0, m.indexOf('\n')));
        }

        // The scheme that decides: the input's, as a browser reads it when RFC 3986 does not, or the base's.
        String scheme = null;
        int schemeIndex = 0;
        if (ref != null && ref.isAbsolute()) {
            scheme = scheme(input, ref);
        } else if (ref == null) {
            scheme = InputScan.browserScheme(input);
        }
        if (scheme == null && base != null) {
            scheme = Ascii.lower(base.scheme());
            schemeIndex = -1;
        }
        if (scheme != null) {
            if (policy.isDangerous(scheme)) {
                f.add(FindingCode.DANGEROUS_SCHEME, schemeIndex, "the scheme '" + scheme + "' is dangerous");
            } else if (!policy.isAllowed(scheme)) {
                f.add(FindingCode.SCHEME_NOT_ALLOWED, schemeIndex, "the scheme '" + scheme + "' is not allowed");
            }
        } else if (ref != null) {
            f.add(FindingCode.RELATIVE_WITHOUT_BASE, 0, "a relative reference without a base URI");
        }

        Uri target = null;
        if (ref != null) {
            target = ref.isAbsolute() ? ref : base == null ? null : resolveOrNull(base, ref);
            target = target == null ? null : target.normalize();
            if (ref.isRelativeReference() && ref.hasAuthority()) {
                String shown = redact(input, ref, at);
                f.add(FindingCode.NETWORK_PATH_REFERENCE, 0, "'" + prefix(shown, at.pathStart - (input.length() - shown.length()))
                        + "' is a network-path reference: it replaces the host, though it looks relative");
            }
        } else if (schemeIndex != 0 || scheme == null) {
            int np = InputScan.networkPathStart(input);
            if (np >= 0) {
                f.add(FindingCode.NETWORK_PATH_REFERENCE, np, "the input starts with two slashes: a browser reads a host after them");
            }
        }

        // The browser's reading, unless it provably names the same host as RFC 3986's (then it is read only on demand).
        boolean sameForBrowser = ref != null && !iri && agreesWithBrowser(input, ref, at);
        BrowserReading browser = sameForBrowser ? null : BrowserReading.read(input, base);
        boolean browserOk = browser != null && !browser.isFailure();
        Uri authority = ref != null && ref.hasAuthority() ? ref
                : target != null && target.hasAuthority() && base != null && base.hasAuthority() ? base : null;
        boolean inInput = authority == ref;
        boolean special = isSpecial(scheme);
        if (special && target != null) {
            if (!target.hasAuthority()) {
                f.add(FindingCode.MISSING_HOST, ref.isAbsolute() ? scheme.length() + 1 : -1,
                        missingHost(target, browserOk ? browser : null));
            } else if (target.host().isEmpty()) {
                String name = browserOk && browser.host != null ? browser.host : nameAfterSlashes(target.path());
                f.add(FindingCode.EMPTY_HOST, inInput ? at.hostStart : -1, "the host is empty; a browser skips the slashes and takes '"
                        + Findings.shorten(name) + "' as the host, the JDK's InetAddress takes the loopback address");
            }
        }
        CanonicalHost host = null;
        if (authority != null) {
            long browserIpv4 = browser != null && !browser.isFailure() ? browser.ipv4 : -1;
            // An IRI's host as the input writes it (the parsed URI has its ASCII form).
            String written = inInput && iri ? input.substring(at.hostStart, at.hostEnd) : authority.host();
            // hostInfo() of a name would copy the text again; a name needs only the text.
            Host info = authority.hostKind() == HostKind.REG_NAME ? null : authority.hostInfo();
            host = HostAnalyzer.analyze(written, info, inInput ? at.hostStart : -1, browserIpv4, f);
            AuthorityChecks.userinfo(authority, inInput ? at.authorityStart : -1, host.text(), f);
            AuthorityChecks.port(authority, scheme, inInput ? at.portStart : -1, f);
        }
        if (ref == null && browserOk) {
            // RFC 3986 has no reading: follow the browser's (a backslash, a space, a leading blank).
            target = Uri.parseOrNull(browser.href);
            target = target == null ? null : target.normalize();
            if (browser.host != null && !browser.host.isEmpty()) {
                Host info = browser.hostType == HostType.IPV4 ? new Host.Ipv4((int) browser.ipv4)
                        : browser.hostType == HostType.IPV6 ? ipv6(browser.host) : null;
                host = HostAnalyzer.analyze(browser.host, info, -1, browser.ipv4, f);
                if (target != null && target.hasAuthority()) {
                    AuthorityChecks.userinfo(target, -1, host.text(), f);
                    AuthorityChecks.port(target, scheme, -1, f);
                }
            }
        }
        if (ref != null) {
            PathScan.scan(input, at.pathStart, at.pathEnd, f);
            if (at.authorityStart >= 0 && at.pathStart + 1 < input.length() && input.charAt(at.pathStart + 1) == '@'
                    && input.charAt(at.pathStart) != '/') {
                f.add(FindingCode.MISLEADING_AT, at.pathStart, "'" + input.substring(at.pathStart, Math.min(input.length(), at.pathStart + 40))
                        + "' follows the host '" + Findings.shorten(authority.host()) + "': a parser that splits at the last '@' reads another host");
            }
        }
        if (base != null && (inInput || ref == null) && host != null && !host.text().isEmpty() && target != null
                && target.hasAuthority()) {
            BaseRelation.check(base, target, host, f);
        }

        if (ref != null && target != null && browser != null) {
            if (browser.isFailure()) {
                f.add(FindingCode.BROWSER_REJECTS, -1, "a browser (the URL Standard) rejects the input");
            } else if (isSpecial(browser.scheme) && !sameHost(iri && target.hasAuthority() ? Ascii.lower(target.host()) : null,
                    host, browser)) {
                String rfcHost = iri && target.hasAuthority() ? Ascii.lower(target.host())
                        : host == null || host.text().isEmpty() ? null : host.text();
                f.add(FindingCode.BROWSER_HOST_DIFFERS, -1, "a browser (the URL Standard) goes to the host '"
                        + Findings.shorten(browser.host) + "', RFC 3986 names "
                        + (rfcHost == null ? "no host" : "'" + Findings.shorten(rfcHost) + "'"));
            }
        }
        return new Inspection(input, base, f.verdict(), f.list(), target, host, sameForBrowser ? null : browser,
                redact(input, ref, at));
    }

    /**
     * Whether the URL Standard's parser provably reads {@code ref} with RFC 3986's host and without
     * failure, so that reading it adds nothing: an http or https URI without userinfo or port whose
     * host is letters, digits, {@code '-'} and {@code '.'} in non-empty labels, no label starting
     * with {@code xn--}, the last starting with a letter. For such a host the standard's host
     * parser only lower-cases (no escape to decode, ASCII without A-labels for domain to ASCII, no
     * forbidden code point, not "ends in a number"), and its path, query and fragment states never
     * fail.
     */
    private static boolean agreesWithBrowser(String input, Uri ref, Layout at) {
        if (at.authorityStart < 0 || ref.hasUserInfo() || ref.hasPort()
                || !(input.startsWith("http://") || input.startsWith("https://"))) {
            return false;
        }
        int from = at.hostStart;
        int to = at.hostEnd;
        if (to <= from || input.charAt(from) == '.' || input.charAt(to - 1) == '.') {
            return false;
        }
        int labelStart = from;
        for (int i = from; i < to; i++) {
            char c = input.charAt(i);
            if (c == '.') {
                if (i == labelStart) {
                    return false;                            // an empty label
                }
                labelStart = i + 1;
            } else if (!(Ascii.isLetter(c) || Ascii.isDigit(c) || c == '-')) {
                return false;
            } else if (i == labelStart && (c | 0x20) == 'x' && input.startsWith("n--", i + 1)) {
                return false;                                // an A-label
            }
        }
        return Ascii.isLetter(input.charAt(labelStart));
    }

    /** The lower-case scheme of an absolute {@code ref} parsed from {@code input}; http and https without allocating. */
    private static String scheme(String input, Uri ref) {
        if (input.startsWith("https:")) {
            return "https";
        }
        if (input.startsWith("http:")) {
            return "http";
        }
        return Ascii.lower(ref.scheme());
    }

    /** The schemes the URL Standard calls special, less {@code file}: their URLs need a host. */
    private static boolean isSpecial(String scheme) {
        return "http".equals(scheme) || "https".equals(scheme) || "ws".equals(scheme) || "wss".equals(scheme) || "ftp".equals(scheme);
    }

    private static boolean hasBidiControl(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (InputScan.isBidiControl(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static Uri iriOrNull(String input) {
        try {
            return Uri.fromIri(input);
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    private static Uri resolveOrNull(Uri base, Uri ref) {
        try {
            return base.resolve(ref);
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    /** The message of a missing host: where a browser goes instead (its reading, or the name after the slashes). */
    private static String missingHost(Uri target, BrowserReading browser) {
        if (browser != null) {
            return "no host: RFC 3986 reads an absolute URI without an authority, a browser goes to " + Findings.shorten(browser.href);
        }
        return "no host: a browser takes '" + Findings.shorten(nameAfterSlashes(target.path())) + "' as the host";
    }

    /**
     * Whether the browser's host is the RFC reading's canonical host (for an IRI, the host of the
     * URI it was converted to): both absent or empty, the
     * same IPv6 address, or the same name or IPv4 address (a trailing dot aside, which the
     * canonical host drops).
     */
    private static boolean sameHost(String iriHost, CanonicalHost host, BrowserReading browser) {
        String b = browser.host == null ? "" : browser.host;
        if (b.endsWith(".")) {
            b = b.substring(0, b.length() - 1);
        }
        if (iriHost != null) {                          // an IRI's host as Uri.fromIri converted it
            return iriHost.equals(b) || iriHost.equals(b + ".");
        }
        String r = host == null ? "" : host.text();
        if (browser.hostType == HostType.IPV6 && host != null && host.host() instanceof Host.Ipv6) {
            return host.host().equals(ipv6(browser.host));
        }
        return r.equals(b);                             // both lower case: the canonical host, the URL Standard's domain
    }

    /** The typed address of a serialized IPv6 host ({@code [::1]}). */
    private static Host ipv6(String bracketed) {
        Uri u = Uri.parseOrNull("http://" + bracketed + "/");
        return u == null ? null : u.hostInfo();
    }

    /** The text after leading slashes and backslashes, up to the next delimiter: what a browser takes as the host. */
    private static String nameAfterSlashes(String path) {
        int i = 0;
        while (i < path.length() && (path.charAt(i) == '/' || path.charAt(i) == '\\')) {
            i++;
        }
        int end = i;
        while (end < path.length() && "/\\?#".indexOf(path.charAt(end)) < 0) {
            end++;
        }
        return path.substring(i, end);
    }

    /** The text up to {@code end}, at most 60 characters. */
    private static String prefix(String text, int end) {
        return end > 60 ? text.substring(0, 57) + "..." : text.substring(0, end);
    }

    /** The input with its password masked: by the parsed layout, or leniently for a malformed input. */
    private static String redact(String input, Uri ref, Layout at) {
        if (ref != null) {
            if (at.authorityStart < 0 || !ref.hasUserInfo()) {
                return input;
            }
            int atSign = at.hostStart - 1;
            int colon = input.indexOf(':', at.authorityStart);
            return colon < 0 || colon >= atSign - 1 ? input : input.substring(0, colon + 1) + "****" + input.substring(atSign);
        }
        int start = input.indexOf("//");
        if (start < 0) {
            return input;
        }
        start += 2;
        int end = start;
        while (end < input.length() && "/?#\\".indexOf(input.charAt(end)) < 0) {
            end++;
        }
        int atSign = input.lastIndexOf('@', end - 1);
        int colon = input.indexOf(':', start);
        return atSign < start || colon < 0 || colon >= atSign - 1 ? input : input.substring(0, colon + 1) + "****" + input.substring(atSign);
    }

    /** Where the components of a parsed input start in the input text (also for an IRI, whose delimiters are ASCII). */
    static final class Layout {
        final int authorityStart;
        final int hostStart;
        final int hostEnd;
        final int portStart;
        final int pathStart;
        final int pathEnd;

        private Layout(int authorityStart, int hostStart, int hostEnd, int portStart, int pathStart, int pathEnd) {
            this.authorityStart = authorityStart;
            this.hostStart = hostStart;
            this.hostEnd = hostEnd;
            this.portStart = portStart;
            this.pathStart = pathStart;
            this.pathEnd = pathEnd;
        }

        static Layout of(String input, Uri ref) {
            int n = input.length();
            int schemeEnd = ref.isAbsolute() ? input.indexOf(':') : -1;
            int authorityStart = -1;
            int hostStart = -1;
            int hostEnd = -1;
            int portStart = -1;
            int pathStart = schemeEnd + 1;
            // The first '?' is the query's and the first '#' the fragment's: no component before them holds one.
            int queryStart = ref.hasQuery() ? input.indexOf('?', pathStart) : -1;
            int pathEnd = queryStart >= 0 ? queryStart : ref.hasFragment() ? input.indexOf('#', pathStart) : n;
            if (ref.hasAuthority()) {
                authorityStart = schemeEnd + 3;
                // An authority holds no '/', and a path after an authority starts with one.
                int end = ref.isPathEmpty() ? pathEnd : input.indexOf('/', authorityStart);
                hostStart = ref.hasUserInfo() ? input.lastIndexOf('@', end - 1) + 1 : authorityStart;
                portStart = ref.hasPort() ? input.lastIndexOf(':', end - 1) + 1 : -1;
                hostEnd = portStart > 0 ? portStart - 1 : end;
                pathStart = end;
            }
            return new Layout(authorityStart, hostStart, hostEnd, portStart, pathStart, pathEnd);
        }
    }
}
