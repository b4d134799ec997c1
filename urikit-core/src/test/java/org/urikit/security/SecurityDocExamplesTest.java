package org.urikit.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.urikit.AddressClass;
import org.urikit.Host;
import org.urikit.Uri;
import org.urikit.error.Severity;
import org.urikit.publicsuffix.PublicSuffixList;
import org.urikit.testing.Names;

/**
 * The examples of the javadoc of {@code org.urikit.security}, each asserted as written (design
 * guide: doc examples are tests), and the contracts of the value types.
 */
class SecurityDocExamplesTest {
    private static List<String> codes(Inspection i) {
        List<String> out = new ArrayList<>();
        i.findings().forEach(f -> out.add(f.code() + " at " + f.index()));
        return out;
    }

    @Test
    void packageInfo() {
        Inspection i = UriInspector.inspect("http://0x7f.1/admin", InspectionPolicy.FETCH);
        assertEquals(Verdict.DENY, i.verdict());
        assertEquals("127.0.0.1", i.host().text());
        assertEquals(AddressClass.LOOPBACK, i.addressClass());
        assertEquals(List.of("IPV4_RARE_FORM at 7", "IPV4_READINGS_DIFFER at 7", "HOST_INTERNAL at 7"), codes(i));
        Uri page = Uri.parse("https://good.com/app/page");
        assertEquals(Verdict.WARN, UriInspector.inspect("//evil.com/", page, InspectionPolicy.LINK).verdict());
        assertEquals("example.co.uk", PublicSuffixList.defaults().registrableDomain("www.example.co.uk"));
    }

    /** The security part of README's tour. */
    @Test
    void readme() {
        Inspection i = UriInspector.inspect("http://0x7f.1/admin", InspectionPolicy.FETCH);
        assertEquals(Verdict.DENY, i.verdict());
        assertEquals(List.of("IPV4_RARE_FORM at 7", "IPV4_READINGS_DIFFER at 7", "HOST_INTERNAL at 7"), codes(i));
        assertEquals("127.0.0.1", i.host().text());
        assertEquals(AddressClass.LOOPBACK, i.addressClass());
        assertEquals(Verdict.WARN, UriInspector.inspect("//evil.com/", Uri.parse("https://good.com/app/"), InspectionPolicy.LINK).verdict());
        assertEquals(List.of("USERINFO at 8", "USERINFO_LOOKS_LIKE_HOST at 8"),
                codes(UriInspector.inspect("https://good.com@evil.com/", InspectionPolicy.FETCH)));
        assertEquals("example.co.uk", PublicSuffixList.defaults().registrableDomain("www.example.co.uk"));
    }

    @Test
    void uriInspector() {
        Uri page = Uri.parse("https://good.com/app/page");
        assertEquals(Verdict.ALLOW, UriInspector.inspect("https://example.com/a", InspectionPolicy.FETCH).verdict());
        assertEquals(Verdict.DENY, UriInspector.inspect("http://0x7f.1/admin", InspectionPolicy.FETCH).verdict());
        assertEquals(List.of("USERINFO at 7", "USERINFO_LOOKS_LIKE_HOST at 7"),
                codes(UriInspector.inspect("http://good%2Ecom@evil.com/", InspectionPolicy.LINK)));
        assertTrue(UriInspector.inspect("//evil.com/", page, InspectionPolicy.LINK).has(FindingCode.NETWORK_PATH_REFERENCE));
        Inspection i = UriInspector.inspect("/api/%2e%2e/admin", page, InspectionPolicy.FETCH);
        assertEquals(Uri.parse("https://good.com/admin"), i.target());
        assertEquals(List.of("ENCODED_DOT_SEGMENT at 5"), codes(i));
    }

    @Test
    void inspection() {
        Inspection i = UriInspector.inspect("//0x7f.1/admin", Uri.parse("https://good.com/app/"), InspectionPolicy.FETCH);
        assertEquals(Verdict.DENY, i.verdict());
        assertEquals(Uri.parse("https://0x7f.1/admin"), i.target());
        assertEquals("127.0.0.1", i.host().text());
        assertEquals(AddressClass.LOOPBACK, i.addressClass());
        assertEquals(List.of("NETWORK_PATH_REFERENCE at 0", "CROSS_ORIGIN at 0", "CROSS_SITE at 0", "IPV4_RARE_FORM at 2",
                "IPV4_READINGS_DIFFER at 2", "HOST_INTERNAL at 2"), codes(i));
        assertTrue(i.has(FindingCode.HOST_INTERNAL));
        assertFalse(i.has(FindingCode.BACKSLASH));
        assertEquals("127.0.0.1", i.site());
        assertEquals("https://127.0.0.1/admin", i.browserTarget());
        assertEquals("DENY //0x7f.1/admin [NETWORK_PATH_REFERENCE, CROSS_ORIGIN, CROSS_SITE, IPV4_RARE_FORM, "
                + "IPV4_READINGS_DIFFER, HOST_INTERNAL]", i.toString());
    }

    @Test
    void redaction() {
        Inspection i = UriInspector.inspect("ftp://u:secret@h.example.com/f", InspectionPolicy.LINK);
        assertEquals("ftp://u:secret@h.example.com/f", i.input());
        assertEquals("ftp://u:****@h.example.com/f", i.redactedInput());
        assertEquals("ftp://u:****@h.example.com/f", i.redactedTarget());
        assertEquals("http://u:****@h b/", UriInspector.inspect("http://u:pw@h b/", InspectionPolicy.LINK).redactedInput(),
                "a malformed input is masked too");
        assertEquals("ftp://u:@h/", UriInspector.inspect("ftp://u:@h/", InspectionPolicy.LINK).redactedInput());
        assertNull(UriInspector.inspect("/x", InspectionPolicy.LINK).redactedTarget());
        for (Finding f : i.findings()) {
            assertFalse(f.message().contains("secret"), f.toString());
        }
    }

    @Test
    void verdictAndSeverity() {
        assertEquals(Verdict.ALLOW, UriInspector.inspect("https://example.com/", InspectionPolicy.FETCH).verdict());
        assertEquals(Verdict.DENY, UriInspector.inspect("http://0x7f.1/", InspectionPolicy.FETCH).verdict());
        assertEquals(Verdict.WARN, UriInspector.inspect("http://user@example.com/", InspectionPolicy.LINK).verdict());
        assertEquals(Severity.ERROR, InspectionPolicy.FETCH.severity(FindingCode.HOST_INTERNAL));
        assertEquals(Severity.INFO, InspectionPolicy.LINK.severity(FindingCode.HOST_INTERNAL));
        assertEquals(Verdict.WARN, Verdict.of(Severity.WARNING));
        assertEquals("deny", Names.of(Verdict.DENY));
        assertEquals("info", Names.of(Severity.INFO));
    }

    @Test
    void finding() {
        Finding f = UriInspector.inspect("http://good.com@evil.com/", InspectionPolicy.FETCH).findings().get(0);
        assertEquals(FindingCode.USERINFO, f.code());
        assertEquals(Severity.WARNING, f.severity());
        assertEquals(7, f.index());
        assertEquals("RFC 3986 §3.2.1, §7.6", f.section());
        assertEquals("WARNING USERINFO at 7: the userinfo 'good.com' comes before the host 'evil.com'", f.toString());
        assertThrows(NullPointerException.class, () -> new Finding(null, Severity.INFO, 0, "m"));
    }

    @Test
    void findingCodesAreDocumented() {
        assertEquals("RFC 3986 §7.4", FindingCode.IPV4_RARE_FORM.section());
        assertTrue(FindingCode.IPV4_RARE_FORM.reason().startsWith("a host that resolver libraries read as an IPv4 address"));
        for (FindingCode c : FindingCode.values()) {
            assertFalse(c.section().isBlank(), c + " section");
            assertFalse(c.reason().isBlank(), c + " reason");
            assertFalse(c.reason().contains("\n"), c + ": one line");
        }
        assertTrue(FindingCode.values().length < 64, "Findings keeps the codes in a 64-bit set");
    }

    @Test
    void policies() {
        InspectionPolicy redirect = InspectionPolicy.LINK.toBuilder().severity(FindingCode.CROSS_SITE, Severity.ERROR).build();
        assertEquals(Verdict.DENY, UriInspector.inspect("https://evil.com/", Uri.parse("https://good.com/"), redirect).verdict());
        assertEquals(Verdict.ALLOW, UriInspector.inspect("/next", Uri.parse("https://good.com/"), redirect).verdict());
        InspectionPolicy lab = InspectionPolicy.FETCH.toBuilder().allowInternal(true).allowedSchemes("http", "https", "ftp")
                .allowedPorts(80, 443, 8080).build();
        assertEquals(Verdict.ALLOW, UriInspector.inspect("ftp://10.0.0.1/pub", lab).verdict());
        assertEquals(Verdict.DENY, UriInspector.inspect("http://10.0.0.1:8081/", lab).verdict());
        assertTrue(UriInspector.inspect("http://10.0.0.1:8081/", lab).has(FindingCode.PORT_NOT_ALLOWED));
        assertEquals(Set.of("ftp", "http", "https"), lab.allowedSchemes());
        assertEquals(Set.of(80, 443, 8080), lab.allowedPorts());
        assertTrue(lab.allowsInternal());
        assertEquals(Set.of("data", "file", "javascript", "vbscript"), InspectionPolicy.FETCH.dangerousSchemes());
        assertEquals(Set.of(), InspectionPolicy.LINK.allowedSchemes());
        assertEquals(InspectionPolicy.FETCH, InspectionPolicy.builder().build());
        assertEquals(InspectionPolicy.FETCH.hashCode(), InspectionPolicy.builder().build().hashCode());
        assertEquals("InspectionPolicy[fetch]", InspectionPolicy.FETCH.toString());
        assertEquals("InspectionPolicy[link]", InspectionPolicy.LINK.toString());
        assertTrue(lab.toString().startsWith("InspectionPolicy[custom, from fetch:"), lab.toString());
        assertThrows(IllegalArgumentException.class, () -> InspectionPolicy.builder().allowedPorts(65536));
        assertThrows(IllegalArgumentException.class, () -> InspectionPolicy.builder().allowedSchemes(""));
        InspectionPolicy loopbackOnly = InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(AddressClass.LOOPBACK).build();
        assertEquals(Verdict.ALLOW, UriInspector.inspect("http://127.0.0.1:8080/", loopbackOnly).verdict());
        assertEquals(Verdict.DENY, UriInspector.inspect("http://10.0.0.1/", loopbackOnly).verdict());
        assertEquals(Set.of(AddressClass.LOOPBACK), loopbackOnly.allowedAddressClasses());
        assertFalse(loopbackOnly.allowsInternal());
        assertTrue(loopbackOnly.allows(AddressClass.LOOPBACK));
        assertEquals(Set.of(), InspectionPolicy.FETCH.allowedAddressClasses());
        assertTrue(InspectionPolicy.LINK.allowsInternal());
        assertFalse(InspectionPolicy.LINK.allows(AddressClass.CLOUD_METADATA));
        assertEquals(InspectionPolicy.FETCH, loopbackOnly.toBuilder().allowInternal(false).build(),
                "allowInternal(false) removes the loopback class too");
        assertFalse(loopbackOnly.equals(InspectionPolicy.FETCH));
        InspectionPolicy files = InspectionPolicy.FETCH.toBuilder().allowedSchemes("file").build();
        assertEquals(Verdict.ALLOW, UriInspector.inspect("file:///etc/hosts", files).verdict(), "a dangerous scheme allowed by name");
    }

    @Test
    void addressClass() throws UnknownHostException {
        assertEquals(AddressClass.LOOPBACK, AddressClass.ofIpv4(0x7f000001));
        assertEquals(AddressClass.CLOUD_METADATA, AddressClass.ofIpv4(0xa9fea9fe));
        assertEquals(AddressClass.CLOUD_METADATA, AddressClass.ofIpv6(0xfd000ec200000000L, 0x254L));
        assertEquals(AddressClass.PRIVATE, AddressClass.ofIpv6(0L, 0x0000ffff0a000001L));
        assertEquals(AddressClass.PUBLIC, AddressClass.of(InetAddress.getByAddress(new byte[] {8, 8, 8, 8})));
        assertEquals(AddressClass.LOOPBACK, AddressClass.of(InetAddress.getByAddress(new byte[] {
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1})));
        assertTrue(AddressClass.PRIVATE.isInternal());
        assertFalse(AddressClass.DOCUMENTATION.isInternal());
        assertTrue(AddressClass.DOCUMENTATION.isSpecialPurpose());
        assertEquals("cloud-metadata", Names.of(AddressClass.CLOUD_METADATA));
        assertEquals(0x7f000001L, AddressClass.embeddedIpv4(0L, 0x0000ffff7f000001L));
        assertEquals(-1L, AddressClass.embeddedIpv4(0L, 1L), "::1 carries no IPv4 address");
        assertEquals(-1L, AddressClass.embeddedIpv4(0x20010db800000000L, 1L));
    }

    @Test
    void canonicalHost() {
        CanonicalHost h = UriInspector.inspect("http://0x7F.1/", InspectionPolicy.LINK).host();
        assertEquals("0x7F.1", h.written());
        assertEquals("127.0.0.1", h.text());
        assertEquals(new Host.Ipv4(0x7f000001), h.host());
        assertEquals(AddressClass.LOOPBACK, h.addressClass());
        assertEquals("[URL_STANDARD 127.0.0.1 (loopback), INET_ATON 127.0.0.1 (loopback)]", h.ipv4Readings().toString());
        assertTrue(h.isInternal());
        assertNull(h.registrableDomain());
        assertEquals("127.0.0.1", h.site());
        assertEquals("127.0.0.1", h.toString());

        h = UriInspector.inspect("http://[::ffff:a9fe:a9fe]/", InspectionPolicy.LINK).host();
        assertEquals(new Host.Ipv4(0xa9fea9fe), h.embeddedIpv4());
        assertEquals(AddressClass.CLOUD_METADATA, h.addressClass());

        h = UriInspector.inspect("https://WWW.Example.CO.UK./", InspectionPolicy.LINK).host();
        assertEquals("www.example.co.uk", h.text());
        assertEquals("example.co.uk", h.registrableDomain());
        assertEquals("co.uk", h.publicSuffix());
        assertEquals(new Host.RegName("www.example.co.uk"), h.host());
        assertEquals("www.example.co.uk", h.unicode());

        h = UriInspector.inspect("https://xn--bcher-kva.de/", InspectionPolicy.LINK).host();
        assertEquals("bücher.de", h.unicode());
    }

    @Test
    void ipv4Readings() {
        CanonicalHost h = UriInspector.inspect("http://0177.0.0.1/", InspectionPolicy.LINK).host();
        assertEquals("[URL_STANDARD 127.0.0.1 (loopback), INET_ATON 127.0.0.1 (loopback), JDK 177.0.0.1 (public)]",
                h.ipv4Readings().toString());
        Ipv4Reading r = UriInspector.inspect("http://2130706433/", InspectionPolicy.LINK).host().ipv4Readings().get(0);
        assertEquals(Ipv4Reader.URL_STANDARD, r.reader());
        assertEquals(new Host.Ipv4(0x7f000001), r.address());
        assertEquals(AddressClass.LOOPBACK, r.addressClass());
        assertEquals("inet_aton (glibc resolvers)", Ipv4Reader.INET_ATON.description());
    }

    @Test
    void publicSuffixList() {
        PublicSuffixList psl = PublicSuffixList.defaults();
        assertEquals("co.uk", psl.publicSuffix("www.example.co.uk"));
        assertEquals("example.co.uk", psl.registrableDomain("www.example.co.uk"));
        assertEquals("example.com", psl.registrableDomain("WwW.Example.COM"));
        assertNull(psl.registrableDomain("co.uk"));
        assertEquals("b.c.kobe.jp", psl.registrableDomain("a.b.c.kobe.jp"));
        assertEquals("city.kobe.jp", psl.registrableDomain("www.city.kobe.jp"));
        assertEquals("alice.github.io", psl.registrableDomain("alice.github.io"));
        assertEquals("github.io", psl.icannOnly().registrableDomain("alice.github.io"));
        assertEquals("食狮.公司.cn", psl.registrableDomain("食狮.公司.cn"));
    }

    @Test
    void sameOriginAndSite() {
        Uri page = Uri.parse("https://good.com/app/");
        assertTrue(UriInspector.isSameOrigin(page, page.resolve("/next")));
        assertFalse(UriInspector.isSameOrigin(page, page.resolve("//evil.com/")));
        assertTrue(UriInspector.isSameOrigin(page, Uri.parse("https://GOOD.com:443/x")));
        assertTrue(UriInspector.isSameOrigin(Uri.parse("http://0x7f.1/"), Uri.parse("http://127.0.0.1:80/")));
        assertFalse(UriInspector.isSameOrigin(page, Uri.parse("http://good.com/app/")), "another scheme");
        assertFalse(UriInspector.isSameOrigin(page, Uri.parse("https://good.com:8443/")), "another port");
        assertFalse(UriInspector.isSameOrigin(page, Uri.parse("/next")), "a relative reference has no origin");
        assertFalse(UriInspector.isSameOrigin(Uri.parse("mailto:a@good.com"), Uri.parse("mailto:a@good.com")), "opaque");
        assertTrue(UriInspector.isSameSite(Uri.parse("https://www.good.com/"), Uri.parse("http://api.good.com/")));
        assertFalse(UriInspector.isSameSite(Uri.parse("https://alice.github.io/"), Uri.parse("https://bob.github.io/")));
        assertTrue(UriInspector.isSameSite(Uri.parse("http://good.com./"), Uri.parse("https://GOOD.COM/")));
        assertFalse(UriInspector.isSameSite(Uri.parse("urn:x"), page));
    }

    @Test
    void badArguments() {
        assertThrows(NullPointerException.class, () -> UriInspector.inspect(null, InspectionPolicy.FETCH));
        assertThrows(NullPointerException.class, () -> UriInspector.inspect("http://a/", null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> UriInspector.inspect("x", Uri.parse("/relative"), InspectionPolicy.FETCH));
        assertEquals("the base must be an absolute URI (RFC 3986 §5.1): /relative", e.getMessage());
    }
}
