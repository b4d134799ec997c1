package org.urikit.security;

import org.urikit.Component;
import org.urikit.Host;
import org.urikit.HostKind;
import org.urikit.ParseResult;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Iris;
import org.urikit.net.Ascii;
import org.urikit.whatwg.HostType;

/**
 * One inspection, step by step: each step reads what the previous ones found (the parsed
 * reference, where its components are, the scheme, the target, the browser's reading, the host)
 * and adds its findings. Small steps on purpose: the JIT compiles each one by itself.
 *
 * <p>The input is read once per reading: RFC 3986's parse (whose failure is the syntax finding),
 * for a non-ASCII input that RFC 3986 rejects RFC 3987's (the IRI mapped to its URI once, the
 * positions mapped back into the input), and the URL Standard's ({@link BrowserReading}). Where
 * a component is in the input comes from the reading's spans, never from searching the text.
 */
final class InspectionRun {
    private final String input;
    private final Uri base;
    private final InspectionPolicy policy;
    private final Findings f;

    private Uri ref;
    private boolean iri;
    /** Where the reading puts the components in the input ({@link #locate}); -1 when absent. */
    private int authorityStart = -1;
    private int hostStart = -1;
    private int hostEnd = -1;
    private int portStart = -1;
    private int passwordStart = -1;
    private int pathStart;
    private int pathEnd;
    private String scheme;
    private int schemeIndex;
    private Uri target;
    private boolean sameForBrowser;
    private BrowserReading browser;
    private boolean browserOk;
    private Uri authority;
    private boolean inInput;
    private CanonicalHost host;

    InspectionRun(String input, Uri base, InspectionPolicy policy) {
        this.input = input;
        this.base = base;
        this.policy = policy;
        this.f = new Findings(policy);
    }

    Inspection run() {
        parse();
        scheme();
        target();
        // The browser's reading, unless it provably names the same host as RFC 3986's (then it is read only on demand).
        sameForBrowser = ref != null && !iri && agreesWithBrowser();
        browser = sameForBrowser ? null : BrowserReading.read(input, base);
        browserOk = browser != null && !browser.isFailure();
        // The base's authority only for a relative reference: normalization gives file:/x an empty one of its own.
        authority = ref != null && ref.hasAuthority() ? ref
                : ref != null && !ref.isAbsolute() && target != null && target.hasAuthority() && base != null
                && base.hasAuthority() ? base : null;
        inInput = authority == ref;
        missingOrEmptyHost();
        if (authority != null) {
            authority();
        } else if (ref == null && browserOk) {
            browserAuthority();
        }
        if (ref != null) {
            path();
            if (!ref.isAbsolute() && base != null && target != null) {
                targetText("the target (the reference resolved against the base)", true);
            }
        } else if (target != null) {
            targetText("the browser's reading", base != null && schemeIndex < 0);
        }
        if (base != null && (inInput || ref == null) && host != null && !host.text().isEmpty() && target != null
                && target.hasAuthority()) {
            BaseRelation.check(base, target, host, f);
        }
        if (ref != null && target != null && browser != null) {
            compareWithBrowser();
        }
        return new Inspection(input, base, f.verdict(), f.list(), target, host, sameForBrowser ? null : browser,
                Redaction.redact(input));
    }

    /** RFC 3986's reading (or RFC 3987's, for an IRI), and the characters of the text. */
    private void parse() {
        ref = Uri.parseOrNull(input);                   // no result object for the common, valid input
        Iris.Mapping mapping = null;
        if (ref == null && !Ascii.isAscii(input) && !hasBidiControl(input)) {   // RFC 3987 §4.1: no bidi formatting in IRIs
            mapping = iriOrNull(input);
            ref = mapping == null ? null : Uri.parseOrNull(mapping.text());
            iri = ref != null;
        }
        if (ref != null) {
            locate(iri ? mapping : null);
        }
        if (ref != null && !iri) {
            InputScan.scanEscapes(input, pathStart, f);      // RFC 3986 admits no raw control, space, backslash or non-ASCII
        } else {
            InputScan.scan(input, ref == null ? 0 : pathStart, f);
        }
        if (ref == null) {
            ParseResult.Failure fail = (ParseResult.Failure) Uri.tryParse(input);
            String m = fail.message();
            f.add(FindingCode.SYNTAX_INVALID, fail.index(), m.indexOf('\n') < 0 ? m : m.substring(0, m.indexOf('\n')));
        }
    }

    /**
     * Where the reading puts the authority, host, port, password and path in the input: the spans of
     * {@link #ref}, which is parsed from the input itself, or for an IRI from its URI text, whose
     * indices {@code mapping} takes back into the input.
     */
    private void locate(Iris.Mapping mapping) {
        authorityStart = start(ref.span(Component.AUTHORITY), mapping);
        Span h = ref.span(Component.HOST);
        hostStart = start(h, mapping);
        hostEnd = h == null ? -1 : in(h.end(), mapping);
        portStart = start(ref.span(Component.PORT), mapping);
        passwordStart = start(ref.span(Component.PASSWORD), mapping);
        Span path = ref.span(Component.PATH);
        pathStart = in(path.start(), mapping);
        pathEnd = in(path.end(), mapping);
    }

    private static int start(Span s, Iris.Mapping mapping) {
        return s == null ? -1 : in(s.start(), mapping);
    }

    private static int in(int index, Iris.Mapping mapping) {
        return mapping == null ? index : mapping.toIri(index);
    }

    /** The scheme that decides: the input's, as a browser reads it when RFC 3986 does not, or the base's. */
    private void scheme() {
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
                f.add(FindingCode.SCHEME_DANGEROUS, schemeIndex, "the scheme '" + scheme + "' is dangerous");
            } else if (!policy.isAllowed(scheme)) {
                f.add(FindingCode.SCHEME_NOT_ALLOWED, schemeIndex, "the scheme '" + scheme + "' is not allowed");
            }
        } else if (ref != null) {
            f.add(FindingCode.RELATIVE_WITHOUT_BASE, 0, "a relative reference without a base URI");
        }
    }

    /** The target (RFC 3986 §5.2 resolution, §6.2 normalization), and a network-path reference. */
    private void target() {
        if (ref != null) {
            target = ref.isAbsolute() ? ref : base == null ? null : resolveOrNull(base, ref);
            target = target == null ? null : target.normalize();
            if (ref.isRelativeReference() && !ref.isPathOnlyReference()) {
                f.add(FindingCode.NETWORK_PATH_REFERENCE, 0, "'" + prefix(Redaction.redact(input, 0, pathStart))
                        + "' is a network-path reference: it replaces the host, though it looks relative");
            }
        } else if (schemeIndex != 0 || scheme == null) {
            int np = InputScan.networkPathStart(input);
            if (np >= 0) {
                f.add(FindingCode.NETWORK_PATH_REFERENCE, np, "the input starts with two slashes: a browser reads a host after them");
            }
        }
    }

    /** An http(s), ws(s) or ftp target without a host, or with an empty one. */
    private void missingOrEmptyHost() {
        if (!isSpecial(scheme) || target == null) {
            return;
        }
        if (!target.hasAuthority()) {
            f.add(FindingCode.HOST_MISSING, ref.isAbsolute() ? scheme.length() + 1 : -1,
                    missingHost(target, browserOk ? browser : null));
        } else if (target.host().isEmpty()) {
            String name = browserOk && browser.host() != null ? browser.host() : nameAfterSlashes(target);
            f.add(FindingCode.HOST_EMPTY, inInput ? hostStart : -1, "the host is empty; a browser skips the slashes and takes '"
                    + Findings.shorten(name) + "' as the host, the JDK's InetAddress takes the loopback address");
        }
    }

    /** The host, userinfo and port of RFC 3986's reading (of the input, or of the base). */
    private void authority() {
        long browserIpv4 = browserOk ? browserIpv4() : -1;
        // An IRI's host as the input writes it (the parsed URI has its ASCII form).
        String written = inInput && iri ? input.substring(hostStart, hostEnd) : authority.host();
        // hostInfo() of a name would copy the text again; a name needs only the text.
        Host info = authority.hostKind() == HostKind.REG_NAME ? null : authority.hostInfo();
        host = HostAnalyzer.analyze(written, info, inInput ? hostStart : -1, browserIpv4, f);
        AuthorityChecks.userinfo(authority, inInput ? authorityStart : -1, inInput ? passwordStart : -1, host.text(), f);
        AuthorityChecks.port(authority, scheme, inInput ? portStart : -1, f);
    }

    /**
     * The address the browser reads its host as, {@link HostAnalyzer#BROWSER_NAME} for a domain (so
     * that a numeric name other readers take for an address is {@code IPV4_READINGS_DIFFER}, whichever
     * reading the host is analyzed from), or -1.
     */
    private long browserIpv4() {
        return browser.ipv4() >= 0 ? browser.ipv4() : browser.hostType() == HostType.DOMAIN ? HostAnalyzer.BROWSER_NAME : -1;
    }

    /** RFC 3986 has no reading: follow the browser's (a backslash, a space, a leading blank). */
    private void browserAuthority() {
        target = Uri.parseOrNull(browser.href());
        target = target == null ? null : target.normalize();
        if (browser.host() != null && !browser.host().isEmpty()) {
            host = HostAnalyzer.analyze(browser.host(), browser.address(), -1, browserIpv4(), f);
            if (target != null && target.hasAuthority()) {
                AuthorityChecks.userinfo(target, -1, -1, host.text(), f);
                AuthorityChecks.port(target, scheme, -1, f);
            }
        }
    }

    /** The path's segments, and an '@' right after the authority. */
    private void path() {
        PathScan.scan(input, pathStart, pathEnd, iri, f);
        if (authorityStart >= 0 && pathStart + 1 < input.length() && input.charAt(pathStart + 1) == '@'
                && input.charAt(pathStart) != '/') {
            f.add(FindingCode.AT_SIGN_MISLEADING, pathStart, "'" + Redaction.redact(input, pathStart, Math.min(input.length(), pathStart + 40))
                    + "' follows the host '" + Findings.shorten(authority.host())
                    + "': a parser that splits at the last '@' reads another host");
        }
    }

    /**
     * The target's text when it is not the input's: the browser's reading of an input that only a
     * browser reads, or a relative reference resolved against the base. Its path's encoded
     * separators matter to servers as much as the input's would; and where the target takes the
     * base's host and continues its path ({@code escapes}: the input is relative), every escape is
     * scanned too, controls from the path on, as for the target inspected alone. Found at index -1,
     * since the text is not the input's; a code the input's own scans found is not repeated.
     */
    private void targetText(String whose, boolean escapes) {
        String text = target.toUriString();
        Span p = target.span(Component.PATH);
        Findings g = new Findings(policy);
        PathScan.scan(text, p.start(), p.end(), false, g);
        if (escapes) {
            InputScan.scanEscapes(text, p.start(), g);
        }
        for (Finding x : g.list()) {
            f.add(x.code(), -1, "in " + whose + " '" + Findings.shorten(Redaction.redact(text)) + "': " + x.message());
        }
    }

    /** Where the browser rejects what RFC 3986 accepts, or goes to another host. */
    private void compareWithBrowser() {
        if (browser.isFailure()) {
            f.add(FindingCode.BROWSER_REJECTS, -1, "a browser (the URL Standard) rejects the input");
            return;
        }
        String iriHost = iri && target.hasAuthority() ? Ascii.lower(target.host()) : null;
        if (isSpecial(browser.scheme()) && !sameHost(iriHost, host, browser)) {
            String rfcHost = iriHost != null ? iriHost : host == null || host.text().isEmpty() ? null : host.text();
            f.add(FindingCode.BROWSER_HOST_DIFFERS, -1, "a browser (the URL Standard) goes to the host '"
                    + Findings.shorten(browser.host()) + "', RFC 3986 names "
                    + (rfcHost == null ? "no host" : "'" + Findings.shorten(rfcHost) + "'"));
        }
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
    private boolean agreesWithBrowser() {
        if (authorityStart < 0 || ref.hasUserInfo() || ref.hasPort()
                || !(input.startsWith("http://") || input.startsWith("https://"))) {
            return false;
        }
        int from = hostStart;
        int to = hostEnd;
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

    /** The URI text of the IRI {@code input} and its map back into the input, or null when it is not an IRI (RFC 3987 §3.1). */
    private static Iris.Mapping iriOrNull(String input) {
        try {
            return Iris.map(input);
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

    /** The message of a missing host: where a browser goes instead (its reading, or the name after the slashes), a password masked. */
    private static String missingHost(Uri target, BrowserReading browser) {
        if (browser != null) {
            return "no host: RFC 3986 reads an absolute URI without an authority, a browser goes to "
                    + Findings.shorten(Redaction.redact(browser.href()));
        }
        return "no host: a browser takes '" + Findings.shorten(nameAfterSlashes(target)) + "' as the host";
    }

    /**
     * Whether the browser's host is the RFC reading's canonical host (for an IRI, the host of the
     * URI it was converted to): both absent or empty, the
     * same IPv6 address, or the same name or IPv4 address (trailing dots aside, which the
     * canonical host drops), the browser's being an address when the canonical host is one.
     */
    private static boolean sameHost(String iriHost, CanonicalHost host, BrowserReading browser) {
        String b = browser.host() == null ? "" : browser.host();
        int end = b.length();
        while (end > 1 && b.charAt(end - 1) == '.') {
            end--;
        }
        b = b.substring(0, end);
        if (iriHost != null) {                          // an IRI's host as Uri.fromIri converted it
            return iriHost.equals(b) || iriHost.equals(b + ".");
        }
        String r = host == null ? "" : host.text();
        if (browser.hostType() == HostType.DOMAIN && host != null && host.host() instanceof Host.Ipv4) {
            return false;                               // a name to the browser ('127.0.0.1..'), an address to the others
        }
        if (browser.hostType() == HostType.IPV6 && host != null && host.host() instanceof Host.Ipv6) {
            return host.host().equals(browser.address());
        }
        return r.equals(b);                             // both lower case: the canonical host, the URL Standard's domain
    }

    /**
     * The text of {@code target}'s path after leading slashes and backslashes, up to the next
     * delimiter: what a browser takes as the host, with the password a browser reads in it masked.
     */
    private static String nameAfterSlashes(Uri target) {
        String text = target.toUriString();
        Span path = target.span(Component.PATH);
        int i = path.start();
        while (i < path.end() && (text.charAt(i) == '/' || text.charAt(i) == '\\')) {
            i++;
        }
        int end = i;
        while (end < path.end() && "/\\?#".indexOf(text.charAt(end)) < 0) {
            end++;
        }
        return Redaction.redact(text, i, end);
    }

    /** {@code text}, at most 60 characters. */
    private static String prefix(String text) {
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }
}
