package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * The builders of the mailto and urn views (http, ftp and file have their own in
 * {@link HttpUrlTest}, {@link FtpUrlTest} and {@link FileUrlTest}): round trips over their vectors
 * (every view's {@code toBuilder().build()} gives the same URI, and the decoded fields of every
 * valid RFC 3986 vector, given to the typed builder, give a URI with the same fields), what they
 * write, what they reject, and the errors of {@code parse}/{@code from}.
 */
class SchemeViewBuilderTest {
    private static final List<String> FILES = List.of("mailto", "urn");

    static List<Arguments> rows() {
        return SchemeCases.viewRows(SchemeCases.VECTORS, FILES);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void toBuilderKeepsTheText(TestData.Row row) {
        SchemeView v = SchemeCases.view(row);
        SchemeView again = v instanceof MailtoUrl m ? m.toBuilder().build() : ((UrnUrl) v).toBuilder().build();
        SchemeCases.checkRebuilt(row, v, again);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    @SuppressWarnings("unchecked")
    void builderFromFields(TestData.Row row) {
        Map<String, Object> f = SchemeCases.builderFields(row);
        if (f == null) {
            return;
        }
        SchemeView v = SchemeCases.view(row);
        SchemeView built;
        if (v instanceof MailtoUrl) {
            MailtoUrl.Builder b = MailtoUrl.builder();
            ((List<String>) f.get("to")).forEach(b::addAddress);
            for (String h : List.of("cc", "bcc")) {
                List<String> list = (List<String>) f.get(h);
                if (!list.isEmpty()) {
                    b.addHeader(h, String.join(",", list));
                }
            }
            if (f.get("subject") != null) {
                b.subject((String) f.get("subject"));
            }
            if (f.get("body") != null) {
                b.body((String) f.get("body"));
            }
            ((Map<String, String>) f.get("headers")).forEach(b::addHeader);
            built = b.build();
        } else {
            built = UrnUrl.builder().nid((String) f.get("nid")).rawNss((String) f.get("nss")).rComponent((String) f.get("rComponent"))
                    .qComponent((String) f.get("qComponent")).fComponent((String) f.get("fComponent")).build();
        }
        SchemeCases.checkBuilt(row, f, v, built);
    }

    @Test
    void mailto() {
        assertEquals("mailto:a@b.example,c@d.example?cc=e@f.example&body=line%201%0D%0Aline%202", MailtoUrl.builder()
                .addAddress("a@b.example").addAddress("c@d.example").addHeader("cc", "e@f.example").body("line 1\r\nline 2").build()
                .toString());
        assertEquals("mailto:%22not@me%22@example.org", MailtoUrl.builder().addAddress("\"not@me\"@example.org").build().toString());
        assertEquals("mailto:x@y.example", MailtoUrl.parse("mailto:a@b.example?subject=s").toBuilder().clear().addAddress("x@y.example")
                .build().toString());
        assertEquals("mailto:?subject=a%2Bb%3D", MailtoUrl.builder().subject("a+b=").build().toString(), "RFC 6068 §5: '+' MAY be %2B");
        assertEquals("mailto:a+tag@b.example", MailtoUrl.builder().addAddress("a+tag@b.example").build().toString());
        assertThrows(IllegalArgumentException.class, () -> MailtoUrl.builder().addHeader("", "x"));
        MailtoUrl m = MailtoUrl.parse("mailto:a@b.example?Subject=One&SUBJECT=two&To=c@d.example&x-y=z");
        assertEquals("One", m.subject());
        assertEquals("z", m.header("X-Y"));
        assertNull(m.header("keywords"));
        assertEquals(List.of("a@b.example", "c@d.example"), m.to());
        assertEquals(List.of(new MailtoUrl.HeaderField("Subject", "One"), new MailtoUrl.HeaderField("SUBJECT", "two"),
                new MailtoUrl.HeaderField("To", "c@d.example"), new MailtoUrl.HeaderField("x-y", "z")), m.headers());
        assertTrue(SchemeRegistry.defaults().plan(m.toUri(), ValidationPolicy.defaults()) instanceof PlanResult.NoRetrieval, "R177");
        assertThrows(SchemeSyntaxException.class, () -> MailtoUrl.parse("mailto://h"));
        assertThrows(SchemeSyntaxException.class, () -> MailtoUrl.parse("news:x"));
    }

    @Test
    void urn() {
        assertEquals("urn:example:%2Fa/b?+r?=q#f", UrnUrl.builder().nid("example").nss("/a/b").rComponent("r").qComponent("q")
                .fComponent("f").build().toString(), "NSS = pchar *(pchar / \"/\")");
        assertEquals("urn:example:b", UrnUrl.parse("URN:example:a?x").toBuilder().rawNss("b").build().toString(),
                "a query that is not rq-components is dropped once something changes");
        assertEquals("urn:example:a%2C", UrnUrl.parse("urn:EXAMPLE:a%2c").equivalenceKey());
        assertEquals(UrnUrl.parse("urn:example:a%2C?+r").equivalenceKey(), UrnUrl.parse("URN:Example:a%2c#f").equivalenceKey(),
                "RFC 8141 §3: r-, q- and f-components do not count");
        assertEquals("a b", UrnUrl.parse("urn:example:a%20b").decodedNss());
        assertThrows(IllegalArgumentException.class, () -> UrnUrl.builder().nid("a"));
        assertThrows(IllegalStateException.class, () -> UrnUrl.builder().nid("example").build());
        assertThrows(UriSyntaxException.class, () -> UrnUrl.builder().nid("example").rawNss("a b").build());
        assertThrows(SchemeSyntaxException.class, () -> UrnUrl.parse("urn:a:b"));
        assertThrows(SchemeSyntaxException.class, () -> UrnUrl.parse("urn://x/y"));
    }
}
