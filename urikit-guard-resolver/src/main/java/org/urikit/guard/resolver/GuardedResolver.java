package org.urikit.guard.resolver;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.net.spi.InetAddressResolver;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.urikit.guard.jdk.JvmLookups;
import org.urikit.security.HostResolver;

/**
 * A resolver that answers with the answers of another (or of the hosts file of
 * {@link JvmLookups#hostsFile()}), checked ({@link JvmLookups#check}): one
 * internal answer and the lookup fails ({@link UnknownHostException}, whose cause is the
 * {@link org.urikit.security.FetchDeniedException}); a name that {@link JvmLookups#isUnchecked is
 * unchecked} gets its answers as they are. Reverse lookups are the other resolver's.
 */
final class GuardedResolver implements InetAddressResolver {
    private final InetAddressResolver delegate;
    private final HostResolver hosts;

    /** {@code hosts}: the answers to give instead of {@code delegate}'s, or null. */
    GuardedResolver(InetAddressResolver delegate, HostResolver hosts) {
        this.delegate = delegate;
        this.hosts = hosts;
    }

    @Override
    public Stream<InetAddress> lookupByName(String host, LookupPolicy lookupPolicy) throws UnknownHostException {
        List<InetAddress> answers;
        try {
            answers = hosts == null ? delegate.lookupByName(host, lookupPolicy).toList()
                    : filter(hosts.resolve(host), lookupPolicy.characteristics(), host);
        } catch (UnknownHostException e) {
            try {
                JvmLookups.check(host, List.of());   // records the denial (HOST_UNRESOLVED) for JdkHttpGuard
            } catch (UnknownHostException recorded) {
                e.addSuppressed(recorded);
            }
            throw e;
        }
        return JvmLookups.check(host, answers).stream();
    }

    /** The answers of a hosts file that the lookup policy asks for (IPv4, IPv6, or both, which first). */
    private static List<InetAddress> filter(List<InetAddress> answers, int c, String host) throws UnknownHostException {
        List<InetAddress> v4 = new ArrayList<>();
        List<InetAddress> v6 = new ArrayList<>();
        for (InetAddress a : answers) {
            if (a instanceof Inet4Address && (c & LookupPolicy.IPV4) != 0) {
                v4.add(a);
            } else if (a instanceof Inet6Address && (c & LookupPolicy.IPV6) != 0) {
                v6.add(a);
            }
        }
        List<InetAddress> out = new ArrayList<>(answers.size());
        if ((c & LookupPolicy.IPV4_FIRST) != 0) {
            out.addAll(v4);
            out.addAll(v6);
        } else if ((c & LookupPolicy.IPV6_FIRST) != 0) {
            out.addAll(v6);
            out.addAll(v4);
        } else {
            for (InetAddress a : answers) {
                if (v4.contains(a) || v6.contains(a)) {
                    out.add(a);
                }
            }
        }
        if (out.isEmpty()) {
            throw new UnknownHostException(host + ": no address of the kind asked for in urikit.lookups.hosts");
        }
        return out;
    }

    @Override
    public String lookupByAddress(byte[] addr) throws UnknownHostException {
        return delegate.lookupByAddress(addr);
    }
}
