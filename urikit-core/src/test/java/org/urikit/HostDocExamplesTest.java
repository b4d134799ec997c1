package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.urikit.whatwg.WebUrl;

/**
 * The examples of {@link Host}, {@link AddressClass} and {@code WebUrl.hostInfo()}: every record
 * prints its URI form, the addresses know their RFC 6890 block, and the WHATWG reading gives the
 * same host values as RFC 3986's.
 */
class HostDocExamplesTest {
    @Test
    void recordsPrintTheirUriForm() {
        assertEquals("example.com", new Host.RegName("example.com").toString());
        assertEquals("10.0.0.1", new Host.Ipv4(0x0A000001).toString());
        assertEquals("[fe80::1%25eth0]", Uri.parse("http://[fe80::1%25eth0]/").hostInfo().toString());
        assertEquals("[2001:db8::1]", new Host.Ipv6(0x20010db800000000L, 1, null).toString());
        assertEquals("[::ffff:192.0.2.1]", new Host.Ipv6(0, 0xffffc0000201L, null).toString());
        assertEquals("[v7.fe80::a]", Uri.parse("http://[v7.fe80::a]/").hostInfo().toString());
        assertEquals("fe80::1", ((Host.Ipv6) Uri.parse("http://[fe80::1%25eth0]/").hostInfo()).toCanonicalString());
    }

    @Test
    void addressesKnowTheirClass() {
        assertEquals(AddressClass.LOOPBACK, new Host.Ipv4(0x7f000001).addressClass());
        assertEquals(AddressClass.PUBLIC, new Host.Ipv4(0x08080808).addressClass());
        assertEquals(AddressClass.LINK_LOCAL, ((Host.Ipv6) Uri.parse("http://[fe80::1%25eth0]/").hostInfo()).addressClass());
        assertEquals(AddressClass.LOOPBACK, ((Host.Ipv6) Uri.parse("http://[::ffff:127.0.0.1]/").hostInfo()).addressClass());
        assertEquals(AddressClass.CLOUD_METADATA, ((Host.Ipv4) Uri.parse("http://169.254.169.254/").hostInfo()).addressClass());
    }

    @Test
    void webUrlHostInfo() {
        assertEquals(new Host.Ipv4(0x7f000001), WebUrl.parse("http://0x7f.1/").hostInfo());
        assertEquals("127.0.0.1", WebUrl.parse("http://0x7f.1/").hostInfo().toString());
        Host v6 = WebUrl.parse("http://[::ffff:7f00:1]/").hostInfo();
        assertEquals(new Host.Ipv6(0, 0xffff7f000001L, null), v6);
        assertEquals("[::ffff:127.0.0.1]", v6.toString());
        assertEquals(Uri.parse("http://[::FFFF:127.0.0.1]/").hostInfo(), v6, "the same value as RFC 3986's reading");
        assertEquals(new Host.RegName("example.com"), WebUrl.parse("http://EXAMPLE.com/").hostInfo());
        assertEquals(new Host.RegName(""), WebUrl.parse("file:///x").hostInfo());
        assertEquals(new Host.RegName("ex%41mple"), WebUrl.parse("foo://ex%41mple/").hostInfo());
        assertNull(WebUrl.parse("mailto:x@example.com").hostInfo());
    }
}
