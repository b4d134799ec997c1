package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;
import org.urikit.error.SyntaxError;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;

/** The parts of the {@link WebUrl} API that the WPT suites do not reach: record accessors, conversions, value semantics. */
class WebUrlApiTest {

    /** Appending a segment goes through the pathname setter (URL Standard §6.1) with the data encoded as one segment. */
    @Test
    void appendedPathSegment() {
        assertEquals("https://curl.se/hello/you", WebUrl.parse("https://curl.se/hello").withAppendedPathSegment("you").href());
        assertEquals("https://h/api/x?q#f", WebUrl.parse("https://h/api/?q#f").withAppendedPathSegment("x").href());
        assertEquals("https://h/a/..%2Fx%5Cy%3F%23%25", WebUrl.parse("https://h/a").withAppendedPathSegment("../x\\y?#%").href());
        assertEquals("https://h/a/%252e", WebUrl.parse("https://h/a").withAppendedPathSegment("%2e").href());
        assertEquals("https://h/caf%C3%A9", WebUrl.parse("https://h").withAppendedPathSegment("caf\u00e9").href());
        WebUrl opaque = WebUrl.parse("mailto:a@b");
        assertSame(opaque, opaque.withAppendedPathSegment("x"));
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> WebUrl.parse("https://h/").withAppendedPathSegment(".."));
        assertEquals(SyntaxError.DOT_SEGMENT_AS_DATA, e.error());
    }

    /** The URL Standard's default ports of the special schemes (section 4.1); file and other schemes have none. */
    @Test
    void effectivePort() {
        assertEquals(21, WebUrl.parse("ftp://h/").effectivePort());
        assertEquals(80, WebUrl.parse("http://h/").effectivePort());
        assertEquals(443, WebUrl.parse("https://h/").effectivePort());
        assertEquals(80, WebUrl.parse("ws://h/").effectivePort());
        assertEquals(443, WebUrl.parse("wss://h/").effectivePort());
        assertEquals(-1, WebUrl.parse("file:///x").effectivePort());
        assertEquals(-1, WebUrl.parse("foo://h/").effectivePort());
        assertEquals(8443, WebUrl.parse("https://h:8443/").effectivePort());
        assertEquals(7, WebUrl.parse("foo://h:7/").effectivePort());
        assertEquals(443, WebUrl.parse("https://h:443/").effectivePort());
    }

    @Test
    void absentAndEmptyQueryAndFragment() {
        WebUrl none = WebUrl.parse("http://a/b");
        WebUrl empty = WebUrl.parse("http://a/b?#");
        assertNull(none.query());
        assertNull(none.fragment());
        assertEquals("", empty.query());
        assertEquals("", empty.fragment());
        assertEquals("", empty.search());   // the API's getters cannot tell them apart
        assertEquals("", empty.hash());
        assertEquals("http://a/b?#", empty.href());
    }

    @Test
    void portsAndCredentials() {
        WebUrl u = WebUrl.parse("https://user:pw@h:8443/");
        assertEquals(8443, u.portNumber());
        assertEquals("8443", u.port());
        assertEquals("h:8443", u.host());
        assertTrue(u.includesCredentials());
        assertEquals("https://user:****@h:8443/", u.redacted());
        assertEquals(-1, WebUrl.parse("https://h:443/").portNumber());
        assertFalse(WebUrl.parse("https://@h/").includesCredentials());
        assertTrue(WebUrl.parse("https://:pw@h/").includesCredentials());
        assertEquals("https://:****@h/", WebUrl.parse("https://:pw@h/").redacted());
        assertEquals("https://u@h/", WebUrl.parse("https://u@h/").redacted());
    }

    @Test
    void toUriAndFromUri() {
        assertEquals(Uri.parse("http://example.com/a%20b"), WebUrl.parse("http://EXAMPLE.com/a b").toUri());
        // '|' stays in a WHATWG path, and RFC 3986 does not allow it.
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> WebUrl.parse("http://h/a|b").toUri());
        assertEquals(SyntaxError.PATH_CHAR_INVALID, e.error());
        assertEquals(10, e.index());
        assertEquals("http://example.com/", WebUrl.fromUri(Uri.parse("HTTP://Example.COM:80")).href());
        WebUrlSyntaxException rel = assertThrows(WebUrlSyntaxException.class, () -> WebUrl.fromUri(Uri.parse("../x")));
        assertEquals(WebUrlError.MISSING_SCHEME_NON_RELATIVE_URL, rel.error());
        // A valid URI with no WHATWG reading: an empty host in an http URL.
        assertThrows(WebUrlSyntaxException.class, () -> WebUrl.fromUri(Uri.parse("http://:80/")));
    }

    @Test
    void bases() {
        WebUrl base = WebUrl.parse("http://a/b/c?q#f");
        assertEquals("http://a/b/d", base.resolve("d").href());
        assertEquals("http://a/b/c?q#g", base.resolve("#g").href());
        assertEquals("http://a/b/c?r", base.resolve("?r").href());
        assertTrue(WebUrl.canParse("d", "http://a/"));
        assertFalse(WebUrl.canParse("d", "not a base"));
        assertFalse(WebUrl.canParse("d"));
        WebUrlSyntaxException e = assertThrows(WebUrlSyntaxException.class, () -> WebUrl.parse("d", "http://h:x/"));
        assertEquals("http://h:x/", e.input());
        assertEquals(WebUrlError.PORT_INVALID, e.error());
        assertEquals("http://h:x/", ((WebUrlResult.Failure) WebUrl.tryParse("d", "http://h:x/")).input());
        assertNull(WebUrl.parseOrNull(null));
        assertFalse(WebUrl.canParse(null));
        assertThrows(NullPointerException.class, () -> WebUrl.parse(null));
    }

    @Test
    void valueSemantics() throws Exception {
        WebUrl a = WebUrl.parse("http://a/b#x");
        WebUrl b = WebUrl.parse("HTTP://A/b#y");
        assertFalse(a.equals(b));
        assertTrue(a.equalsExcludingFragments(b));
        assertFalse(a.equalsExcludingFragments(WebUrl.parse("http://a/b?#x")));
        assertEquals(a, WebUrl.parse("http://a/b#x"));
        assertEquals(a.hashCode(), WebUrl.parse("http://a/b#x").hashCode());
        assertEquals("http://a/b#x", a.toString());
        assertSame(a, a.withHash("x"));
        assertSame(a, a.withPort("80"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(a);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(a, in.readObject());
        }
    }

    @Test
    void reusesTheInputWhenItIsTheSerialization() {
        String s = new String("https://example.com/a?b#c");
        assertSame(s, WebUrl.parse(s).href());
        String sc = new String("sc://h/p");
        assertSame(sc, WebUrl.parse(sc).href());
        String lower = new String("http://example.com");  // gains its '/'
        assertEquals("http://example.com/", WebUrl.parse(lower).href());
    }
}
