package org.urikit.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.Names;
import org.urikit.testing.TestData;
import org.urikit.testing.TrickleReader;

/**
 * The extractor on the example passages of the seed documents ({@code testdata/extract/seed-*.tsv})
 * and on a case per rule ({@code testdata/extract/rules-*.tsv}): every match, in order, with its
 * form, offsets, line, reference, expansion, flags and URI; over a {@code CharSequence}, a
 * {@code Reader} and a reader that gives one or two characters at a time (so that every buffer
 * boundary falls inside some reference).
 */
class ExtractCasesTest {
    private static int passed;
    private static int total;
    private static int references;

    /** A passage with its expected matches, rendered one per line. */
    record Case(String file, String id, String options, String text, List<String> expected, List<TestData.Row> rows) {
    }

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String set : List.of("seed", "rules")) {
            Map<String, List<TestData.Row>> byCase = new LinkedHashMap<>();
            for (TestData.Row m : TestData.rows("extract/" + set + "-matches.tsv")) {
                byCase.computeIfAbsent(m.id(), k -> new ArrayList<>()).add(m);
            }
            for (TestData.Row p : TestData.rows("extract/" + set + "-passages.tsv")) {
                List<TestData.Row> rows = byCase.getOrDefault(p.id(), List.of());
                assertEquals(Integer.parseInt(p.get("matches")), rows.size(), p.id() + ": the count in the passages file");
                List<String> expected = rows.stream().map(ExtractCasesTest::expected).collect(Collectors.toList());
                out.add(Arguments.of(Named.of(set + ":" + p.id(),
                        new Case(set, p.id(), p.get("options"), p.get("text") == null ? "" : p.get("text"), expected, rows))));
                byCase.remove(p.id());
            }
            assertTrue(byCase.isEmpty(), set + "-matches.tsv has matches of no passage: " + byCase.keySet());
        }
        return out.stream();
    }

    private static String expected(TestData.Row m) {
        String flags = m.get("flags") == null ? "" : m.get("flags");
        String uri = m.get("uri") != null ? m.get("uri") : m.get("reference");
        return line(m.get("form"), m.get("start"), m.get("end"), m.get("line"), m.get("reference"), m.get("expandedFrom"),
                flags.contains("wrapped"), flags.contains("ambiguous"), uri);
    }

    private static String line(String form, Object start, Object end, Object line, String reference, String expandedFrom,
            boolean wrapped, boolean ambiguous, String uri) {
        return form + " [" + start + "," + end + ") line " + line + " " + reference
                + (expandedFrom == null ? "" : " expanded from " + expandedFrom)
                + (wrapped ? " wrapped" : "") + (ambiguous ? " ambiguous" : "") + " uri " + uri;
    }

    private static String actual(UriMatch m) {
        return line(Names.of(m.form()), m.start(), m.end(), m.line(), m.reference(), m.expandedFrom(),
                m.isWrapped(), m.isAmbiguous(), m.uri().toString());
    }

    static UriExtractor extractor(String options) {
        UriExtractor.Builder b = UriExtractor.builder();
        if (options != null) {
            for (String o : options.split(" ")) {
                if (o.equals("abbreviated")) {
                    b.abbreviated(true);
                } else if (o.startsWith("schemes+=")) {
                    b.addSchemes(o.substring("schemes+=".length()));
                } else if (o.startsWith("maxLength=")) {
                    b.maxLength(Integer.parseInt(o.substring("maxLength=".length())));
                } else {
                    throw new IllegalArgumentException("unknown option " + o);
                }
            }
        }
        return b.build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void passage(Case c) throws IOException {
        total++;
        checkData(c);
        UriExtractor x = extractor(c.options());
        List<String> fromText = x.findAll(c.text()).stream().map(ExtractCasesTest::actual).collect(Collectors.toList());
        assertEquals(String.join("\n", c.expected()), String.join("\n", fromText), c.id() + " (CharSequence)");
        List<String> fromReader = x.find(new StringReader(c.text())).map(ExtractCasesTest::actual).collect(Collectors.toList());
        assertEquals(fromText, fromReader, c.id() + " (Reader)");
        List<String> trickle = new ArrayList<>();
        x.forEach(new TrickleReader(c.text()), m -> trickle.add(actual(m)));
        assertEquals(fromText, trickle, c.id() + " (a reader giving one or two characters per read)");
        passed++;
        references += fromText.size();
    }

    /**
     * The data must be consistent on its own: the written text at [start, end) is the reference
     * (whitespace removed when wrapped), or the abbreviated text, or (in an href) the value.
     */
    private static void checkData(Case c) {
        for (TestData.Row m : c.rows()) {
            String written = c.text().substring(Integer.parseInt(m.get("start")), Integer.parseInt(m.get("end")));
            String flags = m.get("flags") == null ? "" : m.get("flags");
            if (m.get("expandedFrom") != null) {
                assertEquals(m.get("expandedFrom"), written, c.id() + " #" + m.get("n") + ": start/end must span the abbreviated text");
                assertTrue(m.get("reference").endsWith(written), c.id() + " #" + m.get("n"));
            } else if (written.indexOf('&') < 0) {
                String joined = flags.contains("wrapped") ? written.replaceAll("[\\s\u00a0]", "") : written;
                if (m.get("form").equals("href") || m.get("form").equals("src")) {
                    // as the URL Standard's basic URL parser reads it: tabs and newlines removed, spaces encoded
                    joined = written.replaceAll("[\t\n\r]", "").replace(" ", "%20");
                }
                assertEquals(m.get("reference"), joined, c.id() + " #" + m.get("n") + ": start/end must span the reference");
            }
            long line = 1 + c.text().substring(0, Integer.parseInt(m.get("start"))).replace("\r\n", "\n").chars()
                    .filter(ch -> ch == '\n' || ch == '\r').count();
            assertEquals(Long.parseLong(m.get("line")), line, c.id() + " #" + m.get("n") + ": line");
        }
    }

    @AfterAll
    static void report() {
        System.out.println("extract passages (seeds and rules): " + passed + "/" + total + " pass, " + references + " references");
    }

    static {
        assertNotNull(ExtractCasesTest.class.getResource("/testdata/extract/seed-passages.tsv"));
    }
}
