package org.urikit.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.testing.Names;
import org.urikit.testing.TrickleReader;

/** The public API of {@code org.urikit.text}: the javadoc examples, the builder, inputs, errors and threads. */
class UriExtractorApiTest {

    private static List<String> forms(List<UriMatch> ms) {
        return ms.stream().map(m -> m.form() + " " + m.reference()).collect(Collectors.toList());
    }

    /** The example of UriExtractor's class comment (the RFC 3986 draft (2003), Appendix E example). */
    @Test
    void classExample() {
        List<UriMatch> ms = UriExtractor.defaults().findAll("Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n"
                + "but you can probably pick it up from <ftp://ds.internic.\n"
                + "net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n"
                + "ietf/uri/historical.html#WARNING>.");
        assertEquals(List.of("QUOTED http://www.w3.org/Addressing/", "ANGLE ftp://ds.internic.net/rfc/",
                "ANGLE http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"), forms(ms));
        List<UriMatch> ab = UriExtractor.builder().abbreviated(true).build()
                .findAll("see www.w3.org/Addressing/ or mail timbl@info.cern.ch.");
        assertEquals(List.of("ABBREVIATED http://www.w3.org/Addressing/", "ABBREVIATED mailto:timbl@info.cern.ch"), forms(ab));
        assertEquals("www.w3.org/Addressing/", ab.get(0).expandedFrom());
        assertEquals("timbl@info.cern.ch", ab.get(1).expandedFrom());
    }

    /** The example of UriMatch's class comment. */
    @Test
    void matchExample() {
        UriMatch m = UriExtractor.defaults().findAll("Note the warning in <http://ds.internic.net/\n"
                + "    instructions/overview.html#WARNING>.").get(0);
        assertEquals("http://ds.internic.net/instructions/overview.html#WARNING", m.reference());
        assertEquals(UriMatch.Form.ANGLE, m.form());
        assertEquals(21, m.start());
        assertEquals(83, m.end());
        assertEquals(1, m.line());
        assertTrue(m.isWrapped());
        assertFalse(m.isAmbiguous());
        assertFalse(m.isExpanded());
        assertNull(m.expandedFrom());
        assertFalse(m.isIri());
        assertEquals(Uri.parse("http://ds.internic.net/instructions/overview.html#WARNING"), m.uri());
        assertEquals("ANGLE[21,83) line 1: http://ds.internic.net/instructions/overview.html#WARNING (wrapped)", m.toString());
    }

    /** The example of README's tour. */
    @Test
    void readmeExample() {
        assertEquals("[ANGLE[6,36) line 1: ftp://ds.internic.net/rfc/ (wrapped), BARE[43,72) line 2: http://example.com/wiki/A_(b)]",
                UriExtractor.defaults().findAll("from <ftp://ds.internic.\n   net/rfc/>, see http://example.com/wiki/A_(b).").toString());
    }

    /** The example of UriMatch.Form's comment. */
    @Test
    void formExample() {
        assertEquals(List.of(UriMatch.Form.URL_PREFIX, UriMatch.Form.QUOTED, UriMatch.Form.BARE),
                UriExtractor.defaults().find("<URL:ftp://a.example/b> \"http://a.example/\" http://b.example/.")
                        .map(UriMatch::form).toList());
    }

    /** The example of the package comment. */
    @Test
    void packageExample() {
        assertEquals(List.of("URL_PREFIX ftp://ds.internic.net/rfc", "BARE http://a.example/x"),
                forms(UriExtractor.defaults().findAll("see <URL:ftp://ds.internic.net/rfc> or http://a.example/x.")));
    }

    /** The example of the Builder's comment. */
    @Test
    void builderExample() {
        UriExtractor x = UriExtractor.builder().abbreviated(true).addSchemes("tel", "data").maxLength(8192).build();
        assertTrue(x.abbreviated());
        assertEquals(8192, x.maxLength());
        assertTrue(x.schemes().containsAll(Set.of("tel", "data", "http", "mailto")));
        assertEquals(List.of("BARE tel:+1-816-555-1212"), forms(x.findAll("call tel:+1-816-555-1212.")));
    }

    @Test
    void defaultsAndBuilder() {
        UriExtractor d = UriExtractor.defaults();
        assertSame(d, UriExtractor.defaults());
        assertFalse(d.abbreviated());
        assertEquals(UriExtractor.DEFAULT_MAX_LENGTH, d.maxLength());
        assertEquals(SchemeRegistry.defaults().schemes(), d.schemes());
        UriExtractor copy = d.toBuilder().build();
        assertEquals(d.toString(), copy.toString());
        assertThrows(IllegalArgumentException.class, () -> UriExtractor.builder().maxLength(UriExtractor.MIN_MAX_LENGTH - 1));
        assertThrows(IllegalArgumentException.class, () -> UriExtractor.builder().maxLength(UriExtractor.MAX_MAX_LENGTH + 1));
        for (String bad : List.of("", "1abc", "a b", "a:", "é", "a".repeat(65))) {
            assertThrows(IllegalArgumentException.class, () -> UriExtractor.builder().addSchemes(bad), bad);
        }
        assertThrows(NullPointerException.class, () -> UriExtractor.builder().addSchemes((String) null));
        UriExtractor only = UriExtractor.builder().schemes(List.of("MAILTO")).build();
        assertEquals(Set.of("mailto"), only.schemes());
        assertEquals(List.of("BARE mailto:a@b.example", "BARE http://a.example/"),
                forms(only.findAll("news:comp.x mailto:a@b.example urn:isbn:1 http://a.example/")));
        SchemeRegistry mine = SchemeRegistry.empty().with(SchemeHandler.withDefaultPort("coap", 5683));
        assertEquals(Set.of("coap"), UriExtractor.builder().schemes(mine).build().schemes());
    }

    @Test
    void inputs() {
        String text = "a http://a.example/ b <http://b.example/>";
        List<String> expected = forms(UriExtractor.defaults().findAll(text));
        assertEquals(2, expected.size());
        assertEquals(expected, forms(UriExtractor.defaults().findAll(new StringBuilder(text))));
        assertEquals(expected, forms(UriExtractor.defaults().findAll(CharBuffer.wrap("xx" + text).position(2))));
        CharSequence custom = new CharSequence() {
            @Override
            public int length() {
                return text.length();
            }

            @Override
            public char charAt(int index) {
                return text.charAt(index);
            }

            @Override
            public CharSequence subSequence(int start, int end) {
                return text.subSequence(start, end);
            }
        };
        assertEquals(expected, forms(UriExtractor.defaults().findAll(custom)));
        assertEquals(expected, forms(UriExtractor.defaults().find(new StringReader(text)).collect(Collectors.toList())));
        assertEquals(List.of(), UriExtractor.defaults().findAll(""));
        assertThrows(NullPointerException.class, () -> UriExtractor.defaults().find((CharSequence) null));
        assertThrows(NullPointerException.class, () -> UriExtractor.defaults().find((Reader) null));
    }

    /** The stream reads lazily: the first match arrives before the reader is read to its end. */
    @Test
    void streamIsLazy() {
        int[] reads = {0};
        Reader r = new Reader() {
            @Override
            public int read(char[] b, int off, int len) {
                reads[0]++;
                String chunk = "http://a.example/" + reads[0] + " ";
                chunk.getChars(0, chunk.length(), b, off);
                return chunk.length();   // endless
            }

            @Override
            public void close() {
            }
        };
        assertEquals("http://a.example/1", UriExtractor.defaults().find(r).findFirst().orElseThrow().reference());
        assertTrue(reads[0] < 5, reads[0] + " reads");
    }

    /** Lines and offsets stay right far into a stream, after the window dropped what came before. */
    @Test
    void linesFarIntoAStream() throws IOException {
        String text = "x\n".repeat(100_000) + "y\r\n".repeat(50_000) + "z\r".repeat(25_000) + "  http://a.example/";
        List<UriMatch> ms = new ArrayList<>();
        UriExtractor.defaults().forEach(new TrickleReader(text), ms::add);
        assertEquals(1, ms.size());
        assertEquals(175_001, ms.get(0).line());
        assertEquals(100_000 * 2 + 50_000 * 3 + 25_000 * 2 + 2, ms.get(0).start());
    }

    @Test
    void readerFailure() {
        Reader failing = new Reader() {
            private boolean first = true;

            @Override
            public int read(char[] b, int off, int len) throws IOException {
                if (first) {
                    first = false;
                    String s = "see http://a.example/ and ";
                    s.getChars(0, s.length(), b, off);
                    return s.length();
                }
                throw new IOException("disk on fire");
            }

            @Override
            public void close() {
            }
        };
        List<String> before = new ArrayList<>();
        IOException e = assertThrows(IOException.class, () -> UriExtractor.defaults().forEach(failing, m -> before.add(m.reference())));
        assertEquals("disk on fire", e.getMessage());
        assertEquals(List.of("http://a.example/"), before);
        Reader failing2 = new Reader() {
            @Override
            public int read(char[] b, int off, int len) throws IOException {
                throw new IOException("gone");
            }

            @Override
            public void close() {
            }
        };
        UncheckedIOException u = assertThrows(UncheckedIOException.class, () -> UriExtractor.defaults().find(failing2).count());
        assertEquals("gone", u.getCause().getMessage());
        // An UncheckedIOException thrown by the action is the action's own: it passes through unchanged.
        UncheckedIOException mine = new UncheckedIOException(new IOException("mine"));
        assertSame(mine, assertThrows(UncheckedIOException.class,
                () -> UriExtractor.defaults().forEach(new StringReader("http://a.example/"), m -> {
                    throw mine;
                })));
    }

    @Test
    void matchEquality() {
        List<UriMatch> a = UriExtractor.defaults().findAll("http://a.example/ http://a.example/");
        List<UriMatch> b = UriExtractor.defaults().findAll("http://a.example/ http://a.example/");
        assertEquals(a, b);
        assertEquals(a.get(0).hashCode(), b.get(0).hashCode());
        assertNotEquals(a.get(0), a.get(1));   // same reference, other offsets
        assertNotEquals(a.get(0), "http://a.example/");
        assertEquals("url-prefix", Names.of(UriMatch.Form.URL_PREFIX));
        assertEquals("bare", Names.of(UriMatch.Form.BARE));
    }

    @Test
    void iriMatch() {
        UriMatch m = UriExtractor.defaults().findAll("http://bücher.example/café").get(0);
        assertTrue(m.isIri());
        assertEquals("http://bücher.example/café", m.reference());
        assertEquals("http://xn--bcher-kva.example/caf%C3%A9", m.uri().toString());
    }

    /** One extractor shared by threads gives each the same matches as a single thread. */
    @Test
    void threads() throws Exception {
        UriExtractor x = UriExtractor.builder().abbreviated(true).build();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            texts.add(("see http://a.example/" + i + " and <URL:ftp://b.example/\n  " + i + "> or www.c" + i + ".example. ").repeat(500));
        }
        List<List<UriMatch>> sequential = new ArrayList<>();
        for (String t : texts) {
            sequential.add(x.findAll(t));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<UriMatch>>> futures = new ArrayList<>();
            for (String t : texts) {
                futures.add(pool.submit(() -> x.find(new StringReader(t)).collect(Collectors.toList())));
            }
            for (int i = 0; i < texts.size(); i++) {
                assertEquals(sequential.get(i), futures.get(i).get());
                assertEquals(1500, sequential.get(i).size());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
