package org.urikit.security;

import org.urikit.Uri;

/**
 * The seam through which the browser's reading of the input (the WHATWG URL Standard's basic URL
 * parser, applied to the input and the base) reaches the inspector: where a browser goes, which
 * host it connects to, or that it rejects the input. The inspector compares it with RFC 3986's
 * reading ({@link FindingCode#BROWSER_HOST_DIFFERS}, {@link FindingCode#BROWSER_REJECTS}) and
 * takes the URL Standard's IPv4 reading of the host from it ({@link Ipv4Reader#URL_STANDARD}).
 *
 * <p>This build has no WHATWG parser: {@link #read} answers null (not available), and the findings
 * that need it are not made.
 */
final class BrowserReading {
    /** The serialized URL (the URL Standard's href). */
    final String href;
    /** The serialized host (IPv6 in brackets), or null for a URL without a host. */
    final String host;
    /** The IPv4 address of the host, or -1 when the host is not an IPv4 address. */
    final long ipv4;

    /** The reading of an input the URL Standard rejects. */
    static final BrowserReading FAILURE = new BrowserReading(null, null, -1);

    private BrowserReading(String href, String host, long ipv4) {
        this.href = href;
        this.host = host;
        this.ipv4 = ipv4;
    }

    boolean isFailure() {
        return this == FAILURE;
    }

    /** The browser's reading of {@code input} against {@code base}; null when no WHATWG parser is available. */
    static BrowserReading read(String input, Uri base) {
        return null;
    }
}
