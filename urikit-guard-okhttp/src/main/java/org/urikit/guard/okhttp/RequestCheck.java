package org.urikit.guard.okhttp;

import java.io.IOException;
import java.net.Proxy;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;

/**
 * The application interceptor: the URL of each call, inspected before anything is looked up or
 * connected; the guard's {@code Dns}, socket factory and no proxy put back on the chain; and any
 * denial made further in (the {@code Dns}, the socket factory, a redirect) handed to the caller as
 * the {@link FetchDeniedException} it is, not as the exception OkHttp wrapped it in.
 */
final class RequestCheck implements Interceptor {
    private final FetchGuard guard;
    private final GuardedDns dns;
    private final GuardedSocketFactory sockets;

    RequestCheck(FetchGuard guard, GuardedDns dns, GuardedSocketFactory sockets) {
        this.guard = guard;
        this.dns = dns;
        this.sockets = sockets;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        guard.inspect(request.url().toString()).orThrow();
        try {
            return chain.withDns(dns).withSocketFactory(sockets).withProxy(Proxy.NO_PROXY).proceed(request);
        } catch (IOException e) {
            FetchDeniedException d = FetchDeniedException.find(e);
            throw d != null ? d : e;
        }
    }
}
