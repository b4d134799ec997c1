package org.urikit.robust;

import static org.urikit.RobustChecks.that;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import org.urikit.RobustChecks;
import org.urikit.Uri;
import org.urikit.testing.TrickleReader;
import org.urikit.text.UriExtractor;
import org.urikit.text.UriMatch;

/**
 * A Jazzer target for {@link UriExtractor}: the input is running text, searched with the default
 * extractor and with abbreviations on. Properties of every match:
 * <ul>
 * <li>the offsets point at the text it reports: {@code text[start, end)} is the reference as
 *   written, that is the reference itself, or it with the whitespace of a wrapped reference
 *   removed, or the abbreviated text it was expanded from (behind {@code http://}, {@code ftp://}
 *   or {@code mailto:}), or an HTML attribute value as the URL parser reads it (tabs and newlines
 *   removed, spaces as {@code %20}; a value with character references is only checked to hold the
 *   reference's other characters);</li>
 * <li>matches come in order without overlapping, on the line of their start;</li>
 * <li>the reference is a valid URI reference or IRI and {@link UriMatch#toUri()} is its URI;</li>
 * <li>a {@link java.io.Reader} that delivers the text one or two characters at a time gives the same
 *   matches (buffer boundaries anywhere).</li>
 * </ul>
 * Regression seeds: {@code src/test/resources/org/urikit/robust/TextFuzzTargetsTestInputs/<method>/}.
 */
class TextFuzzTargetsTest {
    private static final UriExtractor ABBREVIATED = UriExtractor.builder().abbreviated(true).build();
    private static final UriExtractor SMALL = UriExtractor.builder().maxLength(UriExtractor.MIN_MAX_LENGTH).build();

    @FuzzTest(maxDuration = "10m")
    void extract(byte[] data) throws java.io.IOException {
        String text = FuzzInput.text(data);
        for (UriExtractor x : new UriExtractor[] {UriExtractor.defaults(), ABBREVIATED, SMALL}) {
            List<UriMatch> all = x.findAll(text);
            long prevEnd = 0;
            for (UriMatch m : all) {
                checkMatch(text, m, x);
                that(m.start() >= prevEnd, text, () -> "matches overlap or come out of order: " + m);
                prevEnd = m.end();
            }
            List<UriMatch> trickled = new ArrayList<>();
            x.forEach(new TrickleReader(text), trickled::add);
            that(trickled.equals(all), text, () -> "a trickling reader gives " + trickled + ", not " + all);
        }
    }

    private static void checkMatch(String text, UriMatch m, UriExtractor x) {
        that(0 <= m.start() && m.start() < m.end() && m.end() <= text.length(), text, () -> "offsets of " + m);
        String written = text.substring((int) m.start(), (int) m.end());
        String ref = m.reference();
        switch (m.form()) {
            case ABBREVIATED -> {
                that(written.equals(m.expandedFrom()), text, () -> "an abbreviation spans other text: " + m);
                that(ref.equals("http://" + written) || ref.equals("ftp://" + written) || ref.equals("mailto:" + written), text,
                        () -> "an abbreviation is expanded to " + ref);
            }
            case HREF, SRC -> {
                if (written.indexOf('&') < 0) {
                    that(ref.equals(written.replaceAll("[\t\n\r]", "").replace(" ", "%20")), text,
                            () -> "an attribute value spans other text: " + RobustChecks.show(written) + " for " + m);
                }
            }
            default -> {
                if (m.isWrapped()) {
                    that(ref.equals(withoutWhitespace(written)), text, () -> "a wrapped reference spans other text: " + m);
                } else {
                    that(ref.equals(written), text, () -> "the reference is not the text at its offsets: "
                            + RobustChecks.show(written) + " for " + m);
                }
            }
        }
        that(m.isExpanded() == (m.form() == UriMatch.Form.ABBREVIATED), text, "isExpanded");
        that(m.end() - m.start() <= x.maxLength(), text, () -> "longer than the maximum: " + m);
        long line = 1;
        for (int i = 0; i < m.start(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
            }
        }
        that(m.line() == line, text, "line " + m.line() + ", counted " + line);
        Uri uri = m.uri();
        that(uri != null, text, "no URI");
        boolean ascii = ref.chars().allMatch(c -> c < 0x80);
        if (ascii) {
            that(uri.toUriString().equals(ref), text, () -> "toUri() is not the reference: " + uri.toUriString());
        } else {
            that(m.isIri() && uri.toUriString().equals(Uri.fromIri(ref).toUriString()), text, "an IRI's URI");
        }
    }

    /** The text without the whitespace that the extractor removes from a wrapped reference. */
    private static String withoutWhitespace(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x0B)) {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
