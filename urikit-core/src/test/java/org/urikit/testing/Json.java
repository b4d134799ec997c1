package org.urikit.testing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a JSON document with jackson-core's streaming parser into maps (in field order), lists,
 * strings, booleans, numbers ({@link Number}: Integer, Long or Double as written) and nulls: the
 * one JSON reader of the core tests (conformance files and JSON cells of the TSV data); and
 * {@link #quote}, a string as a JSON literal.
 */
public final class Json {
    private static final JsonFactory FACTORY = new JsonFactory();

    private Json() {
    }

    /** A JSON string literal with every character outside printable ASCII (and '"', '\\') escaped. */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c >= 0x7F) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    /** The document at {@code conformance/<relative>}. */
    public static Object conformance(String relative) {
        return read(TestData.conformance(relative));
    }

    /** The document in the file {@code p}. */
    public static Object read(Path p) {
        try {
            return parse(Files.readAllBytes(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The value of JSON bytes (UTF-8). */
    public static Object parse(byte[] json) {
        try (JsonParser p = FACTORY.createParser(json)) {
            return value(p, p.nextToken());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The value of JSON text. */
    public static Object parse(String json) {
        try (JsonParser p = FACTORY.createParser(json)) {
            return value(p, p.nextToken());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    m.put(name, value(p, p.nextToken()));
                }
                return m;
            }
            case START_ARRAY: {
                List<Object> l = new ArrayList<>();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    l.add(value(p, e));
                }
                return l;
            }
            case VALUE_STRING:
                return p.getText();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getNumberValue();
            default:
                throw new IllegalStateException("unexpected " + t);
        }
    }

    /** An object of JSON text as a map. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(String json) {
        return (Map<String, Object>) parse(json);
    }

    /** The objects of a WPT-style array, without the comment strings between them. */
    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> objects(Object array) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Object o : (List<Object>) array) {
            if (o instanceof Map) {
                out.add((Map<String, Object>) o);
            }
        }
        return out;
    }
}
