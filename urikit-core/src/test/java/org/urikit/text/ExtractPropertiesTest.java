package org.urikit.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.testing.TestData;
import org.urikit.testing.TrickleReader;

/**
 * Properties of every match, on random text made of the characters that matter to the scanner
 * (brackets, quotes, colons, slashes, line breaks, scheme words, non-ASCII, surrogates) and on
 * one-character mutations of the seed passages: no exception; matches in order and not
 * overlapping; the line is the count of line breaks before {@code start}; the reference is a
 * valid URI reference or IRI; unless wrapped, expanded or from an {@code href}, it is exactly the
 * text at {@code [start, end)}; and a reader giving one or two characters at a time finds the same.
 */
class ExtractPropertiesTest {
    private static final String[] PIECES = {"http://", "https://a.example/", "mailto:", "x@y.example", "www.", "ftp.", "URL:",
        "<", ">", "\"", "'", "(", ")", "[", "]", "](", "href=", "=", ":", "/", ".", ",", "-", "-\n", " ", "  ", "\n", "\r\n", "\r",
        "\t", "a", "b1", "%41", "%", "#", "?", "é", "\u00a0", "\ud83d\ude00", "\ud800", "。", "news:", "urn:isbn:1", "::1", "\u0000"};

    @Test
    void randomText() throws IOException {
        Random r = new Random(3986);
        UriExtractor plain = UriExtractor.defaults();
        UriExtractor abbreviated = UriExtractor.builder().abbreviated(true).maxLength(64).build();
        int matches = 0;
        for (int n = 0; n < 4000; n++) {
            StringBuilder sb = new StringBuilder();
            int pieces = 1 + r.nextInt(60);
            for (int i = 0; i < pieces; i++) {
                sb.append(PIECES[r.nextInt(PIECES.length)]);
            }
            String text = sb.toString();
            matches += check(n % 2 == 0 ? plain : abbreviated, text);
        }
        assertTrue(matches > 1000, matches + " matches: the generator must produce references");
        System.out.println("extract properties: 4000 random texts, " + matches + " matches, all consistent");
    }

    @Test
    void mutatedSeedPassages() throws IOException {
        Random r = new Random(1738);
        int texts = 0;
        for (TestData.Row p : TestData.rows("extract/seed-passages.tsv")) {
            String text = p.get("text") == null ? "" : p.get("text");
            for (int k = 0; k < 20 && !text.isEmpty(); k++) {
                StringBuilder sb = new StringBuilder(text);
                int at = r.nextInt(sb.length());
                String piece = PIECES[r.nextInt(PIECES.length)];
                switch (r.nextInt(3)) {
                    case 0 -> sb.insert(at, piece);
                    case 1 -> sb.deleteCharAt(at);
                    default -> sb.replace(at, at + 1, piece);
                }
                check(UriExtractor.builder().abbreviated(k % 2 == 0).build(), sb.toString());
                texts++;
            }
        }
        System.out.println("extract properties: " + texts + " mutated seed passages, all consistent");
    }

    private static int check(UriExtractor x, String text) throws IOException {
        List<UriMatch> ms = x.findAll(text);
        List<UriMatch> trickle = new ArrayList<>();
        x.forEach(new TrickleReader(text), trickle::add);
        assertEquals(ms, trickle, text);
        long previousEnd = 0;
        for (UriMatch m : ms) {
            assertTrue(m.start() >= previousEnd && m.start() < m.end() && m.end() <= text.length(), m + " in " + text);
            previousEnd = m.end();
            String before = text.substring(0, (int) m.start());
            long line = 1 + before.replace("\r\n", "\n").chars().filter(c -> c == '\n' || c == '\r').count();
            assertEquals(line, m.line(), m + " in " + text);
            Uri u = m.uri();
            assertNotNull(u);
            assertEquals(u, m.isIri() ? Uri.fromIri(m.reference()) : Uri.parse(m.reference()), m.toString());
            String written = text.substring((int) m.start(), (int) m.end());
            if (m.isExpanded()) {
                assertEquals(written, m.expandedFrom(), m.toString());
            } else if (m.isWrapped()) {
                assertEquals(m.reference(), written.replaceAll("[\\s\u00a0\u2028\u2029]", ""), m.toString());
            } else if (m.form() != UriMatch.Form.HREF) {
                assertEquals(m.reference(), written, m.toString());
            }
            assertTrue(m.end() - m.start() <= x.maxLength(), m.toString());
        }
        return ms.size();
    }
}
