package org.urikit.testing;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.urikit.security.HostResolver;

/**
 * A resolver the tests control (no DNS): each name has a script of answers, one per lookup, the
 * last repeated; it counts the lookups of each name. A name that answers a public address and then
 * 127.0.0.1 is a rebinding name.
 *
 * <pre>{@code
 * ScriptedResolver r = new ScriptedResolver()
 *         .answer("attacker.example.com", "127.0.0.1")
 *         .answers("rebind.example.com", List.of("93.184.215.14"), List.of("127.0.0.1"));
 * }</pre>
 */
public final class ScriptedResolver implements HostResolver {
    private final Map<String, List<List<InetAddress>>> scripts = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> lookups = new ConcurrentHashMap<>();

    /**
     * The names of the HTTP client tests: a public name (93.184.215.14, the address a
     * {@link TestNetwork} routes to the test server), an attacker's name answering 127.0.0.1, a
     * wildcard DNS name answering the metadata address, a name answering it IPv4-mapped, a
     * private answer, public and internal answers mixed, a loopback name for the tests that allow
     * loopback, and a rebinding name (public first, 127.0.0.1 after).
     */
    public static ScriptedResolver clientTestNames() {
        return new ScriptedResolver()
                .answer("www.example.com", "93.184.215.14")
                .answer("attacker.example.com", "127.0.0.1")
                .answer("169.254.169.254.nip.io", "169.254.169.254")
                .answer("mapped.example.com", "::ffff:169.254.169.254")
                .answer("private.example.com", "10.0.0.7")
                .answer("mixed.example.com", "93.184.215.14", "127.0.0.1")
                .answer("app.example.net", "127.0.0.1")
                .answers("rebind.example.com", List.of("93.184.215.14"), List.of("127.0.0.1"));
    }

    /** {@code name} answers {@code addresses} (IP literals) at every lookup. */
    public ScriptedResolver answer(String name, String... addresses) {
        return answers(name, List.of(addresses));
    }

    /** {@code name} answers the first list at the first lookup, the second at the second, ..., the last from then on. */
    @SafeVarargs
    public final ScriptedResolver answers(String name, List<String>... perLookup) {
        List<List<InetAddress>> script = new ArrayList<>();
        for (List<String> answer : perLookup) {
            List<InetAddress> as = new ArrayList<>();
            for (String a : answer) {
                as.add(ip(a));
            }
            script.add(List.copyOf(as));
        }
        scripts.put(name, script);
        return this;
    }

    /** How many times {@code name} was looked up. */
    public int lookups(String name) {
        AtomicInteger n = lookups.get(name);
        return n == null ? 0 : n.get();
    }

    @Override
    public List<InetAddress> resolve(String name) throws UnknownHostException {
        int n = lookups.computeIfAbsent(name, k -> new AtomicInteger()).getAndIncrement();
        List<List<InetAddress>> script = scripts.get(name);
        if (script == null) {
            throw new UnknownHostException(name + ": no such name in the test");
        }
        return script.get(Math.min(n, script.size() - 1));
    }

    /** An IP literal as an address, without a lookup. */
    public static InetAddress ip(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(literal, e);
        }
    }
}
