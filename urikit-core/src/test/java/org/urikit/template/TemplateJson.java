package org.urikit.template;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON values for the template tests with jackson-core's streaming parser, keeping object
 * order: objects become {@link LinkedHashMap}s, arrays {@link List}s, strings {@link String}s,
 * numbers {@link Number}s (Integer, Long or Double, so expansion goes through
 * {@link String#valueOf(Object)}), booleans {@link Boolean}s and null null.
 */
final class TemplateJson {
    private static final JsonFactory JSON = new JsonFactory();

    private TemplateJson() {
    }

    /** The value of JSON text {@code json}. */
    static Object parse(String json) {
        try (JsonParser p = JSON.createParser(json)) {
            p.nextToken();
            return read(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An object of JSON text as a map. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> object(String json) {
        return (Map<String, Object>) parse(json);
    }

    /** The value at the parser's current token, leaving the parser on its last token. */
    static Object read(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    m.put(name, read(p));
                }
                return m;
            }
            case START_ARRAY: {
                List<Object> l = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    l.add(read(p));
                }
                return l;
            }
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getNumberValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new IOException("unexpected " + t);
        }
    }
}
