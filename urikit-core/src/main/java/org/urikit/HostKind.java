package org.urikit;

import org.urikit.internal.UriFactory;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;

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
    REG_NAME,
    /** {@code IPv4address}: a dotted quad of decimal octets 0–255 without leading zeros. */
    IPV4,
    /** {@code "[" IPv6address "]"}, optionally with an RFC 6874 zone. */
    IPV6,
    /** {@code "[" IPvFuture "]"}. */
    IPVFUTURE;

    /** The host kind of each of the parser's host-kind codes ({@link UriFactory#REG_NAME} ...). */
    private static final HostKind[] BY_CODE = new HostKind[values().length];

    static {
        for (HostKind k : values()) {
            BY_CODE[switch (k) {
                case REG_NAME -> UriFactory.REG_NAME;
                case IPV4 -> UriFactory.IPV4;
                case IPV6 -> UriFactory.IPV6;
                case IPVFUTURE -> UriFactory.IPVFUTURE;
            }] = k;
        }
    }

    /** The kind of the parser's host-kind {@code code}. */
    static HostKind of(int code) {
        return BY_CODE[code];
    }

    /** The typed value of a host of this kind, {@code text[from, to)} as the parser accepted it (brackets included). */
    Host host(String text, int from, int to) {
        return switch (this) {
            case REG_NAME -> new Host.RegName(text.substring(from, to));
            case IPV4 -> new Host.Ipv4(Ipv4Addresses.dottedDecimalValue(text, from, to));
            case IPV6 -> {
                // "[" IPv6address [ "%25" ZoneID ] "]"   (RFC 3986 §3.2.2, RFC 6874)
                int zone = text.indexOf('%', from);
                int addressEnd = zone >= 0 && zone < to ? zone : to - 1;
                long[] v = Ipv6Addresses.value(text, from + 1, addressEnd);
                yield new Host.Ipv6(v[0], v[1], addressEnd == to - 1 ? null : text.substring(addressEnd + 3, to - 1));
            }
            case IPVFUTURE -> new Host.IpFuture(text.substring(from + 1, to - 1));
        };
    }
}
