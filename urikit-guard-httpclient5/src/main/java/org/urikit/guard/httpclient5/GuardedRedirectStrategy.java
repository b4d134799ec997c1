package org.urikit.guard.httpclient5;

import java.net.URI;
import org.apache.hc.client5.http.RedirectException;
import org.apache.hc.client5.http.protocol.RedirectStrategy;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.HttpRequest;
import org.apache.hc.core5.http.HttpResponse;
import org.apache.hc.core5.http.protocol.HttpContext;
import org.urikit.security.FetchDecision;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;

/**
 * A redirect strategy that inspects each location ({@link FetchGuard#inspect}) once the strategy
 * it wraps has resolved it, before HttpClient follows it. A denial is a {@link RedirectException}
 * (the only kind {@code getLocationURI} may throw) whose cause is the {@link FetchDeniedException}.
 */
final class GuardedRedirectStrategy implements RedirectStrategy {
    private final FetchGuard guard;
    private final RedirectStrategy delegate;

    GuardedRedirectStrategy(FetchGuard guard, RedirectStrategy delegate) {
        this.guard = guard;
        this.delegate = delegate;
    }

    @Override
    public boolean isRedirected(HttpRequest request, HttpResponse response, HttpContext context) throws HttpException {
        return delegate.isRedirected(request, response, context);
    }

    @Override
    public URI getLocationURI(HttpRequest request, HttpResponse response, HttpContext context) throws HttpException {
        URI location = delegate.getLocationURI(request, response, context);
        FetchDecision d = guard.inspect(location.toString());
        if (!d.isAllowed()) {
            throw new RedirectException("redirect to " + d.target() + " denied", new FetchDeniedException(d));
        }
        return location;
    }

    @Override
    public boolean isRedirectAllowed(HttpHost currentTarget, HttpHost newTarget, HttpRequest redirect, HttpContext context) {
        return delegate.isRedirectAllowed(currentTarget, newTarget, redirect, context);
    }
}
