package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * that the fast path accepts, the state machine run from the start gives the same href (the
 * input itself, when the fast path took it as it is; else what the state machine resumed from
 * where the fast path stopped made of it) and the same offsets; and the fast path takes nearly
 * all of the real-world kasztp dataset.
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
        int resumed = 0;
        List<String> corpus = corpus();
        for (String s : corpus) {
            for (String input : List.of(s, s + " ", s + "\t")) {
                WebUrl fast = FastPath.parse(input);
                if (fast == null) {
                    continue;
                }
                WebUrl slow = UrlParser.forInput(input, null, false).parse();
                assertNotNull(slow, input);
                if (fast.href() == input) {
                    taken++;
                    assertSame(input, slow.href(), "the state machine reuses the input too: " + input);
                } else {
                    resumed++;
                    assertEquals(slow.href(), fast.href(), input);
                }
                assertArrayEquals(slow.offsets(), fast.offsets(), input);
            }
        }
        System.out.println("fast path: " + taken + " of " + corpus.size() * 3 + " inputs taken as they are, "
                + resumed + " resumed in the state machine");
        assertTrue(resumed > 0);
    }

    @Test
    void takesTheCanonicalKasztpLines() {
        int canonical = 0;
        int taken = 0;
        for (String s : TestData.datasetLines("kasztp")) {
            WebUrl u = WebUrl.parseOrNull(s);
            if (u != null && u.href().equals(s)) {
                canonical++;
                WebUrl fast = FastPath.parse(s);
                if (fast != null && fast.href() == s) {
                    taken++;
                }
            }
        }
        System.out.println("fast path: " + taken + " of the " + canonical + " kasztp lines already canonical");
        assertTrue(taken > canonical * 0.99, taken + " of " + canonical);
        assertNotNull(FastPath.parse("https://example.com/a?b#c"));
    }
}
