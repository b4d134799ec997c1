package org.urikit.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code --vars} of {@code urikit template}: one JSON object (RFC 8259), given inline or, as
 * {@code @FILE}, read from a UTF-8 file, turned into template values with jackson-core's
 * streaming parser. Order is kept: objects become {@link LinkedHashMap}s (RFC 6570 associative
 * arrays, pairs in the order written), arrays {@link List}s; strings stay strings; a number keeps
 * its JSON text ({@code 37.760} expands as {@code 37.760}); {@code true}/{@code false} become
 * those words; {@code null} is undefined. A name given twice in one object is an error.
 *
 * <pre>{@code
 * JsonVariables.parse("{\"id\":42,\"tags\":[\"a\",\"b\"],\"q\":null}");   // {id=42, tags=[a, b], q=null}
 * JsonVariables.parse("[1]");                                           // IllegalArgumentException: not an object
 * }</pre>
 */
final class JsonVariables {
    private static final JsonFactory JSON = new JsonFactory();

    private JsonVariables() {
    }

    /** The variables of {@code --vars ARG}: the JSON text itself, or the file named after an {@code "@"}. */
    static Map<String, Object> fromArgument(String arg) {
        if (arg.startsWith("@")) {
            return parse(HostsFile.text(Path.of(arg.substring(1))));
        }
        return parse(arg);
    }

    /**
     * One JSON object as template values.
     *
     * @throws IllegalArgumentException with a one-line reason when {@code json} is not exactly one JSON object
     */
    static Map<String, Object> parse(String json) {
        try (JsonParser p = JSON.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("expected a JSON object such as {\"name\":\"value\"}");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> vars = (Map<String, Object>) read(p);
            if (p.nextToken() != null) {
                throw new IllegalArgumentException("expected one JSON object, found more after it at column "
                        + p.currentTokenLocation().getColumnNr());
            }
            return vars;
        } catch (StreamConstraintsException e) {
            throw new IllegalArgumentException("the JSON is nested too deeply");
        } catch (JsonProcessingException e) {
            // jackson's own sentence, without its location text: the column is given instead
            String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
            int nl = m.indexOf('\n');
            long column = e.getLocation() == null ? -1 : e.getLocation().getColumnNr();
            throw new IllegalArgumentException("not valid JSON" + (column > 0 ? " (column " + column + ")" : "") + ": "
                    + (nl < 0 ? m : m.substring(0, nl)));
        } catch (IOException e) {
            throw new IllegalArgumentException("not valid JSON");
        }
    }

    /** The value at the current token (jackson limits the nesting depth, so the recursion is bounded). */
    private static Object read(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    if (m.containsKey(name)) {
                        // RFC 8259 §4: with a name given twice, which value counts is not defined
                        throw new IllegalArgumentException("the name \"" + name + "\" is given twice (column "
                                + p.currentTokenLocation().getColumnNr() + ")");
                    }
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
            case VALUE_NULL:
                return null;
            default:
                // strings, numbers (their text as written), true and false
                return p.getText();
        }
    }
}
