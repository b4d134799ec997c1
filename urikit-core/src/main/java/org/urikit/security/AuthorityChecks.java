package org.urikit.security;

import org.urikit.Component;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.Redaction;
import org.urikit.net.Ascii;
import org.urikit.net.Ipv4Addresses;
import org.urikit.publicsuffix.PublicSuffixList;
import org.urikit.scheme.SchemeRegistry;

/** The checks of an authority's userinfo (RFC 3986 §3.2.1, §7.5, §7.6) and port (§3.2.3; RFC 1738 §6). */
final class AuthorityChecks {
    private AuthorityChecks() {
    }

    /**
     * The Fetch Standard's "bad ports" (services that browsers never send an HTTP request to),
     * then the default ports of services commonly reached by server-side request forgery:
     * MS SQL 1433, Oracle 1521, ZooKeeper 2181, Docker 2375/2376, etcd 2379/2380, MySQL 3306,
     * PostgreSQL 5432, AMQP 5672, CouchDB 5984, Redis 6379, Consul 8500, Cassandra 9042, Kafka 9092,
     * Elasticsearch 9200/9300, kubelet 10250/10255, memcached 11211, MongoDB 27017.
     */
    private static final int[] OTHER_PROTOCOL_PORTS = {
        1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
        110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530,
        531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190,
        5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
        1433, 1521, 2181, 2375, 2376, 2379, 2380, 3306, 5432, 5672, 5984, 6379, 8500, 9042, 9092, 9200, 9300, 10250,
        10255, 11211, 27017,
    };

    /**
     * Records the userinfo findings of {@code u}; {@code index} is the userinfo's start in the input
     * and {@code passwordIndex} the password's, or -1 when they are not in the input.
     */
    static void userinfo(Uri u, int index, int passwordIndex, String hostText, Findings f) {
        Span userinfo = u.span(Component.USERINFO);
        if (userinfo == null) {
            return;
        }
        String raw = userinfo.substring(u.toUriString());
        String shown = Findings.shorten(Redaction.redact(u.toUriString(), userinfo.start(), userinfo.end()));
        f.add(FindingCode.USERINFO, index, "the userinfo '" + shown + "' comes before the host '" + Findings.shorten(hostText) + "'");
        Span password = u.span(Component.PASSWORD);
        if (password != null && !password.isEmpty()) {
            f.add(FindingCode.PASSWORD, index < 0 ? -1 : passwordIndex, "the userinfo carries a password");
        }
        String decoded = PercentCodec.decodeLenient(raw);
        String token = hostLike(decoded);
        if (token != null) {
            f.add(FindingCode.USERINFO_LOOKS_LIKE_HOST, index, "the userinfo '" + shown + "' looks like the host '"
                    + Findings.shorten(token) + "', but the host is '" + Findings.shorten(hostText) + "'");
        }
    }

    /**
     * The host name or address the decoded userinfo starts with (or has right after an {@code @}), when it has one: a name
     * with a public suffix of the ICANN section and a label before it, an IPv4 address in any form
     * {@code inet_aton} reads, or {@code localhost}; followed by the end or by a character that
     * cannot be in a name ({@code :} of a port, {@code &}, {@code /}, ...). Null otherwise.
     */
    static String hostLike(String decoded) {
        // The start, and after each '@': a parser that splits at the first '@' takes the text after it for the host.
        for (int start = 0; start >= 0 && start <= decoded.length(); start = decoded.indexOf('@', start) < 0 ? -1
                : decoded.indexOf('@', start) + 1) {
            String token = hostLikeAt(decoded, start);
            if (token != null) {
                return token;
            }
        }
        return null;
    }

    private static String hostLikeAt(String decoded, int start) {
        int end = start;
        while (end < decoded.length() && isNameChar(decoded.charAt(end))) {
            end++;
        }
        if (end - start > 253) {
            return null;                                // longer than any DNS name (RFC 1034 §3.1)
        }
        String token = decoded.substring(start, end).toLowerCase(java.util.Locale.ROOT);
        if (token.endsWith(".")) {
            token = token.substring(0, token.length() - 1);
        }
        if (token.isEmpty()) {
            return null;
        }
        if (token.equals("localhost") || token.endsWith(".localhost")) {
            return token;
        }
        if (token.indexOf('.') > 0 && Ipv4Addresses.inetAton(token) >= 0) {
            return token;
        }
        PublicSuffixList icann = PublicSuffixList.defaults().icannOnly();
        return token.indexOf('.') > 0 && icann.section(token) != null && icann.registrableDomain(token) != null ? token : null;
    }

    private static boolean isNameChar(char c) {
        return Ascii.isLetter(c) || Ascii.isDigit(c) || c == '-' || c == '.' || c == '_' || c >= 0x80;
    }

    /** Records the port findings of {@code u} with {@code scheme} (lower case); {@code index} is the port's start, or -1. */
    static void port(Uri u, String scheme, int index, Findings f) {
        String raw = u.port();
        if (raw == null || raw.isEmpty()) {
            return;
        }
        int port = u.portNumber();
        if (port < 0) {
            f.add(FindingCode.PORT_OUT_OF_RANGE, index, "the port " + raw + " is above 65535");
            return;
        }
        int def = scheme == null ? -1 : SchemeRegistry.defaults().defaultPort(scheme);
        if (def >= 0 && def == port) {
            return;
        }
        f.add(FindingCode.PORT_NON_DEFAULT, index, scheme == null ? "the port " + port + " (no scheme)"
                : "the port " + port + " is not the default port of " + scheme + (def >= 0 ? " (" + def + ")" : ""));
        boolean web = "http".equals(scheme) || "ws".equals(scheme) || "https".equals(scheme) || "wss".equals(scheme);
        boolean tls = "https".equals(scheme) || "wss".equals(scheme);
        if (web && (port == 443 || port == 80)) {
            f.add(FindingCode.PORT_CROSS_PROTOCOL, index, scheme + " on port " + port + ", the port of " + (tls ? "http" : "https"));
        } else if (isOtherProtocolPort(port)) {
            f.add(FindingCode.PORT_CROSS_PROTOCOL, index, "the port " + port + " belongs to another protocol than " + scheme);
        }
        if (!f.policy().allowedPorts().isEmpty() && !f.policy().allowedPorts().contains(port)) {
            f.add(FindingCode.PORT_NOT_ALLOWED, index, "the port " + port + " is not allowed");
        }
    }

    static boolean isOtherProtocolPort(int port) {
        for (int p : OTHER_PROTOCOL_PORTS) {
            if (p == port) {
                return true;
            }
        }
        return false;
    }
}
