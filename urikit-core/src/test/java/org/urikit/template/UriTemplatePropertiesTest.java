package org.urikit.template;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import org.junit.jupiter.api.Test;

/**
 * jqwik properties of URI Templates: matching inverts expansion ({@code match(expand(t, v)) == v})
 * for generated matchable templates and values in the matching domain; partial expansion then
 * expansion equals expansion; and any string, parsed or not, gives a value or a
 * {@link UriTemplateException}, never another exception. Tries: 1,000 per property
 * ({@code jqwik.tries.default} in urikit-core/pom.xml), with a fixed seed.
 */
class UriTemplatePropertiesTest {
    static final String SEED = "20261122";

    /** A matchable generated template and values inside its matching domain. */
    @Provide
    Arbitrary<Tuple2<String, Map<String, Object>>> matchable() {
        return Arbitraries.randomValue(r -> {
            TemplateGen g = new TemplateGen(r);
            while (true) {
                UriTemplate t = UriTemplate.parse(g.template());
                if (t.isMatchable()) {
                    return Tuple.of(t.toString(), g.values(t));
                }
            }
        });
    }

    @Property(seed = SEED)
    void matchInvertsExpansion(@ForAll("matchable") Tuple2<String, Map<String, Object>> c) {
        UriTemplate t = UriTemplate.parse(c.get1());
        String uri = t.expand(c.get2());
        assertEquals(c.get2(), t.match(uri), () -> t + " with " + c.get2() + " -> " + uri);
    }

    /** How many generated templates the analysis finds matchable: the property must not test a trivial few. */
    @Test
    void generatorReachesManyShapes() {
        Random r = new Random(7);
        TemplateGen g = new TemplateGen(r);
        int matchable = 0;
        int withNamed = 0;
        int withExplode = 0;
        for (int i = 0; i < 2000; i++) {
            UriTemplate t = UriTemplate.parse(g.template());
            if (t.isMatchable()) {
                matchable++;
                withNamed += t.toString().matches(".*\\{[;?&].*") ? 1 : 0;
                withExplode += t.toString().contains("*}") ? 1 : 0;
            }
        }
        assertTrue(matchable > 400 && matchable < 1900, "matchable: " + matchable);
        assertTrue(withNamed > 100, "with named: " + withNamed);
        assertTrue(withExplode > 20, "with explode: " + withExplode);
    }

    /** Any generated template (matchable or not) and values split in two: partial expansion, then the rest. */
    @Provide
    Arbitrary<Tuple2<String, Long>> anyTemplate() {
        return Arbitraries.randomValue(r -> Tuple.of(new TemplateGen(r).template(), r.nextLong()));
    }

    @Property(seed = SEED)
    void partialThenFullIsFull(@ForAll("anyTemplate") Tuple2<String, Long> c) {
        UriTemplate t = UriTemplate.parse(c.get1());
        Random r = new Random(c.get2());
        TemplateGen g = new TemplateGen(r);
        Map<String, Object> all = new LinkedHashMap<>();
        Map<String, Object> first = new HashMap<>();
        for (String name : t.variables()) {
            if (r.nextInt(4) == 0) {
                continue; // undefined in both
            }
            String v = g.value(false);
            all.put(name, v);
            if (r.nextBoolean()) {
                first.put(name, v);
            }
        }
        String partial = t.expandPartial(first).expand(all);
        String full = t.expand(all);
        if (c.get1().contains("{?")) {
            // a '?' expression may put its pending pairs after the given ones: compare the pairs as sets
            assertEquals(sorted(full), sorted(partial), t + " with " + first + " then " + all);
        } else {
            assertEquals(full, partial, () -> t + " with " + first + " then " + all);
        }
    }

    private static String sorted(String s) {
        return s.chars().sorted().collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    /** Strings of template characters and others: parse, expand and match give a value or UriTemplateException. */
    @Provide
    Arbitrary<String> anyText() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(30),
                Arbitraries.strings().withChars("{}+#./;?&=,!@|:*%2aFz09 _\u00e9\ud800\udc00").ofMaxLength(30));
    }

    @Property(seed = SEED)
    void anyStringGivesATemplateOrACode(@ForAll("anyText") String s) {
        UriTemplate t;
        try {
            t = UriTemplate.parse(s);
        } catch (UriTemplateException e) {
            assertTrue(e.index() >= 0 && e.index() <= s.length(), e.getMessage());
            assertEquals(s, e.rawInput());
            return;
        }
        Map<String, Object> values = new HashMap<>();
        for (String name : t.variables()) {
            values.put(name, s);
        }
        String expanded = t.expand(values);
        assertTrue(expanded.chars().allMatch(ch -> ch < 0x80 && ch > 0x20), expanded);
        assertEquals(t.toString(), UriTemplate.parse(t.toString()).toString());
        if (t.isMatchable()) {
            Map<String, Object> m = t.match(expanded);
            assertNotNull(m, () -> t + " does not match its own expansion " + expanded);
            t.match(s);
        }
    }
}
