package org.urikit.guard.httpclient5;

import java.util.Objects;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.impl.DefaultRedirectStrategy;
import org.apache.hc.client5.http.impl.classic.HttpClientBuilder;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.protocol.RedirectStrategy;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;

/**
 * Protects an Apache HttpClient 5 (classic) with a {@link FetchGuard}: the URLs it is given
 * cannot send it to a loopback, private, link-local or cloud metadata address, whether the URL
 * names the address, a name that resolves to it, or a server that redirects there.
 *
 * <pre>{@code
 * CloseableHttpClient client = HttpClientGuard.protect(
 *         HttpClients.custom(),                                   // your client builder, as configured
 *         PoolingHttpClientConnectionManagerBuilder.create(),     // your connection manager builder
 *         FetchGuard.defaults()).build();
 * try {
 *     client.execute(new HttpGet(userUrl), response -> EntityUtils.toString(response.getEntity()));
 * } catch (FetchDeniedException e) {      // an IOException: e.code(), e.target() (password masked)
 *     ...
 * }
 * }</pre>
 *
 * <p>Three hooks, each also available alone:
 * <ul>
 * <li>{@link #dnsResolver(FetchGuard)}: the connection manager's resolver. HttpClient asks it for
 *   the addresses of every connection, names and IP literals alike (a target made from a URI has
 *   no address of its own), and connects to the addresses it returns: the checked ones, so DNS
 *   rebinding gets no second lookup;</li>
 * <li>{@link #redirectStrategy(FetchGuard, RedirectStrategy)}: each {@code Location}, resolved as
 *   HttpClient resolves it, is inspected before the redirect is followed;</li>
 * <li>{@link #protectRequests(HttpClientBuilder, FetchGuard)}: that redirect strategy, and an exec
 *   interceptor first in the chain that inspects the URL of each request before anything is
 *   looked up, refuses a route through a proxy (the proxy would resolve the name), and hands every
 *   denial to the caller as the {@link FetchDeniedException} it is.</li>
 * </ul>
 * A {@code HttpHost} built by the application with an {@code InetAddress} is connected to without
 * the resolver: that address is the application's choice, not the URL's.
 */
public final class HttpClientGuard {
    private HttpClientGuard() {
    }

    /**
     * {@code client} with the guard's redirect strategy and request check, and a connection
     * manager built from {@code connections} with the guard's resolver.
     */
    public static HttpClientBuilder protect(HttpClientBuilder client, PoolingHttpClientConnectionManagerBuilder connections,
            FetchGuard guard) {
        Objects.requireNonNull(connections, "connections");
        return protectRequests(client, guard).setConnectionManager(connections.setDnsResolver(dnsResolver(guard)).build());
    }

    /**
     * {@code client} with the guard's redirect strategy (around {@link DefaultRedirectStrategy})
     * and request check; the connection manager is the caller's, which must use
     * {@link #dnsResolver(FetchGuard)}.
     */
    public static HttpClientBuilder protectRequests(HttpClientBuilder client, FetchGuard guard) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(guard, "guard");
        return client.setRedirectStrategy(redirectStrategy(guard, DefaultRedirectStrategy.INSTANCE))
                .addExecInterceptorFirst(RequestCheck.NAME, new RequestCheck(guard));
    }

    /** A resolver that looks names up through the guard's resolver and returns only checked addresses. */
    public static DnsResolver dnsResolver(FetchGuard guard) {
        return new GuardedDnsResolver(Objects.requireNonNull(guard, "guard"));
    }

    /** {@code delegate}, with each redirect's location inspected before it is followed. */
    public static RedirectStrategy redirectStrategy(FetchGuard guard, RedirectStrategy delegate) {
        return new GuardedRedirectStrategy(Objects.requireNonNull(guard, "guard"), Objects.requireNonNull(delegate, "delegate"));
    }
}
