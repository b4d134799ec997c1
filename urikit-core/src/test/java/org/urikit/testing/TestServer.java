package org.urikit.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An HTTP/1.1 server on 127.0.0.1 for the fetch guard's client tests: it answers each request
 * with the next enqueued response (200 "ok" when none is left) and closes the connection, so that
 * every request of a client is a new connection (and a new lookup). It records each request as
 * {@code "GET /path host"}. Plain sockets: java.base only.
 *
 * <pre>{@code
 * try (TestServer server = TestServer.start()) {
 *     server.redirect("http://127.0.0.1/admin");
 *     ... fetch "http://127.0.0.1:" + server.port() + "/" ...
 *     server.requests();        // ["GET / 127.0.0.1:41234"]
 * }
 * }</pre>
 */
public final class TestServer implements AutoCloseable {
    private final ServerSocket socket;
    private final ConcurrentLinkedQueue<String> responses = new ConcurrentLinkedQueue<>();
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final Thread acceptor;

    private TestServer(ServerSocket socket) {
        this.socket = socket;
        this.acceptor = new Thread(this::serve, "test-server-" + socket.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** A server on 127.0.0.1, on a free port. */
    public static TestServer start() throws IOException {
        ServerSocket s = new ServerSocket();
        s.bind(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), 0));
        return new TestServer(s);
    }

    public int port() {
        return socket.getLocalPort();
    }

    /** The next response: a 302 to {@code location}. */
    public TestServer redirect(String location) {
        responses.add("HTTP/1.1 302 Found\r\nLocation: " + location + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        return this;
    }

    /** The next response: 200 with {@code body} (ASCII). */
    public TestServer ok(String body) {
        responses.add("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + body.length()
                + "\r\nConnection: close\r\n\r\n" + body);
        return this;
    }

    /** The requests received, {@code "GET /path host"}, in order. */
    public List<String> requests() {
        return List.copyOf(requests);
    }

    private void serve() {
        while (!socket.isClosed()) {
            try (Socket c = socket.accept()) {
                BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.ISO_8859_1));
                String line = in.readLine();
                if (line == null) {
                    continue;
                }
                String host = "";
                for (String h = in.readLine(); h != null && !h.isEmpty(); h = in.readLine()) {
                    if (h.toLowerCase(Locale.ROOT).startsWith("host:")) {
                        host = h.substring(5).trim();
                    }
                }
                String[] parts = line.split(" ");
                requests.add(parts[0] + " " + (parts.length > 1 ? parts[1] : "") + " " + host);
                String r = responses.poll();
                OutputStream out = c.getOutputStream();
                out.write((r != null ? r : "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (IOException e) {
                if (socket.isClosed()) {
                    return;
                }
            }
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
