package org.urikit.security;

import java.util.Objects;
import org.urikit.Uri;

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
 * name must also check the addresses it connects to ({@link org.urikit.AddressClass#of(java.net.InetAddress)}).
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
        if (base != null && !base.isAbsolute()) {
            throw new IllegalArgumentException("the base must be an absolute URI (RFC 3986 §5.1): " + base);
        }
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(policy, "policy");
        return new InspectionRun(input, base, policy).run();
    }

    /**
     * Whether two URIs are on the same origin (RFC 6454 §4): the same scheme (case-insensitively),
     * the same canonical host ({@link CanonicalHost#text()}: {@code 0x7f.1} is {@code 127.0.0.1},
     * {@code EXAMPLE.com.} is {@code example.com}) and the same port, a default port counting as
     * written ({@link Uri#isSameOrigin(Uri)} on the canonical hosts). Unlike {@link Uri#isRelativeReference()}, this answers "does it stay on this site's
     * server": {@code //evil.com/} resolved against a page is on another origin.
     *
     * <pre>{@code
     * Uri page = Uri.parse("https://good.com/app/");
     * UriInspector.isSameOrigin(page, page.resolve("/next"));                  // true
     * UriInspector.isSameOrigin(page, page.resolve("//evil.com/"));            // false
     * UriInspector.isSameOrigin(page, Uri.parse("https://GOOD.com:443/x"));    // true
     * UriInspector.isSameOrigin(Uri.parse("http://0x7f.1/"), Uri.parse("http://127.0.0.1:80/"));   // true
     * }</pre>
     *
     * @return false when either is relative or has no authority (an opaque origin is unique)
     */
    public static boolean isSameOrigin(Uri a, Uri b) {
        if (!a.isAbsolute() || !b.isAbsolute() || !a.hasAuthority() || !b.hasAuthority()) {
            return false;
        }
        return BaseRelation.sameOrigin(a, BaseRelation.canonicalHost(a, InspectionPolicy.LINK), b,
                BaseRelation.canonicalHost(b, InspectionPolicy.LINK));
    }

    /**
     * Whether two URIs are on the same site (HTML Standard, "same site" without the scheme): their
     * canonical hosts have the same registrable domain (Public Suffix List), or are the same host
     * when there is none (an address, a public suffix).
     *
     * <pre>{@code
     * UriInspector.isSameSite(Uri.parse("https://www.good.com/"), Uri.parse("http://api.good.com/"));   // true
     * UriInspector.isSameSite(Uri.parse("https://alice.github.io/"), Uri.parse("https://bob.github.io/")); // false
     * }</pre>
     *
     * @return false when either is relative or has no authority
     */
    public static boolean isSameSite(Uri a, Uri b) {
        if (!a.isAbsolute() || !b.isAbsolute() || !a.hasAuthority() || !b.hasAuthority()) {
            return false;
        }
        return BaseRelation.canonicalHost(a, InspectionPolicy.LINK).site()
                .equals(BaseRelation.canonicalHost(b, InspectionPolicy.LINK).site());
    }
}
