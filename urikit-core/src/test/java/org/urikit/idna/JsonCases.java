package org.urikit.idna;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.testing.TestData;

/**
 * The objects of a conformance file that is a JSON array of objects and comment strings (the
 * wpt and rust-url formats), with string, boolean and null members; comments are skipped.
 *
 * <pre>{@code
 * for (Map<String, Object> c : JsonCases.read("wpt-url/toascii.json")) {
 *     c.get("input"); c.get("output");   // String, or null for a JSON null
 * }
 * }</pre>
 */
final class JsonCases {
    private JsonCases() {
    }

    static List<Map<String, Object>> read(String conformanceFile) {
        List<Map<String, Object>> out = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(TestData.conformance(conformanceFile).toFile())) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                throw new IllegalStateException(conformanceFile + ": not an array");
            }
            for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                if (t != JsonToken.START_OBJECT) {
                    continue; // a comment string
                }
                Map<String, Object> o = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken v = p.nextToken();
                    o.put(name, switch (v) {
                        case VALUE_NULL -> null;
                        case VALUE_TRUE -> Boolean.TRUE;
                        case VALUE_FALSE -> Boolean.FALSE;
                        case VALUE_STRING -> p.getText();
                        default -> throw new IllegalStateException(conformanceFile + ": unexpected " + v);
                    });
                }
                out.add(o);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** {@code s} with controls and non-ASCII as {@code \}{@code uXXXX}, for failure messages. */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7F) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04X", (int) c));
            }
        }
        return sb.toString();
    }
}
