package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;
import org.urikit.testing.Deviations;
import org.urikit.testing.Names;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * {@link Uri#hostInfo()} and {@link Uri#portNumber()} ({@code testdata/hosts.tsv}): IPv4 as its
 * 32-bit value, IPv6 as two 64-bit halves with the RFC 6874 zone, RFC 5952 canonical text with
 * RFC 5952's own examples, IPvFuture and reg-name raw text, and the port as a number only when
 * it is present, non-empty and at most 65535.
 */
class HostTest {
    static List<Arguments> cases() {
        return TestData.arguments("hosts.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void hostInfoAndPortNumber(Row row) {
        String input = row.get("input");
        Deviations.parse().check(row.id(), input, () -> {
            Uri u = UriAssertions.parse(input);
            Host h = u.hostInfo();
            assertEquals(row.get("hostType"), Names.of(u.hostKind()), "hostType");
            assertEquals(u.hostKind(), h.kind());
            if (h instanceof Host.Ipv4 v4) {
                assertEquals(Integer.parseUnsignedInt(row.get("ipv4").substring(2), 16), v4.address(), "IPv4 value");
                assertEquals(row.get("canonical"), v4.toUriString());
                assertEquals(row.get("canonical"), Ipv4Addresses.format(v4.address()));
                assertEquals(u.host(), v4.toUriString(), "a valid IPv4address is already canonical");
            } else if (h instanceof Host.Ipv6 v6) {
                assertEquals(row.get("high"), String.format("0x%016X", v6.high()), "high 64 bits");
                assertEquals(row.get("low"), String.format("0x%016X", v6.low()), "low 64 bits");
                assertEquals(row.get("zone"), v6.zone(), "zone");
                assertEquals(row.get("canonical"), v6.toCanonicalString(), "RFC 5952 text");
                assertEquals(row.get("canonical"), Ipv6Addresses.format(v6.high(), v6.low()));
                String zone = row.get("zone");
                assertEquals("[" + row.get("canonical") + (zone == null ? "" : "%25" + zone) + "]", v6.toUriString());
                long[] value = Ipv6Addresses.value(u.host(), 1, zone == null ? u.host().length() - 1 : u.host().indexOf('%'));
                assertEquals(v6.high(), value[0]);
                assertEquals(v6.low(), value[1]);
            } else if (h instanceof Host.IpFuture f) {
                assertEquals(row.get("raw"), f.raw());
                assertEquals("[" + row.get("raw") + "]", f.toUriString());
                assertEquals(u.host(), f.toUriString());
            } else {
                Host.RegName r = (Host.RegName) h;
                assertEquals(row.get("raw"), r.raw());
                assertEquals(u.host(), r.toUriString());
            }
            assertEquals(row.get("port"), u.port(), "raw port");
            String pn = row.get("portNumber");
            assertEquals(pn == null ? -1 : Integer.parseInt(pn), u.portNumber(), "portNumber");
        });
    }

    /** Two spellings of one address are equal Host values (record equality), though the Uris differ. */
    @Test
    void equalAddressesAreEqualHosts() {
        List<String> spellings = List.of("http://[2001:db8::1]/", "http://[2001:DB8:0:0:0:0:0:1]/", "http://[2001:0db8::0001]/",
                "http://[2001:db8:0:0:0::1]/");
        Host first = UriAssertions.parse(spellings.get(0)).hostInfo();
        for (String s : spellings) {
            Uri u = UriAssertions.parse(s);
            assertEquals(first, u.hostInfo(), s);
            assertEquals(first.hashCode(), u.hostInfo().hashCode(), s);
        }
        assertNotEquals(UriAssertions.parse(spellings.get(0)), UriAssertions.parse(spellings.get(1)), "Uri equality is textual");
        assertNotEquals(first, UriAssertions.parse("http://[2001:db8::1%25x]/").hostInfo(), "the zone is part of the value");
        assertEquals(new Host.Ipv4(0x0A000001), UriAssertions.parse("http://10.0.0.1:99/").hostInfo());
        assertNotEquals(new Host.RegName("10.0.0.1"), UriAssertions.parse("http://10.0.0.1/").hostInfo());
    }

    /** No authority, no host: hostInfo(), hostKind() and portNumber() say so. */
    @Test
    void noAuthority() {
        for (String s : List.of("mailto:a@b", "/a", "", "s:", "?q", "#f", "urn:a:b:80")) {
            Uri u = UriAssertions.parse(s);
            assertNull(u.hostInfo(), s);
            assertNull(u.hostKind(), s);
            assertEquals(-1, u.portNumber(), s);
        }
    }

    /** The javadoc examples of {@link Host} and {@link HostKind}. */
    @Test
    void javadocExamples() {
        Host h = UriAssertions.parse("http://[fe80::1%25eth0]:8080/").hostInfo();
        assertTrue(h instanceof Host.Ipv6);
        Host.Ipv6 v6 = (Host.Ipv6) h;
        assertEquals(0xfe80000000000000L, v6.high());
        assertEquals(1L, v6.low());
        assertEquals("eth0", v6.zone());
        assertEquals("fe80::1", v6.toCanonicalString());
        assertEquals(HostKind.IPV6, UriAssertions.parse("http://[::1]/").hostKind());
        assertEquals(HostKind.IPV4, UriAssertions.parse("http://10.0.0.1/").hostKind());
        assertEquals(HostKind.REG_NAME, UriAssertions.parse("http://256.0.0.1/").hostKind());
        assertEquals(List.of("reg-name", "ipv4", "ipv6", "ipvfuture"),
                List.of(HostKind.values()).stream().map(Names::of).toList());
    }

    static List<Arguments> siteCases() {
        return TestData.arguments("host-site.tsv");
    }

    /** {@link Host#publicSuffix()}, {@link Host#registrableDomain()} and {@link Host#toDisplayString()} ({@code testdata/host-site.tsv}). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("siteCases")
    void publicSuffixRegistrableDomainAndDisplay(Row row) {
        Host h = UriAssertions.parse(row.get("input")).hostInfo();
        assertEquals(row.get("suffix"), h.publicSuffix(), "publicSuffix");
        assertEquals(row.get("registrable"), h.registrableDomain(), "registrableDomain");
        assertEquals(row.get("display"), h.toDisplayString(), "toDisplayString");
    }
}
