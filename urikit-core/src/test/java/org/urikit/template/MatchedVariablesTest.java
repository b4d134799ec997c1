package org.urikit.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The map that {@link UriTemplate#match(String)} returns behaves as an unmodifiable ordered
 * {@link Map}, for a template of a few variables (array-backed) and of more than
 * {@value MatchedVariables#SMALL} (a {@link LinkedHashMap}).
 */
class MatchedVariablesTest {

    /** {@code /{v0}/{v1}...{?q0,q1,...}}: {@code count} path variables and {@code count} query ones. */
    private static UriTemplate template(int count) {
        StringBuilder t = new StringBuilder();
        List<String> query = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            t.append("/{v").append(i).append('}');
            query.add("q" + i);
        }
        return UriTemplate.parse(t + "{?" + String.join(",", query) + "}");
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 12})
    void behavesAsAnOrderedUnmodifiableMap(int count) {
        UriTemplate t = template(count);
        // every path value "a<i>", and only the even query variables, as "b<i>" (written in template order)
        StringBuilder uri = new StringBuilder();
        Map<String, Object> expected = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            uri.append("/a").append(i);
            expected.put("v" + i, "a" + i);
        }
        char sep = '?';
        for (int i = 0; i < count; i += 2) {
            uri.append(sep).append('q').append(i).append("=b").append(i);
            sep = '&';
            expected.put("q" + i, "b" + i);
        }
        Map<String, Object> m = t.match(uri.toString());
        assertEquals(expected, m);
        assertEquals(m, expected);
        assertEquals(expected.hashCode(), m.hashCode());
        assertEquals(expected.toString(), m.toString());
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(m.keySet()));
        assertEquals(count + (count + 1) / 2, m.size());
        assertEquals("a0", m.get("v0"));
        assertEquals("b0", m.get("q0"));
        assertNull(m.get("q1"), "undefined: absent");
        assertFalse(m.containsKey("q1"));
        assertTrue(m.containsKey("q0"));
        assertNull(m.get("nope"));
        assertNull(m.get(null));
        assertThrows(UnsupportedOperationException.class, () -> m.put("x", "y"));
        assertThrows(UnsupportedOperationException.class, () -> m.remove("v0"));
        assertThrows(UnsupportedOperationException.class, m::clear);
        Iterator<Map.Entry<String, Object>> it = m.entrySet().iterator();
        for (int i = 0; i < m.size(); i++) {
            Map.Entry<String, Object> e = it.next();
            assertThrows(UnsupportedOperationException.class, () -> e.setValue("z"));
        }
        assertFalse(it.hasNext());
        assertThrows(NoSuchElementException.class, it::next);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 20})
    void noVariableDefined(int count) {
        StringBuilder t = new StringBuilder("/x");
        for (int i = 0; i < count; i++) {
            t.append("{?q").append(i).append('}');
        }
        Map<String, Object> m = UriTemplate.parse(t.toString()).match("/x");
        assertEquals(Map.of(), m);
        assertTrue(m.isEmpty());
        assertFalse(m.entrySet().iterator().hasNext());
    }
}
