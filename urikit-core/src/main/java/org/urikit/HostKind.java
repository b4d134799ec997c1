package org.urikit;

/**
 * Which alternative of RFC 3986's {@code host = IP-literal / IPv4address / reg-name} a host is
 * (RFC 3986 §3.2.2), with IP-literal split into IPv6 and IPvFuture.
 *
 * <pre>{@code
 * Uri.parse("http://[::1]/").hostKind();      // IPV6
 * Uri.parse("http://10.0.0.1/").hostKind();   // IPV4
 * Uri.parse("http://256.0.0.1/").hostKind();  // REG_NAME: not a dotted-quad IPv4address
 * }</pre>
 */
public enum HostKind {
    /** {@code reg-name}: a registered name such as a DNS name (possibly empty). */
    REG_NAME("reg-name"),
    /** {@code IPv4address}: a dotted quad of decimal octets 0–255 without leading zeros. */
    IPV4("ipv4"),
    /** {@code "[" IPv6address "]"}, optionally with an RFC 6874 zone. */
    IPV6("ipv6"),
    /** {@code "[" IPvFuture "]"}. */
    IPVFUTURE("ipvfuture");

    private final String cliName;

    HostKind(String cliName) {
        this.cliName = cliName;
    }

    /** The name used in the CLI's {@code hostType} field: {@code reg-name}, {@code ipv4}, {@code ipv6}, {@code ipvfuture}. */
    public String cliName() {
        return cliName;
    }
}
