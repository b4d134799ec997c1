package org.urikit.scheme.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The javadoc examples of the gopher, news, nntp, telnet, wais, prospero, mid/cid and afs types and
 * of {@link LegacySchemes}, one test per type, so that they cannot drift (design guide C9).
 */
class LegacySchemeDocExamplesTest {
    private static final SchemeRegistry R = SchemeRegistry.defaults();

    /** The violations of {@code text} as {@code "SEVERITY CODE at INDEX"}, joined by ", ". */
    private static String v(String text) {
        return brief(R.validate(Uri.parse(text)));
    }

    private static String brief(List<Violation> list) {
        return String.join(", ", list.stream().map(x -> x.severity() + " " + x.code() + " at " + x.index()).toList());
    }

    @Test
    void gopherIssue() {
        assertEquals("ERROR GOPHER_AUTHORITY_MISSING at 7", v("gopher:x"));
        assertEquals("ERROR ENCODED_LINE_BREAK at 15", v("gopher://h/0sel%0D%0AQUIT"));
        assertEquals("WARNING GOPHER_LITERAL_QUESTION_MARK at 19", v("gopher://h/0a%09%09?"));
    }

    @Test
    void gopherPlus() {
        GopherPlus view = GopherPlus.parse("+application/postscript Es_ES");
        assertEquals(GopherPlus.Form.VIEW, view.form());
        assertEquals("application/postscript", view.view());
        assertEquals("Es_ES", view.language());
        assertEquals(List.of("+ABSTRACT", "+SMELL"), GopherPlus.parse("!+ABSTRACT +SMELL").attributes());
        assertEquals(GopherPlus.Form.ASK, GopherPlus.parse("?").form());
        GopherPlus g = GopherPlus.askData(null, null, List.of("ask_item1_value", "ask_item2_value"));
        assertEquals("+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n", g.text());
        assertEquals(g.text(), g.requestSuffix());
        assertEquals("+\r\n", GopherPlus.parse("+").requestSuffix());
    }

    @Test
    void gopherUrl() {
        GopherUrl g = GopherUrl.parse("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles");
        assertEquals("0", g.type());
        assertEquals("0/Weather/California/Los Angeles", g.selector());
        assertEquals(70, g.effectivePort());
        assertEquals(List.of("0/Weather/California/Los Angeles\r\n"), g.plan().lines());
        GopherUrl s = GopherUrl.parse("gopher://host/7a_gopher_selector%09foobar");
        assertEquals("foobar", s.search());
        assertEquals(List.of("a_gopher_selector\tfoobar\r\n"), s.plan().lines());
        GopherUrl p = GopherUrl.parse("gopher://host/0a_gopher_selector%09%09!+ABSTRACT%20+SMELL");
        assertEquals(GopherPlus.Form.ITEM_ATTRIBUTES, p.gopherPlus().form());
        assertEquals(List.of("a_gopher_selector\t!+ABSTRACT +SMELL\r\n"), p.plan().lines());
        assertEquals("gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES", GopherUrl.builder().host("host")
                .type('0').selector("a_gopher_selector").gopherPlus(GopherPlus.view("application/postscript", "Es_ES")).build()
                .toString());
    }

    @Test
    void newsIssueAndUrl() {
        assertEquals("ERROR NEWS_EMPTY at 5", v("news:"));
        assertEquals("ERROR NEWS_GROUP_INVALID at 5", v("news:1comp.lang"));
        assertEquals("ERROR NEWS_ARTICLE_INVALID at 5", v("news:@host.example"));
        assertEquals("comp.infosystems.www.servers.unix", NewsUrl.parse("news:comp.infosystems.www.servers.unix").newsgroup());
        NewsUrl a = NewsUrl.parse("news:12345@host.example");
        assertEquals("12345@host.example", a.messageId());
        assertEquals(List.of("ARTICLE <12345@host.example>"), a.plan().lines());
        assertTrue(NewsUrl.parse("news:*").isAllGroups());
        assertEquals(List.of("LIST"), NewsUrl.parse("news:*").plan().lines());
        assertEquals("news:comp.lang.java", NewsUrl.builder().newsgroup("comp.lang.java").build().toString());
    }

    @Test
    void nntpIssueAndUrl() {
        assertEquals("ERROR NNTP_AUTHORITY_MISSING at 5", v("nntp:comp.misc/12"));
        assertEquals("ERROR NNTP_GROUP_MISSING at 9", v("nntp://h/"));
        assertEquals("ERROR NNTP_ARTICLE_NUMBER_INVALID at 19", v("nntp://h/comp.misc/x"));
        NntpUrl n = NntpUrl.parse("nntp://news.example.com/comp.infosystems.www.misc/12345");
        assertEquals("news.example.com", n.host());
        assertEquals(119, n.effectivePort());
        assertEquals("comp.infosystems.www.misc", n.group());
        assertEquals(12345, n.articleNumber());
        assertEquals(List.of("GROUP comp.infosystems.www.misc", "ARTICLE 12345"), n.plan().lines());
        assertEquals("nntp://h/comp.misc/7", NntpUrl.builder().host("h").group("comp.misc").articleNumber(7).build().toString());
    }

    @Test
    void telnetIssueAndUrl() {
        assertEquals("ERROR TELNET_AUTHORITY_MISSING at 7", v("telnet:host"));
        assertEquals("ERROR TELNET_PATH at 11", v("telnet://h/x"));
        PlanResult p = R.plan(Uri.parse("rlogin://h/"), ValidationPolicy.defaults());
        assertTrue(p instanceof PlanResult.Refused);
        assertEquals("ERROR TELNET_PORT_MISSING at 10", brief(p.violations()));
        TelnetUrl t = TelnetUrl.parse("telnet://guest:guest@host.example:2323");
        assertEquals("guest", t.user());
        assertEquals("guest", t.password());
        assertTrue(t.hasPassword());
        assertEquals("telnet://guest:****@host.example:2323", t.redacted());
        assertEquals(2323, t.effectivePort());
        assertEquals(List.of("login: guest", "password: ****"), t.plan().lines());
        assertEquals(List.of("login: guest", "password: guest"), t.plan().revealedLines());
        assertEquals(23, TelnetUrl.parse("telnet://melvyl.ucop.edu/").effectivePort());
        assertEquals(-1, TelnetUrl.parse("rlogin://h/").effectivePort(), "no default port: -1, as every view");
        assertEquals("telnet://guest@h/", TelnetUrl.builder().host("h").user("guest").build().toString());
        SchemeRegistry configured = R.with(TelnetUrl.handler("rlogin", 513));
        assertEquals(513, configured.plan(Uri.parse("rlogin://h/"), ValidationPolicy.defaults()).plan().portNumber());
    }

    @Test
    void waisIssueAndUrl() {
        assertEquals("ERROR WAIS_DATABASE_MISSING at 8", v("wais://h"));
        assertEquals("ERROR WAIS_PATH_INVALID at 12", v("wais://h/db/TEXT"));
        assertEquals("ERROR WAIS_SEARCH_ON_DOCUMENT at 18", v("wais://h/db/TEXT/x?y"));
        WaisUrl w = WaisUrl.parse("wais://quake.think.com/wais-discussion-archives?lynch");
        assertEquals(210, w.effectivePort());
        assertEquals("wais-discussion-archives", w.database());
        assertEquals("lynch", w.search());
        assertEquals(List.of("DATABASE wais-discussion-archives", "SEARCH lynch"), w.plan().lines());
        WaisUrl d = WaisUrl.from(Uri.parse("wais://h/db/TEXT/1=abc;2=de%3Bf;", Profile.RFC1738));
        assertEquals("TEXT", d.wtype());
        assertEquals(Map.of("1", "abc", "2", "de;f"), d.wpathFields());
        assertEquals("wais://h/db?x%20y", WaisUrl.builder().host("h").database("db").search("x y").build().toString());
    }

    @Test
    void prosperoIssueAndUrl() {
        assertEquals("ERROR PROSPERO_USERINFO at 11", v("prospero://u@h/x"));
        assertEquals("ERROR PROSPERO_FIELD_INVALID at 15", v("prospero://h/x;VERSION"));
        assertEquals("WARNING PROSPERO_LEGACY_VERSION at 16", v("prospero://h/obj%00%00a"));
        ProsperoUrl p = ProsperoUrl.parse("prospero://host.dom//pros/name;OBJECT-VERSION=2");
        assertEquals(1525, p.effectivePort());
        assertEquals("/pros/name", p.hsoname());
        assertEquals("{host=host.dom, port=1525, hsoname=/pros/name, fields={OBJECT-VERSION=2}, version=null, attributes=[]}",
                p.fields().toString());
        assertEquals("prospero://host.dom//pros/name;OBJECT-VERSION=2", ProsperoUrl.builder().host("host.dom").hsoname("/pros/name")
                .addField("OBJECT-VERSION", "2").build().toString());
        assertEquals(List.of("attr1", "attr2"),
                ProsperoUrl.from(Uri.parse("prospero://h/obj%00%00attr1%00attr2", Profile.RFC1738)).attributes());
    }

    @Test
    void midCidIssueAndUrl() {
        assertEquals("", v("mid:12345.6789@host.example"));
        assertEquals("ERROR MID_INVALID at 4", v("mid:%3C1@h%3E"));
        assertEquals("ERROR CID_INVALID at 4", v("cid:foo"));
        MidCidUrl m = MidCidUrl.parse("mid:12345.6789@host.example");
        assertEquals("12345.6789@host.example", m.messageId());
        assertNull(m.contentId());
        assertEquals("<12345.6789@host.example>", m.messageHeaderValue());
        assertEquals("partA.960830.1639@XIson.com", MidCidUrl.parse("mid:960830.1639@XIson.com/partA.960830.1639@XIson.com").contentId());
        assertEquals("foo4%foo1@bar.net", MidCidUrl.parse("cid:foo4%25foo1@bar.net").contentId());
        assertEquals("cid:foo4%25foo1@bar.net", MidCidUrl.builder("cid").contentId("foo4%foo1@bar.net").build().toString());
    }

    @Test
    void afsIssueAndUrl() {
        assertEquals("WARNING AFS_HISTORIC at 0", v("afs://transarc.com/usr/x"));
        AfsUrl a = AfsUrl.parse("afs://transarc.com/usr/x");
        assertEquals("transarc.com", a.cell());
        assertEquals(List.of("usr", "x"), a.decodedPathSegments());
        assertEquals("afs://transarc.com/usr", AfsUrl.builder().cell("transarc.com").addPathSegment("usr").build().toString());
    }

    @Test
    void legacySchemes() {
        assertEquals(70, SchemeRegistry.defaults().defaultPort("gopher"));
        assertEquals("gopher://h/1", Uri.parse("gopher://h:70/1").normalize().toUriString());
        assertEquals(List.of("sel\r\n"), GopherUrl.parse("gopher://h/0sel").plan().revealedLines());
        assertEquals(11, LegacySchemes.handlers().size());
    }
}
