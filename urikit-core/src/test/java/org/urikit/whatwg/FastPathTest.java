package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Json;
import org.urikit.testing.TestData;

/**
 * {@link FastPath} against the state machine: for every WPT input, setter href and dataset line
 * that the fast path accepts, the state machine gives the same href (the input itself) and the
 * same offsets; and the fast path takes nearly all of the real-world kasztp dataset.
 */
class FastPathTest {

    static List<String> corpus() {
        List<String> all = new ArrayList<>();
        for (Map<String, Object> c : Json.objects(Json.conformance("wpt-url/urltestdata.json"))) {
            all.add((String) c.get("input"));
            if (c.get("href") != null) {
                all.add((String) c.get("href"));
            }
        }
        for (String d : List.of("kasztp", "node_files", "isaacs_files")) {
            all.addAll(TestData.datasetLines(d));
        }
        return all;
    }

    @Test
    void agreesWithTheStateMachine() {
        int taken = 0;
        List<String> corpus = corpus();
        for (String s : corpus) {
            WebUrl fast = FastPath.parse(s);
            if (fast == null) {
                continue;
            }
            taken++;
            UrlParser p = UrlParser.forInput(s, null, false);
            assertTrue(p.run() != UrlParser.FAILURE, s);
            WebUrl slow = p.url.build(s);
            assertSame(s, fast.href(), s);
            assertSame(s, slow.href(), "the state machine reuses the input too: " + s);
            assertArrayEquals(slow.offsets(), fast.offsets(), s);
        }
        System.out.println("fast path: " + taken + " of " + corpus.size() + " inputs");
    }

    @Test
    void takesTheCanonicalKasztpLines() {
        int canonical = 0;
        int taken = 0;
        for (String s : TestData.datasetLines("kasztp")) {
            WebUrl u = WebUrl.parseOrNull(s);
            if (u != null && u.href().equals(s)) {
                canonical++;
                if (FastPath.parse(s) != null) {
                    taken++;
                }
            }
        }
        System.out.println("fast path: " + taken + " of the " + canonical + " kasztp lines already canonical");
        assertTrue(taken > canonical * 0.99, taken + " of " + canonical);
        assertNotNull(FastPath.parse("https://example.com/a?b#c"));
    }
}
