package org.urikit.security;

/**
 * The class of a host name from the name alone (no DNS): the names that never reach the public
 * DNS, the cloud metadata names, and everything else as {@link AddressClass#DOMAIN}.
 */
final class NamedHosts {
    private NamedHosts() {
    }

    /** Names of metadata services (Google Cloud, AWS, Tencent Cloud). */
    private static final String[] METADATA = {
        "metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal",
        "metadata.tencentyun.com",
    };

    /** Loopback names besides {@code localhost} and {@code *.localhost}: the Debian and Red Hat hosts files. */
    private static final String[] LOOPBACK = {"localhost.localdomain", "ip6-localhost", "ip6-loopback"};

    /**
     * Top-level labels that only local resolvers answer: {@code local} (RFC 6762), {@code internal}
     * (reserved by ICANN for private use), the private namespaces of RFC 6762 Appendix G, and
     * {@code localdomain}.
     */
    private static final String[] LOCAL_TLDS = {"local", "internal", "intranet", "private", "corp", "home", "lan", "localdomain"};

    /** Special-use top-level labels that never resolve publicly (RFC 6761 §6.2, §6.4; RFC 7686; RFC 9476). */
    private static final String[] RESERVED_TLDS = {"test", "invalid", "onion", "alt"};

    /**
     * The class of {@code name}: lower-case ASCII, no trailing dot, not an address.
     */
    static AddressClass classify(String name) {
        if (name.equals("localhost") || name.endsWith(".localhost")) {
            return AddressClass.LOOPBACK;                      // RFC 6761 §6.3
        }
        for (String m : METADATA) {
            if (name.equals(m)) {
                return AddressClass.CLOUD_METADATA;
            }
        }
        for (String l : LOOPBACK) {
            if (name.equals(l)) {
                return AddressClass.LOOPBACK;
            }
        }
        int dot = name.lastIndexOf('.');
        if (dot < 0) {
            return AddressClass.LOCAL_NAME;                    // completed by the search list (RFC 1535)
        }
        if (name.endsWith(".home.arpa")) {
            return AddressClass.LOCAL_NAME;                    // RFC 8375
        }
        if (topLabelIs(name, dot, LOCAL_TLDS)) {
            return AddressClass.LOCAL_NAME;
        }
        if (topLabelIs(name, dot, RESERVED_TLDS)) {
            return AddressClass.RESERVED;
        }
        if (name.endsWith(".example")) {
            return AddressClass.DOCUMENTATION;                 // RFC 6761 §6.5
        }
        return AddressClass.DOMAIN;
    }

    private static boolean topLabelIs(String name, int dot, String[] labels) {
        int len = name.length() - dot - 1;
        for (String l : labels) {
            if (l.length() == len && name.startsWith(l, dot + 1)) {
                return true;
            }
        }
        return false;
    }
}
