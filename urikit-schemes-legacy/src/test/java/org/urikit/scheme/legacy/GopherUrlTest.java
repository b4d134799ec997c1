package org.urikit.scheme.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.error.Severity;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * {@link GopherUrl} and {@link GopherPlus}: the Gopher+ wire lines of requirements §2.4 verbatim
 * (testdata/scheme/gopher-wire.tsv), the Gopher+ forms (gopher-plus.tsv), builder round trips over
 * the gopher vectors, the O-22 override and the builder's rules.
 */
class GopherUrlTest {
    private static final String BASE = "gopher://host/0a_gopher_selector%09%09";

    static List<Arguments> wire() {
        return TestData.arguments("legacy/gopher-wire.tsv");
    }

    /** §2.4: the URL with each Gopher+ string sends exactly the seed's line(s). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("wire")
    void wireLines(TestData.Row row) {
        GopherUrl g = GopherUrl.parse(BASE + row.get("gopherPlus"));
        assertEquals(List.of(row.get("sends")), g.plan().lines(), row.id());
        assertEquals(RetrievalPlan.of("gopher", "host", 70, List.of(row.get("sends"))),
                SchemeRegistry.defaults().plan(g.toUri(), ValidationPolicy.defaults()).plan(), row.id());
    }

    static List<Arguments> plus() {
        return TestData.arguments("legacy/gopher-plus.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("plus")
    void gopherPlusForms(TestData.Row row) {
        GopherPlus g = GopherPlus.parse(row.get("text"));
        assertEquals(GopherPlus.Form.valueOf(row.get("form")), g.form(), row.id());
        assertEquals(row.get("view"), g.view(), row.id() + " view");
        assertEquals(row.get("language"), g.language(), row.id() + " language");
        assertEquals(SchemeCases.json(row.get("attributes")), g.attributes(), row.id() + " attributes");
        assertEquals(SchemeCases.json(row.get("askValues")), g.askValues(), row.id() + " askValues");
        assertEquals(row.get("requestSuffix"), g.requestSuffix(), row.id() + " requestSuffix");
        assertEquals(row.get("text"), g.text());
        assertEquals(g.form() == GopherPlus.Form.OTHER && g.hasLineBreak() || g.form() == GopherPlus.Form.ASK_DATA,
                g.hasLineBreak(), row.id() + " only ASK_DATA may hold line breaks among the known forms");
        // The factories write the same text for every known form.
        GopherPlus rebuilt = switch (g.form()) {
            case VIEW -> GopherPlus.view(g.view(), g.language());
            case ITEM_ATTRIBUTES -> GopherPlus.itemAttributes(g.attributes().toArray(String[]::new));
            case DIRECTORY_ATTRIBUTES -> GopherPlus.directoryAttributes(g.attributes().toArray(String[]::new));
            case ASK -> GopherPlus.ask();
            case ASK_DATA -> GopherPlus.askData(g.view(), g.language(), g.askValues());
            case OTHER -> g;
        };
        assertEquals(g, rebuilt, row.id());
    }

    static Stream<TestData.Row> withView() {
        return SchemeCases.vectorRows(LegacyCases.VECTORS, "gopher").stream().filter(r -> r.get("fields") != null);
    }

    private static Uri uri(TestData.Row row) {
        return Uri.parse(row.get("input"), SchemeCases.profile(row.get("profile")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withView")
    void toBuilderKeepsTheText(TestData.Row row) {
        GopherUrl g = GopherUrl.from(uri(row));
        assertEquals(g, g.toBuilder().build(), row.id());
    }

    /** The decoded fields of each valid vector, given to the builder, give a URL with the same fields. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withView")
    void builderFromFields(TestData.Row row) {
        if (!Boolean.parseBoolean(row.get("valid"))) {
            return;
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> f = (Map<String, Object>) SchemeCases.json(row.get("fields"));
        GopherUrl.Builder b = GopherUrl.builder().host((String) f.get("host")).port((Integer) f.get("port"))
                .type(((String) f.get("type")).charAt(0)).selector((String) f.get("selector")).search((String) f.get("search"));
        String plus = (String) f.get("gopherPlus");
        GopherUrl built = b.gopherPlus(plus == null ? null : GopherPlus.parse(plus)).build();
        assertEquals(f, built.fields(), row.id() + " built " + built);
    }

    @Test
    void builder() {
        assertEquals("gopher://h/", GopherUrl.builder().host("h").build().toString());
        assertEquals("gopher://h/", GopherUrl.builder().host("h").port(70).type('1').build().toString());
        assertEquals("gopher://h:7070/0a%20b", GopherUrl.builder().host("h").port(7070).type('0').selector("a b").build().toString());
        assertEquals("gopher://host/7a_gopher_selector%09foobar",
                GopherUrl.builder().host("host").type('7').selector("a_gopher_selector").search("foobar").build().toString());
        assertEquals("gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES", GopherUrl.builder().host("host")
                .type('0').selector("a_gopher_selector").gopherPlus(GopherPlus.view("application/postscript", "Es_ES")).build().toString());
        assertEquals("gopher://h/0s%09%09%3F", GopherUrl.builder().host("h").type('0').selector("s").gopherPlus(GopherPlus.ask())
                .build().toString(), "D-42: emit %3F");
        assertEquals("gopher://h/0s%09%09+%091%0D%0A+-1%0D%0Ayes%0D%0A.%0D%0A", GopherUrl.builder().host("h").type('0').selector("s")
                .gopherPlus(GopherPlus.askData(null, null, List.of("yes"))).build().toString(), "R170");
        // A literal '?' read from a query is written %3F once the gopher-path is rebuilt.
        assertEquals("gopher://h/0a%09%09%3F#f", GopherUrl.parse("gopher://h/0a%09%09?#f").toBuilder().selector("a").build().toString());
        // The S93 search (R173) is rebuilt in the %09 form.
        assertEquals("gopher://h/7sel%09foo", GopherUrl.from(Uri.parse("gopher://h/7sel?foo", Profile.RFC1738)).toBuilder()
                .type('7').build().toString());
        assertEquals("gopher://h/1", GopherUrl.parse("gopher://h:70/1").toBuilder().clearPort().build().toString());
        // Decoded text is encoded for the URL's profile: '~' is unsafe in RFC 1738 (R157: disallowed characters are encoded).
        assertEquals("gopher://h/0a%7Eb", GopherUrl.from(Uri.parse("gopher://h/0x", Profile.RFC1738)).toBuilder().selector("a~b")
                .build().toString());
        assertEquals("gopher://h/0a~b", GopherUrl.parse("gopher://h/0x").toBuilder().selector("a~b").build().toString());
        assertThrows(IllegalArgumentException.class, () -> GopherUrl.builder().selector("a\tb"), "R157");
        assertThrows(IllegalArgumentException.class, () -> GopherUrl.builder().selector("a\r\nQUIT"), "R157");
        assertThrows(IllegalArgumentException.class, () -> GopherUrl.builder().search("a\tb"));
        assertThrows(IllegalArgumentException.class, () -> GopherUrl.builder().port(65536));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> GopherUrl.builder().host("").build());
        assertEquals("GOPHER_HOST_EMPTY", e.violations().get(0).code());
    }

    @Test
    void gopherPlusFactories() {
        assertEquals("!+ABSTRACT +SMELL", GopherPlus.itemAttributes("+ABSTRACT", "+SMELL").text());
        assertEquals("$", GopherPlus.directoryAttributes().text());
        assertEquals("+", GopherPlus.view(null, null).text());
        assertEquals("+view_name language_name\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n",
                GopherPlus.askData("view_name", "language_name", List.of("ask_item1_value", "ask_item2_value")).text());
        assertThrows(IllegalArgumentException.class, () -> GopherPlus.view(null, "Es_ES"));
        assertThrows(IllegalArgumentException.class, () -> GopherPlus.view("a b", null));
        assertThrows(IllegalArgumentException.class, () -> GopherPlus.itemAttributes("a b"));
        assertThrows(IllegalArgumentException.class, () -> GopherPlus.itemAttributes(""));
        assertThrows(IllegalArgumentException.class, () -> GopherPlus.askData(null, null, List.of(".")), "would end the block");
        assertThrows(IllegalArgumentException.class, () -> GopherPlus.askData(null, null, List.of("a\r\nb")));
        assertEquals("ASK_DATA +\\t1\\r\\n+-1\\r\\n.\\r\\n", GopherPlus.askData(null, null, List.of()).toString());
    }

    @Test
    void askDataOnAnotherPortIsOverridable() {
        Uri u = Uri.parse("gopher://h:7070/0a%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A");
        assertTrue(SchemeRegistry.defaults().plan(u, ValidationPolicy.defaults()) instanceof PlanResult.Refused, "O-22");
        ValidationPolicy override = ValidationPolicy.defaults().withSeverity(GopherIssue.GOPHER_ASK_DATA_PORT, Severity.WARNING);
        PlanResult p = SchemeRegistry.defaults().plan(u, override);
        assertEquals(List.of("a\t+\t1\r\n+-1\r\nv\r\n.\r\n"), p.plan().lines(), "R237: unless the user overrides");
        assertEquals("GOPHER_ASK_DATA_PORT@29:warning", SchemeCases.violations(p.violations()));
        // The override does not allow line breaks outside the ASK form.
        Uri bad = Uri.parse("gopher://h:7070/0a%09%09+view%0D%0AQUIT");
        assertTrue(SchemeRegistry.defaults().plan(bad, override) instanceof PlanResult.Refused);
    }

    @Test
    void noPlanWithoutAServerWhateverThePolicy() {
        for (String[] c : new String[][] {{"gopher:x", "GOPHER_AUTHORITY_MISSING@7:error"}, {"gopher:///1", "GOPHER_HOST_EMPTY@9:error"},
                {"nntp:g/1", "NNTP_AUTHORITY_MISSING@5:error"}, {"telnet:h", "TELNET_AUTHORITY_MISSING@7:error"},
                {"wais:db", "WAIS_AUTHORITY_MISSING@5:error"}, {"gopher://h:99999/1", "PORT_OUT_OF_RANGE@11:error"}}) {
            Uri u = Uri.parse(c[0]);
            ValidationPolicy lax = ValidationPolicy.defaults().ignoring(CommonIssue.PORT_OUT_OF_RANGE);
            for (Violation v : SchemeRegistry.defaults().validate(u)) {
                lax = lax.ignoring(v.issue());
            }
            assertEquals(List.of(), SchemeRegistry.defaults().validate(u, lax), c[0]);
            PlanResult p = SchemeRegistry.defaults().plan(u, lax);
            assertTrue(p instanceof PlanResult.Refused, c[0] + " " + p);
            assertEquals(c[1], SchemeCases.violations(p.violations()), c[0]);
        }
    }

    @Test
    void validationWarnsAndThePlanRefusesAReservedPort() {
        Uri u = Uri.parse("gopher://mail.example.com:25/0HELO");     // §2.7, R235
        assertEquals("PORT_RESERVED@26:warning", SchemeCases.violations(SchemeRegistry.defaults().validate(u)));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> GopherUrl.from(u).plan());
        assertEquals("PORT_RESERVED", e.violations().get(0).code());
    }

    @Test
    void accessorsAndErrors() {
        GopherUrl g = GopherUrl.parse("gopher://host");
        assertTrue(g.isTypeDefaulted());
        assertEquals("1", g.type());
        assertEquals("gopher", g.scheme());
        GopherUrl s = GopherUrl.parse("gopher://host/7a_gopher_selector%09foobar");
        assertEquals(false, s.isTypeDefaulted());
        assertEquals(null, s.gopherPlus());
        assertEquals(70, s.effectivePort());
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> GopherUrl.parse("gopher:0sel"));
        assertEquals("GOPHER_AUTHORITY_MISSING", e.violations().get(0).code());
        assertThrows(SchemeSyntaxException.class, () -> GopherUrl.parse("http://h/"));
        assertThrows(SchemeSyntaxException.class, () -> GopherUrl.parse("gopher://h/0sel%0D%0AQUIT").plan());
        assertThrows(NullPointerException.class, () -> GopherUrl.from(null));
        assertThrows(NullPointerException.class, () -> GopherPlus.parse(null));
    }
}
