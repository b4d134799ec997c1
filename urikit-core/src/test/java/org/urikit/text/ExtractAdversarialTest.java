package org.urikit.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile text: a megabyte without whitespace, of {@code <}, of {@code http://}, of open brackets,
 * and every other shape that could make an attempt re-read what an earlier one read. Linear time
 * is checked by counting work, not by timing: {@link Scanner#work()} (characters stepped over by
 * the main loop, read by the attempts, and handed to the parser) per character of text must stay
 * under a small constant, the same at 100 KB and at 1 MB. Memory: the text window must stay
 * bounded by the maximum match length, whatever the text's length.
 */
class ExtractAdversarialTest {
    private static double worst;
    private static int shapes;

    /** Work per character allowed: the main loop, one look-back, a few attempt kinds, the parser twice. */
    private static final double MAX_WORK_PER_CHAR = 12.0;
    private static final int MB = 1 << 20;

    /** name, prefix, repeated unit, suffix, options, expected match count at 1 MB (-1: not checked). */
    static Stream<Arguments> shapes() {
        return Stream.of(
                shape("no-whitespace", "", "a", "", "-", 0),
                shape("no-whitespace-after-scheme", "http://", "a", "", "-", 0),
                shape("angle-brackets", "", "<", "", "-", 0),
                shape("angle-scheme-unclosed", "", "<http://", "", "-", 0),
                shape("angle-url-prefix-unclosed", "", "<URL:", "", "-", 0),
                shape("angle-wrapped-forever", "<http://a/", "x\n ", "", "-", 1),
                shape("http-scheme", "", "http://", "", "-", 0),
                shape("http-scheme-spaced", "", "http:// ", "", "-", 0),
                shape("quoted-scheme", "", "\"http://", "", "-", 0),
                shape("open-parens", "http://a/", "(", "", "-", 0),
                shape("close-parens", "http://a/", ")", "", "-", 1),
                shape("open-parens-first", "", "(", "http://a/", "-", 1),
                shape("open-brackets", "http://", "[", "", "-", 0),
                shape("nested-brackets", "", "([", "http://a/", "-", 1),
                shape("colons", "", "a:", "", "-", 0),
                shape("long-scheme-runs", "", "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopq:", "", "-", 0),
                shape("url-colons", "", "URL:", "", "-", 0),
                shape("markdown-openers", "", "](", "", "-", 0),
                shape("markdown-parens", "", "](a(", "", "-", 0),
                shape("markdown-brackets", "", "](a[b", "", "-", 0),
                shape("href-unquoted", "", "href=", "", "-", -1),
                shape("href-quoted-unclosed", "href=\"", "href=", "", "-", -1),
                shape("href-mixed-quotes", "", "href=\"x href='y ", "", "-", -1),   // values with spaces, as browsers take them
                shape("trailing-punctuation", "http://a/", ".", "", "-", 0),
                shape("percent-signs", "http://a/", "%", "", "-", 0),
                shape("non-ascii", "http://a/", "\u00e9", "", "-", 0),
                shape("lone-surrogates", "http://a/", "\ud800", "", "-", 0),
                shape("many-references", "", "see http://a.example/x. ", "", "-", -1),
                shape("many-wrapped", "", "<URL:http://a.example/\n  x> ", "", "-", -1),
                shape("www-dots", "", "www.", "", "abbreviated", 0),
                shape("www-parens", "", "www.(", "", "abbreviated", 0),
                shape("dotted-labels", "www.", "a.", "", "abbreviated", 0),
                shape("at-signs", "", "a@", "", "abbreviated", 0),
                shape("local-parts", "", "a.", "@b", "abbreviated", 0),
                shape("domains", "a@", "b.", "", "abbreviated", 0),
                shape("line-breaks", "", "\r\n", "http://a/", "-", 1));
    }

    private static Arguments shape(String name, String prefix, String unit, String suffix, String options, int matches) {
        return Arguments.of(name, prefix, unit, suffix, options, matches);
    }

    private static String build(String prefix, String unit, String suffix, int size) {
        int n = Math.max(1, (size - prefix.length() - suffix.length()) / unit.length());
        return prefix + unit.repeat(n) + suffix;
    }

    /** The work per character of a full pass, and the match count. */
    private static double[] run(UriExtractor x, CharSequence text, boolean reader) {
        Scanner sc = x.scanner(reader ? TextWindow.of(new StringReader(text.toString())) : TextWindow.of(text));
        int count = 0;
        int maxBuffer = 0;
        while (sc.next() != null) {
            count++;
            maxBuffer = Math.max(maxBuffer, sc.win.buf.length);
        }
        maxBuffer = Math.max(maxBuffer, sc.win.buf.length);
        return new double[] {(double) sc.work() / text.length(), count, maxBuffer};
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void linear(String name, String prefix, String unit, String suffix, String options, int matches) {
        UriExtractor x = ExtractCasesTest.extractor("-".equals(options) ? null : options);
        String small = build(prefix, unit, suffix, MB / 10);
        String big = build(prefix, unit, suffix, MB);
        for (boolean reader : new boolean[] {false, true}) {
            double[] s = run(x, small, reader);
            double[] b = run(x, big, reader);
            String where = name + (reader ? " (Reader)" : " (CharSequence)");
            assertTrue(b[0] <= MAX_WORK_PER_CHAR, where + ": " + b[0] + " reads per character at 1 MB");
            assertTrue(b[0] <= s[0] * 1.25 + 0.5, where + ": work per character grows from " + s[0] + " (100 KB) to " + b[0] + " (1 MB)");
            if (matches >= 0) {
                assertEquals(matches, (int) b[1], where + ": matches");
            }
            assertTrue(b[2] <= 4 * (x.maxLength() + 2 * 8192 + Scanner.LOOKBACK), where + ": buffer grew to " + b[2] + " chars");
            worst = Math.max(worst, b[0]);
        }
        shapes++;
    }

    @AfterAll
    static void report() {
        System.out.printf("extract adversarial: %d shapes at 100 KB and 1 MB, at most %.2f reads per character%n", shapes, worst);
    }

    /** Many references: each is found, and memory stays flat over a 4 MB reader. */
    @Test
    void manyReferencesStreamFlat() {
        String unit = "See http://a.example/x_(1), <URL:ftp://b.example/\n    pub/>. ";
        String text = unit.repeat(4 * MB / unit.length());
        double[] r = run(UriExtractor.defaults(), text, true);
        assertEquals(2 * (4 * MB / unit.length()), (int) r[1]);
        assertTrue(r[2] <= 4 * 8192 + Scanner.LOOKBACK + 8192, "buffer grew to " + r[2] + " chars");
    }

    /** Beyond maxLength: the long run is skipped, the reference after it is found. */
    @Test
    void beyondMaxLength() {
        UriExtractor x = UriExtractor.defaults();
        List<String> found = new ArrayList<>();
        String text = "http://a.example/" + "x".repeat(x.maxLength()) + " <http://b.example/" + "y".repeat(x.maxLength())
                + "> http://c.example/ok";
        x.forEach(text, m -> found.add(m.reference()));
        assertEquals(List.of("http://c.example/ok"), found);
        String justFits = "http://a.example/" + "x".repeat(x.maxLength() - "http://a.example/".length());
        assertEquals(List.of(justFits), x.find(justFits).map(UriMatch::reference).toList());
        assertEquals(List.of(), x.find(justFits + "x").map(UriMatch::reference).toList());
    }
}
