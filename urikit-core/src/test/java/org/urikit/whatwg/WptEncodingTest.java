package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.encoding.QueryParameters;
import org.urikit.testing.Deviations;
import org.urikit.testing.Json;

/**
 * The web-platform-tests encoding suites: {@code percent-encoding.json} (each input written into
 * the query and the fragment of {@code https://doesnotmatter.invalid/}, as the wpt harness does
 * with an {@code <a href>}; only the UTF-8 expectations can hold, since urikit encodes queries as
 * UTF-8 only: the legacy-encoding ones are listed deviations) and
 * {@code urlencoded-parser-data.json} through {@link UrlSearchParams}.
 */
class WptEncodingTest {

    @Test
    @SuppressWarnings("unchecked")
    void percentEncoding() {
        Deviations.Tally tally = WptUrlTest.DEVIATIONS.tally("WPT percent-encoding");
        int i = 0;
        for (Map<String, Object> c : Json.objects(Json.conformance("wpt-url/percent-encoding.json"))) {
            String input = (String) c.get("input");
            Map<String, Object> output = (Map<String, Object>) c.get("output");
            WebUrl u = WebUrl.parse("https://doesnotmatter.invalid/?" + input + "#" + input);
            String utf8 = (String) output.get("utf-8");
            for (Map.Entry<String, Object> e : output.entrySet()) {
                String id = "percent-encoding-" + i + "-" + e.getKey();
                // The fragment is always UTF-8; the query is in the document's encoding.
                boolean ok = u.hash().equals("#" + utf8) && u.search().equals("?" + e.getValue());
                tally.record(id, input, ok, () -> "search " + u.search() + " hash " + u.hash() + ", expected ?" + e.getValue());
            }
            i++;
        }
        tally.finish();
        assertEquals(16, tally.total());
    }

    @Test
    void urlencodedParserData() {
        Deviations.Tally tally = WptUrlTest.DEVIATIONS.tally("WPT urlencoded-parser-data (UrlSearchParams)");
        int i = 0;
        for (Map<String, Object> c : Json.objects(Json.conformance("wpt-url/urlencoded-parser-data.json"))) {
            String input = (String) c.get("input");
            List<List<String>> actual = new ArrayList<>();
            UrlSearchParams params = UrlSearchParams.parse(input);
            for (QueryParameters.Parameter p : params) {
                actual.add(List.of(p.name(), p.value()));
            }
            Object expected = c.get("output");
            // The same pairs through a URL's query, as url.searchParams reads them.
            WebUrl u = WebUrl.parse("https://h/").withSearchParams(params);
            boolean ok = actual.equals(expected) && u.searchParams().equals(params);
            tally.record("urlencoded-" + i++, input, ok, () -> "got " + actual + ", expected " + expected);
        }
        tally.finish();
        assertEquals(35, tally.total());
    }
}
