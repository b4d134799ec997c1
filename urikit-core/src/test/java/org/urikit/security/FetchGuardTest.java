package org.urikit.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.AddressClass;
import org.urikit.Uri;
import org.urikit.testing.Names;
import org.urikit.testing.TestData;

/**
 * {@link FetchGuard} over {@code testdata/security/fetch-guard.tsv} (the file's header gives the
 * sources and the columns), and the properties the file cannot state: one lookup per check, so
 * that a rebinding name cannot answer the check and the connection differently; the host and
 * address checks of the client hooks; the exception; no lookup without need.
 */
class FetchGuardTest {
    private static final InspectionPolicy LOOPBACK = InspectionPolicy.FETCH.toBuilder()
            .allowedAddressClasses(AddressClass.LOOPBACK).build();

    static List<TestData.Row> rows() {
        return TestData.rows("security/fetch-guard.tsv");
    }

    static InetAddress ip(String literal) {
        try {
            return InetAddress.getByName(literal);       // a literal: no lookup
        } catch (UnknownHostException e) {
            throw new AssertionError(e);
        }
    }

    /** The answers column: name=a,b;name=c. */
    static HostResolver answers(String column) {
        Map<String, List<InetAddress>> m = new HashMap<>();
        if (column != null) {
            for (String entry : column.split(";")) {
                int eq = entry.indexOf('=');
                List<InetAddress> as = new ArrayList<>();
                for (String a : entry.substring(eq + 1).split(",")) {
                    as.add(ip(a));
                }
                m.put(entry.substring(0, eq), as);
            }
        }
        return HostResolver.of(m);
    }

    static List<String> check(TestData.Row row) {
        InspectionPolicy policy = "fetch-loopback".equals(row.get("policy")) ? LOOPBACK : InspectionPolicy.FETCH;
        FetchGuard guard = FetchGuard.builder().policy(policy).resolver(answers(row.get("answers"))).build();
        FetchDecision d = guard.check(row.get("url"));
        List<String> problems = new ArrayList<>();
        if (!row.get("verdict").equals(Names.of(d.verdict()))) {
            problems.add("verdict " + Names.of(d.verdict()) + ", expected " + row.get("verdict"));
        }
        Set<String> expected = new TreeSet<>();
        if (row.get("codes") != null) {
            expected.addAll(List.of(row.get("codes").split(",")));
        }
        Set<String> actual = new TreeSet<>();
        d.findings().forEach(f -> actual.add(f.code().name()));
        if (!expected.equals(actual)) {
            problems.add("codes " + actual + ", expected " + expected + "; findings " + d.findings());
        }
        List<String> addresses = new ArrayList<>();
        d.addresses().forEach(a -> addresses.add(a.text() + " " + Names.of(a.addressClass())));
        List<String> expectedAddresses = row.get("addresses") == null ? List.of() : List.of(row.get("addresses").split(","));
        if (!expectedAddresses.equals(addresses)) {
            problems.add("addresses " + addresses + ", expected " + expectedAddresses);
        }
        return problems;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void decision(TestData.Row row) {
        assertEquals(List.of(), check(row), row.file() + ":" + row.line() + " " + row.id() + " " + row.get("url"));
    }

    @Test
    void allRowsPass() {
        TestData.assertAllPass("FetchGuard fetch-guard.tsv", rows(), r -> check(r));
    }

    /** A name that answers a public address first and 127.0.0.1 after: each check looks up once and keeps its answer. */
    @Test
    void rebindingOneLookupPerCheck() throws Exception {
        AtomicInteger lookups = new AtomicInteger();
        HostResolver rebinding = name -> List.of(lookups.incrementAndGet() == 1 ? ip("93.184.215.14") : ip("127.0.0.1"));
        FetchGuard guard = FetchGuard.builder().resolver(rebinding).build();
        FetchDecision first = guard.check("http://rebind.example.com/");
        assertEquals(1, lookups.get());
        assertEquals(List.of(ip("93.184.215.14")), first.addressesOrThrow());
        assertEquals(1, lookups.get(), "the decision hands out what it checked; it does not look up again");
        FetchDecision second = guard.check("http://rebind.example.com/");
        assertEquals(2, lookups.get());
        assertEquals(Verdict.DENY, second.verdict());
        FetchDeniedException e = assertThrows(FetchDeniedException.class, second::addressesOrThrow);
        assertEquals(FindingCode.HOST_INTERNAL, e.code());
        assertEquals("denied http://rebind.example.com/ [HOST_INTERNAL]: the name 'rebind.example.com' resolves to 127.0.0.1 (loopback)",
                e.getMessage());
    }

    @Test
    void deniedTextIsNotLookedUp() {
        HostResolver never = name -> {
            throw new AssertionError("looked up " + name);
        };
        FetchGuard guard = FetchGuard.builder().resolver(never).build();
        assertEquals(Verdict.DENY, guard.check("http://kubernetes.default.svc/").verdict());
        assertEquals(Verdict.DENY, guard.check("http://metadata.google.internal/").verdict());
        assertEquals(Verdict.DENY, guard.check("gopher://example.com/").verdict());
        assertEquals(Verdict.DENY, guard.checkHost("kubernetes.default.svc").verdict());
        // inspect() judges the text and a literal, and never looks a name up.
        FetchDecision i = guard.inspect("https://www.example.com/");
        assertEquals(Verdict.ALLOW, i.verdict());
        assertEquals(List.of(), i.addresses());
        assertEquals("www.example.com", i.host());
        assertEquals(Verdict.DENY, guard.inspect("http://[::ffff:7f00:1]/").verdict());
    }

    @Test
    void checkHostAsClientsPassIt() throws Exception {
        FetchGuard guard = FetchGuard.builder().resolver(answers("attacker.example.com=127.0.0.1;www.example.com=93.184.215.14")).build();
        assertEquals(FindingCode.HOST_INTERNAL, assertThrows(FetchDeniedException.class,
                () -> guard.checkHost("attacker.example.com").addressesOrThrow()).code());
        assertEquals(List.of(ip("93.184.215.14")), guard.checkHost("www.example.com").addressesOrThrow());
        // Literals, as HttpClient hands them to its DnsResolver: judged without a lookup.
        FetchDecision mapped = guard.checkHost("::ffff:169.254.169.254");
        assertEquals(Verdict.DENY, mapped.verdict());
        assertTrue(mapped.has(FindingCode.CLOUD_METADATA), mapped.toString());
        assertEquals(Verdict.DENY, guard.checkHost("127.0.0.1").verdict());
        assertEquals(Verdict.DENY, guard.checkHost("2130706433").verdict());
        assertEquals("::ffff:169.254.169.254", mapped.target());
        FetchGuard loopback = guard.toBuilder().policy(LOOPBACK).build();
        assertEquals(List.of(ip("::1")), loopback.checkHost("::1").addressesOrThrow());
        assertEquals(List.of(ip("::1")), loopback.checkHost("[::1]").addressesOrThrow());
        assertEquals(List.of(ip("127.0.0.1")), loopback.checkHost("attacker.example.com").addressesOrThrow());
        // Not a host: a delimiter or a control character; empty.
        FetchDecision slash = guard.checkHost("www.example.com/@127.0.0.1");
        assertEquals(List.of("SYNTAX_INVALID"), codes(slash));
        assertEquals(Verdict.DENY, slash.verdict());
        assertEquals(List.of("HOST_UNRESOLVED"), codes(guard.checkHost("")));
        assertEquals(Verdict.DENY, guard.checkHost("a\nb").verdict());
    }

    /** The hook form of checkHost: the checked addresses, or an UnknownHostException whose cause is the denial. */
    @Test
    void lookupForResolverHooks() throws Exception {
        FetchGuard guard = FetchGuard.builder().resolver(answers("attacker.example.com=127.0.0.1;www.example.com=93.184.215.14")).build();
        assertEquals(List.of(ip("93.184.215.14")), guard.lookup("www.example.com"));
        UnknownHostException u = assertThrows(UnknownHostException.class, () -> guard.lookup("attacker.example.com"));
        FetchDeniedException d = FetchDeniedException.find(new java.io.IOException("wrapped", u));
        assertNotNull(d);
        assertEquals(FindingCode.HOST_INTERNAL, d.code());
        assertEquals(d.getMessage(), u.getMessage());
        assertEquals(null, FetchDeniedException.find(new java.io.IOException("no denial")));
        assertEquals(null, FetchDeniedException.find(null));
    }

    @Test
    void checkAddressForSocketFactories() {
        FetchGuard guard = FetchGuard.defaults();
        FetchDecision d = guard.checkAddress(ip("127.0.0.1"));
        assertEquals(Verdict.DENY, d.verdict());
        assertEquals(List.of("HOST_INTERNAL"), codes(d));
        assertEquals("the connection goes to 127.0.0.1 (loopback)", d.findings().get(0).message());
        assertEquals(Verdict.DENY, guard.checkAddress(ip("::ffff:a9fe:a9fe")).verdict());
        assertEquals(Verdict.ALLOW, guard.checkAddress(ip("8.8.8.8")).verdict());
        assertEquals(Verdict.ALLOW, guard.toBuilder().policy(LOOPBACK).build().checkAddress(ip("::1")).verdict());
    }

    @Test
    void passwordMaskedInTargetAndException() {
        FetchGuard guard = FetchGuard.builder().resolver(answers("attacker.example.com=10.1.2.3")).build();
        FetchDeniedException e = assertThrows(FetchDeniedException.class,
                () -> guard.check("http://user:secret@attacker.example.com/x").orThrow());
        assertEquals("http://user:****@attacker.example.com/x", e.target());
        assertFalse(e.getMessage().contains("secret"), e.getMessage());
        assertEquals("denied http://user:****@attacker.example.com/x [HOST_INTERNAL]: the name 'attacker.example.com' resolves to 10.1.2.3 (private)",
                e.getMessage());
        assertNotNull(e.decision());
        assertEquals(List.of("USERINFO", "PASSWORD", "HOST_INTERNAL"), codes(e.decision()));
    }

    @Test
    void mixedAnswersMessage() {
        FetchGuard guard = FetchGuard.builder().resolver(answers("mixed.example.com=93.184.215.14,127.0.0.1")).build();
        FetchDecision d = guard.check("http://mixed.example.com/");
        assertEquals("the name 'mixed.example.com' resolves to 127.0.0.1 (loopback), 1 of its 2 addresses",
                d.denial().message());
        assertEquals(-1, d.denial().index());
    }

    @Test
    void relativeToBase() throws Exception {
        FetchGuard guard = FetchGuard.builder().resolver(answers("www.example.com=93.184.215.14")).build();
        FetchDecision d = guard.check("../hook?x=1", Uri.parse("https://www.example.com/app/page"));
        assertEquals("https://www.example.com/hook?x=1", d.target());
        assertEquals(List.of(ip("93.184.215.14")), d.addressesOrThrow());
        assertThrows(IllegalArgumentException.class, () -> guard.check("x", Uri.parse("relative")));
    }

    @Test
    void resolverFailuresAreDenials() {
        FetchGuard empty = FetchGuard.builder().resolver(name -> List.of()).build();
        FetchDecision d = empty.check("https://www.example.com/");
        assertEquals(List.of("HOST_UNRESOLVED"), codes(d));
        assertEquals("the name 'www.example.com' does not resolve (no address)", d.denial().message());
        FetchGuard failing = FetchGuard.builder().resolver(name -> {
            throw new UnknownHostException(name + ": SERVFAIL");
        }).build();
        assertEquals("the name 'www.example.com' does not resolve (www.example.com: SERVFAIL)",
                failing.check("https://www.example.com/").denial().message());
        // A URL in which a client reads no host: denied, nothing looked up.
        assertEquals(Verdict.DENY, empty.check("http:///").verdict());
    }

    @Test
    void fixedAnswers() throws Exception {
        HostResolver r = HostResolver.of(Map.of("App.Example.", List.of(ip("127.0.0.1"))));
        assertEquals(List.of(ip("127.0.0.1")), r.resolve("app.example"));
        assertEquals(List.of(ip("127.0.0.1")), r.resolve("APP.example."));
        assertThrows(UnknownHostException.class, () -> r.resolve("other.example"));
        assertThrows(IllegalArgumentException.class, () -> HostResolver.of(Map.of("a", List.of())));
        assertThrows(IllegalArgumentException.class,
                () -> HostResolver.of(Map.of("a", List.of(ip("127.0.0.1")), "A.", List.of(ip("127.0.0.1")))));
    }

    @Test
    void hostsFile() throws Exception {
        HostResolver h = HostResolver.hostsFile("# names of a test\n"
                + "127.0.0.1      attacker.example  Alias.Example   # a comment\n"
                + "\n"
                + "93.184.215.14\tmixed.example\r\n"
                + "::1            mixed.example\n"
                + "::ffff:169.254.169.254 mapped.example\n");
        assertEquals(List.of(ip("127.0.0.1")), h.resolve("attacker.example"));
        assertEquals(List.of(ip("127.0.0.1")), h.resolve("alias.example."));
        assertEquals(List.of(ip("93.184.215.14"), ip("::1")), h.resolve("MIXED.example"), "a name on two lines has two answers, in order");
        assertEquals(List.of(ip("169.254.169.254")), h.resolve("mapped.example"));
        assertThrows(UnknownHostException.class, () -> h.resolve("other.example"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HostResolver.hostsFile("127.0.0.1 a\nlocalhost 127.0.0.1\n"));
        assertEquals("line 2: 'localhost' is not an IPv4 or IPv6 address", e.getMessage());
        assertEquals("line 1: the address 10.0.0.1 has no name",
                assertThrows(IllegalArgumentException.class, () -> HostResolver.hostsFile("10.0.0.1\n")).getMessage());
        // Not addresses to any reader but RFC 3986's strict forms: no lookup, no guessing.
        for (String notStrict : List.of("127.1", "0x7f.0.0.1", "010.0.0.1", "fe80::1%eth0", "[::1]")) {
            assertThrows(IllegalArgumentException.class, () -> HostResolver.hostsFile(notStrict + " a.example\n"), notStrict);
        }
    }

    /** Bad input is normal input: any string gives a decision. */
    @Test
    void anyStringGivesADecision() {
        FetchGuard guard = FetchGuard.builder().resolver(name -> List.of()).build();
        for (String s : new String[] {"", " ", "\u0000", "http://\ud800/", "http://a\u0000b/", "%", "http://" + "a".repeat(100_000) + "/",
            "http://[::1", "\\\\evil.com\\x", "http://xn--/"}) {
            FetchDecision d = guard.check(s);
            assertEquals(Verdict.DENY, d.verdict(), s.length() > 40 ? s.substring(0, 40) : s);
            assertNotNull(d.target());
        }
    }

    /** The javadoc examples of FetchGuard, ResolvedAddress, HostResolver and FetchDeniedException, with fixed answers for DNS. */
    @Test
    void javadocExamples() throws Exception {
        FetchGuard tests = FetchGuard.builder()
                .policy(InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(AddressClass.LOOPBACK).build())
                .resolver(HostResolver.of(Map.of("app.example.net", List.of(InetAddress.getLoopbackAddress()))))
                .build();
        assertEquals(List.of(new ResolvedAddress(ip("127.0.0.1"), AddressClass.LOOPBACK)),
                tests.check("http://app.example.net:8080/").addresses());
        assertTrue(tests.check("http://app.example.net:8080/").isAllowed());
        assertEquals(Verdict.DENY, tests.check("http://10.0.0.1/").verdict());
        // app.test would not do: a reserved name (RFC 6761 §6.2), special-purpose, which the policy does not allow.
        assertEquals(Verdict.DENY, tests.check("http://app.test:8080/").verdict());
        FetchGuard nip = FetchGuard.builder().resolver(answers("169.254.169.254.nip.io=169.254.169.254")).build();
        FetchDecision d = nip.check("http://169.254.169.254.nip.io/");
        assertEquals(ip("169.254.169.254"), d.addresses().get(0).address());
        assertEquals(AddressClass.CLOUD_METADATA, d.addresses().get(0).addressClass());
        assertEquals("169.254.169.254 (cloud-metadata)", d.addresses().get(0).toString());
        assertEquals("ERROR CLOUD_METADATA at -1: the name '169.254.169.254.nip.io' resolves to 169.254.169.254 (cloud-metadata)",
                d.findings().get(0).toString());
        assertEquals("DENY http://169.254.169.254.nip.io/ -> [169.254.169.254 (cloud-metadata)] [CLOUD_METADATA]", d.toString());
        FetchDeniedException e = assertThrows(FetchDeniedException.class,
                () -> FetchGuard.defaults().check("http://user:secret@169.254.169.254/").addressesOrThrow());
        assertEquals(FindingCode.CLOUD_METADATA, e.code());
        assertEquals("http://user:****@169.254.169.254/", e.target());
        assertEquals("denied http://user:****@169.254.169.254/ [CLOUD_METADATA]: the host '169.254.169.254' is a cloud metadata service",
                e.getMessage());
        assertEquals("FetchGuard[InspectionPolicy[fetch], HostResolver.system()]", FetchGuard.defaults().toString());
        assertEquals(Verdict.DENY, FetchGuard.defaults().check("http://kubernetes.default.svc/").verdict());
    }

    private static List<String> codes(FetchDecision d) {
        List<String> out = new ArrayList<>();
        d.findings().forEach(f -> out.add(f.code().name()));
        return out;
    }
}
