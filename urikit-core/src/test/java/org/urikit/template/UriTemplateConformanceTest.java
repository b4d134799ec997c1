package org.urikit.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.Json;

/**
 * The uritemplate-test suite (RFC 6570 conformance, {@code conformance/uritemplate-test/}),
 * every file and every case: an expected string must be the expansion, a list of strings holds
 * the allowed expansions (map order is free), and {@code false} means the template must fail to
 * parse or to expand with a {@link UriTemplateException}. Each file prints "NAME: n/N pass";
 * a case we do not follow would be listed in {@code deviations/uritemplate.txt} (none is).
 */
class UriTemplateConformanceTest {
    private static final Deviations DEVIATIONS = Deviations.load("uritemplate.txt");

    /** One case: its id, template, variables, and expected outcome (a String, a List of Strings, or Boolean.FALSE). */
    record Case(String id, String template, Map<String, Object> variables, Object expected) {
    }

    @SuppressWarnings("unchecked")
    static List<Case> cases(String file) throws IOException {
        List<Case> out = new ArrayList<>();
        Map<String, Object> groups = (Map<String, Object>) Json.conformance("uritemplate-test/" + file);
        for (Map.Entry<String, Object> g : groups.entrySet()) {
            Map<String, Object> group = (Map<String, Object>) g.getValue();
            Map<String, Object> variables = (Map<String, Object>) group.get("variables");
            List<Object> testcases = (List<Object>) group.get("testcases");
            for (int i = 0; i < testcases.size(); i++) {
                List<Object> tc = (List<Object>) testcases.get(i);
                String id = file.replace(".json", "") + "/" + g.getKey() + "/" + i;
                out.add(new Case(id, (String) tc.get(0), variables, tc.get(1)));
            }
        }
        return out;
    }

    /** Null when the case passes, else what happened. */
    static String run(Case c) {
        String actual;
        try {
            actual = UriTemplate.parse(c.template()).expand(c.variables());
        } catch (UriTemplateException e) {
            return Boolean.FALSE.equals(c.expected()) ? null : "threw " + e.getMessage();
        }
        if (Boolean.FALSE.equals(c.expected())) {
            return "expanded to " + actual + " but must fail";
        }
        if (c.expected() instanceof List<?> allowed) {
            return allowed.contains(actual) ? null : actual + " is none of " + allowed;
        }
        return c.expected().equals(actual) ? null : actual + " instead of " + c.expected();
    }

    private static void suite(String file, String name, int expectedCount) throws IOException {
        List<Case> cases = cases(file);
        Deviations.Tally tally = DEVIATIONS.tally(name);
        for (Case c : cases) {
            String problem = run(c);
            tally.record(c.id(), c.template(), problem == null, () -> c.template() + ": " + problem);
        }
        tally.finish();
        assertEquals(expectedCount, cases.size(), file + " case count");
    }

    @Test
    void specExamples() throws IOException {
        suite("spec-examples.json", "uritemplate-test spec-examples.json", 64);
    }

    @Test
    void specExamplesBySection() throws IOException {
        suite("spec-examples-by-section.json", "uritemplate-test spec-examples-by-section.json", 117);
    }

    @Test
    void extendedTests() throws IOException {
        suite("extended-tests.json", "uritemplate-test extended-tests.json", 53);
    }

    @Test
    void negativeTests() throws IOException {
        suite("negative-tests.json", "uritemplate-test negative-tests.json", 36);
    }
}
