package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.Component;

/** Every example in the javadoc of {@code org.urikit.whatwg}, so that the two cannot drift apart. */
class WhatwgDocExamplesTest {

    @Test
    void webUrl() {
        WebUrl u = WebUrl.parse("HTTP://EXAMPLE.com:80/a/../b c?q=1#top");
        assertEquals("http://example.com/b%20c?q=1#top", u.href());
        assertEquals("http:", u.protocol());
        assertEquals("example.com", u.host());
        assertEquals("/b%20c", u.pathname());
        assertEquals("?q=1", u.search());
        assertEquals("#top", u.hash());
        assertEquals("http://example.com", u.origin().serialize());
        assertEquals("http://a/x", WebUrl.parse("../x", "http://a/b/c").href());
        assertEquals("evil.com", WebUrl.parse("http://evil.com\\@good.com/").hostname());
        assertEquals("127.0.0.1", WebUrl.parse("http://0x7f.1/").hostname());
        assertEquals("http://example.com/x%20y?q=1#top", u.withPathname("/x y").href());
        assertEquals("1", u.searchParams().get("q"));
        assertEquals("https://a.example:8080/", WebUrl.parse("https://a.example/").withPort("8080x").href());
        WebUrl a = WebUrl.parse("https://a.example/");
        assertSame(a, a.withProtocol("mailto"));
    }

    @Test
    void packageInfo() {
        WebUrl u = WebUrl.parse("HTTP://EXAMPLE.com:80/a/../b c?q=1");
        assertEquals("http://example.com/b%20c?q=1", u.href());
        assertEquals("http://example.com/b%20c?q=1#top", u.withHash("top").href());
        assertEquals("1", u.searchParams().get("q"));
        WebUrlResult.Failure f = (WebUrlResult.Failure) WebUrl.tryParse("https://example.org:7z");
        assertEquals(WebUrlError.PORT_INVALID, f.error());
        assertEquals("port-invalid", f.error().standardName());
        assertEquals(21, f.index());
        assertEquals(List.of(new UrlReadings.Difference(Component.HOST, "0x7f.1", "127.0.0.1")),
                UrlReadings.compare("http://0x7f.1/").differences());
    }

    @Test
    void errors() {
        assertEquals("[invalid-credentials@12, invalid-reverse-solidus@24, invalid-URL-unit@26]",
                WebUrl.tryParse("https://user@example.org\\a b").validationErrors().toString());
        assertEquals("port-invalid", WebUrlError.PORT_INVALID.standardName());
        assertEquals(WebUrlError.PORT_INVALID, WebUrlError.fromStandardName("port-invalid"));
        assertEquals("[invalid-URL-unit@21]", WebUrl.tryParse("https://example.org/a b").validationErrors().toString());
        WebUrlSyntaxException e = assertThrows(WebUrlSyntaxException.class, () -> WebUrl.parse("https://example.org:7z"));
        assertEquals(WebUrlError.PORT_INVALID, e.error());
        assertEquals(21, e.index());
        assertEquals("port-invalid at index 21: the port is not decimal digits, found 'z'\n"
                + "  https://example.org:7z\n"
                + "                       ^", e.getMessage());
        WebUrlResult r = WebUrl.tryParse("HTTP://EXAMPLE.com\\a b");
        WebUrlResult.Success s = (WebUrlResult.Success) r;
        assertEquals("http://example.com/a%20b", s.url().href());
        assertEquals("[invalid-reverse-solidus@18, invalid-URL-unit@20]", s.validationErrors().toString());
        assertFalse(s.isValidUrlString());
        assertTrue(((WebUrlResult.Success) WebUrl.tryParse("https://example.com/")).isValidUrlString());
        assertEquals("https://u:****@h/", WebUrl.tryParse("https://u:secret@h/").redactedInput());
    }

    @Test
    void percentEncodeSets() {
        assertTrue(PercentEncodeSet.PATH.contains('?'));
        assertFalse(PercentEncodeSet.QUERY.contains('\''));
        assertTrue(PercentEncodeSet.SPECIAL_QUERY.contains('\''));
        assertEquals("a%20b/c%3F", PercentEncodeSet.PATH.encode("a b/c?"));
        assertEquals("a%26b%3Dc%2Fd", PercentEncodeSet.COMPONENT.encode("a&b=c/d"));
        assertEquals("a+b%7E", PercentEncodeSet.FORM_URLENCODED.encode("a b~"));
        assertEquals("a%3Ab%40c", PercentEncodeSet.USERINFO.encode("a:b@c"));
        assertEquals("%C3%A9%01", PercentEncodeSet.C0_CONTROL.encode("\u00e9\u0001"));
        assertEquals("100%", PercentEncodeSet.PATH.encode("100%"));
        String same = "abc";
        assertSame(same, PercentEncodeSet.PATH.encode(same));
    }

    @Test
    void hostTypesAndOrigins() {
        assertEquals(HostType.DOMAIN, WebUrl.parse("https://EXAMPLE.com/").hostType());
        assertEquals(HostType.IPV4, WebUrl.parse("http://0x7f.1/").hostType());
        assertEquals(HostType.IPV6, WebUrl.parse("http://[0:0::1]/").hostType());
        assertEquals("[::1]", WebUrl.parse("http://[0:0::1]/").hostname());
        assertEquals(HostType.OPAQUE, WebUrl.parse("git://github.com/x").hostType());
        assertEquals(HostType.EMPTY, WebUrl.parse("file:///etc/hosts").hostType());
        assertNull(WebUrl.parse("mailto:x").hostType());
        assertEquals("https://example.com:8443", WebUrl.parse("https://example.com:8443/a").origin().serialize());
        assertEquals("https://example.com", WebUrl.parse("https://example.com:443/a").origin().serialize());
        assertEquals("https://a.example", WebUrl.parse("blob:https://a.example/uuid").origin().serialize());
        assertEquals("null", WebUrl.parse("file:///etc/hosts").origin().serialize());
        WebUrl data = WebUrl.parse("data:text/plain,x");
        assertTrue(data.origin().isOpaque());
        assertFalse(data.origin().equals(data.origin()));
    }

    @Test
    void searchParams() {
        WebUrl u = WebUrl.parse("https://example.com/?q=a+b&tag=x&tag=y");
        UrlSearchParams p = u.searchParams();
        assertEquals("a b", p.get("q"));
        assertEquals(List.of("x", "y"), p.getAll("tag"));
        assertEquals("q=a+b&tag=z", p.with("tag", "z").toString());
        assertEquals("q=a+b&tag=x&tag=y&tag=z", p.withAppended("tag", "z").toString());
        assertEquals("q=a+b", p.without("tag").sorted().toString());
        assertEquals("https://example.com/?tag=x&tag=y", u.withSearchParams(p.without("q")).href());
        assertEquals("a=1&b=+&c=", UrlSearchParams.parse("a=1&&b=%20&c").toString());
        assertEquals("1", UrlSearchParams.fromSearch("?a=1").get("a"));
        assertEquals("https://example.com/?a=b+%7E",
                WebUrl.parse("https://example.com/?a=b ~").withSearchParams(WebUrl.parse("https://example.com/?a=b ~")
                        .searchParams().sorted()).href());
    }

    @Test
    void readings() {
        UrlReadings r = UrlReadings.compare("http://evil.com\\@good.com/");
        assertFalse(r.agree());
        assertTrue(r.validityDiffers());
        assertEquals(List.of(), r.differences());
        assertTrue(UrlReadings.compare("https://example.com/a").agree());
        assertTrue(UrlReadings.compare("HTTP://EXAMPLE.com:80/a/./b").agree());
        assertTrue(UrlReadings.compare("../x", "http://a/b/c").agree());
    }

    @Test
    void readme() {
        WebUrl w = WebUrl.parse("HTTP://EXAMPLE.com:80/a/../b c?q=1");
        assertEquals("http://example.com/b%20c?q=1", w.href());
        assertEquals("http://example.com/x?q=1#top", w.withPathname("/x").withHash("top").href());
        assertEquals("q=1&k=a+b", w.searchParams().withAppended("k", "a b").toString());
        assertEquals("http://a/x", WebUrl.parse("../x", "http://a/b/c").href());
        assertEquals("xn--bcher-kva.example", WebUrl.parse("https://b\u00fccher.example/").hostname());
        assertEquals(List.of(new UrlReadings.Difference(Component.HOST, "0x7f.1", "127.0.0.1")),
                UrlReadings.compare("http://0x7f.1/").differences());
        assertFalse(UrlReadings.compare("http://evil.com\\@good.com/").agree());
    }
}
