package org.urikit.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * JSON output (RFC 8259) with jackson-core: the generator every command writes its NDJSON lines
 * with, and the mapping of a field's value onto it. Each {@link Out} buffer has one generator
 * ({@link Out#json()}) for all its lines, which encodes UTF-8 bytes and hands them to that buffer;
 * names written on every line are {@link SerializedString}s made once per field table
 * ({@link #name}), so their quoted UTF-8 form is encoded once.
 *
 * <pre>{@code
 * JsonGenerator g = out.json();
 * g.writeStartObject();
 * g.writeFieldName(INPUT);           // a SerializedString made once: Json.name("input")
 * g.writeString("http://a/");
 * g.writeEndObject();
 * g.writeRaw('\n');                  // {"input":"http://a/"} and a line break
 * }</pre>
 *
 * <p>Encoding (RFC 8259 §7, §8.1), pinned here so that a new jackson-core version cannot change a
 * byte of the output: compact (no spaces, nothing between two top-level values); UTF-8; {@code "}
 * and {@code \} escaped; the controls below U+0020 as {@code \b \t \n \f \r} or {@code \}{@code
 * u00XX}; other characters of the BMP as UTF-8 (DEL and {@code /} included); every surrogate code
 * unit as a {@code \}{@code uXXXX} escape in upper-case hex, so a character outside the BMP is an
 * escaped surrogate pair and a lone surrogate, which UTF-8 cannot encode, a single escape. A JSON
 * decoder gets back exactly the Java string that was written.
 */
final class Json {
    /**
     * The one factory: compact UTF-8 output, the escapes above, and the target stream left alone.
     * In a class of its own, so that a command that writes no JSON never builds it (the field
     * tables make their {@link #name names} at start-up).
     */
    private static final class Factory {
        static final JsonFactory INSTANCE = new JsonFactoryBuilder()
                .rootValueSeparator((String) null)
                .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
                .disable(StreamWriteFeature.FLUSH_PASSED_TO_STREAM)
                .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
                .disable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES)
                .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
                .enable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
                .build();
    }

    private Json() {
    }

    /** A generator writing UTF-8 bytes into {@code out}; flushing it hands its bytes on, never flushes {@code out}. */
    static JsonGenerator generator(OutputStream out) {
        try {
            return Factory.INSTANCE.createGenerator(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A name written on every line: its quoted UTF-8 form is encoded once, on first use. */
    static SerializedString name(String name) {
        return new SerializedString(name);
    }

    /**
     * Writes any value of a field: null, a {@link String}, {@link Boolean}, {@link Integer},
     * {@link Long}, {@link Double}, a {@link Value}, or (recursively) a {@link List} or a
     * {@link Map} (keys as their {@link String#valueOf}); anything else as the string of its
     * {@code toString()}.
     */
    static void value(JsonGenerator g, Object v) throws IOException {
        // Most values are strings or null: this much is small enough to be inlined into every caller.
        if (v instanceof String s) {
            g.writeString(s);
        } else if (v == null) {
            g.writeNull();
        } else {
            other(g, v);
        }
    }

    private static void other(JsonGenerator g, Object v) throws IOException {
        if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof Integer i) {
            g.writeNumber(i.intValue());
        } else if (v instanceof Long n) {
            g.writeNumber(n.longValue());
        } else if (v instanceof Double d) {
            g.writeNumber(d.doubleValue());
        } else if (v instanceof Value j) {
            j.writeJson(g);
        } else if (v instanceof List<?> list) {
            g.writeStartArray();
            for (Object o : list) {
                value(g, o);
            }
            g.writeEndArray();
        } else if (v instanceof Map<?, ?> map) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                value(g, e.getValue());
            }
            g.writeEndObject();
        } else {
            g.writeString(v.toString());
        }
    }

    /** {@code v} as compact JSON text. */
    static String compact(Object v) {
        Out o = new Out();
        try {
            value(o.json(), v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return o.toString();
    }

    /** A value that writes itself as JSON and shows itself to people. */
    interface Value {
        /** Writes the value (an object, an array or a scalar) with {@code g}. */
        void writeJson(JsonGenerator g) throws IOException;

        /** The value for people, one line or several: compact JSON unless the value says otherwise. */
        default String human() {
            return compact(this);
        }
    }
}
