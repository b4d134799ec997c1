package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * Cross-check against the IETF CoRE WG "href" resolution vectors
 * ({@code conformance/core-href/tests.json}): every vector resolves to the suite's
 * {@code resolved-uri}, except those listed in {@code deviations/core-href.txt}, which must give
 * exactly the result listed there.
 */
class CoreHrefTest {
    private static final Map<String, Row> DEVIATIONS = Deviations.load("core-href.txt");
    private static int passed;
    private static int deviated;

    /** One vector: its case id, the reference (null for a CRI-only vector) and the expected target. */
    record Vector(String id, String uri, String resolved) {
    }

    static String base;

    static List<Vector> vectors() throws IOException {
        Path file = TestData.conformance("core-href/tests.json");
        List<Vector> out = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(file.toFile())) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("base-uri")) {
                    base = p.getText();
                } else if (field.equals("test-vectors")) {
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        Map<String, String> v = new HashMap<>();
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            String name = p.currentName();
                            p.nextToken();
                            v.put(name, p.currentToken() == JsonToken.VALUE_NULL ? null : p.getText());
                        }
                        out.add(new Vector(String.format("core-href-%03d", out.size() + 1), v.get("uri"), v.get("resolved-uri")));
                    }
                } else {
                    p.skipChildren();
                }
            }
        }
        return out;
    }

    static List<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (Vector v : vectors()) {
            out.add(Arguments.of(Named.of(v.id() + " <" + v.uri() + ">", v)));
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void resolvesAsTheSuiteSays(Vector v) {
        assertEquals("coaps://foo:4711/pa/th?query#frag", base);
        Row deviation = DEVIATIONS.get(v.id());
        if (v.uri() == null) {
            assertTrue(deviation != null, v.id() + " has no URI reference and must be listed");
            assertNull(deviation.get("urikit_gives"));
            deviated++;
            return;
        }
        Uri target = Uri.parse(base).resolve(v.uri());
        target.checkInvariants();
        if (deviation == null) {
            assertEquals(v.resolved(), target.toString(), v.id());
            passed++;
        } else {
            assertEquals(ResolveCases.text(deviation.get("reference")), v.uri(), "deviation row names this vector");
            assertEquals(deviation.get("suite_expects"), v.resolved());
            assertNotEquals(v.resolved(), target.toString(), v.id() + " now passes: remove it from deviations/core-href.txt");
            assertEquals(deviation.get("urikit_gives"), target.toString());
            deviated++;
        }
    }

    @Test
    void everyDeviationNamesAVector() throws IOException {
        List<String> ids = vectors().stream().map(Vector::id).toList();
        assertEquals(114, ids.size());
        assertTrue(ids.containsAll(DEVIATIONS.keySet()), DEVIATIONS.keySet().toString());
    }

    @AfterAll
    static void report() {
        System.out.println("core-href tests.json: " + passed + "/" + (passed + deviated) + " pass, "
                + deviated + " listed in deviations/core-href.txt");
    }
}
