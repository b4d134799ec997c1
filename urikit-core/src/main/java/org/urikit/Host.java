package org.urikit;

import java.util.Objects;
import org.urikit.internal.RegNames;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;
import org.urikit.publicsuffix.PublicSuffixList;

/**
 * The host of a URI's authority as a typed value (RFC 3986 §3.2.2): a registered name, an IPv4
 * address as its 32-bit value, an IPv6 address as 128 bits with an optional RFC 6874 zone, or an
 * IPvFuture literal. Obtain it with {@link Uri#hostInfo()}; {@link Uri#host()} stays the raw text.
 *
 * <pre>{@code
 * Host h = Uri.parse("http://[fe80::1%25eth0]:8080/").hostInfo();
 * if (h instanceof Host.Ipv6 v6) {
 *     v6.high();              // 0xfe80000000000000L
 *     v6.low();               // 1L
 *     v6.zone();              // "eth0" (raw, still percent-encoded)
 *     v6.toCanonicalString(); // "fe80::1" (RFC 5952)
 * }
 * }</pre>
 *
 * <p>Records make the values comparable: two hosts written differently ({@code [::1]} and
 * {@code [0:0::1]}) are equal {@code Ipv6} values. The IPv6 address is held in two {@code long}s
 * rather than an array so that record equality works. Each record's {@code toString()} is its
 * {@link #toUriString()} ({@code 10.0.0.1}, {@code [fe80::1%25eth0]}, {@code example.com}), and
 * the addresses say which special-purpose block they are in ({@link Ipv4#addressClass()},
 * {@link Ipv6#addressClass()}, RFC 6890).
 */
public sealed interface Host permits Host.RegName, Host.Ipv4, Host.Ipv6, Host.IpFuture {

    /** Which alternative this is. */
    HostKind kind();

    /** The host as it would be written in a URI, brackets included for IP literals. */
    String toUriString();

    /**
     * The host as an address bar shows it, for display only: a registered name with its
     * displayable escapes decoded (RFC 3987 §3.2) and its A-labels in Unicode unless the Unicode
     * form could pass for another name ({@link org.urikit.idna.Idna#toDisplayUnicode(String)},
     * UTS #39: mixed scripts, whole-script confusables); an IP literal as {@link #toUriString()}.
     *
     * <pre>{@code
     * Uri.parse("http://xn--bcher-kva.example/").hostInfo().toDisplayString();   // "bücher.example"
     * Uri.parse("http://xn--pple-43d.com/").hostInfo().toDisplayString();        // "xn--pple-43d.com": Cyrillic а, Latin pple
     * }</pre>
     */
    default String toDisplayString() {
        return toUriString();
    }

    /**
     * The public suffix of a registered name by the bundled Public Suffix List
     * ({@link PublicSuffixList#publicSuffix(String)}, escapes decoded first): {@code co.uk} for
     * {@code www.example.co.uk}. Null for an IP address and for a name that is not a domain name.
     */
    default String publicSuffix() {
        return null;
    }

    /**
     * The registrable domain (the HTML Standard's "site") of a registered name by the bundled
     * Public Suffix List ({@link PublicSuffixList#registrableDomain(String)}, escapes decoded
     * first): {@code example.co.uk} for {@code www.example.co.uk}, {@code alice.github.io} for
     * {@code alice.github.io}. Null for an IP address, a public suffix itself, and a name that is
     * not a domain name.
     */
    default String registrableDomain() {
        return null;
    }

    /**
     * {@code reg-name}: the raw text (still percent-encoded, case as written).
     *
     * @param raw the host text, possibly empty
     */
    record RegName(String raw) implements Host {
        public RegName {
            Objects.requireNonNull(raw, "raw");
        }

        @Override
        public HostKind kind() {
            return HostKind.REG_NAME;
        }

        @Override
        public String toUriString() {
            return raw;
        }

        @Override
        public String toDisplayString() {
            return RegNames.forDisplay(raw);
        }

        @Override
        public String publicSuffix() {
            return PublicSuffixList.defaults().publicSuffix(RegNames.decodedName(raw));
        }

        @Override
        public String registrableDomain() {
            return PublicSuffixList.defaults().registrableDomain(RegNames.decodedName(raw));
        }

        /** The raw text, as {@link #toUriString()}. */
        @Override
        public String toString() {
            return raw;
        }
    }

    /**
     * {@code IPv4address}, as the 32-bit value ({@code 10.0.0.1} is {@code 0x0A000001}).
     *
     * @param address the address in network order packed into an int
     */
    record Ipv4(int address) implements Host {
        @Override
        public HostKind kind() {
            return HostKind.IPV4;
        }

        @Override
        public String toUriString() {
            return Ipv4Addresses.format(address);
        }

        /**
         * The special-purpose block the address is in (RFC 6890), e.g. {@link AddressClass#LOOPBACK}
         * for {@code 127.0.0.1}; {@link AddressClass#PUBLIC} for any other address.
         */
        public AddressClass addressClass() {
            return AddressClass.ofIpv4(address);
        }

        /** The dotted-quad text, as {@link #toUriString()}: e.g. {@code 10.0.0.1}. */
        @Override
        public String toString() {
            return toUriString();
        }
    }

    /**
     * {@code IPv6address}, as 128 bits, with the RFC 6874 zone (raw text after {@code %25}) or null.
     *
     * @param high the most significant 64 bits
     * @param low  the least significant 64 bits
     * @param zone the zone identifier as written after {@code %25} (still percent-encoded), or null
     */
    record Ipv6(long high, long low, String zone) implements Host {
        @Override
        public HostKind kind() {
            return HostKind.IPV6;
        }

        /** The RFC 5952 canonical text without brackets or zone, e.g. {@code 2001:db8::1}. */
        public String toCanonicalString() {
            return Ipv6Addresses.format(high, low);
        }

        /** {@code [canonical%25zone]}. */
        @Override
        public String toUriString() {
            StringBuilder sb = new StringBuilder(48).append('[');
            Ipv6Addresses.appendTo(sb, high, low, true);
            if (zone != null) {
                sb.append("%25").append(zone);
            }
            return sb.append(']').toString();
        }

        /**
         * The special-purpose block the address is in (RFC 6890), or that of the IPv4 address it
         * carries ({@link AddressClass#ofIpv6}): {@link AddressClass#LINK_LOCAL} for
         * {@code fe80::1}, {@link AddressClass#LOOPBACK} for {@code ::ffff:127.0.0.1}.
         */
        public AddressClass addressClass() {
            return AddressClass.ofIpv6(high, low);
        }

        /** The address as {@link #toUriString()}, e.g. {@code [fe80::1%25eth0]}. */
        @Override
        public String toString() {
            return toUriString();
        }
    }

    /**
     * {@code IPvFuture}: the raw text between the brackets, e.g. {@code v7.fe80::a}.
     *
     * @param raw the literal without brackets
     */
    record IpFuture(String raw) implements Host {
        public IpFuture {
            Objects.requireNonNull(raw, "raw");
        }

        @Override
        public String toUriString() {
            return "[" + raw + "]";
        }

        @Override
        public HostKind kind() {
            return HostKind.IPVFUTURE;
        }

        /** The literal as {@link #toUriString()}, e.g. {@code [v7.fe80::a]}. */
        @Override
        public String toString() {
            return toUriString();
        }
    }
}
