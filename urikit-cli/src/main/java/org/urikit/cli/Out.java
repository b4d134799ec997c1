package org.urikit.cli;

import java.io.PrintStream;
import java.util.Arrays;

/**
 * The bytes a command writes, in UTF-8, gathered in a growable buffer and handed to standard output
 * in big pieces: one per flush of the {@link ItemLoop}, or one per chunk of lines when several
 * threads work. Every command writes through it, text ({@link #text}) and JSON ({@link JsonLine})
 * alike, so a line costs no character encoder and no call into a {@link PrintStream} per value.
 *
 * <pre>{@code
 * Out out = new Out();
 * out.text("http://a/ -> ").text("ok").nl();
 * out.writeTo(System.out);        // "http://a/ -> ok\n"
 * }</pre>
 *
 * <p>Text is encoded as {@link PrintStream} with UTF-8 encodes it: a lone surrogate becomes
 * {@code '?'}. {@link #mark()} and {@link #reset(int)} drop what one item wrote when it failed
 * half-way, so a failed item never leaves a partial line behind.
 */
final class Out {
    /** After a burst (one huge line), the buffer goes back to this size. */
    private static final int KEEP_CAPACITY = 1 << 17;

    byte[] buf = new byte[1 << 12];
    int len;
    /** Counts the times written bytes were dropped ({@link #reset(int)}, {@link #clear()}). */
    private int epoch;

    /** Changes whenever written bytes are dropped: a writer that copies from {@link #buf} checks it ({@link JsonLine}). */
    int epoch() {
        return epoch;
    }

    /** The number of bytes written and not yet handed on. */
    int size() {
        return len;
    }

    /** The current length, for {@link #reset(int)}. */
    int mark() {
        return len;
    }

    /** Drops everything written after {@code mark}. */
    void reset(int mark) {
        len = mark;
        epoch++;
    }

    /** Makes room for {@code n} more bytes. */
    void ensure(int n) {
        if (len + n > buf.length) {
            grow(n);
        }
    }

    private void grow(int n) {
        long wanted = Math.max((long) buf.length * 2, (long) len + n);
        if (wanted > Integer.MAX_VALUE - 16) {
            throw new OutOfMemoryError("output line too long");
        }
        buf = Arrays.copyOf(buf, (int) wanted);
    }

    /** One ASCII character. */
    Out ascii(char c) {
        ensure(1);
        buf[len++] = (byte) c;
        return this;
    }

    /** A line break. */
    Out nl() {
        return ascii('\n');
    }

    /** {@code s} in UTF-8 (a lone surrogate as {@code '?'}). */
    Out text(String s) {
        int n = s.length();
        ensure(n * 3);
        byte[] b = buf;
        int p = len;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                b[p++] = (byte) c;
            } else if (c < 0x800) {
                b[p++] = (byte) (0xC0 | c >> 6);
                b[p++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    int cp = Character.toCodePoint(c, s.charAt(++i));
                    b[p++] = (byte) (0xF0 | cp >> 18);
                    b[p++] = (byte) (0x80 | cp >> 12 & 0x3F);
                    b[p++] = (byte) (0x80 | cp >> 6 & 0x3F);
                    b[p++] = (byte) (0x80 | cp & 0x3F);
                } else {
                    b[p++] = '?';
                }
            } else {
                b[p++] = (byte) (0xE0 | c >> 12);
                b[p++] = (byte) (0x80 | c >> 6 & 0x3F);
                b[p++] = (byte) (0x80 | c & 0x3F);
            }
        }
        len = p;
        return this;
    }

    /** The decimal digits of {@code n}. */
    Out number(long n) {
        if (n >= 0 && n < 10) {
            return ascii((char) ('0' + n));
        }
        return text(Long.toString(n));
    }

    /** The bytes of {@code other}, appended. */
    Out append(Out other) {
        ensure(other.len);
        System.arraycopy(other.buf, 0, buf, len, other.len);
        len += other.len;
        return this;
    }

    /** Hands the bytes to {@code out} and empties the buffer. */
    void writeTo(PrintStream out) {
        if (len > 0) {
            out.write(buf, 0, len);
        }
        clear();
    }

    /**
     * Returns the buffer, whose bytes are {@code [0, size())}, and goes on empty in {@code next}
     * (a buffer that {@link #reusable} accepted) or, when it is null, in a new one: for the
     * {@link ItemLoop}'s workers, which hand their output on without copying it.
     */
    byte[] handOff(byte[] next) {
        byte[] full = buf;
        buf = next != null ? next : new byte[Math.min(Math.max(len, 1 << 12), KEEP_CAPACITY)];
        len = 0;
        epoch++;
        return full;
    }

    /** Whether a buffer is small enough to be kept for {@link #handOff} (not one grown for a burst). */
    static boolean reusable(byte[] b) {
        return b.length <= KEEP_CAPACITY;
    }

    /** Empties the buffer (shrinking it after a burst). */
    void clear() {
        len = 0;
        epoch++;
        if (buf.length > KEEP_CAPACITY) {
            buf = new byte[1 << 12];
        }
    }

    /** The bytes as a string (for tests and for values printed alone). */
    @Override
    public String toString() {
        return new String(buf, 0, len, java.nio.charset.StandardCharsets.UTF_8);
    }
}
