package org.urikit.net;

/**
 * The special-purpose address blocks of the IANA IPv4 and IPv6 Special-Purpose Address
 * Registries (RFC 6890), the cloud metadata addresses, and the IPv6 forms that carry an IPv4
 * address (mapped, compatible, translated, NAT64, 6to4): the one table of address ranges.
 * {@code org.urikit.AddressClass} names each class this table returns.
 *
 * <pre>{@code
 * AddressRanges.ipv4(0x7f000001);                       // LOOPBACK (127.0.0.1)
 * AddressRanges.ipv6(0xfd000ec200000000L, 0x254L);      // CLOUD_METADATA (fd00:ec2::254)
 * AddressRanges.embeddedIpv4(0x0064ff9b00000000L, 0xc0000201L);   // 0xc0000201 (64:ff9b::192.0.2.1, RFC 6052)
 * }</pre>
 */
public final class AddressRanges {
    /** {@code 127.0.0.0/8} (RFC 1122 §3.2.1.3), {@code ::1} (RFC 4291 §2.5.3). */
    public static final int LOOPBACK = 0;
    /** {@code 10/8}, {@code 172.16/12}, {@code 192.168/16} (RFC 1918); {@code fc00::/7} (RFC 4193); {@code fec0::/10} (RFC 3879). */
    public static final int PRIVATE = 1;
    /** {@code 169.254/16} (RFC 3927), {@code fe80::/10} (RFC 4291 §2.5.6). */
    public static final int LINK_LOCAL = 2;
    /** {@code 169.254.169.254}, {@code 169.254.170.2}, {@code 100.100.100.200}, {@code fd00:ec2::254}. */
    public static final int CLOUD_METADATA = 3;
    /** {@code 0.0.0.0/8} (RFC 6890 §2.2.2), {@code ::} (RFC 4291 §2.5.2). */
    public static final int UNSPECIFIED = 4;
    /** {@code 224/4} (RFC 5771), {@code ff00::/8} (RFC 4291 §2.7). */
    public static final int MULTICAST = 5;
    /** {@code 240/4}, {@code 192.0.0/24}, {@code 192.88.99/24}; {@code 100::/64}, {@code 2001::/23}, {@code 5f00::/16}, IPv6 outside {@code 2000::/3}. */
    public static final int RESERVED = 6;
    /** {@code 100.64/10} (RFC 6598). */
    public static final int SHARED = 7;
    /** {@code 192.0.2/24}, {@code 198.51.100/24}, {@code 203.0.113/24} (RFC 5737); {@code 2001:db8::/32} (RFC 3849), {@code 3fff::/20} (RFC 9637). */
    public static final int DOCUMENTATION = 8;
    /** {@code 198.18/15} (RFC 2544), {@code 2001:2::/48} (RFC 5180). */
    public static final int BENCHMARKING = 9;
    /** Globally routable unicast. */
    public static final int PUBLIC = 10;

    private AddressRanges() {
    }

    /** The class of an IPv4 address given as its 32-bit value ({@code 10.0.0.1} is {@code 0x0A000001}). */
    public static int ipv4(int a) {
        int first = a >>> 24;
        switch (first) {
            case 0:
                return UNSPECIFIED;
            case 10:
                return PRIVATE;
            case 127:
                return LOOPBACK;
            default:
                break;
        }
        if (a == 0xa9fea9fe || a == 0xa9feaa02 || a == 0x646464c8) {   // 169.254.169.254, 169.254.170.2, 100.100.100.200
            return CLOUD_METADATA;
        }
        if ((a & 0xffc00000) == 0x64400000) {          // 100.64.0.0/10
            return SHARED;
        }
        if ((a & 0xffff0000) == 0xa9fe0000) {          // 169.254.0.0/16
            return LINK_LOCAL;
        }
        if ((a & 0xfff00000) == 0xac100000 || (a & 0xffff0000) == 0xc0a80000) {   // 172.16/12, 192.168/16
            return PRIVATE;
        }
        if ((a & 0xffffff00) == 0xc0000200 || (a & 0xffffff00) == 0xc6336400 || (a & 0xffffff00) == 0xcb007100) {
            return DOCUMENTATION;                     // 192.0.2/24, 198.51.100/24, 203.0.113/24
        }
        if ((a & 0xfffe0000) == 0xc6120000) {          // 198.18.0.0/15
            return BENCHMARKING;
        }
        if ((a & 0xffffff00) == 0xc0000000 || (a & 0xffffff00) == 0xc0586300) {   // 192.0.0/24, 192.88.99/24
            return RESERVED;
        }
        if (first >= 224 && first < 240) {
            return MULTICAST;
        }
        if (first >= 240) {
            return RESERVED;                          // 240/4 and 255.255.255.255
        }
        return PUBLIC;
    }

    /**
     * The class of an IPv6 address given as its two 64-bit halves. An address that embeds an IPv4
     * address ({@link #embeddedIpv4}) has the class of that address when it is not {@link #PUBLIC}.
     */
    public static int ipv6(long high, long low) {
        if (high == 0 && low == 0) {
            return UNSPECIFIED;
        }
        if (high == 0 && low == 1) {
            return LOOPBACK;
        }
        long v4 = embeddedIpv4(high, low);
        if (v4 >= 0) {
            int c = ipv4((int) v4);
            if (c != PUBLIC) {
                return c;
            }
            if (high == 0) {
                return PUBLIC;                        // mapped / compatible / translated: the IPv4 address is the destination
            }
        }
        if (high == 0xfd000ec200000000L && low == 0x254L) {
            return CLOUD_METADATA;                    // fd00:ec2::254
        }
        int top16 = (int) (high >>> 48);
        if ((top16 & 0xfe00) == 0xfc00 || (top16 & 0xffc0) == 0xfec0) {
            return PRIVATE;                           // fc00::/7, fec0::/10
        }
        if ((top16 & 0xffc0) == 0xfe80) {
            return LINK_LOCAL;
        }
        if ((top16 & 0xff00) == 0xff00) {
            return MULTICAST;
        }
        if ((high >>> 32) == 0x20010db8L || (high >>> 44) == 0x3fff0L) {
            return DOCUMENTATION;                     // 2001:db8::/32, 3fff::/20
        }
        if ((high >>> 16) == 0x200100020000L) {
            return BENCHMARKING;                      // 2001:2::/48
        }
        if (high == 0x0100000000000000L || (high >>> 41) == (0x2001L << 7) || top16 == 0x5f00) {
            return RESERVED;                          // 100::/64, 2001::/23, 5f00::/16
        }
        if ((top16 & 0xe000) != 0x2000) {
            return v4 >= 0 ? PUBLIC : RESERVED;       // outside 2000::/3 (NAT64 64:ff9b::/96 of a public address stays public)
        }
        return PUBLIC;
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
        long top32 = low >>> 32;
        if (high == 0) {
            if (top32 == 0xffffL || top32 == 0xffff0000L || (top32 == 0 && (low & 0xffffffffL) > 1)) {
                return low & 0xffffffffL;
            }
            return -1;
        }
        if ((high == 0x0064ff9b00000000L && top32 == 0) || (high >>> 16) == 0x0064ff9b0001L) {
            return low & 0xffffffffL;
        }
        if ((high >>> 48) == 0x2002L) {
            return (high >>> 16) & 0xffffffffL;
        }
        return -1;
    }
}
