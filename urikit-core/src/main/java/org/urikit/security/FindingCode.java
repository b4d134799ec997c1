package org.urikit.security;

import static org.urikit.error.Severity.ERROR;
import static org.urikit.error.Severity.INFO;
import static org.urikit.error.Severity.WARNING;

import org.urikit.error.Severity;

/**
 * Everything {@link UriInspector} can find, each with the section of the specification behind it
 * ({@link #section()}), a one-line reason ({@link #reason()}), and its severity under the two
 * presets, {@link InspectionPolicy#FETCH} and {@link InspectionPolicy#LINK}.
 *
 * <pre>{@code
 * FindingCode.IPV4_RARE_FORM.section();   // "RFC 3986 §7.4"
 * FindingCode.IPV4_RARE_FORM.reason();    // "a host that resolver libraries read as an IPv4 address ..."
 * }</pre>
 *
 * <p>The sections: RFC 3986 §7 (Security Considerations: §7.3 back-end transcoding, §7.4 rare IP
 * address formats, §7.5 sensitive information, §7.6 semantic attacks), RFC 6890 (special-purpose
 * address registries), the URL Standard (https://url.spec.whatwg.org/, by section name), the Fetch
 * Standard's "bad port" list, UTS #39 (Unicode Security Mechanisms) and RFC 1738 §6 (ports of
 * other protocols).
 */
public enum FindingCode {
    // ---- the text as a whole ----------------------------------------------------------------------

    /** Not a URI reference under RFC 3986: programs that repair malformed text repair it differently. */
    SYNTAX_INVALID("RFC 3986 §4.1, §7.3", ERROR, WARNING,
            "not a URI reference under RFC 3986; readers that accept it anyway repair it in different ways"),
    /** A raw control character: browsers delete tab and newline anywhere ({@code java\tscript:} is {@code javascript:}). */
    CONTROL_CHARACTER("URL Standard, basic URL parser; RFC 3986 §7.3", ERROR, WARNING,
            "a control character: browsers strip it or remove it silently (java<TAB>script: is javascript:)"),
    /** A bidirectional formatting character, raw or percent-encoded: the text displays in another order than it reads. */
    BIDI_CONTROL("UTS #39 §3; RFC 3987 §4.1", WARNING, WARNING,
            "a bidirectional formatting character: the URL is displayed in a different order than it is read"),
    /** An invisible character (zero-width space or joiner, byte order mark, soft hyphen), raw or percent-encoded. */
    INVISIBLE_CHARACTER("UTS #39 §3", WARNING, WARNING,
            "an invisible character: two URLs that look the same are different"),
    /** A backslash: browsers read {@code \} as {@code /} in http(s), ws(s), ftp and file URLs. */
    BACKSLASH("URL Standard, special authority slashes state", ERROR, WARNING,
            "a backslash: browsers read it as '/', so the host or path a browser uses differs from RFC 3986's"),
    /** Non-ASCII characters: an IRI (RFC 3987), which programs convert to a URI in different ways. */
    NON_ASCII("RFC 3987 §3.1", WARNING, INFO,
            "non-ASCII characters: an IRI, which programs convert to a URI (and a host to ASCII) in different ways"),

    // ---- scheme and reference kind ------------------------------------------------------------------

    /** A scheme that runs code or reads local data ({@code javascript}, {@code data}, {@code vbscript}, {@code file} by default). */
    SCHEME_DANGEROUS("RFC 3986 §7.1; URL Standard, url.origin", ERROR, ERROR,
            "a scheme that runs script or reads local data instead of fetching a resource"),
    /** A scheme outside the policy's allow-list. */
    SCHEME_NOT_ALLOWED("RFC 3986 §3.1", ERROR, ERROR, "a scheme the policy does not allow"),
    /** A reference that starts with {@code //}: it looks relative but names another host (RFC 3986 §4.2). */
    NETWORK_PATH_REFERENCE("RFC 3986 §4.2", WARNING, WARNING,
            "a network-path reference ('//host'): it looks relative but replaces the host"),
    /** A relative reference inspected without a base: there is no target. */
    RELATIVE_WITHOUT_BASE("RFC 3986 §5.1", ERROR, INFO, "a relative reference and no base URI: there is no target"),
    /** An http, https, ws, wss or ftp URI without an authority ({@code http:evil.com}): browsers take a host from the path. */
    HOST_MISSING("URL Standard, special authority ignore slashes state; RFC 3986 §3.2.2", ERROR, WARNING,
            "no host where the scheme requires one: browsers read one out of what follows the scheme"),
    /** An http, https, ws, wss or ftp URI with an empty host ({@code http:///evil.com}). */
    HOST_EMPTY("URL Standard, host state; RFC 3986 §3.2.2", ERROR, WARNING,
            "an empty host where the scheme requires one: browsers skip the slashes and take the next name"),

    // ---- userinfo ---------------------------------------------------------------------------------------

    /** A userinfo ({@code user@host}): the text before {@code @} is easily read as the host. */
    USERINFO("RFC 3986 §3.2.1, §7.6", WARNING, WARNING, "a userinfo: what comes before '@' is not the host"),
    /** A password in the userinfo ({@code user:password@host}), which RFC 3986 deprecates. */
    PASSWORD("RFC 3986 §3.2.1, §7.5", WARNING, WARNING, "a password in the URL: it ends up in logs, histories and Referer headers"),
    /** A userinfo that looks like a host (after decoding, with a port, with encoded dots): a semantic attack. */
    USERINFO_LOOKS_LIKE_HOST("RFC 3986 §7.6", ERROR, WARNING,
            "the userinfo looks like a host name: people (and naive filters) take it for the host"),

    /** An {@code @} right where the authority ends ({@code #@}, {@code ?@}, {@code /@}): parsers that split at the last {@code @} take what follows for the host. */
    AT_SIGN_MISLEADING("RFC 3986 §3.2, §7.6", WARNING, WARNING,
            "an '@' right after the authority: parsers that take the text after the last '@' as the host are fooled"),

    // ---- host -----------------------------------------------------------------------------------------

    /** Percent-encoded letters, digits, {@code -} or {@code .} in the host: it reads as another name than it is written. */
    HOST_PERCENT_ENCODED("RFC 3986 §3.2.2, §6.2.2.2", WARNING, WARNING,
            "escapes in the host for letters, digits, '-' or '.': compare the decoded name, not the text"),
    /** Percent-encoded bytes in the host that are not letters, digits, {@code -} or {@code .}: decoders cut or split the name there. */
    HOST_ENCODED_DELIMITER("RFC 3986 §3.2.2, §7.3", ERROR, WARNING,
            "an escape in the host that decodes to a delimiter, space or control: decoders cut or split the name there"),
    /** A host that resolver libraries read as an IPv4 address in a rare form ({@code 0x7f.1}, {@code 0177.0.0.1}, {@code 2130706433}). */
    IPV4_RARE_FORM("RFC 3986 §7.4", ERROR, WARNING,
            "a host that resolver libraries read as an IPv4 address, though it is not written as one"),
    /** A host that readers take for different addresses, or for an address and a name ({@code 0177.0.0.1}). */
    IPV4_READINGS_DIFFER("RFC 3986 §7.4", ERROR, WARNING,
            "readers disagree on which address (or whether an address) the host is"),
    /** A name whose last label is a number but which no reader takes for an address: not a DNS name. */
    HOST_ENDS_IN_NUMBER("RFC 3696 §2; URL Standard, ends in a number checker", ERROR, WARNING,
            "the last label is a number, which no top-level domain is: browsers reject it, resolvers guess"),
    /** A destination inside the network or the machine: loopback, private, link-local, unspecified, shared, local names. */
    HOST_INTERNAL("RFC 6890; RFC 6761 §6.3", ERROR, INFO,
            "an internal destination (loopback, private, link-local, unspecified, shared or a local name)"),
    /** A cloud instance metadata service ({@code 169.254.169.254}, {@code metadata.google.internal}, ...). */
    CLOUD_METADATA("RFC 3927; provider documentation", ERROR, WARNING,
            "a cloud metadata service, which hands out the instance's credentials"),
    /** A special-purpose address or name that is not an ordinary destination: multicast, reserved, documentation, benchmarking. */
    HOST_SPECIAL_PURPOSE("RFC 6890; RFC 6761", ERROR, INFO,
            "a special-purpose address or name (multicast, reserved, documentation, benchmarking)"),
    /** An IPv6 address that carries an IPv4 address (mapped, compatible, NAT64, 6to4): the IPv4 address is the destination. */
    IPV6_EMBEDDED_IPV4("RFC 4291 §2.5.5; RFC 6052 §2.1; RFC 3056 §2", INFO, INFO,
            "an IPv6 address that carries an IPv4 address, which is where it leads"),
    /** An IPv6 zone identifier ({@code %25eth0}): a link-local destination on one interface. */
    IPV6_ZONE("RFC 6874", INFO, INFO, "an IPv6 zone identifier: the address is only meaningful on one interface"),
    /** An IPvFuture literal ({@code [v7.x]}): no client resolves it. */
    IPVFUTURE("RFC 3986 §3.2.2", ERROR, WARNING, "an IPvFuture literal, which no client can connect to"),
    /** One trailing dot ({@code example.com.}): the same host, though a text comparison says otherwise. */
    HOST_TRAILING_DOT("RFC 1034 §3.1", INFO, INFO, "a trailing dot: the same host as without it, but not the same text"),
    /** An internationalized host (A-labels or non-ASCII): the message gives its Unicode form. */
    IDN_HOST("RFC 5890 §2.3.2", INFO, INFO, "an internationalized host name"),
    /** A label that is not valid Punycode ({@code xn--} followed by something that does not decode). */
    IDN_LABEL_INVALID("RFC 5891 §5.4; UTS #46 §4", WARNING, WARNING,
            "an 'xn--' label that does not decode: browsers reject the host, other programs use it as it is"),
    /** A label that mixes scripts (Latin with Cyrillic, ...): not "highly restrictive" (UTS #39 §5.2), so shown in Punycode. */
    LABEL_MIXED_SCRIPT("UTS #39 §5.1, §5.2", WARNING, WARNING,
            "a host label that mixes scripts, the usual form of a look-alike name"),
    /** A label kept in Punycode for display though it has one script: a whole-script confusable ({@code аррӏе}) or characters not allowed in identifiers. */
    LABEL_CONFUSABLE("UTS #39 §3.1, §4", WARNING, WARNING,
            "a host label that is a whole-script confusable of a Latin name, or has characters not allowed in identifiers"),
    /** The host is itself a public suffix ({@code co.uk}, {@code github.io}). */
    HOST_IS_PUBLIC_SUFFIX("Public Suffix List; HTML Standard, sites", INFO, INFO,
            "the host is a public suffix, a name under which anyone can register"),

    /**
     * The host has no address to connect to: the name does not resolve (no answer, or the
     * resolver failed), or a client reads no host in the URL. Found by {@link FetchGuard}, which
     * looks names up; {@link UriInspector} never does.
     */
    HOST_UNRESOLVED("RFC 1035 §4.1.1 (name error); URL Standard, host parsing", ERROR, WARNING,
            "the host does not resolve to an address: a fetch cannot be checked, so it is not allowed"),

    // ---- port -----------------------------------------------------------------------------------------

    /** A port above 65535: RFC 3986 allows any digits; browsers reject it, other programs wrap it around. */
    PORT_OUT_OF_RANGE("RFC 3986 §3.2.3; URL Standard, port state", ERROR, ERROR,
            "a port above 65535: browsers reject it, some programs take it modulo 65536"),
    /** A port other than the scheme's default. */
    PORT_NON_DEFAULT("RFC 3986 §3.2.3; RFC 1738 §6", INFO, INFO, "a port other than the scheme's default"),
    /** The port of another protocol (http on 443, https on 80, 22, 25, 6379, ...): a request the other service misreads. */
    PORT_CROSS_PROTOCOL("RFC 1738 §6; Fetch Standard, bad port", ERROR, WARNING,
            "the port of another protocol: the request reaches a service that reads it as its own commands"),
    /** A port outside the policy's allow-list. */
    PORT_NOT_ALLOWED("RFC 3986 §3.2.3", ERROR, ERROR, "a port the policy does not allow"),

    // ---- path, query, fragment ------------------------------------------------------------------------

    /**
     * A path segment that is {@code .} or {@code ..} once decoded ({@code %2e%2e}), or to a lax
     * reader: overlong UTF-8 ({@code %c0%ae}), a character NFKC makes a dot (fullwidth {@code ．}),
     * a path parameter after the dots ({@code ..;}). Servers and browsers remove it, filters do not.
     */
    ENCODED_DOT_SEGMENT("RFC 3986 §6.2.2.2, §5.2.4, §7.3; URL Standard, path state", ERROR, WARNING,
            "an encoded dot segment: browsers and normalizing servers go up a level, prefix checks do not see it"),
    /** An encoded slash or backslash in a path segment ({@code %2F}, {@code %5C}): servers that decode first split there. */
    ENCODED_PATH_SEPARATOR("RFC 3986 §2.2, §7.3", INFO, INFO,
            "an encoded '/' or '\\' in a path segment: servers that decode before routing split the segment there"),
    /** A percent-encoded control character ({@code %00}, {@code %0D%0A}): decoders pass it to protocols that act on it. */
    ENCODED_CONTROL("RFC 3986 §7.3; RFC 1738 §6", WARNING, WARNING,
            "an encoded control character: a decoder that passes it on ends a string or a protocol line there"),
    /** A {@code .} or {@code ..} segment in the reference: the target is elsewhere than the text suggests. */
    DOT_SEGMENT("RFC 3986 §5.2.4", INFO, INFO, "a dot segment: the target path differs from the written one"),

    // ---- relation to the base ---------------------------------------------------------------------------

    /** The target's origin (scheme, host, port) differs from the base's. */
    CROSS_ORIGIN("RFC 6454 §4; URL Standard, origin", INFO, INFO, "the target is on another origin than the base"),
    /** The target's site (registrable domain) differs from the base's. */
    CROSS_SITE("HTML Standard, sites; Public Suffix List", INFO, INFO, "the target is on another site than the base"),

    // ---- the browser's reading ------------------------------------------------------------------------

    /** A browser (the URL Standard) goes to another host than RFC 3986 names. */
    BROWSER_HOST_DIFFERS("URL Standard, host parsing", ERROR, WARNING,
            "a browser reads another host than RFC 3986 does"),
    /** A browser (the URL Standard) rejects what RFC 3986 accepts. */
    BROWSER_REJECTS("URL Standard, URL parsing", WARNING, WARNING, "a browser rejects the URL");

    private final String section;
    private final Severity fetch;
    private final Severity link;
    private final String reason;

    FindingCode(String section, Severity fetch, Severity link, String reason) {
        this.section = section;
        this.fetch = fetch;
        this.link = link;
        this.reason = reason;
    }

    /** The specification and section behind the finding, e.g. {@code RFC 3986 §7.4}. */
    public String section() {
        return section;
    }

    /** Why the finding matters, in one line. */
    public String reason() {
        return reason;
    }

    /** The severity under {@link InspectionPolicy#FETCH}. */
    Severity fetchSeverity() {
        return fetch;
    }

    /** The severity under {@link InspectionPolicy#LINK}. */
    Severity linkSeverity() {
        return link;
    }
}
