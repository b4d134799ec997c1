package org.urikit.cli;

import java.util.List;
import java.util.Map;

/**
 * Writes JSON (RFC 8259) into an {@link Out}, compact, one value at a time: the NDJSON lines of
 * every command. Commas and nesting are tracked here, so a caller writes names and values only.
 *
 * <pre>{@code
 * JsonLine json = new JsonLine(out);
 * json.beginObject();
 * json.name("input").string("http://a/");
 * json.name("valid").bool(true);
 * json.name("query").value(null);
 * json.endObject();               // {"input":"http://a/","valid":true,"query":null}
 * }</pre>
 *
 * <p>Encoding (RFC 8259 §7, §8.1), the same bytes as jackson-core's UTF-8 generator, which the
 * commands used before: the output is UTF-8; {@code "} and {@code \} are escaped; the controls
 * below U+0020 are {@code \b \t \n \f \r} or {@code \}{@code u00XX}; other BMP characters are
 * written as UTF-8 (DEL and format characters included); every surrogate code unit is a
 * {@code \}{@code uXXXX} escape (upper-case hex), so a character outside the BMP appears as an
 * escaped surrogate pair and a lone surrogate, which UTF-8 cannot encode, as a single escape. A
 * JSON decoder gets back exactly the Java string that was written.
 *
 * <p>A component is written from its region of the text it lies in
 * ({@link #string(String, int, int)}, no substring), and a region of the longest string already
 * written that took one byte per character (the input, the href) is copied from the output instead
 * of being encoded again: the commands write each URL's components after its text.
 *
 * <p>Why a writer of its own and not jackson-core's generator (the project prefers well-kept
 * libraries unless measurements show a clear cost): a port of every command to one
 * {@code JsonGenerator} per {@link Out} buffer (field names as {@code SerializedString}s made once,
 * same bytes on a million real URLs) cost, measured interleaved against this writer on the 2-core
 * machine, 14–20% more CPU per line in a warm JVM ({@code parse --json} 530 against 440 ns,
 * {@code normalize --json} 332 against 291, {@code whatwg --json} 565 against 493) and 12–44% more
 * CPU for a whole {@code urikit} run over 1,000,000 lines: the generator checks its write context and
 * features on every value and copies its own buffer into {@code Out}. jackson-core still reads
 * {@code template --vars} ({@link JsonVariables}).
 */
final class JsonLine {
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** For each ASCII character: 0 written as it is, 'u' as a \\u00XX escape, else the letter after the backslash. */
    private static final byte[] ESCAPE = new byte[128];

    static {
        for (int c = 0; c < 0x20; c++) {
            ESCAPE[c] = 'u';
        }
        ESCAPE['"'] = '"';
        ESCAPE['\\'] = '\\';
        ESCAPE['\b'] = 'b';
        ESCAPE['\t'] = 't';
        ESCAPE['\n'] = 'n';
        ESCAPE['\f'] = 'f';
        ESCAPE['\r'] = 'r';
    }

    private final Out out;
    /**
     * The longest string written whole that took one byte per character, or null: its bytes are
     * {@code out.buf[copiedAt, copiedAt + length)} as long as the output's {@link Out#epoch()} is
     * still {@link #copiedEpoch} (nothing written was dropped since).
     */
    private String copied;
    private int copiedAt;
    private int copiedEpoch;
    /** Bit d: the container at depth d has a value already (the next one needs a comma). */
    private long filled;
    private int depth;

    JsonLine(Out out) {
        this.out = out;
    }

    /** The buffer written to. */
    Out out() {
        return out;
    }

    /** Forgets the state of the previous value: the next one starts a new line's value. */
    JsonLine reset() {
        filled = 0;
        depth = 0;
        afterName = false;
        copied = null;
        return this;
    }

    /** Before a value: a comma unless it is the first of its container or follows a name. */
    private void beforeValue() {
        if (afterName) {
            afterName = false;
            return;
        }
        long bit = 1L << depth;
        if ((filled & bit) != 0) {
            out.ascii(',');
        } else {
            filled |= bit;
        }
    }

    /** Whether a name was written and its value not yet. */
    private boolean afterName;

    private void open(char c) {
        beforeValue();
        out.ascii(c);
        if (++depth >= 64) {
            throw new IllegalStateException("JSON nested too deeply");
        }
        filled &= ~(1L << depth);
    }

    private JsonLine close(char c) {
        depth--;
        out.ascii(c);
        return this;
    }

    /** Starts an object. */
    JsonLine beginObject() {
        open('{');
        return this;
    }

    /** Ends an object. */
    JsonLine endObject() {
        return close('}');
    }

    /** Starts an array. */
    JsonLine beginArray() {
        open('[');
        return this;
    }

    /** Ends an array. */
    JsonLine endArray() {
        return close(']');
    }

    /** The name of the next member of the current object. */
    JsonLine name(String name) {
        beforeValue();
        quoted(name);
        out.ascii(':');
        afterName = true;
        return this;
    }

    /** The name of the next member, already written as {@link #encodedName} gives it (for names written on every line). */
    JsonLine name(byte[] encoded) {
        beforeValue();
        out.ensure(encoded.length);
        System.arraycopy(encoded, 0, out.buf, out.len, encoded.length);
        out.len += encoded.length;
        afterName = true;
        return this;
    }

    /** {@code "name":} in UTF-8, for {@link #name(byte[])}. */
    static byte[] encodedName(String name) {
        Out o = new Out();
        new JsonLine(o).quoted(name);
        o.ascii(':');
        return java.util.Arrays.copyOf(o.buf, o.len);
    }

    /**
     * A string, or null. The longest string of the value written whole whose every character took
     * one byte (ASCII, no escape) is remembered, so that the same text again, or a region of it
     * ({@link #string(String, int, int)}), is copied from the output instead of encoded again.
     */
    JsonLine string(String s) {
        beforeValue();
        if (s == null) {
            out.text("null");
            return this;
        }
        int n = s.length();
        if (s != copied && copied != null && copied.length() == n && s.equals(copied)) {
            s = copied;
        }
        out.ascii('"');
        int at = out.len;
        chars(s, 0, n);
        if (out.len - at == n && (copied == null || copiedEpoch != out.epoch() || n >= copied.length())) {
            copied = s;
            copiedAt = at;
            copiedEpoch = out.epoch();
        }
        out.ascii('"');
        return this;
    }

    /** The string {@code s.substring(from, to)}, written without making the substring. */
    JsonLine string(String s, int from, int to) {
        beforeValue();
        out.ascii('"');
        chars(s, from, to);
        out.ascii('"');
        return this;
    }

    /** The string {@code span.substring(s)}, written without making the substring; {@code null} when {@code span} is null. */
    JsonLine string(String s, org.urikit.Span span) {
        return span == null ? nul() : string(s, span.start(), span.end());
    }

    /** The string {@code s.substring(from, to) + s.substring(from2, to2)}, written without making either. */
    JsonLine string(String s, int from, int to, int from2, int to2) {
        beforeValue();
        out.ascii('"');
        chars(s, from, to);
        chars(s, from2, to2);
        out.ascii('"');
        return this;
    }

    /** {@code true} or {@code false}. */
    JsonLine bool(boolean b) {
        beforeValue();
        out.text(b ? "true" : "false");
        return this;
    }

    /** An integer. */
    JsonLine number(long n) {
        beforeValue();
        out.number(n);
        return this;
    }

    /** A number with a fraction, as {@link Double#toString(double)} writes it. */
    JsonLine number(double d) {
        beforeValue();
        out.text(Double.toString(d));
        return this;
    }

    /** {@code null}. */
    JsonLine nul() {
        beforeValue();
        out.text("null");
        return this;
    }

    /**
     * Any value of a field: null, a {@link String}, {@link Boolean}, {@link Integer}, {@link Long},
     * {@link Double}, a {@link Json} value, or (recursively) a {@link List} or a {@link Map} with
     * string keys.
     */
    JsonLine value(Object v) {
        if (v == null) {
            return nul();
        }
        if (v instanceof String s) {
            return string(s);
        }
        if (v instanceof Boolean b) {
            return bool(b);
        }
        if (v instanceof Integer || v instanceof Long) {
            return number(((Number) v).longValue());
        }
        if (v instanceof Double d) {
            return number(d.doubleValue());
        }
        if (v instanceof Json j) {
            j.writeJson(this);
            return this;
        }
        if (v instanceof List<?> list) {
            beginArray();
            for (Object o : list) {
                value(o);
            }
            return endArray();
        }
        if (v instanceof Map<?, ?> map) {
            beginObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                name(String.valueOf(e.getKey())).value(e.getValue());
            }
            return endObject();
        }
        return string(v.toString());
    }

    private void quoted(String s) {
        out.ascii('"');
        chars(s, 0, s.length());
        out.ascii('"');
    }

    /**
     * The characters {@code s[from, to)}, escaped: copied from the output when {@code s} is the
     * text last written whole and clean ({@link #copied}), else encoded one by one.
     */
    private void chars(String s, int from, int to) {
        int n = to - from;
        if (s == copied && out.epoch() == copiedEpoch) {
            out.ensure(n);
            System.arraycopy(out.buf, copiedAt + from, out.buf, out.len, n);
            out.len += n;
            return;
        }
        out.ensure(n * 6);
        byte[] b = out.buf;
        int p = out.len;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                byte e = ESCAPE[c];
                if (e == 0) {
                    b[p++] = (byte) c;
                } else {
                    b[p++] = '\\';
                    if (e == 'u') {
                        b[p++] = 'u';
                        b[p++] = '0';
                        b[p++] = '0';
                        b[p++] = HEX[c >> 4];
                        b[p++] = HEX[c & 0xF];
                    } else {
                        b[p++] = e;
                    }
                }
            } else if (c < 0x800) {
                b[p++] = (byte) (0xC0 | c >> 6);
                b[p++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isSurrogate(c)) {
                b[p++] = '\\';
                b[p++] = 'u';
                b[p++] = HEX[c >> 12];
                b[p++] = HEX[c >> 8 & 0xF];
                b[p++] = HEX[c >> 4 & 0xF];
                b[p++] = HEX[c & 0xF];
            } else {
                b[p++] = (byte) (0xE0 | c >> 12);
                b[p++] = (byte) (0x80 | c >> 6 & 0x3F);
                b[p++] = (byte) (0x80 | c & 0x3F);
            }
        }
        out.len = p;
    }

    /** {@code v} as compact JSON text. */
    static String compact(Object v) {
        Out o = new Out();
        new JsonLine(o).value(v);
        return o.toString();
    }

    /** A value that writes itself as JSON and shows itself to people. */
    interface Json {
        /** Writes the value (an object, an array or a scalar) with {@code w}. */
        void writeJson(JsonLine w);

        /** The value for people, one line or several: compact JSON unless the value says otherwise. */
        default String human() {
            return compact(this);
        }
    }
}
