package org.urikit.guard.httpclient5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.config.Lookup;
import org.apache.hc.core5.http.config.RegistryBuilder;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.urikit.AddressClass;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;
import org.urikit.security.FindingCode;
import org.urikit.security.InspectionPolicy;
import org.urikit.testing.ScriptedResolver;
import org.urikit.testing.TestNetwork;
import org.urikit.testing.TestServer;

/**
 * A real Apache HttpClient 5, protected by {@link HttpClientGuard}, against a {@link TestServer} on
 * 127.0.0.1, with names answered by a {@link ScriptedResolver} (no DNS). The strict tests put a
 * {@link TestNetwork} under the client (its connection operator's socket factory), in which the
 * test's public address 93.184.215.14:80 leads to the server: the client must fetch a public name
 * and must not connect to 127.0.0.1 (or any internal address) through a name, an IP form, a
 * redirect or a rebinding name. Under a policy that allows loopback, {@link HttpClientGuard#protect}
 * as a user writes it must reach the server.
 */
class HttpClientGuardTest {
    private static final InetAddress PUBLIC = ScriptedResolver.ip("93.184.215.14");

    /** The test network's connections are plain HTTP. */
    private static final Lookup<TlsSocketStrategy> NO_TLS = RegistryBuilder.<TlsSocketStrategy>create().build();

    private TestServer server;
    private TestNetwork network;
    private ScriptedResolver dns;

    @BeforeEach
    void start() throws IOException {
        server = TestServer.start();
        network = new TestNetwork(Map.of(new InetSocketAddress(PUBLIC, 80), new InetSocketAddress("127.0.0.1", server.port())));
        dns = ScriptedResolver.clientTestNames();
    }

    @AfterEach
    void stop() throws IOException {
        server.close();
    }

    /** The strict client: the guard's request check and redirect strategy, its resolver under a connection operator on the test network. */
    private CloseableHttpClient strictClient() {
        FetchGuard guard = FetchGuard.builder().resolver(dns).build();
        DefaultHttpClientConnectionOperator operator = new DefaultHttpClientConnectionOperator(
                proxy -> network.createSocket(), null, HttpClientGuard.dnsResolver(guard), NO_TLS);
        PoolingHttpClientConnectionManager connections = new PoolingHttpClientConnectionManager(operator, null, null, null, null);
        return HttpClientGuard.protectRequests(HttpClients.custom(), guard).setConnectionManager(connections).build();
    }

    /** The client as a user protects one: their builders, with a policy that allows loopback. */
    private CloseableHttpClient loopbackClient() {
        FetchGuard guard = FetchGuard.builder()
                .policy(InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(AddressClass.LOOPBACK).build())
                .resolver(dns)
                .build();
        return HttpClientGuard.protect(HttpClients.custom(), PoolingHttpClientConnectionManagerBuilder.create(), guard).build();
    }

    private static String get(CloseableHttpClient client, String url) throws IOException {
        return client.execute(new HttpGet(url), r -> r.getCode() + " " + EntityUtils.toString(r.getEntity()));
    }

    private static FetchDeniedException denied(CloseableHttpClient client, String url) {
        return assertThrows(FetchDeniedException.class, () -> get(client, url), url);
    }

    private void assertNothingReached() {
        assertEquals(List.of(), network.connects, "no socket was connected");
        assertEquals(List.of(), server.requests());
    }

    @Test
    void fetchesPublicName() throws Exception {
        server.ok("hello");
        try (CloseableHttpClient client = strictClient()) {
            assertEquals("200 hello", get(client, "http://www.example.com/hook"));
        }
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects);
        assertEquals(List.of("GET /hook www.example.com"), server.requests());
    }

    @Test
    void nameAnswering127IsNotConnected() throws Exception {
        try (CloseableHttpClient client = strictClient()) {
            FetchDeniedException e = denied(client, "http://attacker.example.com:" + server.port() + "/");
            assertEquals(FindingCode.HOST_INTERNAL, e.code());
            assertEquals("denied attacker.example.com [HOST_INTERNAL]: the name 'attacker.example.com' resolves to 127.0.0.1 (loopback)",
                    e.getMessage());
            assertEquals(FindingCode.CLOUD_METADATA, denied(client, "http://169.254.169.254.nip.io/latest/meta-data/").code());
            assertEquals(FindingCode.CLOUD_METADATA, denied(client, "http://mapped.example.com/").code());
            assertEquals(FindingCode.HOST_INTERNAL, denied(client, "http://mixed.example.com/").code());
        }
        assertNothingReached();
    }

    /** The server closes every connection: each request is a new lookup, and each connection goes to its own lookup's answer. */
    @Test
    void rebindingUsesTheCheckedAnswer() throws Exception {
        try (CloseableHttpClient client = strictClient()) {
            assertEquals("200 ok", get(client, "http://rebind.example.com/"));
            assertEquals(1, dns.lookups("rebind.example.com"));
            assertEquals(FindingCode.HOST_INTERNAL, denied(client, "http://rebind.example.com/").code());
            assertEquals(2, dns.lookups("rebind.example.com"));
        }
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects, "127.0.0.1 was never connected to");
        assertEquals(1, server.requests().size());
    }

    /** HttpClient resolves IP literals through its DnsResolver too; the request check sees the rare forms first. */
    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "2130706433", "127.1", "0x7f.1", "0177.0.0.1", "[::1]", "[::ffff:127.0.0.1]", "localhost",
        "127.0.0.1.nip.io"})
    void ipFormsAndLocalNamesAreNotConnected(String host) throws Exception {
        dns.answer("127.0.0.1.nip.io", "127.0.0.1");
        try (CloseableHttpClient client = strictClient()) {
            assertNotNull(denied(client, "http://" + host + ":" + server.port() + "/admin").code());
        }
        assertNothingReached();
    }

    /** The resolver alone (no request check, no redirect strategy): HttpClient asks it about the literal 127.0.0.1 too. */
    @Test
    void resolverChecksLiterals() throws Exception {
        FetchGuard guard = FetchGuard.builder().resolver(dns).build();
        DefaultHttpClientConnectionOperator operator = new DefaultHttpClientConnectionOperator(
                proxy -> network.createSocket(), null, HttpClientGuard.dnsResolver(guard), NO_TLS);
        try (CloseableHttpClient bare = HttpClients.custom()
                .setConnectionManager(new PoolingHttpClientConnectionManager(operator, null, null, null, null)).build()) {
            for (String host : List.of("127.0.0.1", "[::1]", "[::ffff:169.254.169.254]")) {
                IOException e = assertThrows(IOException.class, () -> get(bare, "http://" + host + ":" + server.port() + "/"));
                assertNotNull(FetchDeniedException.find(e), host + ": " + e);
            }
        }
        assertNothingReached();
    }

    @Test
    void redirectToLoopbackLiteral() throws Exception {
        server.redirect("http://127.0.0.1:" + server.port() + "/admin");
        try (CloseableHttpClient client = strictClient()) {
            assertEquals(FindingCode.HOST_INTERNAL, denied(client, "http://www.example.com/start").code());
        }
        assertEquals(List.of("GET /start www.example.com"), server.requests());
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://[::ffff:169.254.169.254]/latest/", "http://2852039166/", "http://attacker.example.com/",
        "http://169.254.169.254.nip.io/", "http://private.example.com/", "http://kubernetes.default.svc/", "/..;/admin"})
    void redirectChainEndingInside(String last) throws Exception {
        server.redirect("http://www.example.com/step2").redirect(last);
        try (CloseableHttpClient client = strictClient()) {
            assertNotNull(denied(client, "http://www.example.com/start").code());
        }
        assertEquals(List.of("GET /start www.example.com", "GET /step2 www.example.com"), server.requests());
        for (InetSocketAddress a : network.connects) {
            assertEquals(PUBLIC, a.getAddress(), "connected only to the public address: " + network.connects);
        }
    }

    @Test
    void loopbackAllowedReachesOwnServer() throws Exception {
        try (CloseableHttpClient client = loopbackClient()) {
            assertEquals("200 ok", get(client, "http://127.0.0.1:" + server.port() + "/a"));
            assertEquals("200 ok", get(client, "http://app.example.net:" + server.port() + "/b"));
            server.redirect("http://app.example.net:" + server.port() + "/d");
            assertEquals("200 ok", get(client, "http://[::ffff:127.0.0.1]:" + server.port() + "/c"));
            assertEquals(4, server.requests().size());
            // Loopback only: the metadata service and private addresses stay out of reach.
            server.redirect("http://169.254.169.254/latest/meta-data/");
            assertEquals(FindingCode.CLOUD_METADATA, denied(client, "http://127.0.0.1:" + server.port() + "/e").code());
            assertEquals(FindingCode.HOST_INTERNAL, denied(client, "http://private.example.com/").code());
        }
        assertEquals(5, server.requests().size());
    }

    @Test
    void proxyRouteIsRefused() throws Exception {
        FetchGuard guard = FetchGuard.builder().resolver(dns).build();
        try (CloseableHttpClient client = HttpClientGuard.protect(HttpClients.custom().setProxy(new HttpHost("127.0.0.1", server.port())),
                PoolingHttpClientConnectionManagerBuilder.create(), guard).build()) {
            IOException e = assertThrows(IOException.class, () -> get(client, "http://www.example.com/"));
            assertTrue(e.getMessage().contains("resolves names itself"), e.getMessage());
        }
        assertEquals(List.of(), server.requests());
    }

    @Test
    void passwordNotInDenial() throws Exception {
        try (CloseableHttpClient client = strictClient()) {
            // HttpClient keeps the credentials out of the request's URI: the guard never sees the password.
            FetchDeniedException e = denied(client, "http://user:secret@127.0.0.1:" + server.port() + "/");
            assertEquals("denied http://127.0.0.1:" + server.port() + "/ [HOST_INTERNAL]: the host '127.0.0.1' is internal (loopback)",
                    e.getMessage());
        }
    }
}
