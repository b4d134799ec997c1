package org.urikit.guard.okhttp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
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

/**
 * A real OkHttp client, protected by {@link OkHttpGuard}, against a MockWebServer on 127.0.0.1,
 * with names answered by a {@link ScriptedResolver} (no DNS) and sockets made by a
 * {@link TestNetwork}, in which the test's public address 93.184.215.14:80 leads to the server.
 * Under the strict policy ({@link InspectionPolicy#FETCH}) the client must fetch a public name and
 * must not connect to 127.0.0.1 (or any internal address) through a name, an IP form, a redirect
 * or a rebinding name; under a policy that allows loopback it must reach its own server.
 */
class OkHttpGuardTest {
    private static final InetAddress PUBLIC = ScriptedResolver.ip("93.184.215.14");

    private MockWebServer server;
    private TestNetwork network;
    private ScriptedResolver dns;

    @BeforeEach
    void start() throws IOException {
        server = new MockWebServer();
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        network = new TestNetwork(Map.of(new InetSocketAddress(PUBLIC, 80), new InetSocketAddress("127.0.0.1", server.getPort())));
        dns = ScriptedResolver.clientTestNames();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private OkHttpClient client(InspectionPolicy policy) {
        OkHttpClient existing = new OkHttpClient.Builder()
                .socketFactory(network)
                .connectTimeout(Duration.ofSeconds(5))
                .readTimeout(Duration.ofSeconds(5))
                .build();
        return OkHttpGuard.protect(existing, FetchGuard.builder().policy(policy).resolver(dns).build());
    }

    private static InspectionPolicy loopbackAllowed() {
        return InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(AddressClass.LOOPBACK).build();
    }

    private static String get(OkHttpClient client, String url) throws IOException {
        try (Response r = client.newCall(new Request.Builder().url(url).build()).execute()) {
            return r.code() + " " + r.body().string();
        }
    }

    private static FetchDeniedException denied(OkHttpClient client, String url) {
        return assertThrows(FetchDeniedException.class, () -> get(client, url), url);
    }

    private MockResponse ok() {
        return new MockResponse.Builder().code(200).body("ok").build();
    }

    private MockResponse redirect(String location) {
        return new MockResponse.Builder().code(302).setHeader("Location", location).build();
    }

    private void assertNothingReached() {
        assertEquals(List.of(), network.connects, "no socket was connected");
        assertEquals(0, server.getRequestCount());
    }

    @Test
    void fetchesPublicName() throws Exception {
        server.enqueue(ok());
        assertEquals("200 ok", get(client(InspectionPolicy.FETCH), "http://www.example.com/hook"));
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects);
        assertEquals("www.example.com", server.takeRequest().getHeaders().get("Host"));
    }

    @Test
    void nameAnswering127IsNotConnected() {
        FetchDeniedException e = denied(client(InspectionPolicy.FETCH), "http://attacker.example.com:" + server.getPort() + "/");
        assertEquals(FindingCode.HOST_INTERNAL, e.code());
        assertEquals("denied attacker.example.com [HOST_INTERNAL]: the name 'attacker.example.com' resolves to 127.0.0.1 (loopback)",
                e.getMessage());
        assertNothingReached();
    }

    @Test
    void wildcardDnsMetadata() {
        assertEquals(FindingCode.CLOUD_METADATA, denied(client(InspectionPolicy.FETCH), "http://169.254.169.254.nip.io/latest/meta-data/").code());
        assertEquals(FindingCode.CLOUD_METADATA, denied(client(InspectionPolicy.FETCH), "http://mapped.example.com/").code());
        assertNothingReached();
    }

    @Test
    void mixedAnswersDeny() {
        assertEquals(FindingCode.HOST_INTERNAL, denied(client(InspectionPolicy.FETCH), "http://mixed.example.com/").code());
        assertNothingReached();
    }

    /** One lookup per connection, and the connection goes to that lookup's answer: the rebinding answer is never used. */
    @Test
    void rebindingUsesTheCheckedAnswer() throws Exception {
        OkHttpClient client = client(InspectionPolicy.FETCH);
        server.enqueue(ok());
        assertEquals("200 ok", get(client, "http://rebind.example.com/"));
        assertEquals(1, dns.lookups("rebind.example.com"));
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects);
        client.connectionPool().evictAll();                      // the next call needs a new connection: a new lookup
        assertEquals(FindingCode.HOST_INTERNAL, denied(client, "http://rebind.example.com/").code());
        assertEquals(2, dns.lookups("rebind.example.com"));
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects, "127.0.0.1 was never connected to");
        assertEquals(1, server.getRequestCount());
    }

    /** Addresses written in the URL, in the forms OkHttp parses itself without asking its Dns. */
    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "2130706433", "127.1", "0x7f.1", "0177.0.0.1", "[::1]", "[::ffff:127.0.0.1]",
        "[0:0:0:0:0:ffff:7f00:1]", "localhost", "127.0.0.1.nip.io"})
    void ipFormsAndLocalNamesAreNotConnected(String host) {
        dns.answer("127.0.0.1.nip.io", "127.0.0.1");
        FetchDeniedException e = denied(client(InspectionPolicy.FETCH), "http://" + host + ":" + server.getPort() + "/admin");
        assertNotNull(e.code());
        assertNothingReached();
    }

    /** The socket factory alone (no Dns, no interceptor): it refuses a literal, which OkHttp connects to without a lookup. */
    @Test
    void socketFactoryChecksLiterals() {
        FetchGuard strict = FetchGuard.builder().resolver(dns).build();
        OkHttpClient bare = new OkHttpClient.Builder().socketFactory(new GuardedSocketFactory(strict, network)).build();
        for (String host : List.of("127.0.0.1", "2130706433", "[::1]")) {
            IOException e = assertThrows(IOException.class, () -> get(bare, "http://" + host + ":" + server.getPort() + "/"));
            FetchDeniedException d = FetchDeniedException.find(e);
            assertNotNull(d, host + ": " + e);
            assertEquals(FindingCode.HOST_INTERNAL, d.code());
        }
        assertNothingReached();
    }

    @Test
    void redirectToLoopbackLiteral() {
        server.enqueue(redirect("http://127.0.0.1:" + server.getPort() + "/admin"));
        FetchDeniedException e = denied(client(InspectionPolicy.FETCH), "http://www.example.com/start");
        assertEquals(FindingCode.HOST_INTERNAL, e.code());
        assertEquals(1, server.getRequestCount());
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://[::ffff:169.254.169.254]/latest/", "http://2852039166/", "http://attacker.example.com/",
        "http://169.254.169.254.nip.io/", "http://private.example.com/", "http://kubernetes.default.svc/", "/..;/admin"})
    void redirectChainEndingInside(String last) {
        server.enqueue(redirect("http://www.example.com/step2"));
        server.enqueue(redirect(last));
        FetchDeniedException e = denied(client(InspectionPolicy.FETCH), "http://www.example.com/start");
        assertNotNull(e.code());
        assertEquals(2, server.getRequestCount(), "the first two hops were fetched, the last was not");
        for (InetSocketAddress a : network.connects) {
            assertEquals(PUBLIC, a.getAddress(), "connected only to the public address: " + network.connects);
        }
    }

    @Test
    void loopbackAllowedReachesOwnServer() throws Exception {
        OkHttpClient client = client(loopbackAllowed());
        server.enqueue(ok());
        assertEquals("200 ok", get(client, "http://127.0.0.1:" + server.getPort() + "/"));
        server.enqueue(ok());
        assertEquals("200 ok", get(client, "http://app.example.net:" + server.getPort() + "/"));
        server.enqueue(redirect("http://app.example.net:" + server.getPort() + "/next"));
        server.enqueue(ok());
        assertEquals("200 ok", get(client, "http://[::ffff:127.0.0.1]:" + server.getPort() + "/"));
        assertEquals(4, server.getRequestCount());
        // Loopback only: the metadata service and private addresses stay out of reach.
        server.enqueue(redirect("http://169.254.169.254/latest/meta-data/"));
        assertEquals(FindingCode.CLOUD_METADATA, denied(client, "http://127.0.0.1:" + server.getPort() + "/").code());
        assertEquals(FindingCode.HOST_INTERNAL, denied(client, "http://private.example.com/").code());
    }

    @Test
    void clientDnsIsTheResolverWhenTheGuardHasTheSystems() throws Exception {
        OkHttpClient existing = new OkHttpClient.Builder().socketFactory(network).dns(name -> List.of(PUBLIC)).build();
        OkHttpClient client = OkHttpGuard.protect(existing, FetchGuard.defaults());
        server.enqueue(ok());
        assertEquals("200 ok", get(client, "http://anything.example.org/"));
        OkHttpClient internal = OkHttpGuard.protect(existing.newBuilder().dns(name -> List.of(ScriptedResolver.ip("10.1.1.1"))).build(),
                FetchGuard.defaults());
        assertEquals(FindingCode.HOST_INTERNAL, denied(internal, "http://anything.example.org/").code());
    }

    /** An interceptor that swaps the Dns for the call, put before the guard's: the guard puts its own back. */
    @Test
    void guardDnsIsPutBackOnTheChain() throws Exception {
        OkHttpClient existing = new OkHttpClient.Builder()
                .socketFactory(network)
                .addInterceptor(chain -> chain.withDns(name -> List.of(ScriptedResolver.ip("127.0.0.1"))).proceed(chain.request()))
                .build();
        OkHttpClient client = OkHttpGuard.protect(existing, FetchGuard.builder().resolver(dns).build());
        server.enqueue(ok());
        assertEquals("200 ok", get(client, "http://www.example.com/"));
        assertEquals(List.of(new InetSocketAddress(PUBLIC, 80)), network.connects);
    }

    @Test
    void proxyIsRefused() {
        OkHttpClient proxied = new OkHttpClient.Builder().proxy(new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", 3128))).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OkHttpGuard.protect(proxied, FetchGuard.defaults()));
        assertTrue(e.getMessage().contains("resolves names itself"), e.getMessage());
        assertEquals(Proxy.NO_PROXY, OkHttpGuard.protect(new OkHttpClient(), FetchGuard.defaults()).proxy());
    }

    @Test
    void passwordMaskedInDenial() {
        FetchDeniedException e = denied(client(InspectionPolicy.FETCH), "http://user:secret@127.0.0.1:" + server.getPort() + "/");
        assertTrue(e.getMessage().startsWith("denied http://user:****@127.0.0.1:"), e.getMessage());
        assertTrue(!e.getMessage().contains("secret"), e.getMessage());
    }
}
