package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** The comparison ladder (RFC 3986 §6.2): levels, keys and the comparator. */
class EquivalenceTest {

    static List<Arguments> cases() {
        return TestData.arguments("resolve/equivalence.tsv");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void equivalence(Row row) {
        Profile profile = Profile.valueOf(row.get("profile"));
        Uri a = Uri.parse(row.get("a"), profile);
        Uri b = Uri.parse(row.get("b"), profile);
        Equivalence level = Equivalence.valueOf(row.get("level"));
        boolean expected = Boolean.parseBoolean(row.get("equivalent"));
        Row deviation = NormalizeTest.DEVIATIONS.get(row.id());
        if (deviation != null) {
            assertNotEquals(expected, level.test(a, b), row.id() + " now passes: remove it from deviations/resolve.txt");
            expected = Boolean.parseBoolean(deviation.get("urikit_gives"));
        }
        assertEquals(expected, level.test(a, b));
        assertEquals(expected, level.test(b, a), "symmetric");
        assertEquals(expected, level.key(a).equals(level.key(b)));
        assertEquals(expected, level.comparator().compare(a, b) == 0);
        if (expected) {
            // a higher rung never separates what a lower one joined
            for (Equivalence higher : Equivalence.values()) {
                if (higher.compareTo(level) > 0) {
                    assertTrue(higher.test(a, b), higher.toString());
                }
            }
        }
    }

    @Test
    void defaultLevelIsScheme() {
        assertTrue(Equivalence.SCHEME.test(Uri.parse("http://example.com:80/"), Uri.parse("HTTP://EXAMPLE.com")));
        assertFalse(Equivalence.SCHEME.test(Uri.parse("http://a/b%2Fc"), Uri.parse("http://a/b/c")));
    }

    @Test
    void fragmentsCanBeSeparatedForNetworkActions() {
        // R123: resolve("") is the URI without its fragment
        Uri a = Uri.parse("http://a/b#x");
        Uri b = Uri.parse("http://a/b#y");
        assertFalse(Equivalence.SCHEME.test(a, b));
        assertTrue(Equivalence.SCHEME.test(a.resolve(""), b.resolve("")));
    }

    @Test
    void keysDeduplicate() {
        List<String> inputs = List.of("http://example.com/", "HTTP://example.com:80/", "http://example.com", "http://EXAMPLE.com:/",
                "http://example.com/%7e", "http://example.com/~", "http://example.com/a/../%7E", "http://example.com/b");
        Map<String, List<String>> groups = new HashMap<>();
        TreeSet<Uri> sorted = new TreeSet<>(Equivalence.SCHEME.comparator());
        for (String s : inputs) {
            Uri u = Uri.parse(s);
            groups.computeIfAbsent(Equivalence.SCHEME.key(u), k -> new ArrayList<>()).add(s);
            sorted.add(u);
        }
        assertEquals(3, groups.size(), groups.toString());
        assertEquals(List.of("http://example.com/", "HTTP://example.com:80/", "http://example.com", "http://EXAMPLE.com:/"),
                groups.get("http://example.com/"));
        assertEquals(List.of("http://example.com/%7e", "http://example.com/~", "http://example.com/a/../%7E"),
                groups.get("http://example.com/~"));
        assertEquals(3, sorted.size());
    }

    @Test
    void stringKeyIsTheText() {
        Uri u = Uri.parse("HTTP://A/%7e");
        assertEquals("HTTP://A/%7e", Equivalence.STRING.key(u));
        assertEquals("http://a/~", Equivalence.SYNTAX.key(u));
        assertEquals("http://a/~", Equivalence.SCHEME.key(u));
        assertEquals(Normalization.syntaxBased(), Equivalence.SYNTAX.normalizations());
        assertEquals(Normalization.all(), Equivalence.SCHEME.normalizations());
        assertTrue(Equivalence.STRING.normalizations().isEmpty());
    }
}
