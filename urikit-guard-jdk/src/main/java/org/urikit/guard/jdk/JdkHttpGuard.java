package org.urikit.guard.jdk;

import java.io.IOException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.UnresolvedAddressException;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.urikit.security.FetchDecision;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;
import org.urikit.security.InspectionPolicy;

/**
 * Sends requests with the JDK's {@link HttpClient} under a fetch guard: every URL, the first and
 * each redirect, is inspected before it is requested ({@link FetchGuard#inspect}: its text, and
 * the address of an IP literal host), and the guard follows the redirects itself, since the
 * client would follow them unchecked.
 *
 * <pre>{@code
 * JdkHttpGuard http = JdkHttpGuard.of(HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build());
 * HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(userUrl)).build(), BodyHandlers.ofString());
 *         // throws FetchDeniedException for http://127.0.0.1/, http://2130706433/, a redirect to http://[::ffff:a9fe:a9fe]/,
 *         // and, on Java 18+ with urikit-guard-resolver, for a name that resolves inside
 * }</pre>
 *
 * <p><b>Names.</b> The JDK's client has no resolver of its own: it resolves a name through
 * {@link java.net.InetAddress} when it connects. Resolving the name first to check it, and then
 * letting the client resolve it again, is not safe (DNS rebinding answers the second lookup
 * differently), so this class never does that. A name is allowed only where the JVM itself checks
 * its lookups: on Java 18 and newer, with urikit-guard-resolver on the class path
 * ({@link JvmLookups#areChecked()}), which judges the answers of the very lookup the client makes
 * (by {@link JvmLookups#policy()}). Anywhere else (Java 17, or that module absent, or a name
 * {@link JvmLookups#isUnchecked unchecked}) a URL with a name is denied
 * ({@link org.urikit.security.FindingCode#HOST_UNRESOLVED}); URLs with a public IP literal still
 * work. Use the OkHttp or HttpClient 5 guards where the JVM's lookups cannot be checked.
 *
 * <p><b>Redirects</b> are followed as {@link HttpClient.Redirect#NORMAL} follows them (301, 302,
 * 303, 307, 308; never from https to http; 303, and 301 or 302 after a POST, become a GET; at most
 * {@value #MAX_REDIRECTS}), and a hop to another origin leaves out the {@code Authorization} and
 * {@code Cookie} headers. The client must not follow them itself ({@link HttpClient.Redirect#NEVER})
 * nor use a proxy (which would resolve the names).
 */
public final class JdkHttpGuard {
    /** The redirects followed at most, as the JDK's client ({@code jdk.httpclient.redirects.retrylimit}). */
    public static final int MAX_REDIRECTS = 5;

    private final HttpClient client;
    private final InspectionPolicy policy;

    private JdkHttpGuard(HttpClient client, InspectionPolicy policy) {
        this.client = client;
        this.policy = policy;
    }

    /** A guard over {@code client} that judges URLs by the JVM's lookup policy, {@link JvmLookups#policy()}, at each request. */
    public static JdkHttpGuard of(HttpClient client) {
        return new JdkHttpGuard(checkClient(client), null);
    }

    /**
     * A guard over {@code client} that judges the URLs (text and IP literals) by {@code guard}'s
     * policy; the addresses of names are judged where the JVM resolves them, by
     * {@link JvmLookups#policy()}: give both the same policy.
     */
    public static JdkHttpGuard of(HttpClient client, FetchGuard guard) {
        return new JdkHttpGuard(checkClient(client), Objects.requireNonNull(guard, "guard").policy());
    }

    private static HttpClient checkClient(HttpClient client) {
        Objects.requireNonNull(client, "client");
        if (client.followRedirects() != HttpClient.Redirect.NEVER) {
            throw new IllegalArgumentException("the client follows redirects itself (" + client.followRedirects()
                    + "), unchecked: build it with followRedirects(HttpClient.Redirect.NEVER); the guard follows them");
        }
        if (client.proxy().isPresent()) {
            throw new IllegalArgumentException("the client has a proxy selector; a proxy resolves names itself: "
                    + "the guard cannot check where it connects");
        }
        return client;
    }

    /**
     * {@link HttpClient#send} through the guard: each hop checked, redirects followed.
     *
     * @throws FetchDeniedException when a URL of the chain is denied
     * @throws IOException when the client fails, or on more than {@value #MAX_REDIRECTS} redirects
     */
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler) throws IOException, InterruptedException {
        HttpRequest r = request;
        check(r.uri());
        for (int hops = 0;; hops++) {
            HttpResponse<T> response;
            String host = r.uri().getHost();
            try {
                response = client.send(r, handler);
            } catch (IOException e) {
                throw denialOr(host, e);
            }
            HttpRequest next = next(r, response, hops);
            if (next == null) {
                return response;
            }
            discard(response);
            r = next;
        }
    }

    /** {@link HttpClient#sendAsync} through the guard; a denial completes the future exceptionally with a {@link FetchDeniedException}. */
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
        try {
            check(request.uri());
        } catch (IOException e) {
            return CompletableFuture.failedFuture(e);
        }
        return hop(request, handler, 0);
    }

    /** Sends {@code r}, checked already, and follows its redirect. */
    private <T> CompletableFuture<HttpResponse<T>> hop(HttpRequest r, HttpResponse.BodyHandler<T> handler, int hops) {
        String host = r.uri().getHost();
        CompletableFuture<HttpResponse<T>> sent = client.sendAsync(r, handler).handle((response, failure) -> {
            if (failure == null) {
                return response;
            }
            Throwable t = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            throw new CompletionException(t instanceof IOException io ? denialOr(host, io) : t);
        });
        return sent.thenCompose(response -> {
            HttpRequest next;
            try {
                next = next(r, response, hops);
                if (next != null) {
                    discard(response);
                }
            } catch (IOException e) {
                throw new CompletionException(e);
            }
            return next == null ? CompletableFuture.completedFuture(response) : hop(next, handler, hops + 1);
        });
    }

    /**
     * The denial of the JVM's checked lookup of {@code host}, when the request failed with
     * {@code e} because the client found no address (it reports a failed lookup as a connection
     * failure caused by an {@link UnresolvedAddressException}); else {@code e}.
     */
    private static IOException denialOr(String host, IOException e) {
        boolean unresolved = false;
        for (Throwable t = e; t != null && !unresolved; t = t.getCause() == t ? null : t.getCause()) {
            unresolved = t instanceof UnresolvedAddressException || t instanceof UnknownHostException;
        }
        FetchDeniedException d = host == null || !unresolved ? null : JvmLookups.lastDenial(host);
        if (d == null) {
            return e;
        }
        FetchDeniedException copy = new FetchDeniedException(d.decision());
        copy.addSuppressed(e);
        return copy;
    }

    /** Inspects {@code uri}; a name passes only when the JVM checks its lookup. */
    private void check(URI uri) throws FetchDeniedException {
        InspectionPolicy p = policy != null ? policy : JvmLookups.policy();
        String text = uri.toString();
        FetchDecision d = FetchGuard.builder().policy(p).build().inspect(text).orThrow();
        String host = d.host();
        if (host == null || !d.addresses().isEmpty()) {
            return;                                      // an IP literal, judged by its address
        }
        String why = !JvmLookups.areChecked()
                ? "not checked: the JDK's HttpClient resolves names itself, and this JVM's lookups are not checked (Java 18+ with urikit-guard-resolver checks them)"
                : JvmLookups.isUnchecked(host) ? "not checked: '" + host + "' is among the JVM's unchecked names (JvmLookups)" : null;
        if (why != null) {
            FetchGuard.builder().policy(p).resolver(name -> {
                throw new UnknownHostException(why);
            }).build().check(text).orThrow();
        }
    }

    /** The request of the redirect {@code response} asks for, checked, or null when it is not one to follow. */
    private HttpRequest next(HttpRequest r, HttpResponse<?> response, int hops) throws IOException {
        int code = response.statusCode();
        if (code != 301 && code != 302 && code != 303 && code != 307 && code != 308) {
            return null;
        }
        String location = response.headers().firstValue("Location").orElse(null);
        if (location == null) {
            return null;
        }
        URI next;
        try {
            next = r.uri().resolve(location);
        } catch (IllegalArgumentException e) {
            throw new IOException("invalid Location '" + location + "' after " + r.uri(), e);
        }
        if ("https".equalsIgnoreCase(r.uri().getScheme()) && "http".equalsIgnoreCase(next.getScheme())) {
            return null;                                 // Redirect.NORMAL: never from https to http
        }
        if (hops >= MAX_REDIRECTS) {
            throw new IOException("too many redirects: more than " + MAX_REDIRECTS + ", the last to " + next);
        }
        check(next);                                     // before the client's builder sees it (it rejects some schemes itself)
        String method = r.method();
        boolean toGet = code == 303 ? !method.equals("HEAD") : (code == 301 || code == 302) && method.equals("POST");
        boolean sameOrigin = sameOrigin(r.uri(), next);
        HttpRequest.Builder b = HttpRequest.newBuilder(r, (name, value) -> {
            String n = name.toLowerCase(Locale.ROOT);
            return (sameOrigin || !(n.equals("authorization") || n.equals("cookie")))
                    && !(toGet && (n.equals("content-type") || n.equals("content-length")));
        }).uri(next);
        if (toGet) {
            b.GET();
        }
        return b.build();
    }

    private static boolean sameOrigin(URI a, URI b) {
        return Objects.equals(lower(a.getScheme()), lower(b.getScheme())) && Objects.equals(lower(a.getHost()), lower(b.getHost()))
                && a.getPort() == b.getPort();
    }

    private static String lower(String s) {
        return s == null ? null : s.toLowerCase(Locale.ROOT);
    }

    /** Closes the body of a response that is not handed on, when it is a stream. */
    private static void discard(HttpResponse<?> response) throws IOException {
        if (response.body() instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (IOException e) {
                throw e;
            } catch (Exception e) {
                throw new IOException(e);
            }
        }
    }
}
