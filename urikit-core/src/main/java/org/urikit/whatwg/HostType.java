package org.urikit.whatwg;

/**
 * What kind of host a {@link WebUrl} has (URL Standard, "Host representation"); a URL without a
 * host (such as {@code mailto:x} or {@code sc:/p}) has none, and {@link WebUrl#hostType()} is
 * {@code null} for it.
 *
 * <pre>{@code
 * WebUrl.parse("https://EXAMPLE.com/").hostType();   // DOMAIN   (host "example.com")
 * WebUrl.parse("http://0x7f.1/").hostType();         // IPV4     (host "127.0.0.1")
 * WebUrl.parse("http://[0:0::1]/").hostType();       // IPV6     (host "[::1]")
 * WebUrl.parse("git://github.com/x").hostType();     // OPAQUE   (non-special scheme)
 * WebUrl.parse("file:///etc/hosts").hostType();      // EMPTY
 * }</pre>
 *
 * <p>Only URLs with a special scheme have domains and IPv4 addresses; only non-special ones have
 * opaque hosts; only {@code file} and non-special URLs have an empty host.
 *
 * @see <a href="https://url.spec.whatwg.org/#host-representation">URL Standard: host representation</a>
 */
public enum HostType {
    /** A domain: a non-empty ASCII string, lower-case, after IDNA ("A-label" form for non-ASCII labels). */
    DOMAIN,
    /** An IPv4 address, serialized as four decimal numbers. */
    IPV4,
    /** An IPv6 address, serialized compressed in brackets (RFC 5952 form). */
    IPV6,
    /** An opaque host of a non-special URL: a non-empty ASCII string, percent-encoded, case kept. */
    OPAQUE,
    /** The empty host, as in {@code file:///x} or {@code sc:///x}. */
    EMPTY
}
