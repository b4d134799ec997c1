package org.urikit.guard.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.AddressClass;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FindingCode;
import org.urikit.security.InspectionPolicy;
import org.urikit.testing.TestServer;

/**
 * The JDK's HttpClient through {@link JdkHttpGuard}, against a {@link TestServer} on 127.0.0.1,
 * in a JVM whose lookups are not checked (this module's tests run without urikit-guard-resolver;
 * its own tests, on Java 18+, cover the names). Here: IP literals in every form, the redirects the
 * guard follows, names denied because nothing checks their lookup, and the allow path.
 */
class JdkHttpGuardTest {
    private static final InspectionPolicy LOOPBACK = InspectionPolicy.FETCH.toBuilder()
            .allowedAddressClasses(AddressClass.LOOPBACK).build();

    private TestServer server;
    private JdkHttpGuard http;

    @BeforeEach
    void start() throws IOException {
        server = TestServer.start();
        http = JdkHttpGuard.of(HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build());
        JvmLookups.use(InspectionPolicy.FETCH);
    }

    @AfterEach
    void stop() throws IOException {
        server.close();
        JvmLookups.use(InspectionPolicy.FETCH);
    }

    private String base() {
        return "http://127.0.0.1:" + server.port();
    }

    private String get(String url) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        return r.statusCode() + " " + r.body();
    }

    private FetchDeniedException denied(String url) {
        return assertThrows(FetchDeniedException.class, () -> get(url), url);
    }

    @Test
    void lookupsAreNotCheckedHere() {
        assertFalse(JvmLookups.areChecked(), "this module's tests run without urikit-guard-resolver");
    }

    /** The forms java.net.URI accepts as a host ('127.1', '0x7f.1', '127.0.0.1.' it does not: the client cannot even be asked). */
    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "2130706433", "0177.0.0.1", "127.000.000.001", "[::1]", "[::ffff:127.0.0.1]",
        "[0:0:0:0:0:ffff:7f00:1]", "localhost"})
    void ipFormsAreNotConnected(String host) {
        assertNotNull(denied("http://" + host + ":" + server.port() + "/admin").code());
        assertEquals(List.of(), server.requests());
    }

    /** Without a check of the JVM's lookups, a name is denied, not looked up twice. */
    @Test
    void namesDeniedWhenLookupsAreNotChecked() {
        JvmLookups.use(LOOPBACK);
        FetchDeniedException e = denied("http://www.example.com:" + server.port() + "/");
        assertEquals(FindingCode.HOST_UNRESOLVED, e.code());
        assertTrue(e.getMessage().contains("the JDK's HttpClient resolves names itself"), e.getMessage());
        assertEquals(List.of(), server.requests());
    }

    @Test
    void loopbackAllowedReachesOwnServer() throws Exception {
        JvmLookups.use(LOOPBACK);
        server.ok("hello");
        assertEquals("200 hello", get(base() + "/a"));
        server.redirect(base() + "/c").redirect("/d");
        assertEquals("200 ok", get("http://[::ffff:127.0.0.1]:" + server.port() + "/b"));
        assertEquals(List.of("GET /a 127.0.0.1:" + server.port(), "GET /b [::ffff:127.0.0.1]:" + server.port(),
                "GET /c 127.0.0.1:" + server.port(), "GET /d 127.0.0.1:" + server.port()), server.requests());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://169.254.169.254/latest/meta-data/", "http://[::ffff:a9fe:a9fe]/", "http://2852039166/",
        "http://10.0.0.1/", "http://www.example.com/", "http://kubernetes.default.svc/", "/..;/admin", "gopher://127.0.0.1/"})
    void redirectChainEndingInside(String last) {
        JvmLookups.use(LOOPBACK);
        server.redirect(base() + "/step2").redirect(last);
        assertNotNull(denied(base() + "/start").code());
        assertEquals(2, server.requests().size(), "two hops fetched, the last one not: " + server.requests());
    }

    /**
     * The guard's own policy for the URLs (FETCH: loopback denied), whatever the JVM's lookups
     * allow. (A redirect to 127.0.0.1 after an allowed first hop needs that first hop on a name:
     * urikit-guard-resolver's tests, on Java 18+.)
     */
    @Test
    void guardPolicyJudgesTheUrls() throws Exception {
        JvmLookups.use(LOOPBACK);
        JdkHttpGuard strict = JdkHttpGuard.of(HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build(),
                org.urikit.security.FetchGuard.defaults());
        FetchDeniedException e = assertThrows(FetchDeniedException.class,
                () -> strict.send(HttpRequest.newBuilder(URI.create(base() + "/")).build(), HttpResponse.BodyHandlers.discarding()));
        assertEquals(FindingCode.HOST_INTERNAL, e.code());
        assertEquals(List.of(), server.requests());
    }

    @Test
    void redirectsAsNormal() throws Exception {
        JvmLookups.use(LOOPBACK);
        server.redirect("/1").redirect("/2").redirect("/3").redirect("/4").redirect("/5").redirect("/6");
        IOException e = assertThrows(IOException.class, () -> get(base() + "/0"));
        assertTrue(e.getMessage().startsWith("too many redirects"), e.getMessage());
        assertEquals(6, server.requests().size());
        // 303 makes a POST a GET; 307 keeps it.
        server.redirect("/see-other");
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + "/post"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        assertEquals("GET /see-other 127.0.0.1:" + server.port(), server.requests().get(7));
    }

    @Test
    void sendAsync() throws Exception {
        JvmLookups.use(LOOPBACK);
        server.redirect(base() + "/next").ok("async");
        HttpResponse<String> r = http.sendAsync(HttpRequest.newBuilder(URI.create(base() + "/")).build(),
                HttpResponse.BodyHandlers.ofString()).get();
        assertEquals("async", r.body());
        server.redirect("http://169.254.169.254/");
        ExecutionException e = assertThrows(ExecutionException.class, () -> http.sendAsync(
                HttpRequest.newBuilder(URI.create(base() + "/")).build(), HttpResponse.BodyHandlers.ofString()).get());
        assertInstanceOf(FetchDeniedException.class, e.getCause());
        assertEquals(FindingCode.CLOUD_METADATA, ((FetchDeniedException) e.getCause()).code());
    }

    @Test
    void clientMustNotFollowRedirectsOrUseAProxy() {
        assertThrows(IllegalArgumentException.class, () -> JdkHttpGuard.of(HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NORMAL).build()));
        assertThrows(IllegalArgumentException.class, () -> JdkHttpGuard.of(HttpClient.newBuilder()
                .proxy(ProxySelector.of(new InetSocketAddress("127.0.0.1", 3128))).build()));
    }

    @Test
    void passwordMaskedInDenial() {
        FetchDeniedException e = denied("http://user:secret@127.0.0.1:" + server.port() + "/");
        assertEquals("http://user:****@127.0.0.1:" + server.port() + "/", e.target());
        assertFalse(e.getMessage().contains("secret"), e.getMessage());
    }

    @Test
    void uncheckedNamesAndProperties() throws Exception {
        JvmLookups.use(LOOPBACK, "DB.Internal.");
        assertTrue(JvmLookups.isUnchecked("db.internal"));
        assertEquals(java.util.Set.of("db.internal"), JvmLookups.uncheckedNames());
        assertEquals(LOOPBACK, JvmLookups.policy());
        // The JVM-side check of a lookup's answers (what urikit-guard-resolver calls): all or nothing.
        java.net.InetAddress loopback = java.net.InetAddress.getByName("127.0.0.1");
        java.net.InetAddress metadata = java.net.InetAddress.getByName("169.254.169.254");
        assertEquals(List.of(loopback), JvmLookups.check("app.example.net", List.of(loopback)));
        java.net.UnknownHostException u = assertThrows(java.net.UnknownHostException.class,
                () -> JvmLookups.check("app.example.net", List.of(loopback, metadata)));
        assertInstanceOf(FetchDeniedException.class, u.getCause());
        assertEquals(List.of(metadata), JvmLookups.check("db.internal", List.of(metadata)), "an unchecked name is answered as it is");
    }
}
