package org.urikit.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.net.Ascii;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;

/** The resolvers of {@link HostResolver}: the system's, fixed answers, a hosts file; addresses made without a lookup. */
final class Resolvers {
    private Resolvers() {
    }

    /** {@link HostResolver#system()}. */
    static final HostResolver SYSTEM = new HostResolver() {
        @Override
        public List<InetAddress> resolve(String name) throws UnknownHostException {
            return List.of(InetAddress.getAllByName(Objects.requireNonNull(name, "name")));
        }

        @Override
        public String toString() {
            return "HostResolver.system()";
        }
    };

    /** The key of a name among fixed answers: lower case, without one trailing dot. */
    static String key(String name) {
        String lower = Ascii.lower(name);
        return lower.length() > 1 && lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower;
    }

    /** {@link HostResolver#hostsFile(String)}. */
    static HostResolver hostsFile(String text) {
        Map<String, List<InetAddress>> answers = new LinkedHashMap<>();
        int lineNumber = 0;
        for (int start = 0; start <= text.length(); lineNumber++) {
            int end = text.indexOf('\n', start);
            end = end < 0 ? text.length() : end;
            List<String> fields = fields(text, start, end);
            start = end + 1;
            if (fields.isEmpty()) {
                continue;
            }
            InetAddress a = literal(fields.get(0));
            if (a == null) {
                throw new IllegalArgumentException("line " + (lineNumber + 1) + ": '" + Findings.shorten(fields.get(0))
                        + "' is not an IPv4 or IPv6 address");
            }
            if (fields.size() < 2) {
                throw new IllegalArgumentException("line " + (lineNumber + 1) + ": the address " + fields.get(0) + " has no name");
            }
            for (String name : fields.subList(1, fields.size())) {
                List<InetAddress> list = answers.computeIfAbsent(key(name), k -> new ArrayList<>(2));
                if (!list.contains(a)) {
                    list.add(a);
                }
            }
        }
        Map<String, List<InetAddress>> copy = new LinkedHashMap<>();
        answers.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        return new Fixed(Map.copyOf(copy));
    }

    /** The fields of the hosts file line {@code text[from, to)}: separated by blanks, up to a '#'. */
    private static List<String> fields(String text, int from, int to) {
        List<String> out = new ArrayList<>(3);
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == ' ' || c == '\t' || c == '\r') {
                i++;
                continue;
            }
            int j = i;
            while (j < to && " \t\r#".indexOf(text.charAt(j)) < 0) {
                j++;
            }
            out.add(text.substring(i, j));
            i = j;
        }
        return out;
    }

    /** The address {@code s} is written as (an RFC 3986 IPv4address or IPv6address, no zone), or null; never a lookup. */
    static InetAddress literal(String s) {
        int n = s.length();
        if (Ipv4Addresses.isDottedDecimal(s, 0, n)) {
            return ipv4(Ipv4Addresses.dottedDecimalValue(s, 0, n));
        }
        if (s.indexOf(':') >= 0 && Ipv6Addresses.end(s, 0, n) == n) {
            long[] v = Ipv6Addresses.value(s, 0, n);
            return ipv6(v[0], v[1]);
        }
        return null;
    }

    /** The IPv4 address {@code a}, without a lookup. */
    static InetAddress ipv4(int a) {
        return address(new byte[] {(byte) (a >>> 24), (byte) (a >>> 16), (byte) (a >>> 8), (byte) a});
    }

    /** The IPv6 address {@code high:low}, without a lookup (an IPv4-mapped one is an Inet4Address, as the JDK makes it). */
    static InetAddress ipv6(long high, long low) {
        byte[] b = new byte[16];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (high >>> (56 - 8 * i));
            b[i + 8] = (byte) (low >>> (56 - 8 * i));
        }
        return address(b);
    }

    private static InetAddress address(byte[] b) {
        try {
            return InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new AssertionError("4 or 16 bytes are an address", e);
        }
    }

    /** {@link HostResolver#of(Map)}. */
    static final class Fixed implements HostResolver {
        private final Map<String, List<InetAddress>> answers;

        Fixed(Map<String, List<InetAddress>> answers) {
            this.answers = answers;
        }

        @Override
        public List<InetAddress> resolve(String name) throws UnknownHostException {
            List<InetAddress> a = answers.get(key(Objects.requireNonNull(name, "name")));
            if (a == null) {
                throw new UnknownHostException(name + ": not among the fixed answers");
            }
            return a;
        }

        @Override
        public String toString() {
            return "HostResolver.of(" + answers.size() + " names)";
        }
    }
}
