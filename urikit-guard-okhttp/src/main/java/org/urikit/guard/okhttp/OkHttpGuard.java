package org.urikit.guard.okhttp;

import java.net.Proxy;
import java.util.Objects;
import okhttp3.Dns;
import okhttp3.OkHttpClient;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;
import org.urikit.security.HostResolver;

/**
 * Protects an OkHttp client with a {@link FetchGuard}: the URLs it is given (a webhook, a link
 * preview, an import) cannot send it to a loopback, private, link-local or cloud metadata address,
 * whether the URL names the address, a name that resolves to it, or a server that redirects there.
 *
 * <pre>{@code
 * OkHttpClient client = OkHttpGuard.protect(existingClient, FetchGuard.defaults());
 * try (Response r = client.newCall(new Request.Builder().url(userUrl).build()).execute()) {
 *     ...
 * } catch (FetchDeniedException e) {      // an IOException: e.code(), e.target() (password masked)
 *     ...
 * }
 * }</pre>
 *
 * <p>Every denial reaches the caller as a {@link FetchDeniedException}, from whichever hook made
 * it:
 * <ul>
 * <li>the client's {@link Dns}: every name OkHttp looks up (the first request, each redirect,
 *   each new connection) goes through {@link FetchGuard#checkHost}; OkHttp gets the checked
 *   addresses and connects to those, so a name that answers a public address to the check and
 *   {@code 127.0.0.1} afterwards (DNS rebinding) is never connected to by its second answer;</li>
 * <li>the socket factory: every address OkHttp connects to goes through
 *   {@link FetchGuard#checkAddress} before {@code connect}, including IP literals
 *   ({@code http://127.0.0.1/}, {@code http://2130706433/}), which OkHttp parses itself without
 *   asking the {@code Dns} ({@code RouteSelector}); the client's own socket factory still makes
 *   the sockets;</li>
 * <li>an application interceptor: the URL of each call, through {@link FetchGuard#inspect},
 *   before anything is looked up; it puts the guard's {@code Dns}, socket factory and
 *   {@link Proxy#NO_PROXY} back on the chain, should an interceptor before it have changed them;</li>
 * <li>a network interceptor: the {@code Location} of each redirect OkHttp is about to follow,
 *   resolved as OkHttp resolves it, so a redirect to {@code http://[::ffff:169.254.169.254]/} is
 *   refused before OkHttp even plans the connection.</li>
 * </ul>
 *
 * <p>Names are looked up through the guard's {@link FetchGuard#resolver()}; when that is the
 * system's ({@link HostResolver#system()}) and the client has a {@code Dns} of its own (DNS over
 * HTTPS, a cache), through the client's. The proxy becomes {@link Proxy#NO_PROXY}: a proxy
 * resolves names itself, out of the guard's sight (put the check in the proxy instead, as
 * Smokescreen does).
 */
public final class OkHttpGuard {
    private OkHttpGuard() {
    }

    /**
     * A client like {@code client} (same pool, timeouts, interceptors, TLS settings) whose lookups,
     * connections, requests and redirects {@code guard} checks.
     *
     * @throws IllegalArgumentException if {@code client} has a proxy other than {@link Proxy#NO_PROXY}
     */
    public static OkHttpClient protect(OkHttpClient client, FetchGuard guard) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(guard, "guard");
        Proxy proxy = client.proxy();
        if (proxy != null && proxy.type() != Proxy.Type.DIRECT) {
            throw new IllegalArgumentException("the client goes through the proxy " + proxy
                    + ", which resolves names itself: the guard cannot check where it connects");
        }
        Dns own = client.dns();
        FetchGuard g = guard.resolver() == HostResolver.system() && own != Dns.SYSTEM
                ? guard.toBuilder().resolver(own::lookup).build() : guard;
        GuardedDns dns = new GuardedDns(g);
        GuardedSocketFactory sockets = new GuardedSocketFactory(g, client.socketFactory());
        return client.newBuilder()
                .proxy(Proxy.NO_PROXY)
                .dns(dns)
                .socketFactory(sockets)
                .addInterceptor(new RequestCheck(g, dns, sockets))
                .addNetworkInterceptor(new RedirectCheck(g))
                .build();
    }
}
