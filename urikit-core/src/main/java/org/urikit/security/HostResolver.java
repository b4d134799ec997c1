package org.urikit.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Looks a host name up: the resolver a {@link FetchGuard} asks, and whose answers it checks and
 * hands to the connection. The system's by default ({@link #system()}); any other source of
 * answers (an HTTP client's own DNS, DNS over HTTPS, fixed answers) fits, since a resolver is one
 * method.
 *
 * <pre>{@code
 * HostResolver.system().resolve("example.com");             // [93.184.215.14, 2606:2800:21f:cb07:6820:80da:af6b:8b2c]
 * HostResolver fixed = HostResolver.of(Map.of("app.test", List.of(InetAddress.getByName("127.0.0.1"))));
 * fixed.resolve("APP.test.");                                // [127.0.0.1]: case and a trailing dot do not matter
 * fixed.resolve("other.test");                               // throws UnknownHostException
 * HostResolver okhttp = okHttpDns::lookup;                   // OkHttp's Dns has the same shape
 * }</pre>
 *
 * <p>A resolver returns every address of the name, in the order to try them (RFC 6724 §6 for
 * the system's); the guard checks them all (RFC 1123 §6.1.3.4: a client may try any of them).
 */
@FunctionalInterface
public interface HostResolver {
    /**
     * The addresses of {@code name} (a host name in ASCII, lower case, as the URL Standard
     * serializes it; possibly with a trailing dot).
     *
     * @throws UnknownHostException when the name has no address or the lookup fails
     */
    List<InetAddress> resolve(String name) throws UnknownHostException;

    /** The system's resolver: {@link InetAddress#getAllByName(String)} (hosts file, DNS, the JVM's cache). */
    static HostResolver system() {
        return Resolvers.SYSTEM;
    }

    /**
     * Fixed answers, for tests and for offline use (the command line's {@code --hosts}): each name
     * (compared case-insensitively, without a trailing dot) with its addresses, in order; any other
     * name is unknown.
     *
     * @throws IllegalArgumentException if a name has no address, or two names differ only in case or a trailing dot
     */
    static HostResolver of(Map<String, ? extends List<? extends InetAddress>> answers) {
        Map<String, List<InetAddress>> copy = new HashMap<>();
        for (Map.Entry<String, ? extends List<? extends InetAddress>> e : answers.entrySet()) {
            String key = Resolvers.key(Objects.requireNonNull(e.getKey(), "name"));
            if (e.getValue().isEmpty()) {
                throw new IllegalArgumentException("no address for '" + e.getKey() + "'");
            }
            if (copy.put(key, List.copyOf(e.getValue())) != null) {
                throw new IllegalArgumentException("the name '" + key + "' is given twice");
            }
        }
        return new Resolvers.Fixed(Map.copyOf(copy));
    }

    /**
     * The answers of a hosts file ({@code /etc/hosts} form: an IPv4 or IPv6 address, then one or
     * more names, separated by blanks; {@code #} starts a comment): each name (compared
     * case-insensitively, without a trailing dot) answers the addresses of the lines that list
     * it, in the file's order; any other name is unknown. No line is looked up.
     *
     * <pre>{@code
     * HostResolver h = HostResolver.hostsFile("""
     *         127.0.0.1      attacker.example   # a name that answers loopback
     *         93.184.215.14  mixed.example
     *         ::1            mixed.example
     *         """);
     * h.resolve("mixed.example");        // [93.184.215.14, ::1]
     * }</pre>
     *
     * @throws IllegalArgumentException for a line whose first field is not an address, or that has no name (the message gives the line number)
     */
    static HostResolver hostsFile(String text) {
        return Resolvers.hostsFile(Objects.requireNonNull(text, "text"));
    }
}
