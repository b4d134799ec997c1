package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;

/** The javadoc examples of the resolution, normalization, equivalence, IRI and join API, as tests. */
class ResolveDocExamplesTest {

    @Test
    void uriResolve() {
        Uri base = Uri.parse("http://a/b/c/d;p?q");
        assertEquals("http://a/b/g", base.resolve("../g").toString());
        assertEquals("http://a/g", base.resolve("../../../g").toString());
        assertEquals("http://a/b/c/d;p?y", base.resolve("?y").toString());
        assertEquals("http://a/b/c/d;p?q#s", base.resolve("#s").toString());
        assertEquals("g:h", base.resolve("g:h").toString());
        assertEquals("http://a/b/c/g", base.resolve(Uri.parse("http:g"), ResolveOptions.defaults().withStrict(false)).toString());
        assertEquals("http://a/b/c/x",
                base.resolve(Uri.parse("g?y/../x"), ResolveOptions.defaults().withAlgorithm(Profile.RFC2396)).toString());
        assertEquals("foo:/.//x", Uri.parse("foo:/a").resolve("..//x").toString());
    }

    @Test
    void uriResolveOrNull() {
        Uri page = Uri.parse("http://a/b/c/d;p?q");
        assertEquals("http://a/b/g", page.resolveOrNull("../g").toString());
        assertNull(page.resolveOrNull("<g>"));
    }

    @Test
    void resolveOptions() {
        Uri base = Uri.parse("http://a/b/c/d;p?q");
        assertEquals("http:g", base.resolve("http:g").toString());
        assertEquals("http://a/b/c/g", base.resolve("http:g", ResolveOptions.defaults().withStrict(false)).toString());
        Uri draft = Uri.parse("http://a/b/c/d;p?q", Profile.RFC3986_DRAFT_2003);
        assertEquals("http://a/../g", draft.resolve("../../../g").toString());
        assertEquals("http://a/g", draft.resolve("../../../g",
                ResolveOptions.defaults().withLeadingDotDot(ResolveOptions.LeadingDotDot.REMOVE)).toString());
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> draft.resolve("../../../g",
                ResolveOptions.defaults().withLeadingDotDot(ResolveOptions.LeadingDotDot.REFUSE)));
        assertEquals(SyntaxError.DOT_SEGMENTS_ABOVE_ROOT, e.error());
        Uri s97 = Uri.parse("http://a", Profile.RFC2396);
        assertEquals("http://a/g", s97.resolve("g").toString());
        assertEquals("http://ag", s97.resolve("g", ResolveOptions.defaults().withEmptyBasePathDefect(true)).toString());
    }

    @Test
    void relativize() {
        Uri base = Uri.parse("http://a/b/c/d;p?q");
        assertEquals("../x", base.relativize(Uri.parse("http://a/b/x")).toString());
        assertEquals("", base.relativize(Uri.parse("http://a/b/c/d;p?q")).toString());
        assertEquals("#f", base.relativize(Uri.parse("http://a/b/c/d;p?q#f")).toString());
        assertEquals(".", base.relativize(Uri.parse("http://a/b/c/")).toString());
        assertEquals("//z/b/c/g", base.relativize(Uri.parse("http://z/b/c/g")).toString());
        assertEquals("https://a/b/c/g", base.relativize(Uri.parse("https://a/b/c/g")).toString());
    }

    @Test
    void normalization() {
        Uri u = Uri.parse("HTTP://Example.COM:80/%7euser/./a/../b");
        assertEquals("http://example.com/~user/b", u.normalize().toString());
        assertEquals("http://example.com:80/%7Euser/./a/../b", u.normalize(EnumSet.of(Normalization.CASE)).toString());
        assertEquals("http://example.com:80/~user/b", u.normalize(Normalization.syntaxBased()).toString());
        assertEquals("http://[2001:db8::1]/", Uri.parse("http://[2001:DB8:0::1]").normalize().toString());
        assertEquals("http://a/b%2Fc", Uri.parse("http://a/b%2Fc").normalize().toString());
    }

    @Test
    void equivalence() {
        Uri a = Uri.parse("HTTP://Example.com:80/%7Euser/a/../b");
        Uri b = Uri.parse("http://example.com/~user/b");
        assertFalse(Equivalence.STRING.test(a, b));
        assertFalse(Equivalence.SYNTAX.test(a, b));
        assertTrue(Equivalence.SCHEME.test(a, b));
        assertTrue(Equivalence.SCHEME.test(a, b));
        Map<String, Uri> seen = new HashMap<>();
        seen.putIfAbsent(Equivalence.SCHEME.key(a), a);
        assertEquals(a, seen.get(Equivalence.SCHEME.key(b)));
        assertTrue(Equivalence.SCHEME.test(Uri.parse("http://example.com:80/"), Uri.parse("HTTP://EXAMPLE.com")));
        assertFalse(Equivalence.SCHEME.test(Uri.parse("http://a/b%2Fc"), Uri.parse("http://a/b/c")));
    }

    @Test
    void schemes() {
        SchemeHandler coap = SchemeHandler.withDefaultPort("coap", 5683);
        SchemeRegistry registry = SchemeRegistry.defaults().with(coap);
        assertEquals("coap://h/x", Uri.parse("coap://h:5683/x").normalize(Normalization.all(), registry).toString());
        SchemeRegistry r = SchemeRegistry.defaults();
        assertEquals(80, r.defaultPort("HTTP"));
        assertEquals(443, r.defaultPort("wss"));
        assertEquals(-1, r.defaultPort("mailto"));
        assertEquals("http://a/", r.normalize(Uri.parse("http://a:80")).toString());
    }

    @Test
    void baseEstablishment() {
        BaseUri base = BaseUri.builder()
                .embedded("http://www.ics.uci.edu/Test/a/b/c")
                .retrievedFrom("http://example.org/doc", "http://example.org/moved")
                .establish();
        assertEquals(BaseUri.Source.EMBEDDED, base.source());
        assertEquals("http://www.ics.uci.edu/Test/a/x", base.resolve("../x").toString());
        assertEquals("http://a/c", BaseUri.builder().retrievedFrom("http://a/b/", "../c").establish().uri().toString());
        assertNull(BaseUri.builder().establish());
    }

    @Test
    void joinAndIris() {
        Uri api = Uri.parse("https://example.com/api/users/");
        assertEquals("https://example.com/api/users/alice", api.withAppendedPathSegment("alice").toString());
        assertEquals("https://example.com/api/users/..%2Fadmin", api.withAppendedPathSegment("../admin").toString());
        assertEquals("https://example.com/api/users/a%20b%3Fc%23d", api.withAppendedPathSegment("a b?c#d").toString());
        assertEquals(SyntaxError.DOT_SEGMENT_AS_DATA,
                assertThrows(UriSyntaxException.class, () -> api.withAppendedPathSegment("..")).error());
        assertEquals("http://bücher.example/café?q=€%20x",
                Uri.parse("http://xn--bcher-kva.example/caf%C3%A9?q=%E2%82%AC%20x").toIriString());
        assertEquals("http://xn--bcher-kva.example/caf%C3%A9?q=%E2%82%AC", Uri.fromIri("http://bücher.example/café?q=€").toString());
        assertEquals("#D%C3%BCrst", Uri.fromIri("#Dürst").toString());
    }
}
