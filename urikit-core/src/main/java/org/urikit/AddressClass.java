package org.urikit;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Objects;
import org.urikit.net.AddressRanges;

/**
 * What kind of destination a host is: the special-purpose address blocks of the IANA IPv4 and
 * IPv6 Special-Purpose Address Registries (RFC 6890), the cloud metadata endpoints, and the names
 * that never reach the public DNS ({@code localhost}, RFC 6761 §6.3; the private namespaces of
 * RFC 6762 Appendix G).
 *
 * <pre>{@code
 * AddressClass.ofIpv4(0x7f000001);                            // LOOPBACK (127.0.0.1)
 * AddressClass.ofIpv4(0xa9fea9fe);                            // CLOUD_METADATA (169.254.169.254)
 * AddressClass.ofIpv6(0xfd000ec200000000L, 0x254L);           // CLOUD_METADATA (fd00:ec2::254)
 * AddressClass.ofIpv6(0L, 0x0000ffff0a000001L);               // PRIVATE (::ffff:10.0.0.1, unwrapped)
 * AddressClass.of(InetAddress.getByAddress(new byte[] {8, 8, 8, 8}));   // PUBLIC
 * AddressClass.PRIVATE.isInternal();                          // true
 * }</pre>
 *
 * <p>A name's class comes from the name alone ({@link #DOMAIN} for an ordinary name, whose address
 * only DNS knows). A filter that allows a {@code DOMAIN} must check the addresses it connects to
 * as well, with {@link #of(InetAddress)} on each resolved address: DNS can answer anything,
 * including {@code 127.0.0.1} (DNS rebinding). {@link #of(InetAddress)} makes no lookup and no
 * allocation beyond the address's bytes.
 *
 * <p>It lives in the API package beside {@link Host}, whose addresses it classifies
 * ({@link Host.Ipv4#addressClass()}, {@link Host.Ipv6#addressClass()}): the range tables are in
 * the library's bottom layer, below every reading, which cannot return a type from a package
 * above it, so this enum names the classes those tables give and every reading (RFC 3986, the
 * URL Standard, the security inspector) reaches it here. Until 0.3 it was
 * {@code org.urikit.security.AddressClass}.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc6890">RFC 6890, Special-Purpose IP Address Registries</a>
 */
public enum AddressClass {
    /** {@code 127.0.0.0/8} (RFC 1122 §3.2.1.3), {@code ::1} (RFC 4291 §2.5.3), {@code localhost} and {@code *.localhost} (RFC 6761 §6.3). */
    LOOPBACK(AddressRanges.LOOPBACK),
    /** {@code 10/8}, {@code 172.16/12}, {@code 192.168/16} (RFC 1918); {@code fc00::/7} unique local (RFC 4193); {@code fec0::/10} site-local (RFC 3879). */
    PRIVATE(AddressRanges.PRIVATE),
    /** {@code 169.254/16} (RFC 3927), {@code fe80::/10} (RFC 4291 §2.5.6). */
    LINK_LOCAL(AddressRanges.LINK_LOCAL),
    /**
     * A cloud provider's instance metadata service, which hands out credentials to whoever asks
     * from inside: {@code 169.254.169.254} (AWS, Google Cloud, Azure, Oracle, OpenStack,
     * DigitalOcean), {@code 169.254.170.2} (AWS ECS task metadata), {@code fd00:ec2::254} (AWS,
     * IPv6), {@code 100.100.100.200} (Alibaba Cloud), and the names {@code metadata.google.internal},
     * {@code metadata.goog}, {@code metadata}, {@code instance-data}, {@code instance-data.ec2.internal}
     * and {@code metadata.tencentyun.com}.
     */
    CLOUD_METADATA(AddressRanges.CLOUD_METADATA),
    /** {@code 0.0.0.0/8} "this network" (RFC 6890 §2.2.2; Linux connects {@code 0.0.0.0} to the local host), {@code ::} (RFC 4291 §2.5.2). */
    UNSPECIFIED(AddressRanges.UNSPECIFIED),
    /** {@code 224/4} (RFC 5771), {@code ff00::/8} (RFC 4291 §2.7). */
    MULTICAST(AddressRanges.MULTICAST),
    /**
     * Reserved or not globally reachable for another reason: {@code 240/4} and the limited
     * broadcast {@code 255.255.255.255} (RFC 6890 §2.2.2), {@code 192.0.0/24} IETF protocol
     * assignments, {@code 192.88.99/24} (RFC 7526), {@code 100::/64} discard-only (RFC 6666),
     * {@code 2001::/23} IETF protocol assignments, {@code 5f00::/16} (RFC 9602), IPv6 outside
     * {@code 2000::/3} not listed elsewhere; the special-use names {@code test}, {@code invalid},
     * {@code onion} and {@code alt} (RFC 6761 §6.2, §6.4; RFC 7686; RFC 9476).
     */
    RESERVED(AddressRanges.RESERVED),
    /** {@code 100.64/10}, carrier-grade NAT shared address space (RFC 6598). */
    SHARED(AddressRanges.SHARED),
    /** {@code 192.0.2/24}, {@code 198.51.100/24}, {@code 203.0.113/24} (RFC 5737); {@code 2001:db8::/32} (RFC 3849), {@code 3fff::/20} (RFC 9637); the name {@code example} and names under it (RFC 6761 §6.5). */
    DOCUMENTATION(AddressRanges.DOCUMENTATION),
    /** {@code 198.18/15} (RFC 2544), {@code 2001:2::/48} (RFC 5180). */
    BENCHMARKING(AddressRanges.BENCHMARKING),
    /** Any other address: globally routable unicast. */
    PUBLIC(AddressRanges.PUBLIC),
    /**
     * A name only local resolvers answer: a single label (completed by the resolver's search list,
     * RFC 1535), {@code .local} (multicast DNS, RFC 6762), {@code .home.arpa} (RFC 8375),
     * {@code .internal}, the private namespaces {@code intranet}, {@code private},
     * {@code corp}, {@code home}, {@code lan} (RFC 6762 Appendix G) and {@code localdomain}, and
     * the services of a Kubernetes cluster ({@code .svc}; the cluster domain {@code .cluster.local}
     * is under {@code .local}).
     */
    LOCAL_NAME(-1),
    /** An ordinary domain name: its address is whatever DNS answers when it is resolved. */
    DOMAIN(-1);

    /** The classes of {@link AddressRanges}, by its code. */
    private static final AddressClass[] BY_RANGE = new AddressClass[AddressRanges.PUBLIC + 1];

    static {
        for (AddressClass c : values()) {
            if (c.range >= 0) {
                BY_RANGE[c.range] = c;
            }
        }
    }

    /** The code of this class in {@link AddressRanges}, or -1 for the classes of names. */
    private final int range;

    AddressClass(int range) {
        this.range = range;
    }

    /**
     * Whether a destination of this class is inside the network or the machine (a server-side
     * fetch must not reach it): {@link #LOOPBACK}, {@link #PRIVATE}, {@link #LINK_LOCAL},
     * {@link #CLOUD_METADATA}, {@link #UNSPECIFIED}, {@link #SHARED} and {@link #LOCAL_NAME}.
     */
    public boolean isInternal() {
        switch (this) {
            case LOOPBACK:
            case PRIVATE:
            case LINK_LOCAL:
            case CLOUD_METADATA:
            case UNSPECIFIED:
            case SHARED:
            case LOCAL_NAME:
                return true;
            default:
                return false;
        }
    }

    /**
     * Whether this is a special-purpose destination that is not internal but not an ordinary
     * public one either: {@link #MULTICAST}, {@link #RESERVED}, {@link #DOCUMENTATION},
     * {@link #BENCHMARKING}.
     */
    public boolean isSpecialPurpose() {
        return this == MULTICAST || this == RESERVED || this == DOCUMENTATION || this == BENCHMARKING;
    }

    /**
     * The class of an IPv4 address given as its 32-bit value ({@code 10.0.0.1} is {@code 0x0A000001}).
     */
    public static AddressClass ofIpv4(int a) {
        return BY_RANGE[AddressRanges.ipv4(a)];
    }

    /**
     * The class of an IPv6 address given as its two 64-bit halves. An address that embeds an IPv4
     * address (see {@link #embeddedIpv4(long, long)}) has the class of that address when it is
     * not {@link #PUBLIC}.
     */
    public static AddressClass ofIpv6(long high, long low) {
        return BY_RANGE[AddressRanges.ipv6(high, low)];
    }

    /**
     * The IPv4 address an IPv6 address carries, as a non-negative value, or -1: IPv4-mapped
     * {@code ::ffff:0:0/96} (RFC 4291 §2.5.5.2), IPv4-compatible {@code ::/96} (deprecated,
     * RFC 4291 §2.5.5.1; not {@code ::} or {@code ::1}), IPv4-translated {@code ::ffff:0:0:0/96}
     * (RFC 2765 §2.1), the NAT64 well-known prefix {@code 64:ff9b::/96} (RFC 6052 §2.1) and
     * local-use prefix {@code 64:ff9b:1::/48} (RFC 8215; the last 32 bits), and 6to4
     * {@code 2002::/16} (RFC 3056 §2; bits 16 to 47).
     */
    public static long embeddedIpv4(long high, long low) {
        return AddressRanges.embeddedIpv4(high, low);
    }

    /** The class of a resolved address, for checking where a name led (no lookup is made). */
    public static AddressClass of(InetAddress address) {
        Objects.requireNonNull(address, "address");
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            return ofIpv4((b[0] & 0xff) << 24 | (b[1] & 0xff) << 16 | (b[2] & 0xff) << 8 | (b[3] & 0xff));
        }
        if (!(address instanceof Inet6Address)) {
            throw new IllegalArgumentException("not an IPv4 or IPv6 address: " + address);
        }
        long high = 0;
        long low = 0;
        for (int i = 0; i < 8; i++) {
            high = high << 8 | (b[i] & 0xff);
            low = low << 8 | (b[i + 8] & 0xff);
        }
        return ofIpv6(high, low);
    }
}
