package org.urikit.guard.okhttp;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import javax.net.SocketFactory;
import org.urikit.security.FetchGuard;

/**
 * A socket factory whose sockets check the address before they connect
 * ({@link FetchGuard#checkAddress}): the client's own factory makes the sockets, a
 * {@link GuardedSocket} around each checks. OkHttp creates unconnected sockets and connects them
 * to the address of the route, which for an IP literal host was never asked of the {@code Dns}.
 */
final class GuardedSocketFactory extends SocketFactory {
    private final FetchGuard guard;
    private final SocketFactory delegate;

    GuardedSocketFactory(FetchGuard guard, SocketFactory delegate) {
        this.guard = guard;
        this.delegate = delegate;
    }

    @Override
    public Socket createSocket() throws IOException {
        return new GuardedSocket(guard, delegate.createSocket());
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(InetSocketAddress.createUnresolved(host, port), null);
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(InetSocketAddress.createUnresolved(host, port), new InetSocketAddress(localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port), null);
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return connected(new InetSocketAddress(address, port), new InetSocketAddress(localAddress, localPort));
    }

    private Socket connected(InetSocketAddress to, InetSocketAddress local) throws IOException {
        Socket s = createSocket();
        try {
            if (local != null) {
                s.bind(local);
            }
            s.connect(to);
            return s;
        } catch (IOException | RuntimeException e) {
            s.close();
            throw e;
        }
    }
}
