package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.Json;

/**
 * The web-platform-tests URL parser suites ({@code conformance/wpt-url/urltestdata.json} and
 * {@code urltestdata-javascript-only.json}) and the ada team's extra cases in the same format
 * ({@code conformance/ada-extra/}): every field of every case, through {@link WebUrl#parse},
 * {@link WebUrl#tryParse} and {@link WebUrl#parseOrNull}, which must agree. A case not followed
 * is listed in {@code testdata/deviations/whatwg.txt}.
 */
class WptUrlTest {
    static final Deviations DEVIATIONS = Deviations.load("whatwg.txt");
    static final List<String> FIELDS = List.of("href", "protocol", "username", "password", "host", "hostname", "port",
            "pathname", "search", "hash");

    @Test
    void urltestdata() {
        assertEquals(891, run("WPT urltestdata", "urltestdata", "wpt-url/urltestdata.json"));
    }

    @Test
    void urltestdataJavascriptOnly() {
        // Lone surrogates: a Java String is UTF-16, like a JavaScript string, so the cases apply.
        assertEquals(1, run("WPT urltestdata-javascript-only", "urltestdata-js", "wpt-url/urltestdata-javascript-only.json"));
    }

    @Test
    void adaExtraUrltestdata() {
        assertEquals(28, run("ada extra urltestdata", "ada-extra", "ada-extra/ada_extra_urltestdata.json"));
    }

    @Test
    void adaLongUrltestdata() {
        assertEquals(1, run("ada long urltestdata", "ada-long", "ada-extra/ada_long_urltestdata.json"));
    }

    /** Runs one file; returns the number of cases. */
    static int run(String suite, String prefix, String file) {
        List<Map<String, Object>> cases = Json.objects(Json.conformance(file));
        Deviations.Tally tally = DEVIATIONS.tally(suite);
        int i = 0;
        for (Map<String, Object> c : cases) {
            String id = prefix + "-" + i++;
            String input = (String) c.get("input");
            String failure = check(c);
            tally.record(id, input, failure == null, () -> "input " + show(input) + " base " + show((String) c.get("base"))
                    + ": " + failure);
        }
        tally.finish();
        return cases.size();
    }

    /** Null when the case passes, else what differs. */
    static String check(Map<String, Object> c) {
        String input = (String) c.get("input");
        String base = (String) c.get("base");
        WebUrlResult r = WebUrl.tryParse(input, base);
        WebUrl parsedBase = base == null ? null : WebUrl.parseOrNull(base);
        WebUrl plain = base != null && parsedBase == null ? null : WebUrl.parseOrNull(input, parsedBase);
        if (Boolean.TRUE.equals(c.get("failure"))) {
            if (r.isSuccess() || plain != null) {
                return "expected failure, got " + (r.isSuccess() ? r.orNull().href() : plain.href());
            }
            return null;
        }
        if (!r.isSuccess()) {
            return "expected " + c.get("href") + ", got failure " + ((WebUrlResult.Failure) r).message();
        }
        WebUrl u = r.orNull();
        List<String> diffs = new ArrayList<>();
        for (String f : FIELDS) {
            String actual = field(u, f);
            if (!actual.equals(c.get(f))) {
                diffs.add(f + ": expected " + show((String) c.get(f)) + " got " + show(actual));
            }
        }
        // ada's extra files write the opaque origin as JSON null; the API's value is "null".
        Object origin = c.containsKey("origin") && c.get("origin") == null ? "null" : c.get("origin");
        if (origin != null && !u.origin().serialize().equals(origin)) {
            diffs.add("origin: expected " + c.get("origin") + " got " + u.origin().serialize());
        }
        if (plain == null || !plain.equals(u)) {
            diffs.add("parseOrNull gave " + (plain == null ? null : plain.href()));
        }
        WebUrl again = WebUrl.parseOrNull(u.href());
        if (again == null || !again.href().equals(u.href())) {
            diffs.add("href does not parse to itself: " + (again == null ? null : again.href()));
        }
        return diffs.isEmpty() ? null : String.join("; ", diffs);
    }

    static String field(WebUrl u, String f) {
        switch (f) {
            case "href": return u.href();
            case "protocol": return u.protocol();
            case "username": return u.username();
            case "password": return u.password();
            case "host": return u.host();
            case "hostname": return u.hostname();
            case "port": return u.port();
            case "pathname": return u.pathname();
            case "search": return u.search();
            case "hash": return u.hash();
            case "origin": return u.origin().serialize();
            default: throw new IllegalArgumentException(f);
        }
    }

    static String show(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            sb.append(ch < 0x20 || ch >= 0x7F ? String.format("\\u%04X", (int) ch) : String.valueOf(ch));
        }
        return sb.append('"').toString();
    }
}
