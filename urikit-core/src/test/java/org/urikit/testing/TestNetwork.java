package org.urikit.testing;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.SocketFactory;

/**
 * The network of the tests, under the guard: a socket factory whose sockets reach the test
 * servers on 127.0.0.1 only. A "public" address of the test (93.184.215.14:80, what the test
 * resolver answers for www.example.com) is routed to a local server, so that a test can fetch a
 * public name under the strict policy; a connection to loopback goes through as it is (the tests
 * whose policy allows loopback); any other address fails at once, so no test reaches the outside.
 * It records every address a socket was asked to connect to: what the guard let through. The
 * fetch guard modules (OkHttp, HttpClient 5) put it under the clients they test.
 */
public final class TestNetwork extends SocketFactory {
    /** Every address a socket was asked to connect to, in order. */
    public final List<InetSocketAddress> connects = new CopyOnWriteArrayList<>();
    private final Map<InetSocketAddress, InetSocketAddress> routes;

    /** A network where each key of {@code routes} leads to its value (a server on loopback). */
    public TestNetwork(Map<InetSocketAddress, InetSocketAddress> routes) {
        this.routes = routes;
    }

    @Override
    public Socket createSocket() {
        return new Socket() {
            @Override
            public void connect(SocketAddress endpoint, int timeout) throws IOException {
                InetSocketAddress a = (InetSocketAddress) endpoint;
                connects.add(a);
                InetSocketAddress to = routes.getOrDefault(a, a);
                if (!to.getAddress().isLoopbackAddress()) {
                    throw new ConnectException("the test network has no route to " + a);
                }
                super.connect(to, timeout);
            }
        };
    }

    @Override
    public Socket createSocket(String host, int port) {
        throw new UnsupportedOperationException("the clients create unconnected sockets");
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) {
        throw new UnsupportedOperationException("the clients create unconnected sockets");
    }

    @Override
    public Socket createSocket(InetAddress host, int port) {
        throw new UnsupportedOperationException("the clients create unconnected sockets");
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) {
        throw new UnsupportedOperationException("the clients create unconnected sockets");
    }
}
