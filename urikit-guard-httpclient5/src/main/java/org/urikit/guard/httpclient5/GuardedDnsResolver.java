package org.urikit.guard.httpclient5;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.apache.hc.client5.http.DnsResolver;
import org.urikit.security.FetchGuard;

/**
 * HttpClient's {@link DnsResolver} through a {@link FetchGuard} ({@link FetchGuard#lookup}): the
 * host (a name, or an IP literal as HttpClient passes those too) is checked, and HttpClient gets
 * exactly the checked addresses. HttpClient requires an {@link UnknownHostException}, which it
 * does not retry: a denial is one, with the {@link org.urikit.security.FetchDeniedException} as
 * its cause.
 */
final class GuardedDnsResolver implements DnsResolver {
    private final FetchGuard guard;

    GuardedDnsResolver(FetchGuard guard) {
        this.guard = guard;
    }

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        return guard.lookup(host).toArray(new InetAddress[0]);
    }

    /** The canonical name of the first checked address (a reverse lookup; no connection is made to it). */
    @Override
    public String resolveCanonicalHostname(String host) throws UnknownHostException {
        return guard.lookup(host).get(0).getCanonicalHostName();
    }

    @Override
    public String toString() {
        return "GuardedDnsResolver[" + guard + "]";
    }
}
