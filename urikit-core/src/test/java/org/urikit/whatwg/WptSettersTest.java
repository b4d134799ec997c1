package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.Json;

/**
 * The web-platform-tests setter suite ({@code conformance/wpt-url/setters_tests.json}) and the ada
 * team's extra setter cases ({@code conformance/ada-extra/ada_extra_setters_tests.json}): each
 * case sets one attribute with a {@code with…} method and compares every expected field, and the
 * result's href must parse back to the same URL.
 */
class WptSettersTest {

    @Test
    void settersTests() {
        assertEquals(278, run("WPT setters_tests", "setters", "wpt-url/setters_tests.json"));
    }

    @Test
    void adaExtraSettersTests() {
        assertEquals(18, run("ada extra setters_tests", "ada-setters", "ada-extra/ada_extra_setters_tests.json"));
    }

    @SuppressWarnings("unchecked")
    static int run(String suite, String prefix, String file) {
        Map<String, Object> all = (Map<String, Object>) Json.conformance(file);
        Deviations.Tally tally = WptUrlTest.DEVIATIONS.tally(suite);
        int count = 0;
        for (Map.Entry<String, Object> e : all.entrySet()) {
            if (e.getKey().equals("comment")) {
                continue;
            }
            String attribute = e.getKey();
            int i = 0;
            for (Map<String, Object> c : Json.objects(e.getValue())) {
                String id = prefix + "-" + attribute + "-" + i++;
                String failure = check(attribute, c);
                tally.record(id, (String) c.get("href"), failure == null, () -> attribute + " of "
                        + WptUrlTest.show((String) c.get("href")) + " to " + WptUrlTest.show((String) c.get("new_value"))
                        + ": " + failure);
                count++;
            }
        }
        tally.finish();
        return count;
    }

    @SuppressWarnings("unchecked")
    static String check(String attribute, Map<String, Object> c) {
        WebUrl url = WebUrl.parse((String) c.get("href"));
        String value = (String) c.get("new_value");
        WebUrl result;
        try {
            result = set(url, attribute, value);
        } catch (WebUrlSyntaxException ex) {
            return "threw " + ex.getMessage();
        }
        List<String> diffs = new ArrayList<>();
        for (Map.Entry<String, Object> f : ((Map<String, Object>) c.get("expected")).entrySet()) {
            String actual = WptUrlTest.field(result, f.getKey());
            if (!actual.equals(f.getValue())) {
                diffs.add(f.getKey() + ": expected " + WptUrlTest.show((String) f.getValue()) + " got "
                        + WptUrlTest.show(actual));
            }
        }
        WebUrl again = WebUrl.parseOrNull(result.href());
        if (again == null || !again.href().equals(result.href())) {
            diffs.add("href does not parse to itself: " + (again == null ? null : again.href()));
        }
        return diffs.isEmpty() ? null : String.join("; ", diffs);
    }

    /** The setter of {@code attribute}. */
    static WebUrl set(WebUrl url, String attribute, String value) {
        switch (attribute) {
            case "href": return url.withHref(value);
            case "protocol": return url.withProtocol(value);
            case "username": return url.withUsername(value);
            case "password": return url.withPassword(value);
            case "host": return url.withHost(value);
            case "hostname": return url.withHostname(value);
            case "port": return url.withPort(value);
            case "pathname": return url.withPathname(value);
            case "search": return url.withSearch(value);
            case "hash": return url.withHash(value);
            default: throw new IllegalArgumentException(attribute);
        }
    }
}
