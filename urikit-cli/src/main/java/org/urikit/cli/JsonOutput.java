package org.urikit.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;

/**
 * Writes NDJSON: one JSON object per line, with jackson-core's streaming generator, no pretty
 * printing. A line reaches the output whole or not at all: it is built in a buffer and written
 * by {@link #end()}, so an item that fails half-way leaves no partial line behind.
 *
 * <pre>{@code
 * JsonOutput json = new JsonOutput(System.out);
 * JsonGenerator g = json.begin();
 * g.writeStringField("input", "http://a/");
 * g.writeBooleanField("valid", true);
 * g.writeStringField("query", null);   // "query":null
 * json.end();                          // {"input":"http://a/","valid":true,"query":null}\n
 * }</pre>
 *
 * <p>Encoding (RFC 8259 §7, §8.1): the output is UTF-8. {@code "} and {@code \} and all controls
 * below U+0020 are escaped; other BMP characters are written as UTF-8; every surrogate code unit
 * is written as a {@code \}{@code uXXXX} escape, so characters outside the BMP appear as an
 * escaped surrogate pair and a lone surrogate (which UTF-8 cannot encode) as a single escape. A
 * JSON decoder therefore gets back exactly the Java string that was written.
 */
final class JsonOutput {
    /** Above this size a line buffer is not kept for reuse. */
    private static final int KEEP_CAPACITY = 1 << 16;

    static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
            // Off (the default), pinned: with it, the UTF-8 generator would have to encode lone surrogates.
            .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();

    private final PrintStream out;
    private final List<String> select;
    private final boolean mask;
    private ByteArrayOutputStream line = new ByteArrayOutputStream(256);
    private JsonGenerator generator;

    /** Whole JSON lines, passwords shown as written (for commands that mask on their own). */
    JsonOutput(PrintStream out) {
        this(out, null, false);
    }

    /**
     * @param select the top-level fields to print instead of the object ({@code --field}, {@code -r}),
     *               tab-separated, or null for the whole object
     * @param mask   whether every string value goes through {@link Passwords#mask}
     */
    JsonOutput(PrintStream out, List<String> select, boolean mask) {
        this.out = out;
        this.select = select == null || select.isEmpty() ? null : List.copyOf(select);
        this.mask = mask;
    }

    /** Whether string values have their passwords masked. */
    boolean masks() {
        return mask;
    }

    /** Starts a new line with an open object (discarding any unfinished one) and returns its generator. */
    JsonGenerator begin() throws IOException {
        line.reset();
        JsonGenerator g = FACTORY.createGenerator(line, JsonEncoding.UTF8);
        generator = mask ? new Masking(g) : g;
        generator.writeStartObject();
        return generator;
    }

    /** Closes the object and writes the line, with its {@code '\n'}, to the output. */
    void end() throws IOException {
        generator.writeEndObject();
        generator.close();
        generator = null;
        if (select != null) {
            out.print(Fields.select(line.toByteArray(), select));
            out.print('\n');
        } else {
            line.write('\n');
            line.writeTo(out);
        }
        if (line.size() > KEEP_CAPACITY) {
            line = new ByteArrayOutputStream(256);
        }
    }

    /** A generator whose string values have their passwords masked. */
    private static final class Masking extends JsonGeneratorDelegate {
        Masking(JsonGenerator d) {
            super(d, false);
        }

        @Override
        public void writeString(String text) throws IOException {
            delegate.writeString(Passwords.mask(text));
        }

        @Override
        public void writeStringField(String fieldName, String value) throws IOException {
            delegate.writeFieldName(fieldName);
            if (value == null) {
                delegate.writeNull();
            } else {
                delegate.writeString(Passwords.mask(value));
            }
        }
    }
}
