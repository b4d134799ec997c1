package org.urikit.cli.serve;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.urikit.AddressClass;
import org.urikit.Host;
import org.urikit.Uri;

/**
 * The playground's web server, on the JDK's own HTTP server ({@code com.sun.net.httpserver}): one
 * self-contained page ({@code /}, with its script and style as files of their own) and the JSON
 * calls of {@link Api} under {@code /api/}.
 *
 * <pre>{@code
 * PlaygroundServer s = PlaygroundServer.start(new InetSocketAddress("127.0.0.1", 0), JsonVariables::parse, System.err);
 * s.url();    // "http://127.0.0.1:41234/"
 * s.stop();
 * }</pre>
 *
 * <p>Every request, on every path, is bounded before it is worked on: a request target (path and
 * query) over {@link #MAX_TARGET} characters is refused with 414 (RFC 9110 §15.5.15), a
 * {@code Content-Length} over {@link ApiRequest#MAX_BODY} with 413 before a byte of the body is
 * read, and a body that turns out longer than that (chunked, or a {@code Content-Length} that
 * lies) with 413 as soon as its first byte past the bound arrives. An answer other than 200 closes
 * the connection without reading the rest of the request (the JDK server's drain amount is set to
 * 0, unless {@code -Dsun.net.httpserver.drainAmount} says otherwise), and a request has 30 s to
 * arrive ({@code sun.net.httpserver.maxReqTime}). Every answer carries a strict Content-Security-Policy ({@link #CSP}: the page runs its
 * own script and style and talks to this server only) and {@code nosniff}, {@code no-referrer},
 * {@code no-store}. When the server listens on a loopback address, a request whose {@code Host} is
 * not a loopback name or address is refused with 403, so that a page elsewhere cannot reach the
 * server through a name that resolves to 127.0.0.1 (DNS rebinding).
 */
public final class PlaygroundServer {
    /** The Content-Security-Policy of every answer. */
    public static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    /** The longest request target (path and query, as sent), in characters. */
    public static final int MAX_TARGET = 16 * 1024;

    /** The largest request body, in bytes. */
    public static final int MAX_BODY = ApiRequest.MAX_BODY;

    private static final JsonFactory JSON = JsonFactory.builder()
            .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();

    /** One of the page's files: its media type and bytes. */
    private record File(String type, byte[] bytes) {
    }

    private final HttpServer server;
    private final ExecutorService workers;
    private final Api api;
    private final Commands commands;
    private final Map<String, File> files = Map.of(
            "/", file("index.html", "text/html; charset=utf-8"),
            "/playground.js", file("playground.js", "text/javascript; charset=utf-8"),
            "/playground.css", file("playground.css", "text/css; charset=utf-8"));
    private final boolean loopbackOnly;
    private final PrintStream log;
    private final CountDownLatch stopped = new CountDownLatch(1);

    private PlaygroundServer(HttpServer server, Commands commands, PrintStream log) {
        this.server = server;
        this.commands = commands;
        this.api = new Api(commands);
        this.log = log;
        this.loopbackOnly = server.getAddress().getAddress().isLoopbackAddress();
        this.workers = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "urikit-serve");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(workers);
        server.createContext("/", this::handle);
    }

    /**
     * Starts a server listening on {@code address} (port 0: any free port).
     *
     * @param commands   what the calls take from urikit's commands: their JSON reader (the request
     *     bodies, a template's variables given in a query) and the objects of {@code idna} and {@code check}
     * @param log        where an internal error is reported (one line; the client gets a 500)
     * @throws IOException when the address cannot be listened on (in use, not this machine's)
     */
    public static PlaygroundServer start(InetSocketAddress address, Commands commands, PrintStream log) throws IOException {
        // The JDK server reads these once, when its first server is made; -D in JAVA_OPTS still wins.
        // A refused body is not read at all (by default the server would read up to 64 KiB of it
        // before closing), a request that takes more than 30 s to arrive is dropped, and an answer
        // is sent at once (TCP_NODELAY: its headers and body are two writes, and with Nagle's
        // algorithm the body waited for the client's delayed ACK, 40 ms, on a kept-alive connection).
        defaultProperty("sun.net.httpserver.drainAmount", "0");
        defaultProperty("sun.net.httpserver.maxReqTime", "30");
        defaultProperty("sun.net.httpserver.nodelay", "true");
        PlaygroundServer s = new PlaygroundServer(HttpServer.create(address, 50), commands, log);
        s.server.start();
        return s;
    }

    private static void defaultProperty(String name, String value) {
        if (System.getProperty(name) == null) {
            System.setProperty(name, value);
        }
    }

    /** The address listened on (with the port chosen when port 0 was asked for). */
    public InetSocketAddress address() {
        return server.getAddress();
    }

    /** The page's address, e.g. {@code http://127.0.0.1:8080/} ({@code http://[::1]:8080/} for IPv6). */
    public String url() {
        String host = server.getAddress().getAddress().getHostAddress();
        int zone = host.indexOf('%');
        if (zone >= 0) {
            host = host.substring(0, zone);
        }
        return "http://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + server.getAddress().getPort() + "/";
    }

    /**
     * Stops listening, gives the requests in progress up to a second to finish, and releases
     * {@link #awaitStop()}. Safe to call more than once.
     */
    public void stop() {
        if (stopped.getCount() == 0) {
            return;
        }
        server.stop(1);
        workers.shutdownNow();
        stopped.countDown();
    }

    /** Waits until {@link #stop()} has stopped the server. */
    public void awaitStop() throws InterruptedException {
        stopped.await();
    }

    private static File file(String name, String type) {
        try (InputStream in = PlaygroundServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the playground's " + name + " is missing from the class path");
            }
            return new File(type, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every request: the bounds, the Host, then the page's files or a call. */
    private void handle(HttpExchange x) {
        try (x) {
            Headers h = x.getResponseHeaders();
            h.set("Content-Security-Policy", CSP);
            h.set("X-Content-Type-Options", "nosniff");
            h.set("Referrer-Policy", "no-referrer");
            h.set("Cache-Control", "no-store");
            h.set("Cross-Origin-Resource-Policy", "same-origin");
            String path = x.getRequestURI().getRawPath();
            boolean isApi = path.startsWith("/api/");
            if (!hasBody(x)) {
                // Reads the empty body's end: with the drain amount 0, the JDK server keeps a
                // connection open for the next request only when its request was read to the end.
                x.getRequestBody().read();
            } else if (!isApi) {
                h.set("Connection", "close");          // a file is answered without reading the body
            }
            try {
                check(x);
                if (isApi) {
                    call(x, path.substring("/api/".length()));
                } else {
                    file(x, path);
                }
            } catch (HttpFailure f) {
                h.set("Connection", "close");          // what is left of the request is not read
                if (f.status() == 405) {
                    h.set("Allow", isApi ? "GET, POST" : "GET, HEAD");
                }
                if (isApi) {
                    send(x, f.status(), "application/json", error(f.code(), f.getMessage()));
                } else {
                    send(x, f.status(), "text/plain; charset=utf-8", (f.getMessage() + "\n").getBytes(StandardCharsets.UTF_8));
                }
            }
        } catch (IOException e) {
            // The client went away: nothing to answer.
        } catch (RuntimeException | Error e) {
            log.println("urikit serve: internal error on " + x.getRequestMethod() + " " + x.getRequestURI().getRawPath() + ": " + e);
            try {
                send(x, 500, "application/json", error("internal", "internal error: " + e.getClass().getSimpleName()));
            } catch (IOException | RuntimeException ignored) {
                // headers already sent, or the client went away
            }
        }
    }

    /** The bounds of every request, and its Host (see the class comment). */
    private void check(HttpExchange x) throws HttpFailure {
        String query = x.getRequestURI().getRawQuery();
        int target = x.getRequestURI().getRawPath().length() + (query == null ? 0 : query.length() + 1);
        if (target > MAX_TARGET) {
            throw new HttpFailure(414, "too-long", "the request target is over " + MAX_TARGET + " characters");
        }
        String length = x.getRequestHeaders().getFirst("Content-Length");
        if (length != null && !length.isEmpty()) {
            long n;
            try {
                n = Long.parseLong(length.strip());
            } catch (NumberFormatException e) {
                throw new HttpFailure(400, "bad-request", "Content-Length is not a number");
            }
            if (n > MAX_BODY) {
                throw ApiRequest.tooLarge();
            }
        }
        String host = x.getRequestHeaders().getFirst("Host");
        if (loopbackOnly && host != null && !isLoopback(host)) {
            throw new HttpFailure(403, "forbidden", "this server answers requests for localhost only");
        }
    }

    private static boolean hasBody(HttpExchange x) {
        String length = x.getRequestHeaders().getFirst("Content-Length");
        return x.getRequestHeaders().containsKey("Transfer-Encoding") || length != null && !length.strip().equals("0");
    }

    /** Whether a {@code Host} header names this machine: {@code localhost}, 127.0.0.0/8 or {@code [::1]}, any port. */
    static boolean isLoopback(String hostHeader) {
        Uri u = Uri.parseOrNull("http://" + hostHeader + "/");
        if (u == null || !u.path().equals("/") || u.userInfo() != null) {
            return false;
        }
        Host h = u.hostInfo();
        if (h instanceof Host.RegName name) {
            return name.raw().equalsIgnoreCase("localhost");
        }
        return h instanceof Host.Ipv4 v4 && v4.addressClass() == AddressClass.LOOPBACK
                || h instanceof Host.Ipv6 v6 && v6.addressClass() == AddressClass.LOOPBACK;
    }

    private void file(HttpExchange x, String path) throws IOException, HttpFailure {
        String method = x.getRequestMethod();
        File f = files.get(path.equals("/index.html") ? "/" : path);
        if (f == null) {
            throw new HttpFailure(404, "not-found", "not found: the playground is at /");
        }
        if (!method.equals("GET") && !method.equals("HEAD")) {
            throw new HttpFailure(405, "method-not-allowed", "the playground's files answer GET and HEAD");
        }
        send(x, 200, f.type(), f.bytes());
    }

    private void call(HttpExchange x, String name) throws IOException, HttpFailure {
        String method = x.getRequestMethod();
        if (name.isEmpty()) {
            if (!method.equals("GET")) {
                throw new HttpFailure(405, "method-not-allowed", "/api/ answers GET");
            }
            send(x, 200, "application/json", json(g -> {
                g.writeArrayFieldStart("calls");
                for (String c : api.names()) {
                    g.writeString("/api/" + c);
                }
                g.writeEndArray();
            }));
            return;
        }
        if (!method.equals("GET") && !method.equals("POST")) {
            throw new HttpFailure(405, "method-not-allowed", "the calls answer GET (fields in the query) and POST (a JSON object)");
        }
        ApiRequest request = ApiRequest.read(x, commands);
        send(x, 200, "application/json", api.answer(name, request));
    }

    /** {@code {"error":code,"message":message}}. */
    private static byte[] error(String code, String message) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(128);
        try (JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            g.writeStartObject();
            g.writeStringField("error", code);
            g.writeStringField("message", message);
            g.writeEndObject();
        }
        return out.toByteArray();
    }

    /**
     * The fields written by {@code body} as one JSON object, UTF-8 (RFC 8259; a lone surrogate of an
     * input is written as its {@code \\u} escape, as the CLI writes it).
     */
    static byte[] json(Fields body) throws IOException, HttpFailure {
        ByteArrayOutputStream out = new ByteArrayOutputStream(512);
        try (JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            g.writeStartObject();
            body.write(g);
            g.writeEndObject();
        }
        return out.toByteArray();
    }

    /** What writes the fields of an answer. */
    interface Fields {
        void write(JsonGenerator g) throws IOException, HttpFailure;
    }

    private static void send(HttpExchange x, int status, String type, byte[] body) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        if (x.getRequestMethod().equals("HEAD")) {
            x.getResponseHeaders().set("Content-Length", Integer.toString(body.length));
            x.sendResponseHeaders(status, -1);
            return;
        }
        x.sendResponseHeaders(status, body.length);
        x.getResponseBody().write(body);
    }
}
