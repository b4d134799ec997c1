package org.urikit.security;

import org.urikit.AddressClass;

/**
 * The class of a host name from the name alone (no DNS): the names that never reach the public
 * DNS, the cloud metadata names, and everything else as {@link AddressClass#DOMAIN}. The
 * top-level label decides first, so an ordinary name costs a few comparisons of its last label.
 */
final class NamedHosts {
    private NamedHosts() {
    }

    /**
     * The class of {@code name}: lower-case ASCII, no trailing dot, not an address.
     *
     * <ul>
     * <li>{@code localhost} and {@code *.localhost} (RFC 6761 §6.3), {@code localhost.localdomain},
     *   {@code ip6-localhost}, {@code ip6-loopback} (the Debian and Red Hat hosts files): loopback;</li>
     * <li>metadata services: {@code metadata.google.internal}, {@code metadata.goog}, {@code metadata}
     *   (Google Cloud), {@code instance-data}, {@code instance-data.ec2.internal} (AWS),
     *   {@code metadata.tencentyun.com} (Tencent Cloud);</li>
     * <li>a single label (completed by the resolver's search list, RFC 1535); {@code .local}
     *   (RFC 6762), {@code .home.arpa} (RFC 8375), {@code .internal} (reserved by ICANN for private
     *   use), the private namespaces {@code intranet}, {@code private}, {@code corp}, {@code home},
     *   {@code lan} of RFC 6762 Appendix G, {@code localdomain}, and {@code .svc}, the services of a
     *   Kubernetes cluster ({@code kubernetes.default.svc}; {@code .svc.cluster.local} is under
     *   {@code .local}): local names;</li>
     * <li>{@code .test}, {@code .invalid} (RFC 6761 §6.2, §6.4), {@code .onion} (RFC 7686),
     *   {@code .alt} (RFC 9476): reserved; {@code .example} (RFC 6761 §6.5): documentation.</li>
     * </ul>
     */
    static AddressClass classify(String name) {
        return classify(name, name.lastIndexOf('.'));
    }

    /** {@link #classify(String)} when the caller knows where the name's last dot is ({@code dot}, -1 for none). */
    static AddressClass classify(String name, int dot) {
        if (dot < 0) {
            switch (name) {
                case "localhost":
                case "ip6-localhost":
                case "ip6-loopback":
                    return AddressClass.LOOPBACK;
                case "metadata":
                case "instance-data":
                    return AddressClass.CLOUD_METADATA;
                default:
                    return AddressClass.LOCAL_NAME;
            }
        }
        int tld = dot + 1;
        switch (name.length() - tld) {
            case 3:
                if (is(name, tld, "com")) {
                    return name.equals("metadata.tencentyun.com") ? AddressClass.CLOUD_METADATA : AddressClass.DOMAIN;
                }
                if (is(name, tld, "lan") || is(name, tld, "svc")) {
                    return AddressClass.LOCAL_NAME;
                }
                return is(name, tld, "alt") ? AddressClass.RESERVED : AddressClass.DOMAIN;
            case 4:
                if (is(name, tld, "corp") || is(name, tld, "home") || (is(name, tld, "arpa") && name.endsWith(".home.arpa"))) {
                    return AddressClass.LOCAL_NAME;
                }
                if (is(name, tld, "goog") && name.equals("metadata.goog")) {
                    return AddressClass.CLOUD_METADATA;
                }
                return is(name, tld, "test") ? AddressClass.RESERVED : AddressClass.DOMAIN;
            case 5:
                if (is(name, tld, "local")) {
                    return AddressClass.LOCAL_NAME;
                }
                return is(name, tld, "onion") ? AddressClass.RESERVED : AddressClass.DOMAIN;
            case 7:
                if (is(name, tld, "private")) {
                    return AddressClass.LOCAL_NAME;
                }
                if (is(name, tld, "example")) {
                    return AddressClass.DOCUMENTATION;
                }
                return is(name, tld, "invalid") ? AddressClass.RESERVED : AddressClass.DOMAIN;
            case 8:
                if (is(name, tld, "internal")) {
                    return name.equals("metadata.google.internal") || name.equals("instance-data.ec2.internal")
                            ? AddressClass.CLOUD_METADATA : AddressClass.LOCAL_NAME;
                }
                return is(name, tld, "intranet") ? AddressClass.LOCAL_NAME : AddressClass.DOMAIN;
            case 9:
                return is(name, tld, "localhost") ? AddressClass.LOOPBACK : AddressClass.DOMAIN;
            case 11:
                if (is(name, tld, "localdomain")) {
                    return name.equals("localhost.localdomain") ? AddressClass.LOOPBACK : AddressClass.LOCAL_NAME;
                }
                return AddressClass.DOMAIN;
            default:
                return AddressClass.DOMAIN;
        }
    }

    private static boolean is(String name, int from, String label) {
        return name.startsWith(label, from);
    }
}
