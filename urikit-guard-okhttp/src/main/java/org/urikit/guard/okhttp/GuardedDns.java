package org.urikit.guard.okhttp;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import okhttp3.Dns;
import org.urikit.security.FetchGuard;

/**
 * OkHttp's {@link Dns} through a {@link FetchGuard} ({@link FetchGuard#lookup}): the name is
 * looked up by the guard's resolver, every answer is checked, and OkHttp gets exactly the answers
 * that were checked. OkHttp requires an {@link UnknownHostException}: a denial is one, with the
 * {@link org.urikit.security.FetchDeniedException} as its cause (the guard's application
 * interceptor hands the latter to the caller).
 */
final class GuardedDns implements Dns {
    private final FetchGuard guard;

    GuardedDns(FetchGuard guard) {
        this.guard = guard;
    }

    @Override
    public List<InetAddress> lookup(String hostname) throws UnknownHostException {
        return guard.lookup(hostname);
    }

    @Override
    public String toString() {
        return "GuardedDns[" + guard + "]";
    }
}
