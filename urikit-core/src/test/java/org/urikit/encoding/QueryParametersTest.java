package org.urikit.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Uri;
import org.urikit.encoding.QueryParameters.Parameter;
import org.urikit.testing.TestData;

/** {@link QueryParameters} and {@code Uri.queryParameters()} over {@code testdata/encoding/query-parameters.tsv}. */
class QueryParametersTest {

    static List<Arguments> cases() {
        return TestData.arguments("encoding/query-parameters.tsv");
    }

    /** Reads {@code [["name","value"],["name",null]]}. */
    static List<Parameter> pairs(String json) throws IOException {
        List<Parameter> out = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                throw new IllegalArgumentException("not a JSON array: " + json);
            }
            while (p.nextToken() == JsonToken.START_ARRAY) {
                p.nextToken();
                String name = p.getText();
                JsonToken v = p.nextToken();
                String value = v == JsonToken.VALUE_NULL ? null : p.getText();
                if (p.nextToken() != JsonToken.END_ARRAY) {
                    throw new IllegalArgumentException("a pair has two elements: " + json);
                }
                out.add(new Parameter(name, value));
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void parseAndSerialize(TestData.Row row) throws IOException {
        String input = row.get("input");
        QueryParameters actual = switch (row.get("mode")) {
            case "rfc" -> QueryParameters.parse(input);
            case "form" -> QueryParameters.parseForm(input);
            case "uri" -> Uri.parse(input).queryParameters();
            default -> throw new IllegalArgumentException(row.get("mode"));
        };
        List<Parameter> expected = pairs(row.get("pairs"));
        assertEquals(expected, actual.toList());
        assertEquals(expected.size(), actual.size());
        assertEquals(expected.isEmpty(), actual.isEmpty());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i).name(), actual.name(i));
            assertEquals(expected.get(i).value(), actual.value(i));
        }
        assertEquals(row.get("raw"), actual.toRawQuery(), "toRawQuery");
        assertEquals(row.get("form"), actual.toFormEncoded(), "toFormEncoded");
        // Round trips: the serialized forms parse back to the same pairs.
        assertEquals(actual, QueryParameters.parse(actual.toRawQuery()), "parse(toRawQuery())");
        if (!row.get("mode").equals("form")) {
            assertEquals(actual, Uri.parse("http://h/?" + actual.toRawQuery()).queryParameters(), "as a URI query");
        }
        QueryParameters formBack = QueryParameters.parseForm(actual.toFormEncoded());
        assertEquals(actual.size(), formBack.size());
        for (int i = 0; i < actual.size(); i++) {
            assertEquals(actual.name(i), formBack.name(i));
            assertEquals(actual.value(i) == null ? "" : actual.value(i), formBack.value(i), "parseForm(toFormEncoded())");
        }
    }

    @Test
    void lookups() {
        QueryParameters q = QueryParameters.parse("b=1&a=2&b=3&flag&b&e=");
        assertEquals("1", q.get("b"));
        assertEquals("2", q.get("a"));
        assertNull(q.get("flag"));
        assertNull(q.get("missing"));
        assertEquals("", q.get("e"));
        assertTrue(q.has("flag"));
        assertFalse(q.has("missing"));
        assertEquals(Arrays.asList("1", "3", null), q.getAll("b"));
        assertEquals(List.of(), q.getAll("missing"));
        assertEquals(List.of("b", "a", "flag", "e"), List.copyOf(q.names()));
        assertThrows(UnsupportedOperationException.class, () -> q.getAll("b").add("x"));
        assertThrows(UnsupportedOperationException.class, () -> q.names().add("x"));
        assertThrows(UnsupportedOperationException.class, () -> q.toList().add(new Parameter("x", "y")));
        assertThrows(UnsupportedOperationException.class, () -> q.iterator().remove());
        assertThrows(IndexOutOfBoundsException.class, () -> q.name(6));
        assertThrows(IndexOutOfBoundsException.class, () -> q.value(-1));
        assertNull(q.get(null));
    }

    @Test
    void withAndWithoutReturnNewValues() {
        QueryParameters q = QueryParameters.parse("a=1");
        QueryParameters more = q.withAppended("b", null).withAppended("c", "x y");
        assertEquals("a=1", q.toRawQuery());
        assertEquals("a=1&b&c=x%20y", more.toRawQuery());
        assertEquals("b&c=x%20y", more.without("a").toRawQuery());
        assertSame(more, more.without("zzz"));
        assertSame(QueryParameters.empty(), q.without("a"));
        assertEquals("b=2", QueryParameters.parse("a=1&b=2&a=3").without("a").toRawQuery());
        assertThrows(NullPointerException.class, () -> q.withAppended(null, "v"));
    }

    @Test
    void factories() {
        assertSame(QueryParameters.empty(), QueryParameters.parse(""));
        assertSame(QueryParameters.empty(), QueryParameters.of(List.of()));
        assertEquals("", QueryParameters.empty().toRawQuery());
        List<Parameter> list = new ArrayList<>(List.of(new Parameter("a", "1")));
        QueryParameters q = QueryParameters.of(list);
        list.add(new Parameter("b", "2"));
        assertEquals(1, q.size(), "of() copies");
        assertThrows(NullPointerException.class, () -> new Parameter(null, "x"));
        assertThrows(NullPointerException.class, () -> QueryParameters.parse(null));
        assertThrows(NullPointerException.class, () -> QueryParameters.parseForm(null));
        assertThrows(NullPointerException.class, () -> QueryParameters.of(null));
    }

    @Test
    void valueSemantics() {
        QueryParameters a = QueryParameters.parse("x=1&y");
        QueryParameters b = QueryParameters.of(List.of(new Parameter("x", "1"), new Parameter("y", null)));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, QueryParameters.parse("x=1&y="), "null value differs from empty value");
        assertNotEquals(a, QueryParameters.parse("y&x=1"), "order matters");
        assertNotEquals(a, "x=1&y");
        assertEquals("[x=1, y]", a.toString());
        assertEquals("[q=a b, e=]", QueryParameters.parse("q=a%20b&e=").toString());
    }

    @Test
    void emptyNameWithoutValueIsWrittenAsNothing() {
        QueryParameters q = QueryParameters.of(List.of(new Parameter("", null), new Parameter("a", "1")));
        assertEquals("&a=1", q.toRawQuery());
        assertEquals(List.of(new Parameter("a", "1")), QueryParameters.parse(q.toRawQuery()).toList());
    }

    /** Seeded property: any pairs survive toRawQuery/parse and toFormEncoded/parseForm. */
    @Test
    void randomPairsRoundTrip() {
        Random random = new Random(3986L);
        String[] alphabet = {"a", "b", "=", "&", "+", ";", "%", "%41", "#", " ", "?", "/", "\u00e9", "\uD83D\uDE00", "~", "*"};
        for (int n = 0; n < 3000; n++) {
            List<Parameter> pairs = new ArrayList<>();
            for (int k = random.nextInt(4); k > 0; k--) {
                String name = randomString(random, alphabet, 1 + random.nextInt(4));
                String value = random.nextInt(5) == 0 ? null : randomString(random, alphabet, random.nextInt(4));
                pairs.add(new Parameter(name, value));
            }
            QueryParameters q = QueryParameters.of(pairs);
            assertEquals(q, QueryParameters.parse(q.toRawQuery()), q.toRawQuery());
            assertTrue(Uri.isValid("http://h/?" + q.toRawQuery()), q.toRawQuery());
            QueryParameters form = QueryParameters.parseForm(q.toFormEncoded());
            assertEquals(q.size(), form.size(), q.toFormEncoded());
            for (int i = 0; i < q.size(); i++) {
                assertEquals(q.name(i), form.name(i));
                assertEquals(q.value(i) == null ? "" : q.value(i), form.value(i));
            }
        }
    }

    private static String randomString(Random random, String[] alphabet, int length) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append(alphabet[random.nextInt(alphabet.length)]);
        }
        return sb.toString();
    }

    @Test
    void manyPairsAreLinear() {
        String big = "a&".repeat(100_000) + "b=1";
        QueryParameters q = QueryParameters.parse(big);
        assertEquals(100_001, q.size());
        assertEquals("1", q.get("b"));
    }
}
