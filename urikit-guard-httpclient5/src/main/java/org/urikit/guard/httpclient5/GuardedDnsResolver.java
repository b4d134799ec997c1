package org.urikit.guard.httpclient5;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import org.apache.hc.client5.http.DnsResolver;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;

/**
 * HttpClient's {@link DnsResolver} through a {@link FetchGuard}: the host (a name, or an IP
 * literal as HttpClient passes those too) is checked by {@link FetchGuard#checkHost}, and
 * HttpClient gets exactly the checked addresses. HttpClient requires an
 * {@link UnknownHostException}, which it does not retry: a denial is one, with the
 * {@link FetchDeniedException} as its cause.
 */
final class GuardedDnsResolver implements DnsResolver {
    private final FetchGuard guard;

    GuardedDnsResolver(FetchGuard guard) {
        this.guard = guard;
    }

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        return checked(host).toArray(new InetAddress[0]);
    }

    /** The canonical name of the first checked address (a reverse lookup; no connection is made to it). */
    @Override
    public String resolveCanonicalHostname(String host) throws UnknownHostException {
        return checked(host).get(0).getCanonicalHostName();
    }

    private List<InetAddress> checked(String host) throws UnknownHostException {
        try {
            return guard.checkHost(host).addressesOrThrow();
        } catch (FetchDeniedException e) {
            UnknownHostException u = new UnknownHostException(e.getMessage());
            u.initCause(e);
            throw u;
        }
    }

    @Override
    public String toString() {
        return "GuardedDnsResolver[" + guard + "]";
    }
}
