package org.urikit.security;

import org.urikit.Host;
import org.urikit.Uri;
import org.urikit.whatwg.HostType;
import org.urikit.whatwg.WebUrl;

/**
 * The browser's reading of the input: the WHATWG URL Standard's basic URL parser
 * ({@link WebUrl}) applied to the input and the base. The inspector compares it with RFC 3986's
 * reading ({@link FindingCode#BROWSER_HOST_DIFFERS}, {@link FindingCode#BROWSER_REJECTS}), takes
 * the URL Standard's IPv4 reading of the host from it ({@link Ipv4Reader#URL_STANDARD}), and
 * follows it where RFC 3986 has no reading at all (a backslash, a space, a leading blank).
 *
 * @param href     the serialized URL (the URL Standard's href)
 * @param scheme   the scheme, lower case
 * @param host     the serialized host ({@code [::1]} for IPv6), or null for a URL without a host
 * @param hostType the kind of host, or null without one
 * @param address  the host as a {@link Host.Ipv4} or {@link Host.Ipv6} value, or null when it is not an address
 */
record BrowserReading(String href, String scheme, String host, HostType hostType, Host address) {
    /** The reading of an input the URL Standard rejects. */
    static final BrowserReading FAILURE = new BrowserReading(null, null, null, null, null);

    /** The last base read, kept because a page's links are inspected against the same base. */
    private static volatile Base lastBase;

    private record Base(Uri uri, WebUrl web) {
    }

    /** The IPv4 address of the host, or -1 when the host is not an IPv4 address. */
    long ipv4() {
        return address instanceof Host.Ipv4 v4 ? v4.address() & 0xFFFFFFFFL : -1;
    }

    boolean isFailure() {
        return this == FAILURE;
    }

    /**
     * The browser's reading of {@code input} against {@code base} (or none); null when the
     * browser cannot read the base itself (then there is no reading to compare with).
     */
    static BrowserReading read(String input, Uri base) {
        WebUrl webBase = null;
        if (base != null) {
            Base cached = lastBase;
            if (cached != null && cached.uri() == base) {
                webBase = cached.web();
            } else {
                webBase = WebUrl.parseOrNull(base.toUriString());
                lastBase = new Base(base, webBase);
            }
            if (webBase == null) {
                return null;
            }
        }
        WebUrl u = WebUrl.parseOrNull(input, webBase);
        if (u == null) {
            return FAILURE;
        }
        HostType type = u.hostType();
        String host = type == null ? null : u.hostname();
        Host address = type == HostType.IPV4 || type == HostType.IPV6 ? u.hostInfo() : null;
        return new BrowserReading(u.href(), u.scheme(), host, type, address);
    }
}
