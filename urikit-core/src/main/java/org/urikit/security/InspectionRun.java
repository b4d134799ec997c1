package org.urikit.security;

import org.urikit.Host;
import org.urikit.HostKind;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import org.urikit.net.Ascii;
import org.urikit.whatwg.HostType;

/**
 * One inspection, step by step: each step reads what the previous ones found (the parsed
 * reference, where its components are, the scheme, the target, the browser's reading, the host)
 * and adds its findings. Small steps on purpose: the JIT compiles each one by itself.
 */
final class InspectionRun {
    private final String input;
    private final Uri base;
    private final InspectionPolicy policy;
    private final Findings f;

    private Uri ref;
    private boolean iri;
    private Layout at;
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
        sameForBrowser = ref != null && !iri && agreesWithBrowser(input, ref, at);
        browser = sameForBrowser ? null : BrowserReading.read(input, base);
        browserOk = browser != null && !browser.isFailure();
        authority = ref != null && ref.hasAuthority() ? ref
                : target != null && target.hasAuthority() && base != null && base.hasAuthority() ? base : null;
        inInput = authority == ref;
        missingOrEmptyHost();
        if (authority != null) {
            authority();
        } else if (ref == null && browserOk) {
            browserAuthority();
        }
        if (ref != null) {
            path();
        }
        if (base != null && (inInput || ref == null) && host != null && !host.text().isEmpty() && target != null
                && target.hasAuthority()) {
            BaseRelation.check(base, target, host, f);
        }
        if (ref != null && target != null && browser != null) {
            compareWithBrowser();
        }
        return new Inspection(input, base, f.verdict(), f.list(), target, host, sameForBrowser ? null : browser,
                redact(input, ref, at));
    }

    /** RFC 3986's reading (or RFC 3987's, for an IRI), and the characters of the text. */
    private void parse() {
        ref = Uri.parseOrNull(input);
        if (ref == null && !Ascii.isAscii(input) && !hasBidiControl(input)) {   // RFC 3987 §4.1: no bidi formatting in IRIs
            ref = iriOrNull(input);
            iri = ref != null;
        }
        at = ref == null ? null : Layout.of(input, ref);
        if (ref != null && !iri) {
            InputScan.scanEscapes(input, at.pathStart, f);      // RFC 3986 admits no raw control, space, backslash or non-ASCII
        } else {
            InputScan.scan(input, at == null ? 0 : at.pathStart, f);
        }
        if (ref == null) {
            ParseResult.Failure fail = (ParseResult.Failure) Uri.tryParse(input);
            String m = fail.message();
            f.add(FindingCode.INVALID_SYNTAX, fail.index(), m.indexOf('\n') < 0 ? m : m.substring(0, m.indexOf('\n')));
        }
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
                f.add(FindingCode.DANGEROUS_SCHEME, schemeIndex, "the scheme '" + scheme + "' is dangerous");
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
    }

    /** An http(s), ws(s) or ftp target without a host, or with an empty one. */
    private void missingOrEmptyHost() {
        if (!isSpecial(scheme) || target == null) {
            return;
        }
        if (!target.hasAuthority()) {
            f.add(FindingCode.MISSING_HOST, ref.isAbsolute() ? scheme.length() + 1 : -1,
                    missingHost(target, browserOk ? browser : null));
        } else if (target.host().isEmpty()) {
            String name = browserOk && browser.host != null ? browser.host : nameAfterSlashes(target.path());
            f.add(FindingCode.EMPTY_HOST, inInput ? at.hostStart : -1, "the host is empty; a browser skips the slashes and takes '"
                    + Findings.shorten(name) + "' as the host, the JDK's InetAddress takes the loopback address");
        }
    }

    /** The host, userinfo and port of RFC 3986's reading (of the input, or of the base). */
    private void authority() {
        long browserIpv4 = browserOk ? browser.ipv4 : -1;
        // An IRI's host as the input writes it (the parsed URI has its ASCII form).
        String written = inInput && iri ? input.substring(at.hostStart, at.hostEnd) : authority.host();
        // hostInfo() of a name would copy the text again; a name needs only the text.
        Host info = authority.hostKind() == HostKind.REG_NAME ? null : authority.hostInfo();
        host = HostAnalyzer.analyze(written, info, inInput ? at.hostStart : -1, browserIpv4, f);
        AuthorityChecks.userinfo(authority, inInput ? at.authorityStart : -1, host.text(), f);
        AuthorityChecks.port(authority, scheme, inInput ? at.portStart : -1, f);
    }

    /** RFC 3986 has no reading: follow the browser's (a backslash, a space, a leading blank). */
    private void browserAuthority() {
        target = Uri.parseOrNull(browser.href);
        target = target == null ? null : target.normalize();
        if (browser.host != null && !browser.host.isEmpty()) {
            host = HostAnalyzer.analyze(browser.host, browser.address, -1, browser.ipv4, f);
            if (target != null && target.hasAuthority()) {
                AuthorityChecks.userinfo(target, -1, host.text(), f);
                AuthorityChecks.port(target, scheme, -1, f);
            }
        }
    }

    /** The path's segments, and an '@' right after the authority. */
    private void path() {
        PathScan.scan(input, at.pathStart, at.pathEnd, f);
        if (at.authorityStart >= 0 && at.pathStart + 1 < input.length() && input.charAt(at.pathStart + 1) == '@'
                && input.charAt(at.pathStart) != '/') {
            f.add(FindingCode.MISLEADING_AT, at.pathStart, "'" + input.substring(at.pathStart, Math.min(input.length(), at.pathStart + 40))
                    + "' follows the host '" + Findings.shorten(authority.host())
                    + "': a parser that splits at the last '@' reads another host");
        }
    }

    /** Where the browser rejects what RFC 3986 accepts, or goes to another host. */
    private void compareWithBrowser() {
        if (browser.isFailure()) {
            f.add(FindingCode.BROWSER_REJECTS, -1, "a browser (the URL Standard) rejects the input");
            return;
        }
        String iriHost = iri && target.hasAuthority() ? Ascii.lower(target.host()) : null;
        if (isSpecial(browser.scheme) && !sameHost(iriHost, host, browser)) {
            String rfcHost = iriHost != null ? iriHost : host == null || host.text().isEmpty() ? null : host.text();
            f.add(FindingCode.BROWSER_HOST_DIFFERS, -1, "a browser (the URL Standard) goes to the host '"
                    + Findings.shorten(browser.host) + "', RFC 3986 names "
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
            return host.host().equals(browser.address);
        }
        return r.equals(b);                             // both lower case: the canonical host, the URL Standard's domain
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
}
