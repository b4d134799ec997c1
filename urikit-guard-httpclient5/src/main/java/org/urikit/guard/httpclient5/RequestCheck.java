package org.urikit.guard.httpclient5;

import java.io.IOException;
import java.net.URISyntaxException;
import org.apache.hc.client5.http.classic.ExecChain;
import org.apache.hc.client5.http.classic.ExecChainHandler;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpException;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;

/**
 * The exec interceptor first in HttpClient's chain: the URL of the request inspected before the
 * redirects, the retries and the connection; a route through a proxy refused; and every denial
 * made further in (the resolver, the redirect strategy) handed to the caller as the
 * {@link FetchDeniedException} it is.
 */
final class RequestCheck implements ExecChainHandler {
    static final String NAME = "urikit-fetch-guard";

    private final FetchGuard guard;

    RequestCheck(FetchGuard guard) {
        this.guard = guard;
    }

    @Override
    public ClassicHttpResponse execute(ClassicHttpRequest request, ExecChain.Scope scope, ExecChain chain)
            throws IOException, HttpException {
        String url;
        try {
            url = request.getUri().toString();
        } catch (URISyntaxException e) {
            throw new IOException("not a URI: " + e.getMessage(), e);
        }
        guard.inspect(url).orThrow();
        if (scope.route.getProxyHost() != null) {
            throw new IOException("the route to " + scope.route.getTargetHost() + " goes through the proxy "
                    + scope.route.getProxyHost() + ", which resolves names itself: the guard cannot check where it connects");
        }
        try {
            return chain.proceed(request, scope);
        } catch (IOException | HttpException e) {
            FetchDeniedException d = FetchDeniedException.find(e);
            if (d != null) {
                throw d;
            }
            throw e;
        }
    }
}
