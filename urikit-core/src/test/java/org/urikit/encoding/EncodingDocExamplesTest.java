package org.urikit.encoding;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.encoding.QueryParameters.Parameter;
import org.urikit.error.UriSyntaxException;

/**
 * Every example in the javadoc of {@link CharClass}, {@link PercentCodec}, {@link FormCodec},
 * {@link QueryParameters} and {@code Uri.queryParameters()}, run as written, so that the
 * documentation cannot drift from the code (design guide C9, "doc examples are tests").
 */
class EncodingDocExamplesTest {

    @Test
    void charClass() {
        assertTrue(CharClass.PCHAR.contains('@'));
        assertFalse(CharClass.QUERY.contains('#'));
        assertFalse(CharClass.UNRESERVED.contains('\u00e9'));
        assertEquals(68, CharClass.UNRESERVED.with("!$").size());
        assertEquals("[0-9a-c]", CharClass.of("abc").union(CharClass.range('0', '9')).toString());
        assertEquals(0, CharClass.NONE.size());
        assertEquals(128, CharClass.NONE.complement().size());
        assertEquals(CharClass.GEN_DELIMS, CharClass.of(":/?#[]@"));
        assertEquals(CharClass.NONE, CharClass.of(""));
        assertEquals(26, CharClass.range('A', 'Z').size());
        assertEquals("[a]", CharClass.range('a', 'a').toString());
        assertEquals(CharClass.QUERY, CharClass.PCHAR.with("/?"));
        assertEquals(CharClass.SEGMENT_NZ_NC, CharClass.PCHAR.without(":"));
        assertEquals(CharClass.RESERVED, CharClass.GEN_DELIMS.union(CharClass.SUB_DELIMS));
        assertFalse(CharClass.QUERY.minus(CharClass.of("&=")).contains('&'));
        assertEquals("[:@]", CharClass.PCHAR.intersect(CharClass.GEN_DELIMS).toString());
        assertTrue(CharClass.UNRESERVED.complement().contains(' '));
        assertFalse(CharClass.UNRESERVED.complement().contains('\u00e9'));
        assertTrue(CharClass.ALPHA.contains('q'));
        assertFalse(CharClass.ALPHA.contains(-1));
        assertFalse(CharClass.ALPHA.contains(0xE9));
        assertTrue(CharClass.SCHEME.containsAll("svn+ssh"));
        assertFalse(CharClass.SCHEME.containsAll("a b"));
        assertTrue(CharClass.ALPHA.intersect(CharClass.DIGIT).isEmpty());
        assertEquals(66, CharClass.UNRESERVED.size());
        assertEquals("[\\-.0-9A-Z_a-z~]", CharClass.UNRESERVED.toString());
        assertEquals("[\\x00-\\x7F]", CharClass.NONE.complement().toString());
        assertEquals("[]", CharClass.NONE.toString());
        assertEquals(52, CharClass.ALPHA.size());
        assertEquals(10, CharClass.DIGIT.size());
        assertEquals(22, CharClass.HEXDIG.size());
        assertEquals(18, CharClass.RESERVED.size());
        assertEquals(79, CharClass.PCHAR.size());
        assertEquals(81, CharClass.QUERY.size());
    }

    @Test
    void percentCodec() {
        assertEquals("a%20b%2Fc", PercentCodec.encodePathSegment("a b/c"));
        assertEquals("x%26y%3Dz", PercentCodec.encodeQueryParameter("x&y=z"));
        assertEquals("%C3%A9", PercentCodec.encodePathSegment("\u00e9"));
        assertEquals("caf\u00e9", PercentCodec.decode("caf%C3%A9"));
        assertEquals("%41", PercentCodec.decode("%2541"));
        assertEquals(1, assertThrows(UriSyntaxException.class, () -> PercentCodec.decode("a%zz")).index());
        assertEquals("a%zz", PercentCodec.decodeLenient("a%zz"));
        assertEquals("a%20b%20c", PercentCodec.encodeKeepingEscapes("a%20b c"));
        String ok = "ok";
        assertSame(ok, PercentCodec.encode(ok, CharClass.PCHAR));

        assertEquals("/users/a%20b", PercentCodec.encodeTo(new StringBuilder("/users/"), "a b", CharClass.UNRESERVED).toString());
        assertEquals("/a%20b%20c", PercentCodec.encodeKeepingEscapesTo(new StringBuilder("/"), "a%20b c", CharClass.PCHAR).toString());
        assertEquals("a%20b", PercentCodec.encode("a b", CharClass.UNRESERVED));
        assertEquals("100%25", PercentCodec.encode("100%", CharClass.UNRESERVED));
        assertEquals("%F0%9F%98%80", PercentCodec.encode(Character.toString(0x1F600), CharClass.UNRESERVED));
        assertEquals("%E9", PercentCodec.encode("\u00e9", CharClass.PCHAR, ISO_8859_1));
        assertEquals("%C3%A9", PercentCodec.encode("\u00e9", CharClass.PCHAR, UTF_8));
        assertEquals("%FFa%20", PercentCodec.encode(new byte[] {(byte) 0xFF, 'a', ' '}, CharClass.UNRESERVED));
        assertEquals("caf%E9", PercentCodec.encode("caf\u00e9".getBytes(ISO_8859_1), CharClass.PCHAR));

        assertEquals("a%20b%20c", PercentCodec.encodeKeepingEscapes("a%20b c", CharClass.PCHAR));
        assertEquals("100%25", PercentCodec.encodeKeepingEscapes("100%", CharClass.PCHAR));
        assertEquals("%7e%25zz", PercentCodec.encodeKeepingEscapes("%7e%zz", CharClass.PCHAR));
        assertEquals("http://a/%7Bx%7D", PercentCodec.encodeKeepingEscapes("http://a/{x}"));
        String safe = "http://a/%7Bx%7D";
        assertSame(safe, PercentCodec.encodeKeepingEscapes(safe));
        assertEquals("http://a/b%20c?q=%C3%A9#f", PercentCodec.encodeKeepingEscapes("http://a/b c?q=\u00e9#f"));

        assertEquals("a;b", PercentCodec.encodePathSegment("a;b"));
        assertEquals("q=a%20b&lang=fr%23x", PercentCodec.encodeQuery("q=a b&lang=fr#x"));
        assertEquals("1%2B1", PercentCodec.encodeQueryParameter("1+1"));
        assertEquals("a/b?c", PercentCodec.encodeQueryParameter("a/b?c"));
        assertEquals("section%202%23b", PercentCodec.encodeFragment("section 2#b"));
        assertEquals("me%40home:pw", PercentCodec.encodeUserInfo("me@home:pw"));
        assertEquals("a%3Ab%40c", PercentCodec.encodeUserInfoPart("a:b@c"));
        assertEquals("my%20host", PercentCodec.encodeRegName("my host"));
        assertEquals("b%C3%BCcher.de", PercentCodec.encodeRegName("b\u00fccher.de"));

        assertEquals("a+b+c", PercentCodec.decode("a+b%2Bc"));
        assertEquals("\uFFFD", PercentCodec.decode("%FF"));
        assertEquals(0, assertThrows(UriSyntaxException.class, () -> PercentCodec.decode("%4")).index());
        assertEquals("100%", PercentCodec.decodeLenient("100%"));
        assertEquals("a%zzA", PercentCodec.decodeLenient("a%zz%41"));
        assertEquals("%A", PercentCodec.decodeLenient("%%41"));
        assertArrayEquals(new byte[] {(byte) 0xFF, 'a'}, PercentCodec.decodeToBytes("%FFa"));
        assertEquals("caf\u00e9", new String(PercentCodec.decodeToBytes("caf%E9"), ISO_8859_1));
        assertEquals("%FFa", PercentCodec.encode(PercentCodec.decodeToBytes("%FFa"), CharClass.PCHAR));
        assertTrue(PercentCodec.isEscape("a%2fb", 1));
        assertFalse(PercentCodec.isEscape("a%2", 1));
        assertFalse(PercentCodec.isEscape("a%2g", 1));
    }

    @Test
    void formCodec() {
        assertEquals("a+b%26c%3Dd%7E", FormCodec.encode("a b&c=d~"));
        assertEquals("a b+c", FormCodec.decode("a+b%2Bc"));
        assertEquals("%zz", FormCodec.decode("%zz"));
        QueryParameters p = FormCodec.parse("q=caf%C3%A9+au+lait&x");
        assertEquals("caf\u00e9 au lait", p.get("q"));
        assertEquals("", p.get("x"));
        assertEquals("q=caf%C3%A9+au+lait&x=", FormCodec.serialize(p));
        assertTrue(FormCodec.ALLOWED.contains('*'));
        assertFalse(FormCodec.ALLOWED.contains('~'));
        assertEquals("a+b", FormCodec.encode("a b"));
        assertEquals("1%2B1%3D2", FormCodec.encode("1+1=2"));
        assertEquals("%C3%A9%7E", FormCodec.encode("\u00e9~"));
        String safe = "a*b-c._";
        assertSame(safe, FormCodec.encode(safe));
        assertEquals("a b", FormCodec.decode("a+b"));
        assertEquals("a+b", FormCodec.decode("a%2Bb"));
        assertEquals("a M", FormCodec.decode("%61+%4d"));
        assertEquals("100%", FormCodec.decode("100%"));
        assertEquals("\uFFFDx", FormCodec.decode("%C2x"));
        assertEquals("[a=1, b=x y, a=2, c=]", FormCodec.parse("a=1&b=x+y&a=2&&c").toString());
        assertTrue(FormCodec.parse("").isEmpty());
        assertEquals("=b", FormCodec.parse("a==b").get("a"));
        assertEquals("q=a+b&lang", FormCodec.serialize(QueryParameters.parse("q=a%20b&lang")));
        assertEquals("x=1+1", FormCodec.serialize(FormCodec.parse("x=1+1")));
    }

    @Test
    void queryParameters() {
        QueryParameters q = Uri.parse("http://h/s?tag=a&tag=b%26c&debug&x=1+1").queryParameters();
        assertEquals(4, q.size());
        assertEquals("a", q.get("tag"));
        assertEquals(List.of("a", "b&c"), q.getAll("tag"));
        assertNull(q.value(2));
        assertEquals("1+1", q.get("x"));
        assertEquals(List.of("tag", "debug", "x"), List.copyOf(q.names()));
        assertEquals("tag=a&tag=b%26c&debug&x=1%2B1&p=a%20b", q.withAppended("p", "a b").toRawQuery());
        assertEquals("1 1", QueryParameters.parseForm("x=1+1").get("x"));
        assertEquals("a=~", QueryParameters.parse("a=%7e").toRawQuery());

        assertEquals("q=a%20b", QueryParameters.of(List.of(new Parameter("q", "a b"))).toRawQuery());
        assertEquals("flag", QueryParameters.of(List.of(new Parameter("flag", null))).toRawQuery());
        assertEquals(0, QueryParameters.empty().size());
        assertEquals("", QueryParameters.empty().toRawQuery());
        assertEquals("a=1", QueryParameters.of(List.of(new Parameter("a", "1"))).toRawQuery());
        assertEquals(List.of(new Parameter("a", "1"), new Parameter("b", ""), new Parameter("c", null),
                new Parameter("", "d"), new Parameter("e", "f=g")), QueryParameters.parse("a=1&b=&c&=d&e=f=g").toList());
        assertEquals(List.of(new Parameter("x", "&=+")), QueryParameters.parse("x=%26%3D+").toList());
        assertEquals(0, QueryParameters.parse("&&").size());
        assertEquals(List.of(new Parameter("q", "caf\u00e9 au lait"), new Parameter("flag", "")),
                QueryParameters.parseForm("q=caf%C3%A9+au+lait&flag").toList());
        assertEquals(2, QueryParameters.parse("a=1&a=2").size());
        assertTrue(QueryParameters.parse("").isEmpty());
        assertEquals("b", QueryParameters.parse("a=1&b=2").name(1));
        assertEquals("1", QueryParameters.parse("a=1&b").value(0));
        assertNull(QueryParameters.parse("a=1&b").value(1));
        assertEquals("1", QueryParameters.parse("a=1&a=2").get("a"));
        assertNull(QueryParameters.parse("a=1").get("b"));
        assertEquals(Arrays.asList("1", null, "3"), QueryParameters.parse("a=1&b=2&a&a=3").getAll("a"));
        assertTrue(QueryParameters.parse("debug").has("debug"));
        assertNull(QueryParameters.parse("debug").get("debug"));
        assertEquals(List.of("b", "a"), List.copyOf(QueryParameters.parse("b=1&a=2&b=3").names()));
        assertEquals("[a=1, b]", QueryParameters.parse("a=1&b").toList().toString());
        assertEquals("a=1&b&c=x%20y", QueryParameters.parse("a=1").withAppended("b", null).withAppended("c", "x y").toRawQuery());
        assertEquals("b=2", QueryParameters.parse("a=1&b=2&a=3").without("a").toRawQuery());
        assertEquals("q=a%20b&flag&x=", QueryParameters.parse("q=a%20b&flag&x=").toRawQuery());
        assertEquals("q=1%201", QueryParameters.parseForm("q=1+1").toRawQuery());
        assertEquals("q=a+b&x=1%2B1", QueryParameters.parse("q=a%20b&x=1%2B1").toFormEncoded());
        assertEquals("[a=1, flag, b=x y]", QueryParameters.parse("a=1&flag&b=x%20y").toString());
    }

    @Test
    void uriQueryParameters() {
        Uri u = Uri.parse("http://h/s?tag=a&tag=b%26c&debug&x=1+1");
        assertEquals(List.of("a", "b&c"), u.queryParameters().getAll("tag"));
        assertNull(u.queryParameters().get("debug"));
        assertEquals("", Uri.parse("http://h/s?debug=").queryParameters().get("debug"));
        assertEquals("1+1", u.queryParameters().get("x"));
        assertTrue(Uri.parse("http://h/").queryParameters().isEmpty());
    }
}
