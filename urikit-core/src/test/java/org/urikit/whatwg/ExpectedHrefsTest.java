package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.urikit.testing.TestData;

/**
 * The parser gives what it gave before its rewrite for speed: every href, failure and validation
 * error recorded in {@code testdata/whatwg/hrefs/} ({@link ExpectedHrefs} says how the files were
 * made) on the lines of the benchmark datasets, their upper-cased variants and the WPT-format
 * inputs, through {@link WebUrl#tryParse} (always the state machine); {@link WebUrl#parseOrNull}
 * (the fast path first) gives the same href; and every URL's offsets are those of its href
 * parsed again, which is its own serialization.
 */
class ExpectedHrefsTest {

    @Test
    void datasets() {
        for (String d : ExpectedHrefs.DATASETS) {
            List<String> inputs = TestData.datasetLines(d);
            List<String> expected = recorded(d);
            assertEquals(inputs.size(), expected.size(), d);
            for (int i = 0; i < inputs.size(); i++) {
                String line = inputs.get(i);
                assertEquals(expected.get(i), ExpectedHrefs.datasetLine(line), () -> "line " + line);
                checkApi(line, null);
                checkApi(ExpectedHrefs.upper(line), null);
            }
            System.out.println("recorded results: " + expected.size() + " of " + expected.size() + " " + d
                    + " lines and their upper-cased variants agree");
        }
    }

    @Test
    void wptInputs() {
        List<String[]> cases = ExpectedHrefs.wptCases();
        List<String> expected = recorded("wpt");
        assertEquals(cases.size(), expected.size());
        for (int i = 0; i < cases.size(); i++) {
            String[] c = cases.get(i);
            assertEquals(expected.get(i), ExpectedHrefs.wptLine(c[0], c[1]), () -> "input " + c[0] + " base " + c[1]);
            checkApi(c[0], null);
            checkApi(ExpectedHrefs.upper(c[0]), null);
            checkApi(ExpectedHrefs.upper(c[0]), c[1]);
        }
        System.out.println("recorded results: " + expected.size() + " of " + expected.size()
                + " WPT-format inputs (three variants each) agree");
    }

    /** parseOrNull agrees with tryParse, and the URL's offsets are its href's. */
    private static void checkApi(String input, String baseText) {
        WebUrl base = baseText == null ? null : WebUrl.parseOrNull(baseText);
        if (baseText != null && base == null) {
            return;
        }
        WebUrlResult r = WebUrl.tryParse(input, base);
        WebUrl u = WebUrl.parseOrNull(input, base);
        if (!(r instanceof WebUrlResult.Success s)) {
            assertNull(u, input);
            return;
        }
        assertEquals(s.url().href(), u.href(), input);
        WebUrl again = WebUrl.parse(u.href());
        assertEquals(u.href(), again.href(), input);
        assertArrayEquals(again.offsets(), u.offsets(), input);
        assertArrayEquals(again.offsets(), s.url().offsets(), input);
    }

    /** The data lines of {@code testdata/whatwg/hrefs/<name>.tsv.gz}. */
    private static List<String> recorded(String name) {
        String resource = "/testdata/whatwg/hrefs/" + name + ".tsv.gz";
        List<String> out = new ArrayList<>();
        try (InputStream in = ExpectedHrefsTest.class.getResourceAsStream(resource);
                BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.startsWith("#")) {
                    out.add(line);
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }
}
