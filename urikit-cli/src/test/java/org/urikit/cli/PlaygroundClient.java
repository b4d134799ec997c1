package org.urikit.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.urikit.cli.serve.PlaygroundServer;
import org.urikit.testing.Json;

/**
 * The tests' side of {@code urikit serve}: a {@link PlaygroundServer} on a free port of 127.0.0.1,
 * as {@link ServeCommand} starts it, and the requests the tests make to it, through the JDK's HTTP
 * client or, where a test must write a request a client would not send, through a socket.
 */
final class PlaygroundClient implements AutoCloseable {
    /** An answer: its status, headers (names in lower case) and body. */
    record Answer(int status, Map<String, List<String>> headers, String body) {
        /** The first value of header {@code name}, or null. */
        String header(String name) {
            List<String> v = headers.get(name.toLowerCase(java.util.Locale.ROOT));
            return v == null || v.isEmpty() ? null : v.get(0);
        }

        /** The body read as JSON. */
        Object json() {
            return Json.parse(body);
        }
    }

    final PlaygroundServer server;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    PlaygroundClient() throws IOException {
        server = PlaygroundServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), ServeCommand.COMMANDS, System.err);
    }

    /** The page's address, {@code http://127.0.0.1:PORT/}. */
    String url() {
        return server.url();
    }

    int port() {
        return server.address().getPort();
    }

    /** {@code POST /api/CALL} with {@code json} as the body. */
    Answer post(String call, String json) {
        return send(HttpRequest.newBuilder(URI.create(url() + "api/" + call))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build());
    }

    /** {@code GET} of a path with its query, e.g. {@code /api/diff?input=x}. */
    Answer get(String target) {
        return send(HttpRequest.newBuilder(URI.create(url() + target.substring(1))).GET().build());
    }

    /** A request with any method and no body. */
    Answer method(String method, String target) {
        return send(HttpRequest.newBuilder(URI.create(url() + target.substring(1)))
                .method(method, HttpRequest.BodyPublishers.noBody()).build());
    }

    private Answer send(HttpRequest request) {
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Answer(r.statusCode(), r.headers().map(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Writes {@code head} (the request line and headers, CRLF-separated, without the blank line)
     * and {@code body} on a fresh connection, then reads what the server answers until it closes
     * the connection (at most 10 s): the status line, headers and body as text.
     */
    String raw(String head, byte[] body) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write((head + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            for (int n; (n = in.read(buf)) > 0; ) {
                got.write(buf, 0, n);
            }
            return got.toString(StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() {
        server.stop();
    }
}
