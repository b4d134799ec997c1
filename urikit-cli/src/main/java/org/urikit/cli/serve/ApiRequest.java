package org.urikit.cli.serve;

import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.encoding.FormCodec;
import org.urikit.encoding.QueryParameters;

/**
 * The fields of one API call: a JSON object in the body of a {@code POST} (UTF-8, RFC 8259), or
 * the form-encoded query of a {@code GET} ({@code ?input=http%3A%2F%2F0x7f.1%2F&showPasswords=true},
 * the URL Standard's {@code application/x-www-form-urlencoded} parser, {@link FormCodec#parse}).
 *
 * <pre>{@code
 * POST /api/diff  {"input":"http://0x7f.1/","base":null,"showPasswords":false}
 * GET  /api/diff?input=http%3A%2F%2F0x7f.1%2F
 * }</pre>
 *
 * <p>The body is read up to {@link #MAX_BODY} bytes and not one byte more, whatever
 * {@code Content-Length} says or when there is none (chunked): a longer body is refused with 413
 * (RFC 9110 §15.5.14). A JSON value is taken as {@code urikit template --vars} takes one (strings,
 * numbers as written, {@code true}/{@code false} as those words, {@code null} as absent; a name
 * given twice is an error), so that every field reads the same in a body and in a query.
 */
final class ApiRequest {
    /** The largest request body read, in bytes. */
    static final int MAX_BODY = 64 * 1024;

    private final Map<String, Object> fields;

    private ApiRequest(Map<String, Object> fields) {
        this.fields = fields;
    }

    /**
     * The fields of {@code exchange}'s request.
     *
     * @param commands reads one JSON object ({@link Commands#jsonObject})
     * @throws HttpFailure 413 for a body over {@link #MAX_BODY}, 400 for one that is not a UTF-8
     *     JSON object or a query that names a field twice
     */
    static ApiRequest read(HttpExchange exchange, Commands commands)
            throws IOException, HttpFailure {
        if (exchange.getRequestMethod().equals("POST")) {
            String body = utf8(body(exchange.getRequestBody()));
            try {
                return new ApiRequest(commands.jsonObject(body));
            } catch (IllegalArgumentException e) {
                throw new HttpFailure(400, "bad-request", "the body must be one JSON object: " + e.getMessage());
            }
        }
        String query = exchange.getRequestURI().getRawQuery();
        Map<String, Object> fields = new LinkedHashMap<>();
        for (QueryParameters.Parameter p : FormCodec.parse(query == null ? "" : query)) {
            if (fields.put(p.name(), p.value()) != null) {
                throw new HttpFailure(400, "bad-request", "the query gives the field '" + p.name() + "' twice");
            }
        }
        return new ApiRequest(fields);
    }

    /**
     * The bytes of a body, at most {@link #MAX_BODY}: one byte more is read to know that there is
     * more. (Not {@code readNBytes}: once it has its bytes it asks for 0 more, and the JDK's chunked
     * stream then waits for the next chunk's header.)
     */
    static byte[] body(InputStream in) throws IOException, HttpFailure {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        int total = 0;
        for (int n; total <= MAX_BODY && (n = in.read(buf, 0, Math.min(buf.length, MAX_BODY + 1 - total))) >= 0; total += n) {
            body.write(buf, 0, n);
        }
        if (total > MAX_BODY) {
            throw tooLarge();
        }
        return body.toByteArray();
    }

    /** The 413 of a body over {@link #MAX_BODY}. */
    static HttpFailure tooLarge() {
        return new HttpFailure(413, "too-large", "the request body is over " + MAX_BODY + " bytes");
    }

    private static String utf8(byte[] body) throws HttpFailure {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            throw new HttpFailure(400, "bad-request", "the body is not UTF-8 (RFC 8259 §8.1)");
        }
    }

    /** Refuses a field other than {@code names}: a misspelt option would otherwise be ignored. */
    void only(List<String> names) throws HttpFailure {
        for (String name : fields.keySet()) {
            if (!names.contains(name)) {
                throw new HttpFailure(400, "bad-request", "unknown field '" + name + "'; this call takes " + String.join(", ", names));
            }
        }
    }

    /** A text field, or null when absent. */
    String text(String name) throws HttpFailure {
        Object v = fields.get(name);
        if (v != null && !(v instanceof String)) {
            throw new HttpFailure(400, "bad-request", "the field '" + name + "' must be a string");
        }
        return (String) v;
    }

    /** A text field that must be given. */
    String required(String name) throws HttpFailure {
        String v = text(name);
        if (v == null) {
            throw new HttpFailure(400, "bad-request", "the field '" + name + "' is missing");
        }
        return v;
    }

    /** A yes/no field, false when absent. */
    boolean flag(String name) throws HttpFailure {
        String v = text(name);
        if (v == null || v.equals("false")) {
            return false;
        }
        if (v.equals("true")) {
            return true;
        }
        throw new HttpFailure(400, "bad-request", "the field '" + name + "' must be true or false");
    }

    /** One of {@code choices}, {@code choices.get(0)} when absent. */
    String choice(String name, List<String> choices) throws HttpFailure {
        String v = text(name);
        if (v == null) {
            return choices.get(0);
        }
        if (!choices.contains(v)) {
            throw new HttpFailure(400, "bad-request", "the field '" + name + "' must be one of " + String.join(", ", choices));
        }
        return v;
    }

    /** A field as it was given: a string, or for a JSON body a map or list too; null when absent. */
    Object value(String name) {
        return fields.get(name);
    }
}
