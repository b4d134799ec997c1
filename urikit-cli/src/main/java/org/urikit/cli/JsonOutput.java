package org.urikit.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;

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

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
            // Off (the default), pinned: with it, the UTF-8 generator would have to encode lone surrogates.
            .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();

    private final PrintStream out;
    private ByteArrayOutputStream line = new ByteArrayOutputStream(256);
    private JsonGenerator generator;

    JsonOutput(PrintStream out) {
        this.out = out;
    }

    /** Starts a new line with an open object (discarding any unfinished one) and returns its generator. */
    JsonGenerator begin() throws IOException {
        line.reset();
        generator = FACTORY.createGenerator(line, JsonEncoding.UTF8);
        generator.writeStartObject();
        return generator;
    }

    /** Closes the object and writes the line, with its {@code '\n'}, to the output. */
    void end() throws IOException {
        generator.writeEndObject();
        generator.close();
        generator = null;
        line.write('\n');
        line.writeTo(out);
        if (line.size() > KEEP_CAPACITY) {
            line = new ByteArrayOutputStream(256);
        }
    }
}
