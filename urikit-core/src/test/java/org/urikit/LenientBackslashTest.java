package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * {@link Uri#parseLenient(String)} against browsers on backslashes: the WPT urltestdata cases whose
 * input holds a {@code '\'} and that the URL Standard accepts, read leniently (and resolved against
 * the case's base, itself read leniently) must name the host the standard's {@code hostname} names.
 * The cases that do not are listed with their reasons in {@code deviations/lenient-backslash.txt}.
 * Also: a long run of one repair is one record, so memory stays linear and small.
 */
class LenientBackslashTest {

    @Test
    void wptBackslashInputsAgreeOnTheHost() throws IOException {
        Deviations deviations = Deviations.load("lenient-backslash.txt");
        Deviations.Tally tally = deviations.tally("lenient vs WPT backslash inputs (host)");
        int agree = 0;
        int total = 0;
        try (JsonParser p = new JsonFactory().createParser(TestData.conformance("wpt-url/urltestdata.json").toFile())) {
            p.nextToken();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                if (p.currentToken() != JsonToken.START_OBJECT) {
                    continue;       // a comment string
                }
                Map<String, Object> c = new HashMap<>();
                while (p.nextToken() != JsonToken.END_OBJECT) {
                    String name = p.currentName();
                    JsonToken t = p.nextToken();
                    if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                        p.skipChildren();
                    } else {
                        c.put(name, t == JsonToken.VALUE_NULL ? null : t.isBoolean() ? p.getBooleanValue() : p.getText());
                    }
                }
                String input = (String) c.get("input");
                if (input == null || input.indexOf('\\') < 0 || Boolean.TRUE.equals(c.get("failure"))) {
                    continue;
                }
                String expected = (String) c.get("hostname");
                String actual = lenientHost(input, (String) c.get("base"));
                boolean ok = expected.equals(actual);
                total++;
                agree += ok ? 1 : 0;
                tally.record(input, input, ok, () -> "lenient host " + actual + ", WPT hostname " + expected);
            }
        }
        System.out.println("lenient vs WPT backslash inputs: " + agree + "/" + total + " agree");
        tally.finish();
    }

    /** The host of the lenient reading of {@code input} against {@code base}, lower-cased ("" for none); or an error's description. */
    private static String lenientHost(String input, String base) {
        try {
            Uri u = Uri.parseLenient(input).uri();
            if (base != null) {
                u = Uri.parseLenient(base).uri().resolve(u);
            }
            return u.host() == null ? "" : u.host().toLowerCase(Locale.ROOT);
        } catch (UriSyntaxException e) {
            return "(error " + e.error() + ")";
        }
    }

    @Test
    void aLongRunOfOneRepairIsOneRecord() {
        int n = 1_000_000;
        RepairedUri r = Uri.parseLenient("http://a.example/" + "\\".repeat(n) + "x");
        assertEquals(1, r.repairs().size());
        Repair only = r.repairs().get(0);
        assertEquals(Repair.Kind.BACKSLASH_AS_SLASH, only.kind());
        assertEquals(17, only.index());
        assertEquals(n, only.original().length());
        assertEquals("http://a.example/" + "/".repeat(n) + "x", r.uri().toString());

        RepairedUri e = Uri.parseLenient("foo://a/" + "\\".repeat(n));
        assertEquals(1, e.repairs().size());
        assertEquals(Repair.Kind.ENCODED_CHARACTER, e.repairs().get(0).kind());
        assertEquals(3 * n, e.repairs().get(0).replacement().length());

        // runs broken by other text stay separate records, in input order
        RepairedUri mixed = Uri.parseLenient("http://a/\\\\b\\\\ c");
        assertEquals("[BACKSLASH_AS_SLASH@9, BACKSLASH_AS_SLASH@12, ENCODED_SPACE@14]", mixed.repairs().stream()
                .map(x -> x.kind() + "@" + x.index()).toList().toString());
    }
}
