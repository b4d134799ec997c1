package org.urikit.guard.okhttp;

import java.io.IOException;
import java.net.ProtocolException;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Response;
import org.urikit.security.FetchDecision;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;

/**
 * The network interceptor: the {@code Location} of a redirect that OkHttp will follow, resolved
 * against the request's URL as OkHttp resolves it ({@code RetryAndFollowUpInterceptor}: codes 300,
 * 301, 302, 303, 307 and 308, when the call follows redirects, and across http and https only when
 * it follows those), inspected before OkHttp plans the next request. A denial closes the response
 * and travels as a {@link ProtocolException} (OkHttp does not retry those on another route) whose
 * cause is the {@link FetchDeniedException}.
 */
final class RedirectCheck implements Interceptor {
    private final FetchGuard guard;

    RedirectCheck(FetchGuard guard) {
        this.guard = guard;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        if (!isRedirect(response.code()) || !chain.getFollowRedirects()) {
            return response;
        }
        String location = response.header("Location");
        HttpUrl from = response.request().url();
        HttpUrl next = location == null ? null : from.resolve(location);
        if (next == null || (!next.scheme().equals(from.scheme()) && !chain.getFollowSslRedirects())) {
            return response;
        }
        FetchDecision d = guard.inspect(next.toString());
        if (!d.isAllowed()) {
            response.close();
            ProtocolException p = new ProtocolException("redirect " + d.target() + " denied");
            p.initCause(new FetchDeniedException(d));
            throw p;
        }
        return response;
    }

    private static boolean isRedirect(int code) {
        return code == 300 || code == 301 || code == 302 || code == 303 || code == 307 || code == 308;
    }
}
