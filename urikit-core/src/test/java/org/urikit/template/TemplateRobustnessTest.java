package org.urikit.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Bad input is normal input: megabyte templates and URIs of adversarial shapes give a verdict in
 * one pass (the generous timeouts only catch quadratic behaviour or a hang, they are not
 * measurements), nothing overflows the stack, and one template is shared between threads.
 */
class TemplateRobustnessTest {
    private static final int MB = 1 << 20;
    private static final Duration LINEAR = Duration.ofSeconds(20);

    private static UriTemplateException parseFails(String t) {
        return assertTimeoutPreemptively(LINEAR, () -> assertThrows(UriTemplateException.class, () -> UriTemplate.parse(t)));
    }

    @Test
    void hugeBadTemplates() {
        assertEquals(TemplateError.EXPRESSION_UNCLOSED, parseFails("{".repeat(MB)).error());
        assertEquals(TemplateError.EXPRESSION_UNCLOSED, parseFails("{a" + ",a".repeat(MB / 2)).error());
        assertEquals(TemplateError.CLOSE_BRACE_UNMATCHED, parseFails("}".repeat(MB)).error());
        assertEquals(TemplateError.PERCENT_ENCODING_INVALID, parseFails("%".repeat(MB)).error());
        UriTemplateException e = parseFails("a".repeat(MB) + " ");
        assertEquals(MB, e.index());
        assertTrue(e.getMessage().length() < 400, "a window, not the whole template: " + e.getMessage().length());
        assertEquals(TemplateError.VARIABLE_NAME_INVALID, parseFails("{" + "a.".repeat(MB / 2) + "}").error());
        assertEquals(TemplateError.PREFIX_INVALID, parseFails("{a:" + "9".repeat(MB) + "}").error());
    }

    @Test
    void hugeGoodTemplates() {
        assertTimeoutPreemptively(LINEAR, () -> {
            StringBuilder sb = new StringBuilder();
            Map<String, Object> vars = new HashMap<>();
            for (int i = 0; i < 50_000; i++) {
                sb.append("{/v").append(i).append('}');
                if (i % 2 == 0) {
                    vars.put("v" + i, "x");
                }
            }
            UriTemplate t = UriTemplate.parse(sb.toString());
            assertEquals(50_000, t.variables().size());
            String expanded = t.expand(vars);
            assertEquals(25_000 * 2, expanded.length());
            assertTrue(t.isMatchable());
            // values are taken left to right: the 25,000 segments go to the first 25,000 variables
            Map<String, Object> m = t.match(expanded);
            assertEquals(25_000, m.size());
            assertEquals("x", m.get("v24999"));
            assertEquals(sb.toString(), t.expandPartial(Map.of()).toString());
        });
    }

    @Test
    void hugeUris() {
        assertTimeoutPreemptively(LINEAR, () -> {
            UriTemplate t = UriTemplate.parse("/files{/path*}{?a,b}");
            String uri = "/files" + "/a".repeat(MB / 2) + "?a=" + "%41".repeat(MB / 3) + "&b=1";
            Map<String, Object> m = t.match(uri);
            assertEquals(MB / 2, ((List<?>) m.get("path")).size());
            assertEquals(MB / 3, ((String) m.get("a")).length());
            assertNull(t.match("/files" + "/".repeat(MB) + "%"));
            assertNull(t.match("/files?a=" + "%".repeat(MB)));
            UriTemplate tail = UriTemplate.parse("{+x}/here");
            assertNull(tail.match("/".repeat(MB)));
            assertEquals(MB - 1, ((String) tail.match("/".repeat(MB) + "here").get("x")).length());
        });
    }

    @Test
    void hugeValues() {
        assertTimeoutPreemptively(LINEAR, () -> {
            String value = "\u00e9".repeat(MB);
            String expanded = UriTemplate.parse("{?v}").expand(Map.of("v", value));
            assertEquals(3 + 6 * MB, expanded.length());
            assertEquals(value, UriTemplate.parse("{?v}").match(expanded).get("v"));
            assertEquals("%C3%A9".repeat(9999), UriTemplate.parse("{v:9999}").expand(Map.of("v", value)));
        });
    }

    @Test
    void nullArguments() {
        assertThrows(NullPointerException.class, () -> UriTemplate.parse(null));
        UriTemplate t = UriTemplate.parse("{a}");
        assertThrows(NullPointerException.class, () -> t.expand(null));
        assertThrows(NullPointerException.class, () -> t.expandPartial(null));
        assertThrows(NullPointerException.class, () -> t.match((String) null));
    }

    @Test
    void otherValueTypes() {
        Map<String, Object> vars = new HashMap<>();
        vars.put("ints", new int[] {1, 2});
        vars.put("strings", new String[] {"a b", null, "c"});
        vars.put("set", new java.util.TreeSet<>(List.of("y", "x")));
        vars.put("c", 'q');
        vars.put("e", java.time.DayOfWeek.MONDAY);
        assertEquals("/1/2/a%20b/c/x/y?c=q&e=MONDAY",
                UriTemplate.parse("{/ints*,strings*,set*}{?c,e}").expand(vars));
    }

    /**
     * Each thread reuses one expansion buffer: an expansion started from inside another (a
     * value's {@code toString()}) gets its own, and a failed expansion leaves nothing behind.
     */
    @Test
    void expansionInsideExpansionAndAfterAFailure() {
        UriTemplate inner = UriTemplate.parse("{+x}/in");
        Object value = new Object() {
            @Override
            public String toString() {
                return inner.expand(Map.of("x", "a b"));   // "a%20b/in"
            }
        };
        // '%' and '/' of the inner result are encoded by the outer {v} (RFC 6570 §3.2.2)
        assertEquals("/a%2520b%2Fin!", UriTemplate.parse("/{v}!").expand(Map.of("v", value)));
        // the same with nothing written yet when the inner expansion runs, and as a list member
        assertEquals("a%2520b%2Fin!", UriTemplate.parse("{v}!").expand(Map.of("v", value)));
        assertEquals("?l=x,a%2520b%2Fin", UriTemplate.parse("{?l}").expand(Map.of("l", List.of("x", value))));
        UriTemplate prefixed = UriTemplate.parse("x{keys:1}y");
        assertThrows(UriTemplateException.class, () -> prefixed.expand(Map.of("keys", Map.of("a", "b"))));
        assertEquals("x1y", UriTemplate.parse("x{k}y").expand(Map.of("k", 1)));
        String big = "b".repeat(MB);
        assertEquals(MB + 1, UriTemplate.parse("/{v}").expand(Map.of("v", big)).length());
        assertEquals("/s", UriTemplate.parse("/{v}").expand(Map.of("v", "s")), "after a big expansion");
    }

    @Test
    void sharedBetweenThreads() throws Exception {
        UriTemplate t = UriTemplate.parse("/repos/{owner}/{repo}/issues{?state,page}");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                int seed = i;
                results.add(pool.submit(() -> {
                    for (int k = 0; k < 5_000; k++) {
                        String page = Integer.toString(seed * 100_000 + k);
                        String uri = t.expand(Map.of("owner", "o" + seed, "repo", "r", "page", page));
                        Map<String, Object> m = t.match(uri);
                        if (!m.equals(Map.of("owner", "o" + seed, "repo", "r", "page", page))) {
                            return false;
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> f : results) {
                assertTrue(f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
