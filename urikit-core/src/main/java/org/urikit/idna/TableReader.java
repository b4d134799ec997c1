package org.urikit.idna;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Reads one of the generated binary tables beside this class ({@code uts46.bin}, {@code nfc.bin},
 * {@code display.bin}): a big-endian header (a magic number, the format version and the Unicode
 * version the table was generated from), then length-prefixed arrays.
 *
 * <pre>{@code
 * TableReader in = TableReader.open("nfc.bin", TableReader.MAGIC_NFC);
 * CodePointTrie trie = CodePointTrie.read(in);
 * char[] pool = in.chars();
 * in.end();   // throws if bytes are left over
 * }</pre>
 *
 * <p>The tables are written by the generator in the test sources ({@code TableGenerator}), and a
 * test regenerates them from the Unicode data in {@code conformance/unicode-17/} and compares the
 * bytes, so the two sides cannot drift apart.
 */
final class TableReader {
    /** The version of the layout; the generator writes the same number. */
    static final int FORMAT = 1;
    /** The Unicode version of the data the tables are generated from. */
    static final String UNICODE_VERSION = "17.0.0";

    static final int MAGIC_UTS46 = 0x55545334; // "UTS4"
    static final int MAGIC_NFC = 0x4E464321;   // "NFC!"
    static final int MAGIC_DISPLAY = 0x44495350; // "DISP"

    private final String name;
    private final ByteBuffer buf;

    private TableReader(String name, ByteBuffer buf) {
        this.name = name;
        this.buf = buf;
    }

    /** Opens the resource {@code name} beside this class and checks its header. */
    static TableReader open(String name, int magic) {
        byte[] bytes;
        try (InputStream in = TableReader.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("urikit: the IDNA table " + name + " is missing from the class path");
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("urikit: cannot read the IDNA table " + name, e);
        }
        return of(name, bytes, magic);
    }

    /** A reader over {@code bytes}, after checking the header. */
    static TableReader of(String name, byte[] bytes, int magic) {
        TableReader r = new TableReader(name, ByteBuffer.wrap(bytes));
        if (r.buf.remaining() < 8 || r.buf.getInt() != magic || r.buf.getInt() != FORMAT) {
            throw new IllegalStateException("urikit: " + name + " is not an IDNA table of format " + FORMAT);
        }
        String version = r.string();
        if (!version.equals(UNICODE_VERSION)) {
            throw new IllegalStateException("urikit: " + name + " holds Unicode " + version + ", expected " + UNICODE_VERSION);
        }
        return r;
    }

    int integer() {
        return buf.getInt();
    }

    char[] chars() {
        char[] a = new char[length()];
        buf.asCharBuffer().get(a);
        buf.position(buf.position() + 2 * a.length);
        return a;
    }

    int[] ints() {
        int[] a = new int[length()];
        buf.asIntBuffer().get(a);
        buf.position(buf.position() + 4 * a.length);
        return a;
    }

    long[] longs() {
        long[] a = new long[length()];
        buf.asLongBuffer().get(a);
        buf.position(buf.position() + 8 * a.length);
        return a;
    }

    String string() {
        byte[] b = new byte[length()];
        buf.get(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /** Checks that the whole table has been read. */
    void end() {
        if (buf.hasRemaining()) {
            throw new IllegalStateException("urikit: " + buf.remaining() + " unread bytes at the end of " + name);
        }
    }

    private int length() {
        int n = buf.getInt();
        if (n < 0 || n > buf.remaining()) {
            throw new IllegalStateException("urikit: " + name + " is truncated");
        }
        return n;
    }
}
