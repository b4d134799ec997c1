package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/** {@link HttpUrl}: builder round trips over the http vectors, request targets, proxy plans, errors. */
class HttpUrlTest {
    static Stream<TestData.Row> withView() {
        return SchemeCases.vectorRows("http").stream().filter(r -> r.get("fields") != null);
    }

    /** {@code toBuilder().build()} gives the same text back. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withView")
    void builderRoundTrip(TestData.Row row) {
        HttpUrl u = HttpUrl.parse(row.get("input"));
        assertEquals(u, u.toBuilder().build(), row.id());
        assertEquals(row.get("input"), u.toBuilder().build().toUri().toUriString(), row.id());
    }

    /** Building from the decoded fields of the vector gives a URL with the same fields. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withView")
    @SuppressWarnings("unchecked")
    void builderFromFields(TestData.Row row) {
        Map<String, Object> f = (Map<String, Object>) SchemeCases.json(row.get("fields"));
        HttpUrl.Builder b = HttpUrl.builder().scheme(Uri.parse(row.get("input")).scheme())
                .host((String) f.get("host")).port((Integer) f.get("port"));
        for (String s : (List<String>) f.get("pathSegments")) {
            b.addPathSegment(s);
        }
        HttpUrl built = b.rawQuery((String) f.get("query")).fragment((String) f.get("fragment")).build();
        String host = (String) f.get("host");
        if (host.chars().allMatch(c -> c < 0x80)) {
            assertEquals(f, built.fields(), row.id() + " built " + built);
        } else {
            // A non-ASCII name enters through the builder as its A-label (UTS #46, as every host
            // entry point does; builderWritesTheALabelOfANonAsciiHost asserts the label), so the
            // other fields are compared here.
            Map<String, Object> expected = new java.util.LinkedHashMap<>(f);
            Map<String, Object> actual = new java.util.LinkedHashMap<>(built.fields());
            expected.remove("host");
            actual.remove("host");
            assertEquals(expected, actual, row.id() + " built " + built);
            assertTrue(built.host().startsWith("xn--"), row.id() + " built " + built);
        }
    }

    @Test
    void builderWritesTheALabelOfANonAsciiHost() {
        assertEquals("http://xn--caf-dma.example", HttpUrl.builder().host("café.example").build().toUri().toUriString());
    }

    @Test
    void builderWritesNoDefaultPort() {
        assertEquals("http://example.com/a%20b?x=1&2%20", HttpUrl.builder().host("example.com").port(80)
                .addPathSegment("a b").query("x=1&2 ").build().toUri().toUriString());
        assertEquals("https://example.com/a", HttpUrl.builder().scheme("HTTPS").host("example.com").port(443)
                .addPathSegment("a").build().toUri().toUriString());
        assertEquals("https://example.com:8443/", HttpUrl.builder().scheme("https").host("example.com").port(8443)
                .addPathSegment("").build().toUri().toUriString());
        assertEquals("http://[::1]?q=a%20b#top", HttpUrl.builder().host("::1").addQueryParameter("q", "a b")
                .fragment("top").build().toUri().toUriString());
        assertEquals("http://h/", HttpUrl.parse("http://h:8080/").toBuilder().clearPort().build().toUri().toUriString());
        assertThrows(IllegalArgumentException.class, () -> HttpUrl.builder().scheme("ftp"));
        assertThrows(IllegalArgumentException.class, () -> HttpUrl.builder().port(65536));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> HttpUrl.builder().host("").build());
        assertEquals("HTTP_HOST_EMPTY", e.violations().get(0).code());
        assertThrows(UriSyntaxException.class, () -> HttpUrl.builder().host("h").rawPath("/a b").build());
    }

    @Test
    void requestTargets() {
        HttpUrl u = HttpUrl.parse("http://www.ics.uci.edu/pub/ietf/uri/#Related");
        assertEquals("/pub/ietf/uri/", u.originForm());                          // R141
        assertEquals("http://www.ics.uci.edu/pub/ietf/uri/", u.absoluteForm());  // R141
        assertEquals(RetrievalPlan.of("http", "proxy.example", 3128,
                List.of("GET http://www.ics.uci.edu/pub/ietf/uri/ HTTP/1.1", "Host: www.ics.uci.edu")),
                u.proxyPlan("proxy.example", 3128));
        HttpUrl p = HttpUrl.parse("http://h:8080?q#f");
        assertEquals("/?q", p.originForm());
        assertEquals("http://h:8080?q", p.absoluteForm());
        assertEquals("h:8080", p.hostHeader());
        assertEquals("a b", HttpUrl.parse("http://h/?x=a%20b").queryParameters().get("x"));
    }

    @Test
    void planRefusalsThrow() {
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> HttpUrl.parse("http://h:25/").plan());
        assertEquals("PORT_RESERVED", e.violations().get(0).code());
        assertEquals(List.of("GET / HTTP/1.1", "Host: h:25"),
                HttpUrl.parse("http://h:25/").plan(ValidationPolicy.defaults().withoutReservedPorts()).lines());
    }

    @Test
    void parseErrors() {
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> HttpUrl.parse("http:x"));
        assertEquals("http:x", e.input());
        assertEquals("HTTP_AUTHORITY_MISSING", e.violations().get(0).code());
        assertThrows(SchemeSyntaxException.class, () -> HttpUrl.parse("ftp://h/"));
        assertThrows(UriSyntaxException.class, () -> HttpUrl.parse("http://h:x/"));
        assertThrows(NullPointerException.class, () -> HttpUrl.from(null));
    }
}
