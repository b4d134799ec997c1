package org.urikit.whatwg;

import java.nio.charset.StandardCharsets;

/**
 * A growable buffer of the ASCII text of a URL serialization, one byte per character, turned into
 * a {@code String} with a single copy (a Latin-1 string's bytes are these bytes). The URL
 * serializer's output is always ASCII: everything else has been percent-encoded or punycoded
 * before it gets here. The parser of each thread keeps its buffer from one URL to the next
 * ({@link #reset}).
 */
final class Href {
    /** A buffer grown beyond this for a long URL is not kept for the next one. */
    private static final int KEPT_CAPACITY = 1 << 14;

    private byte[] buf;
    private int len;

    Href(int capacity) {
        buf = new byte[Math.max(16, capacity)];
    }

    /** Empties the buffer for the next URL, dropping an outsized array. */
    void reset() {
        len = 0;
        if (buf.length > KEPT_CAPACITY) {
            buf = new byte[256];
        }
    }

    int length() {
        return len;
    }

    char charAt(int i) {
        return (char) buf[i];
    }

    /** Makes room for {@code extra} more bytes. */
    void ensure(int extra) {
        if (len + extra > buf.length) {
            byte[] b = new byte[Math.max(buf.length * 2, len + extra)];
            System.arraycopy(buf, 0, b, 0, len);
            buf = b;
        }
    }

    /** Appends ASCII character {@code c}. */
    void append(char c) {
        if (len == buf.length) {
            ensure(1);
        }
        buf[len++] = (byte) c;
    }

    void appendRawByte(byte b) {
        if (len == buf.length) {
            ensure(1);
        }
        buf[len++] = b;
    }

    /** Appends {@code s[from, to)}, which must be ASCII. */
    void appendAscii(String s, int from, int to) {
        ensure(to - from);
        for (int i = from; i < to; i++) {
            buf[len++] = (byte) s.charAt(i);
        }
    }

    void appendAscii(String s) {
        appendAscii(s, 0, s.length());
    }

    /**
     * Appends {@code s[from, to)}, which must be ASCII, in one copy: {@code String.getBytes(int,
     * int, byte[], int)} keeps the low byte of each character, which for ASCII is the character
     * (its deprecation is about other text), and copies a Latin-1 string's bytes as a block.
     */
    @SuppressWarnings("deprecation")
    void appendRange(String s, int from, int to) {
        ensure(to - from);
        s.getBytes(from, to, buf, len);
        len += to - from;
    }

    /** Appends {@code s[from, to)}, which must be ASCII, with its upper-case letters lower-cased. */
    void appendLower(String s, int from, int to) {
        ensure(to - from);
        byte[] b = buf;
        int j = len;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            b[j++] = (byte) (c >= 'A' && c <= 'Z' ? c | 0x20 : c);
        }
        len = j;
    }

    /** Appends the decimal digits of {@code n >= 0}. */
    void appendInt(int n) {
        if (n >= 10) {
            appendInt(n / 10);
        }
        append((char) ('0' + n % 10));
    }

    /** Drops everything from {@code newLength} on. */
    void truncate(int newLength) {
        len = newLength;
    }

    /** Inserts ASCII {@code s} at {@code at}, shifting what follows. */
    void insert(int at, String s) {
        int n = s.length();
        ensure(n);
        System.arraycopy(buf, at, buf, at + n, len - at);
        for (int i = 0; i < n; i++) {
            buf[at + i] = (byte) s.charAt(i);
        }
        len += n;
    }

    /** Whether {@code buf[from, from + s.length())} equals {@code s}. */
    boolean regionEquals(int from, String s) {
        if (from + s.length() > len) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (buf[from + i] != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the whole buffer equals {@code s}. */
    boolean contentEquals(String s) {
        return len == s.length() && regionEquals(0, s);
    }

    String substring(int from, int to) {
        return new String(buf, from, to - from, StandardCharsets.ISO_8859_1);
    }

    @Override
    public String toString() {
        return new String(buf, 0, len, StandardCharsets.ISO_8859_1);
    }
}
