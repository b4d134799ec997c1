package org.urikit.scheme.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.ValidationPolicy;

/**
 * The builders and factory methods of the news, nntp, telnet, wais, prospero, mid/cid and afs
 * views beyond the round trips of {@link SchemeViewBuilderTest}: what they write, what they
 * reject, and the errors of {@code parse}/{@code from}.
 */
class LegacySchemeBuildersTest {
    @Test
    void news() {
        assertEquals("news:*", NewsUrl.builder().allGroups().build().toString());
        assertEquals("news:a/b@h.example", NewsUrl.builder().messageId("a/b@h.example").build().toString());
        assertEquals("news:%2Fx@h.example", NewsUrl.builder().messageId("/x@h.example").build().toString(), "not news://");
        assertEquals("news:why%3F@h.example", NewsUrl.builder().messageId("why?@h.example").build().toString());
        assertEquals("news://s.example:1119/comp.misc", NewsUrl.builder().server("s.example").port(1119).newsgroup("comp.misc")
                .build().toString());
        assertEquals("news://s.example/comp.misc", NewsUrl.builder().server("s.example").port(119).newsgroup("comp.misc")
                .build().toString());
        assertEquals("news:comp.lang#x", NewsUrl.parse("news:comp.misc#x").toBuilder().newsgroup("comp.lang").build().toString());
        assertEquals("news:comp.misc", NewsUrl.parse("news://s/comp.misc").toBuilder().server(null).build().toString());
        assertThrows(IllegalArgumentException.class, () -> NewsUrl.builder().newsgroup("1abc"));
        assertThrows(IllegalArgumentException.class, () -> NewsUrl.builder().messageId("<a@b>"), "R180: without <>");
        assertThrows(IllegalArgumentException.class, () -> NewsUrl.builder().messageId("nohost@"));
        assertThrows(IllegalStateException.class, () -> NewsUrl.builder().port(119), "a port needs a server");
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> NewsUrl.builder().build());
        assertEquals("NEWS_EMPTY", e.violations().get(0).code());
        assertNull(NewsUrl.parse("news:comp.misc").server());
        assertThrows(SchemeSyntaxException.class, () -> NewsUrl.parse("nntp://h/g"));
        assertThrows(SchemeSyntaxException.class, () -> NewsUrl.parse("news:comp.*").plan());
    }

    @Test
    void nntp() {
        assertEquals("nntp://h:1119/g", NntpUrl.builder().host("h").port(1119).group("g").build().toString());
        assertEquals("nntp://h/g", NntpUrl.parse("nntp://h:119/g/12").toBuilder().port(119).clearArticleNumber().build().toString());
        assertEquals("nntp://h/g/13", NntpUrl.parse("nntp://h/g/12").toBuilder().articleNumber(13).build().toString());
        assertEquals(-1, NntpUrl.parse("nntp://h/g").articleNumber());
        assertThrows(IllegalArgumentException.class, () -> NntpUrl.builder().group("1x"));
        assertThrows(IllegalArgumentException.class, () -> NntpUrl.builder().articleNumber(0));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> NntpUrl.builder().host("h").build());
        assertEquals("NNTP_GROUP_MISSING", e.violations().get(0).code());
        assertThrows(SchemeSyntaxException.class, () -> NntpUrl.parse("nntp://h:25/g").plan(), "R235");
        assertEquals(List.of("GROUP g"), NntpUrl.parse("nntp://h:25/g").plan(ValidationPolicy.defaults().withoutReservedPorts()).lines());
    }

    @Test
    void telnet() {
        assertEquals("telnet://h/", TelnetUrl.builder().host("h").port(23).build().toString());
        assertEquals("telnet://a%20b:p%3Aw@h:2323/", TelnetUrl.builder().host("h").port(2323).user("a b").password("p:w").build().toUri().toUriString());
        assertEquals("rlogin://u@h:5513/", TelnetUrl.builder().scheme("RLOGIN").host("h").port(5513).user("u").build().toString());
        assertEquals("telnet://h:2323", TelnetUrl.parse("telnet://u:p@h:2323").toBuilder().user(null).password(null).build().toString());
        assertEquals("p:w", TelnetUrl.parse("telnet://u:p:w@h/").password(), "the first ':' separates the password");
        assertFalse(TelnetUrl.parse("telnet://u@h/").hasPassword());
        assertEquals("telnet://u@h/", TelnetUrl.parse("telnet://u@h/").redacted());
        assertThrows(IllegalStateException.class, () -> TelnetUrl.builder().host("h").password("p").build());
        assertThrows(IllegalArgumentException.class, () -> TelnetUrl.builder().scheme("ssh"));
        assertThrows(IllegalArgumentException.class, () -> TelnetUrl.handler("rlogin", 65536));
        assertThrows(SchemeSyntaxException.class, () -> TelnetUrl.parse("ssh://h/"));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> TelnetUrl.parse("tn3270://h/").plan());
        assertEquals("TELNET_PORT_MISSING", e.violations().get(0).code());
        // A configured default port (R191: "leave the default port to configuration").
        SchemeRegistry r = SchemeRegistry.defaults().with(TelnetUrl.handler("tn3270", 2323));
        assertEquals(2323, r.defaultPort("tn3270"));
        assertEquals("tn3270://h/", Uri.parse("tn3270://h:2323/").normalize(org.urikit.Normalization.all(), r).toString());
    }

    @Test
    void wais() {
        assertEquals("wais://h:2100/db/TEXT/x%20y", WaisUrl.builder().host("h").port(2100).database("db").document("TEXT", "x%20y")
                .build().toString());
        assertEquals("wais://h/a%7Eb%3Bc", WaisUrl.builder().host("h").database("a~b;c").build().toString(),
                "RFC 1738: '~' is unsafe and ';' reserved; database = *uchar");
        assertEquals("wais://h/db?q", WaisUrl.parse("wais://h/db/TEXT/x").toBuilder().search("q").build().toString());
        assertEquals("wais://h/db/TEXT/x", WaisUrl.parse("wais://h/db?q").toBuilder().document("TEXT", "x").build().toString());
        assertEquals("wais://h/other/TEXT/123/a/b", WaisUrl.from(Uri.parse("wais://h/db/TEXT/123/a/b", Profile.RFC1738)).toBuilder()
                .database("other").build().toString(), "the 1993 length is kept");
        assertTrue(WaisUrl.parse("wais://h/db/T/x").isDocument());
        assertFalse(WaisUrl.parse("wais://h/db").isDocument());
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> WaisUrl.builder().host("h").build());
        assertEquals("WAIS_DATABASE_MISSING", e.violations().get(0).code());
        assertThrows(SchemeSyntaxException.class, () -> WaisUrl.parse("wais://h/db?a%0D%0A").plan(), "R236");
    }

    @Test
    void prospero() {
        assertEquals("prospero://h:1526/a%3Bb;n%3Dx=v%3Bw", ProsperoUrl.builder().host("h").port(1526).hsoname("a;b")
                .addField("n=x", "v;w").build().toString(), "';' is reserved (R202)");
        assertEquals("prospero://h/a", ProsperoUrl.builder().host("h").port(1525).hsoname("a").build().toString());
        assertEquals("prospero://h//new;A=1;B=2", ProsperoUrl.parse("prospero://h/old;A=1").toBuilder().hsoname("/new").addField("B", "2")
                .build().toString(), "the hsoname changes, the fields stay");
        ProsperoUrl p = ProsperoUrl.parse("prospero://h/x;A=1;A=2;B=%3D");
        assertEquals(Map.of("A", "1", "B", "="), p.fieldSpecs(), "a repeated name keeps its first value");
        assertEquals("=", p.field("B"));
        assertNull(p.field("C"));
        assertNull(p.version());
        assertTrue(SchemeRegistry.defaults().plan(p.toUri(), ValidationPolicy.defaults()) instanceof PlanResult.NoRetrieval, "R205");
        assertThrows(SchemeSyntaxException.class, () -> ProsperoUrl.parse("prospero://h"));
    }

    @Test
    void midCid() {
        assertEquals("mid:a@b.example/c@d.example", MidCidUrl.builder("MID").messageId("a@b.example").contentId("c@d.example").build()
                .toString());
        assertEquals("mid:a%2Fb@c.example", MidCidUrl.builder("mid").messageId("a/b@c.example").build().toString(),
                "'/' separates the ids of a mid URL");
        assertEquals("mid:x@y.example", MidCidUrl.parse("mid:a@b.example").toBuilder().messageId("x@y.example").build().toString());
        assertEquals("<c@d.example>", MidCidUrl.parse("cid:c@d.example").messageHeaderValue());
        assertThrows(IllegalStateException.class, () -> MidCidUrl.builder("cid").messageId("a@b"));
        assertThrows(IllegalStateException.class, () -> MidCidUrl.builder("mid").build());
        assertThrows(IllegalStateException.class, () -> MidCidUrl.builder("cid").build());
        assertThrows(IllegalArgumentException.class, () -> MidCidUrl.builder("news"));
        assertThrows(SchemeSyntaxException.class, () -> MidCidUrl.parse("mid://h/x"));
    }

    @Test
    void afs() {
        assertEquals("afs://cell.example/a%20b", AfsUrl.builder().cell("cell.example").addPathSegment("a b").build().toString());
        assertEquals("afs://cell.example/usr", AfsUrl.parse("afs://cell.example/usr").toBuilder().build().toString());
        assertThrows(SchemeSyntaxException.class, () -> AfsUrl.parse("afs:/x"));
        assertThrows(SchemeSyntaxException.class, () -> AfsUrl.builder().build());
        assertThrows(SchemeSyntaxException.class, () -> AfsUrl.parse("file:///x"));
    }
}
