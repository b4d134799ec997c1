package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.Json;
import org.urikit.testing.TestData;
import org.urikit.whatwg.WebUrl;

/**
 * {@link Span}, {@link Uri#span(Component)} and {@code WebUrl.span(Component)}: the table of
 * {@code spans.tsv} (spans typed by counting the examples' characters), then every valid input of
 * the data files and every URL of the web-platform-tests, where each span must cover exactly what
 * the component accessor returns.
 */
class SpanTest {
    /** The columns of spans.tsv, in order, and their components. */
    private static final Map<String, Component> COLUMNS = Map.of("scheme", Component.SCHEME, "authority", Component.AUTHORITY,
            "userinfo", Component.USERINFO, "user", Component.USER, "password", Component.PASSWORD, "host", Component.HOST,
            "port", Component.PORT, "path", Component.PATH, "query", Component.QUERY, "fragment", Component.FRAGMENT);

    static List<Arguments> rows() {
        return TestData.arguments("spans.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void spansAreWhereTheTableSays(TestData.Row row) {
        boolean rfc = row.get("reading").equals("rfc3986");
        Uri u = rfc ? Uri.parse(row.get("input")) : null;
        WebUrl w = rfc ? null : WebUrl.parse(row.get("input"));
        for (Map.Entry<String, Component> c : COLUMNS.entrySet()) {
            Span actual = rfc ? u.span(c.getValue()) : w.span(c.getValue());
            String expected = row.get(c.getKey());
            if (expected == null) {
                assertNull(actual, row.id() + " " + c.getKey());
            } else {
                String[] bounds = expected.substring(1, expected.length() - 1).split(",");
                assertEquals(Integer.parseInt(bounds[0]), actual == null ? -1 : actual.start(), row.id() + " " + c.getKey() + " start");
                assertEquals(Integer.parseInt(bounds[1]), actual.end(), row.id() + " " + c.getKey() + " end");
            }
        }
    }

    /** Every valid input of parse-valid, seed-examples, profiles and hosts: each span covers the accessor's text. */
    @Test
    void everyUriSpanCoversItsAccessor() {
        int checked = 0;
        for (RoundTripTest.Sample s : RoundTripTest.validSamples()) {
            Uri u = Uri.parseOrNull(s.input(), s.profile());
            if (u == null) {
                continue;                                   // a known deviation (deviations/parse.txt)
            }
            String text = u.toUriString();
            String id = s.id() + " " + s.input();
            assertEquals(u.scheme(), text(u.span(Component.SCHEME), text), id);
            assertEquals(u.authority(), text(u.span(Component.AUTHORITY), text), id);
            assertEquals(u.userInfo(), text(u.span(Component.USERINFO), text), id);
            assertEquals(u.host(), text(u.span(Component.HOST), text), id);
            assertEquals(u.port(), text(u.span(Component.PORT), text), id);
            assertEquals(u.path(), text(u.span(Component.PATH), text), id);
            assertEquals(u.query(), text(u.span(Component.QUERY), text), id);
            assertEquals(u.fragment(), text(u.span(Component.FRAGMENT), text), id);
            String ui = u.userInfo();
            int colon = ui == null ? -1 : ui.indexOf(':');
            assertEquals(ui == null ? null : colon < 0 ? ui : ui.substring(0, colon), text(u.span(Component.USER), text), id);
            assertEquals(colon < 0 ? null : ui.substring(colon + 1), text(u.span(Component.PASSWORD), text), id);
            assertEquals(u.hasPassword(), u.span(Component.PASSWORD) != null, id);
            checked++;
        }
        System.out.println("Uri spans: " + checked + " valid inputs, every span covers its accessor");
        assertTrue(checked > 500, "checked " + checked);
    }

    /** Every URL of the web-platform-tests that parses: each span of the href covers the getter's text. */
    @Test
    void everyWebUrlSpanCoversItsGetter() {
        int checked = 0;
        for (Map<String, Object> c : Json.objects(Json.conformance("wpt-url/urltestdata.json"))) {
            if (c.get("href") == null) {
                continue;
            }
            WebUrl w = WebUrl.parseOrNull((String) c.get("href"));
            if (w == null) {
                continue;
            }
            String href = w.href();
            String id = href;
            assertEquals(w.scheme(), text(w.span(Component.SCHEME), href).toLowerCase(java.util.Locale.ROOT), id);
            assertEquals(w.username(), Objects.requireNonNullElse(text(w.span(Component.USER), href), ""), id);
            assertEquals(w.password(), Objects.requireNonNullElse(text(w.span(Component.PASSWORD), href), ""), id);
            assertEquals(w.includesCredentials(), w.span(Component.USERINFO) != null, id);
            assertEquals(w.hasHost() ? w.hostname() : null, text(w.span(Component.HOST), href), id);
            assertEquals(w.port(), Objects.requireNonNullElse(text(w.span(Component.PORT), href), ""), id);
            assertEquals(w.hasHost() ? w.host().isEmpty() ? "" : href.substring(href.indexOf("//") + 2, w.span(Component.PATH).start())
                    : null, text(w.span(Component.AUTHORITY), href), id);
            assertEquals(w.pathname(), text(w.span(Component.PATH), href), id);
            assertEquals(w.query(), text(w.span(Component.QUERY), href), id);
            assertEquals(w.fragment(), text(w.span(Component.FRAGMENT), href), id);
            checked++;
        }
        System.out.println("WebUrl spans: " + checked + " WPT URLs, every span covers its getter");
        assertTrue(checked > 400, "checked " + checked);
    }

    @Test
    void aPathHasNoSingleSegmentSpan() {
        assertThrows(IllegalArgumentException.class, () -> Uri.parse("http://h/a/b").span(Component.PATH_SEGMENT));
        assertThrows(IllegalArgumentException.class, () -> WebUrl.parse("http://h/a/b").span(Component.PATH_SEGMENT));
        assertThrows(NullPointerException.class, () -> Uri.parse("http://h/").span(null));
    }

    @Test
    void spanIsAHalfOpenRange() {
        Span s = new Span(7, 18);
        assertEquals("[7,18)", s.toString());
        assertEquals(11, s.length());
        assertFalse(s.isEmpty());
        assertTrue(new Span(3, 3).isEmpty());
        assertEquals("example.com", s.substring("http://example.com/"));
        assertTrue(s.contains(7));
        assertFalse(s.contains(18));
        assertThrows(IllegalArgumentException.class, () -> new Span(-1, 2));
        assertThrows(IllegalArgumentException.class, () -> new Span(5, 4));
        assertEquals(new Span(1, 2), new Span(1, 2));
    }

    /** The doc examples of Span, Component and Uri.span. */
    @Test
    void docExamples() {
        Uri u = Uri.parse("http://u:pw@example.com:8080/a?q#f");
        assertEquals(new Span(12, 23), u.span(Component.HOST));
        assertEquals("example.com", u.span(Component.HOST).substring(u.toUriString()));
        assertEquals(new Span(9, 11), u.span(Component.PASSWORD));
        assertEquals(4, u.span(Component.PORT).length());
        assertTrue(Uri.parse("http://h/?").span(Component.QUERY).isEmpty());
        assertNull(Uri.parse("http://h/").span(Component.QUERY));
        Uri ftp = Uri.parse("ftp://anne:pw@ftp.example:2121/pub/f.txt");
        assertEquals("anne", ftp.span(Component.USER).substring(ftp.toUriString()));
        assertEquals(new Span(11, 13), ftp.span(Component.PASSWORD));
        Uri small = Uri.parse("http://u:pw@h:80/a?q#f");
        assertEquals(new Span(9, 11), small.span(Component.PASSWORD));
        assertEquals(new Span(7, 16), small.span(Component.AUTHORITY));
        assertEquals(new Span(16, 18), small.span(Component.PATH));
        assertNull(Uri.parse("mailto:a@b").span(Component.HOST));
        WebUrl w = WebUrl.parse("HTTPS://u:pw@EXAMPLE.com:8080/a?q#f");
        assertEquals(new Span(10, 12), w.span(Component.PASSWORD));
        assertEquals(new Span(13, 24), w.span(Component.HOST));
        assertEquals(new Span(25, 29), w.span(Component.PORT));
        assertNull(WebUrl.parse("https://h/").span(Component.USER));
    }

    private static String text(Span s, String text) {
        return s == null ? null : s.substring(text);
    }
}
