package org.urikit.guard.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.AddressClass;
import org.urikit.guard.jdk.JdkHttpGuard;
import org.urikit.guard.jdk.JvmLookups;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;
import org.urikit.security.FindingCode;
import org.urikit.security.InspectionPolicy;
import org.urikit.testing.TestServer;

/**
 * The JDK's HttpClient in a JVM whose resolver is this module's provider, the names answered from
 * the test hosts file (src/test/resources/hosts; no DNS), against a {@link TestServer} on
 * 127.0.0.1: the lookup the client makes when it connects is the one that is checked, so names
 * that answer internal addresses are refused, and a policy that allows loopback reaches the server
 * by name.
 */
class JdkClientTest {
    private static final InspectionPolicy LOOPBACK = InspectionPolicy.FETCH.toBuilder()
            .allowedAddressClasses(AddressClass.LOOPBACK).build();

    private TestServer server;
    private HttpClient client;

    @BeforeEach
    void start() throws IOException {
        server = TestServer.start();
        client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
        JvmLookups.use(InspectionPolicy.FETCH);
    }

    @AfterEach
    void stop() throws IOException {
        server.close();
        JvmLookups.use(InspectionPolicy.FETCH);
    }

    private String get(JdkHttpGuard http, String url) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        return r.statusCode() + " " + r.body();
    }

    private FetchDeniedException denied(JdkHttpGuard http, String url) {
        return assertThrows(FetchDeniedException.class, () -> get(http, url), url);
    }

    /** app.example.net is in the test hosts file only, which only this module's provider reads; its answer is loopback. */
    @Test
    void theJvmResolverIsTheGuards() throws Exception {
        assertTrue(JvmLookups.areChecked());
        assertThrows(UnknownHostException.class, () -> InetAddress.getByName("app.example.net"));
        JvmLookups.use(LOOPBACK);
        assertEquals(InetAddress.getByAddress("app.example.net", new byte[] {127, 0, 0, 1}), InetAddress.getByName("app.example.net"));
        assertThrows(UnknownHostException.class, () -> InetAddress.getByName("169.254.169.254.nip.io"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"attacker.example.com", "169.254.169.254.nip.io", "mapped.example.com", "metadata6.example.com",
        "private.example.com", "mixed.example.com", "127.0.0.1.nip.io"})
    void namesAnsweringInsideAreRefused(String name) {
        FetchDeniedException e = denied(JdkHttpGuard.of(client), "http://" + name + ":" + server.port() + "/");
        assertNotNull(e.code());
        assertEquals(List.of(), server.requests());
    }

    @Test
    void loopbackAllowedReachesOwnServerByName() throws Exception {
        JvmLookups.use(LOOPBACK);
        JdkHttpGuard http = JdkHttpGuard.of(client);
        server.ok("by name");
        assertEquals("200 by name", get(http, "http://app.example.net:" + server.port() + "/a"));
        assertEquals(List.of("GET /a app.example.net:" + server.port()), server.requests());
        // Loopback only: the other internal answers stay refused.
        assertEquals(FindingCode.HOST_INTERNAL, denied(http, "http://private.example.com/").code());
        assertEquals(FindingCode.CLOUD_METADATA, denied(http, "http://mapped.example.com/").code());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://169.254.169.254.nip.io/latest/", "http://private.example.com/", "http://metadata6.example.com/"})
    void redirectToANameAnsweringInside(String location) {
        JvmLookups.use(LOOPBACK);
        server.redirect(location);
        assertNotNull(denied(JdkHttpGuard.of(client), "http://app.example.net:" + server.port() + "/").code());
        assertEquals(1, server.requests().size());
    }

    /** The URLs judged strictly (FETCH) while the JVM's lookups allow loopback: the first hop is a name, the redirect 127.0.0.1. */
    @Test
    void redirectToLoopbackLiteral() {
        JvmLookups.use(LOOPBACK);
        server.redirect("http://127.0.0.1:" + server.port() + "/admin");
        JdkHttpGuard strict = JdkHttpGuard.of(client, FetchGuard.defaults());
        assertEquals(FindingCode.HOST_INTERNAL, denied(strict, "http://app.example.net:" + server.port() + "/").code());
        assertEquals(List.of("GET / app.example.net:" + server.port()), server.requests());
    }
}
