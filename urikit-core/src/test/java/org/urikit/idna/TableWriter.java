package org.urikit.idna;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Writes a table in the layout {@link TableReader} reads: the header (magic, format, Unicode
 * version), then big-endian length-prefixed arrays.
 *
 * <pre>{@code
 * TableWriter w = new TableWriter(TableReader.MAGIC_NFC);
 * w.chars(pool);
 * byte[] bytes = w.toByteArray();
 * }</pre>
 */
final class TableWriter {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final DataOutputStream out = new DataOutputStream(bytes);

    TableWriter(int magic) {
        try {
            out.writeInt(magic);
            out.writeInt(TableReader.FORMAT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        string(TableReader.UNICODE_VERSION);
    }

    void chars(char[] a) {
        try {
            out.writeInt(a.length);
            for (char c : a) {
                out.writeChar(c);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void ints(int[] a) {
        try {
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void longs(long[] a) {
        try {
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void string(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        try {
            out.writeInt(b.length);
            out.write(b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    byte[] toByteArray() {
        return bytes.toByteArray();
    }
}
