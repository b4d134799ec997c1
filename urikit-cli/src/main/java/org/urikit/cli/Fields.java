package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * {@code --field NAME} and {@code -r}: chosen top-level fields of a command's JSON object, on one
 * line, tab-separated. A string is written as it is, with {@code \}, tab, CR and LF written
 * {@code \\}, {@code \t}, {@code \r}, {@code \n} so that one input stays one line; {@code null}
 * and a missing field are the empty string; a number or boolean as JSON writes it; an object or
 * array as compact JSON.
 *
 * <pre>{@code
 * Fields.select("{\"input\":\"a\",\"result\":null,\"n\":2}".getBytes(UTF_8), List.of("n", "result", "input"));
 * // "2\t\ta"
 * }</pre>
 */
final class Fields {
    private Fields() {
    }

    /** The values of {@code names} in the JSON object {@code json}, tab-separated. */
    static String select(byte[] json, List<String> names) {
        String[] values = new String[names.size()];
        try (JsonParser p = JsonOutput.FACTORY.createParser(json)) {
            p.nextToken(); // START_OBJECT
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                int i = names.indexOf(name);
                if (i < 0) {
                    p.skipChildren();
                    continue;
                }
                String v = value(p, t);
                for (int k = i; k < names.size(); k++) {
                    if (names.get(k).equals(name)) {
                        values[k] = v;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                sb.append('\t');
            }
            if (values[i] != null) {
                sb.append(values[i]);
            }
        }
        return sb.toString();
    }

    private static String value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case VALUE_NULL:
                return "";
            case VALUE_STRING:
                return escape(p.getText());
            case START_OBJECT:
            case START_ARRAY: {
                StringWriter w = new StringWriter();
                try (JsonGenerator g = JsonOutput.FACTORY.createGenerator(w)) {
                    g.copyCurrentStructure(p);
                }
                return w.toString();
            }
            default:
                return p.getText();
        }
    }

    private static String escape(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String r = switch (c) {
                case '\\' -> "\\\\";
                case '\t' -> "\\t";
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                default -> null;
            };
            if (r != null && sb == null) {
                sb = new StringBuilder(s.length() + 8).append(s, 0, i);
            }
            if (sb != null) {
                if (r != null) {
                    sb.append(r);
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? s : sb.toString();
    }
}
