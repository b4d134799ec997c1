package org.urikit.guard.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.net.spi.InetAddressResolver;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.urikit.guard.jdk.JvmLookups;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FindingCode;
import org.urikit.security.InspectionPolicy;
import org.urikit.testing.ScriptedResolver;

/**
 * {@link GuardedResolver} over a resolver the test scripts: each lookup is checked on its own
 * answers, so a rebinding name is allowed or denied by the answer the caller gets, never by an
 * earlier one.
 */
class GuardedResolverTest {
    @AfterEach
    void reset() {
        JvmLookups.use(InspectionPolicy.FETCH);
    }

    @Test
    void rebindingIsJudgedOnTheAnswerReturned() throws Exception {
        ScriptedResolver script = new ScriptedResolver()
                .answers("rebind.example.com", List.of("93.184.215.14"), List.of("127.0.0.1"));
        GuardedResolver r = new GuardedResolver(new InetAddressResolver() {
            @Override
            public Stream<InetAddress> lookupByName(String host, LookupPolicy policy) throws UnknownHostException {
                return script.resolve(host).stream();
            }

            @Override
            public String lookupByAddress(byte[] addr) {
                return "reverse.example.com";
            }
        }, null);
        InetAddressResolver.LookupPolicy any = InetAddressResolver.LookupPolicy.of(InetAddressResolver.LookupPolicy.IPV4
                | InetAddressResolver.LookupPolicy.IPV6);
        assertEquals(List.of(ScriptedResolver.ip("93.184.215.14")), r.lookupByName("rebind.example.com", any).toList());
        UnknownHostException e = assertThrows(UnknownHostException.class, () -> r.lookupByName("rebind.example.com", any));
        FetchDeniedException d = assertInstanceOf(FetchDeniedException.class, e.getCause());
        assertEquals(FindingCode.HOST_INTERNAL, d.code());
        assertEquals(2, script.lookups("rebind.example.com"));
        assertEquals("reverse.example.com", r.lookupByAddress(new byte[] {127, 0, 0, 1}));
        JvmLookups.use(InspectionPolicy.FETCH, "rebind.example.com");
        assertEquals(List.of(ScriptedResolver.ip("127.0.0.1")), r.lookupByName("rebind.example.com", any).toList(),
                "an unchecked name is answered as it is");
        assertTrue(new GuardedResolverProvider().name().contains("urikit"));
        // With a hosts file, its answers instead of the other resolver's, of the kinds asked for.
        GuardedResolver fromFile = new GuardedResolver(null, org.urikit.security.HostResolver.hostsFile(
                "127.0.0.1 both.example.net\n::1 both.example.net\n"));
        JvmLookups.use(InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(org.urikit.AddressClass.LOOPBACK).build());
        assertEquals(List.of(ScriptedResolver.ip("::1"), ScriptedResolver.ip("127.0.0.1")), fromFile.lookupByName("both.example.net",
                InetAddressResolver.LookupPolicy.of(InetAddressResolver.LookupPolicy.IPV4 | InetAddressResolver.LookupPolicy.IPV6
                        | InetAddressResolver.LookupPolicy.IPV6_FIRST)).toList());
        assertEquals(List.of(ScriptedResolver.ip("127.0.0.1")), fromFile.lookupByName("both.example.net",
                InetAddressResolver.LookupPolicy.of(InetAddressResolver.LookupPolicy.IPV4)).toList());
        assertThrows(UnknownHostException.class, () -> fromFile.lookupByName("other.example.net", any));
    }
}
