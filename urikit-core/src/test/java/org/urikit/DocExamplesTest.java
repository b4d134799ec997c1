package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.Caret;
import org.urikit.error.Redaction;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * The examples of the core types' javadoc, one test per type, so the documentation cannot
 * drift from the code (Java 17 has no {@code @snippet}). When you change an example in
 * javadoc, change it here too.
 */
class DocExamplesTest {

    @Test
    void uri() {
        Uri u = Uri.parse("http://user@example.com:8080/a%20b/c?q=1#top");
        u.checkInvariants();
        assertEquals("http", u.scheme());
        assertEquals("user", u.userInfo());
        assertEquals("example.com", u.host());
        assertEquals("8080", u.port());
        assertEquals(8080, u.portNumber());
        assertEquals("/a%20b/c", u.path());
        assertEquals(List.of("a b", "c"), u.decodedPathSegments());
        assertEquals("q=1", u.query());
        assertEquals("top", u.fragment());
        assertEquals("http://user@example.com:8080/a%20b/c?q=1#top", u.toUriString());
        assertEquals(new Span(12, 23), u.span(Component.HOST), "README");

        assertTrue(Uri.parse("http://a/b?").hasQuery());
        assertFalse(Uri.isValid("http://a b/"));
        ParseResult.Failure f = assertInstanceOf(ParseResult.Failure.class, Uri.tryParse("http://h:x/"));
        assertEquals(SyntaxError.PORT_INVALID, f.error());
        assertEquals(9, f.index());
    }

    @Test
    void parseOrNull() {
        assertEquals("h", Uri.parseOrNull("http://h/").host());
        assertEquals(null, Uri.parseOrNull("http://h:x/"));
        assertEquals(null, Uri.parseOrNull(null));
        assertEquals(null, Uri.parseOrNull("http://[::1]/", Profile.RFC2396));
    }

    @Test
    void uriOffsetDiagramExample() {
        // The RFC 3986 §3 example used for the offset picture in Uri's javadoc.
        Uri u = Uri.parse("foo://user@example.com:8042/over/there?name=ferret#nose");
        u.checkInvariants();
        assertEquals(3, u.schemeEnd);
        assertEquals(11, u.hostStart);
        assertEquals(22, u.hostEnd);
        assertEquals(27, u.pathStart);
        assertEquals(38, u.queryStart);
        assertEquals(50, u.fragmentStart);
    }

    @Test
    void syntaxErrorAndException() {
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://h:x/"));
        assertEquals(SyntaxError.PORT_INVALID, e.error());
        assertEquals(9, e.index());
        assertEquals("http://h:x/", e.input());
        assertEquals("PORT_INVALID at index 9: the port must be decimal digits, found 'x'\n"
                + "  http://h:x/\n"
                + "           ^", e.getMessage());
    }

    @Test
    void parseResult() {
        assertEquals("a", Uri.tryParse("a").orElseThrow().path());
        assertInstanceOf(ParseResult.Success.class, Uri.tryParse("a"));
        ParseResult.Failure f = assertInstanceOf(ParseResult.Failure.class, Uri.tryParse(null));
        assertEquals(SyntaxError.INPUT_NULL, f.error());
        assertEquals(null, f.orNull());
    }

    @Test
    void profile() {
        assertTrue(Uri.isValid("http://[::1]/"));
        assertFalse(Uri.isValid("http://[::1]/", Profile.RFC2396));
        assertTrue(Uri.isValid("1abc:x", Profile.RFC2396));
    }

    /** The examples of Redaction, Caret.appendMasked, Component, Profile.allowed, Uri.redacted/toString and README "Passwords". */
    @Test
    void passwordsAndComponents() {
        assertEquals("ftp://foo:****@host.com/", Redaction.redact("ftp://foo:secret@host.com/"));
        assertEquals("ftp://foo:@host.com/", Redaction.redact("ftp://foo:@host.com/"));
        assertEquals("ht tp://u:****@h/", Redaction.redact("ht tp://u:pw@h/"));
        assertEquals("http:/u:****@h/", Redaction.redact("http:/u:pw@h/"));
        assertEquals("http://h/a:b@c", Redaction.redact("http://h/a:b@c"));
        assertEquals("u:****", Redaction.mask("u:pw", 2, 4));
        assertEquals(16, Redaction.maskedIndex("http://u:secret@h:x/", 18));
        assertEquals(9, Redaction.maskedIndex("http://u:secret@h:x/", 11));
        StringBuilder sb = new StringBuilder("PORT_INVALID at index 18: the port must be decimal digits");
        Caret.appendMasked(sb, "http://u:secret@h:x/", 18, "input", false);
        assertTrue(sb.toString().endsWith(", found 'x'\n  http://u:****@h:x/\n                  ^"), sb.toString());

        Uri ftp = Uri.parse("ftp://anne:pw@ftp.example:2121/pub/f.txt");
        assertEquals("anne", ftp.span(Component.USER).substring(ftp.toUriString()));
        assertEquals(new Span(11, 13), ftp.span(Component.PASSWORD));
        assertTrue(Profile.RFC3986.allowed(Component.PATH_SEGMENT).contains('~'));
        assertTrue(Profile.RFC1738.mustEscape('~', Component.PATH_SEGMENT));
        assertTrue(Profile.RFC3986.mustEscape(':', Component.USER));
        assertEquals(CharClass.DIGIT, Profile.RFC3986.allowed(Component.PORT));
        assertTrue(Profile.RFC3986.allowed(Component.PASSWORD).contains(':'));
        assertFalse(Profile.RFC2396.allowed(Component.PASSWORD).contains(':'));

        assertEquals("ftp://foo:****@h/", Uri.parse("ftp://foo:secret@h/").redacted());
        assertEquals("http:u:****@h", Uri.parse("http:u:secret@h").redacted());
        assertEquals("ftp://foo:@h/", Uri.parse("ftp://foo:@h/").redacted());
        Uri u = Uri.parse("ftp://u:pw@h/pw/x");
        assertEquals("ftp://u:****@h/pw/x", u.toString());
        assertEquals("ftp://u:pw@h/pw/x", u.toUriString());
        assertEquals("http:u:****@h", Uri.parse("http:u:pw@h").toString());
        assertEquals("https://u:****@h/", org.urikit.whatwg.WebUrl.parse("https://u:pw@h/").toString());
        assertEquals("https://u:****@h/", org.urikit.whatwg.WebUrl.parse("https://u:pw@h/").redacted());
        assertEquals("https://u:****@h/{x}", org.urikit.template.UriTemplate.parse("https://u:pw@h/{x}").toString());
    }

    @Test
    void hostKindAndHost() {
        assertEquals(HostKind.IPV6, Uri.parse("http://[::1]/").hostKind());
        assertEquals(HostKind.IPV4, Uri.parse("http://10.0.0.1/").hostKind());
        assertEquals(HostKind.REG_NAME, Uri.parse("http://256.0.0.1/").hostKind());

        Host.Ipv6 v6 = assertInstanceOf(Host.Ipv6.class, Uri.parse("http://[fe80::1%25eth0]:8080/").hostInfo());
        assertEquals(0xfe80000000000000L, v6.high());
        assertEquals(1L, v6.low());
        assertEquals("eth0", v6.zone());
        assertEquals("fe80::1", v6.toCanonicalString());
        assertEquals(Uri.parse("http://[::1]/").hostInfo(), Uri.parse("http://[0:0::1]/").hostInfo());
        assertEquals(new Host.Ipv4(0x0A000001), Uri.parse("http://10.0.0.1/").hostInfo());
    }

    @Test
    void charClass() {
        assertTrue(CharClass.PCHAR.contains('@'));
        assertFalse(CharClass.QUERY.contains('#'));
        CharClass tight = CharClass.UNRESERVED.with("!$");
        assertTrue(tight.contains('$'));
        assertFalse(CharClass.UNRESERVED.contains('$'));
        assertNotEquals(tight, CharClass.UNRESERVED);
    }

    @Test
    void percentCodec() {
        assertEquals("a%20b%2Fc", PercentCodec.encodePathSegment("a b/c"));
        assertEquals("x%26y%3Dz", PercentCodec.encodeQueryParameter("x&y=z"));
        assertEquals("caf\u00e9", PercentCodec.decode("caf%C3%A9"));
        assertEquals("a%20b%20c", PercentCodec.encodeKeepingEscapes("a%20b c"));
        String ok = "ok";
        assertSame(ok, PercentCodec.encode(ok, CharClass.PCHAR));
    }
}
