package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.ParseResult;
import org.urikit.testing.Names;
import org.urikit.testing.TestData;

/** {@link UrlReadings} over {@code testdata/whatwg/readings.tsv}. */
class UrlReadingsTest {

    static Stream<Arguments> cases() {
        return TestData.arguments("whatwg/readings.tsv").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void readings(TestData.Row row) {
        UrlReadings r = UrlReadings.compare(row.get("input"), row.get("base"));
        List<String> actual = new ArrayList<>();
        if (r.validityDiffers()) {
            actual.add("validity=" + (r.rfc3986().isSuccess() ? "valid" : "invalid") + "|" + (r.whatwg().isSuccess() ? "valid" : "invalid"));
        }
        for (UrlReadings.Difference d : r.differences()) {
            actual.add(Names.of(d.component()) + "=" + (d.rfc3986() == null ? "-" : d.rfc3986()) + "|"
                    + (d.whatwg() == null ? "-" : d.whatwg()));
        }
        String expected = row.get("differences");
        assertEquals(expected, actual.isEmpty() ? "agree" : String.join(" ; ", actual), r.toString());
        assertEquals(expected.equals("agree"), r.agree());
    }

    @Test
    void readingsAreKept() {
        UrlReadings r = UrlReadings.compare("../x", "http://a/b/c");
        assertEquals("http://a/x", ((ParseResult.Success) r.rfc3986()).uri().toString());
        assertEquals("http://a/x", r.whatwg().orNull().href());
        UrlReadings bad = UrlReadings.compare("x", "relative/base");
        assertFalse(bad.rfc3986().isSuccess());
        assertFalse(bad.whatwg().isSuccess());
        assertTrue(bad.agree());
    }
}
