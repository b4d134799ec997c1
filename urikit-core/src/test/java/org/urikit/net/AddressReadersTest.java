package org.urikit.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.AddressClass;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;
import org.urikit.whatwg.WebUrlError;

/**
 * The floor's readers on {@code testdata/net/addresses.tsv}: for each input, the four IPv4
 * readers (RFC 3986 §3.2.2, the URL Standard's IPv4 parser with its validation errors,
 * {@code inet_aton}, the JDK), the URL Standard's "ends in a number", both IPv6 grammars (RFC 3986
 * §3.2.2 and the URL Standard's IPv6 parser) with their serializations (RFC 5952 §4 and §5, the
 * URL Standard's IPv6 serializer), and the address class with the IPv4 address an IPv6 address
 * carries (RFC 6890, RFC 6052, RFC 3056).
 */
class AddressReadersTest {
    private static final AtomicInteger ROWS = new AtomicInteger();
    private static final AtomicInteger PASSED = new AtomicInteger();

    static List<Arguments> cases() {
        return TestData.arguments("net/addresses.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void readers(Row row) {
        ROWS.incrementAndGet();
        String s = row.get("input");
        int n = s.length();

        int end4 = Ipv4Addresses.dottedDecimalEnd(s, 0, n);
        String rfc = end4 == n ? Ipv4Addresses.format(Ipv4Addresses.dottedDecimalValue(s, 0, n)) : "no@" + (end4 >= 0 ? end4 : -1 - end4);
        assertEquals(row.get("rfc3986"), rfc, "RFC 3986 IPv4address");
        assertEquals(end4 == n, Ipv4Addresses.isDottedDecimal(s, 0, n));

        assertEquals(row.get("endsInNumber"), Ipv4Addresses.endsInANumber(s, 0, n) ? "yes" : "no", "ends in a number");

        Recorder ipv4Errors = new Recorder();
        long url = Ipv4Addresses.parse(s, 0, ipv4Errors);
        assertEquals(row.get("url"), url >= 0 ? Ipv4Addresses.format((int) url) : "failure:" + ipv4Errors.failure, "URL Standard IPv4 parser");
        assertEquals(row.get("urlErrors"), ipv4Errors.errors(), "URL Standard IPv4 parser's validation errors");

        long aton = Ipv4Addresses.inetAton(s);
        assertEquals(row.get("inetAton"), aton < 0 ? null : Ipv4Addresses.format((int) aton), "inet_aton");
        long jdk = Ipv4Addresses.jdk(s);
        assertEquals(row.get("jdk"), jdk < 0 ? null : Ipv4Addresses.format((int) jdk), "the JDK");

        int end6 = Ipv6Addresses.end(s, 0, n);
        long[] rfc6 = end6 < 0 ? null : Ipv6Addresses.value(s, 0, end6);
        String ipv6 = rfc6 == null ? "no@" + (-1 - end6) : Ipv6Addresses.format(rfc6[0], rfc6[1]) + (end6 == n ? "" : " end@" + end6);
        assertEquals(row.get("ipv6"), ipv6, "RFC 3986 IPv6address");

        Recorder ipv6Errors = new Recorder();
        long[] web = new long[2];
        String urlIpv6;
        if (Ipv6Addresses.parse(s, 0, n, ipv6Errors, web)) {
            StringBuilder sb = new StringBuilder("[");
            Ipv6Addresses.appendTo(sb, web[0], web[1], false);
            urlIpv6 = sb.append(']').toString();
        } else {
            urlIpv6 = "failure:" + ipv6Errors.failure;
        }
        assertEquals(row.get("urlIpv6"), urlIpv6, "URL Standard IPv6 parser");
        assertEquals(row.get("urlIpv6Errors"), ipv6Errors.errors(), "URL Standard IPv6 parser's validation errors");

        AddressClass c = null;
        String embedded = null;
        if (rfc6 != null) {
            c = AddressClass.ofIpv6(rfc6[0], rfc6[1]);
            long v4 = AddressClass.embeddedIpv4(rfc6[0], rfc6[1]);
            embedded = v4 < 0 ? null : Ipv4Addresses.format((int) v4);
        } else {
            for (long v : new long[] {end4 == n ? Ipv4Addresses.dottedDecimalValue(s, 0, n) & 0xFFFFFFFFL : -1, url, aton, jdk}) {
                if (v >= 0) {
                    c = AddressClass.ofIpv4((int) v);
                    break;
                }
            }
        }
        assertEquals(row.get("class"), c == null ? null : c.name(), "address class");
        assertEquals(row.get("embedded"), embedded, "embedded IPv4 address");
        PASSED.incrementAndGet();
    }

    @AfterAll
    static void count() {
        System.out.println("net/addresses.tsv (IPv4 and IPv6 readers): " + PASSED.get() + "/" + ROWS.get() + " pass");
    }

    /** The examples of the package's documentation. */
    @Test
    void docExamples() {
        assertEquals(11, Ascii.hexValue('b'));
        assertEquals(-1, Ascii.hexValue('g'));
        assertEquals('B', Ascii.upperHexDigit(11));
        assertEquals('b', Ascii.lowerHexDigit(11));
        assertFalse(Ascii.isAscii("bücher"));
        assertEquals("example.com", Ascii.lower("Example.COM"));
        String same = "example.com";
        assertTrue(same == Ascii.lower(same), "no upper-case letter: the same instance");
        StringBuilder escape = new StringBuilder();
        Ascii.appendEscape(escape, 0xC3);
        assertEquals("%C3", escape.toString());

        assertEquals(0x7f000001L, Ipv4Addresses.inetAton("0x7f.1"));
        assertFalse(Ipv4Addresses.isDottedDecimal("0x7f.1", 0, 6));
        assertEquals("::1", Ipv6Addresses.format(0, 1));
        assertEquals(11, Ipv6Addresses.end("2001:db8::1]", 0, 12));
        assertEquals(-6, Ipv6Addresses.end("1::2::3", 0, 7));
        long[] v = new long[2];
        Recorder r = new Recorder();
        assertTrue(Ipv6Addresses.parse("0:0::1", 0, 6, r, v));
        assertEquals(0L, v[0]);
        assertEquals(1L, v[1]);
        assertEquals("2001:db8::1", Ipv6Addresses.format(0x20010db800000000L, 1));
        assertEquals("::ffff:192.0.2.1", Ipv6Addresses.format(0, 0xffffc0000201L));
        StringBuilder sb = new StringBuilder();
        Ipv6Addresses.appendTo(sb, 0, 0xffffc0000201L, false);
        assertEquals("::ffff:c000:201", sb.toString());

        Recorder e = new Recorder();
        assertEquals(0x7f000001L, Ipv4Addresses.parse("0x7f.1", 0, e));
        assertEquals("IPv4-too-few-parts@0 IPv4-non-decimal-part@0", e.errors());

        assertEquals(AddressRanges.LOOPBACK, AddressRanges.ipv4(0x7f000001));
        assertEquals(AddressRanges.CLOUD_METADATA, AddressRanges.ipv6(0xfd000ec200000000L, 0x254L));
        assertEquals(0xc0000201L, AddressRanges.embeddedIpv4(0x0064ff9b00000000L, 0xc0000201L));
    }

    /** Every class of the range table has its {@link AddressClass}, under the same name. */
    @Test
    void everyRangeHasItsAddressClass() {
        String[] names = {"LOOPBACK", "PRIVATE", "LINK_LOCAL", "CLOUD_METADATA", "UNSPECIFIED", "MULTICAST", "RESERVED", "SHARED",
            "DOCUMENTATION", "BENCHMARKING", "PUBLIC"};
        int[] sample = {0x7f000001, 0x0a000001, 0xa9fe0001, 0xa9fea9fe, 0x00000000, 0xe0000001, 0xf0000001, 0x64400001,
            0xc0000201, 0xc6120001, 0x08080808};
        for (int k = 0; k < names.length; k++) {
            assertEquals(k, AddressRanges.ipv4(sample[k]), names[k]);
            assertEquals(names[k], AddressClass.ofIpv4(sample[k]).name());
        }
    }

    /** Records what a parser reports, as {@code name@index} with the URL Standard's names. */
    private static final class Recorder implements AddressErrors {
        private final StringBuilder errors = new StringBuilder();
        String failure;

        @Override
        public void error(AddressError e, int at) {
            errors.append(errors.length() == 0 ? "" : " ").append(name(e)).append('@').append(at);
        }

        @Override
        public void fatal(AddressError e, int at) {
            error(e, at);
            failAfterReported(e, at);
        }

        @Override
        public void failAfterReported(AddressError e, int at) {
            if (failure == null) {
                failure = name(e) + "@" + at;
            }
        }

        String errors() {
            return errors.length() == 0 ? null : errors.toString();
        }

        private static String name(AddressError e) {
            return WebUrlError.valueOf(e.name()).standardName();
        }
    }
}
