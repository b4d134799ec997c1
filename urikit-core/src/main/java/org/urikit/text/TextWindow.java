package org.urikit.text;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.CharBuffer;

/**
 * The text being searched, seen through a sliding buffer: characters are addressed by their
 * absolute offset from the start of the text ({@code long}, so a stream may exceed 2^31
 * characters), read on demand from a {@link Reader} or copied from a {@link CharSequence} in
 * chunks, and dropped once the scanner no longer needs them ({@link #keep(long)}). Memory is the
 * longest stretch the scanner keeps (bounded by the extractor's maximum match length) plus one chunk.
 *
 * <p>Lines are counted lazily, as characters are dropped or a line number is asked for: a line
 * break is {@code "\n"}, {@code "\r"} or {@code "\r\n"} (counted once).
 */
final class TextWindow {
    /** What {@link #at} returns past the end of the text. */
    static final int EOF = -1;
    private static final int CHUNK = 8192;

    private final Reader reader;
    private final CharSequence text;
    private int textPos;
    private boolean eof;

    /** The buffered characters: {@code buf[0 .. len)} are the text's characters {@code base .. base + len)}. */
    char[] buf = new char[2 * CHUNK];
    int len;
    long base;
    /** Characters before this offset may be dropped. */
    private long keep;
    /** Characters read through {@link #at} (the scanner's work beyond its main loop). */
    long reads;

    private long lineNo = 1;
    private long linePos;
    private boolean afterCr;

    private TextWindow(Reader reader, CharSequence text) {
        this.reader = reader;
        this.text = text;
    }

    static TextWindow of(Reader reader) {
        return new TextWindow(reader, null);
    }

    static TextWindow of(CharSequence text) {
        return new TextWindow(null, text);
    }

    /** The character at absolute offset {@code p} (at or after the kept offset), or {@link #EOF}. */
    int at(long p) {
        reads++;
        long i = p - base;
        if (i < len) {
            return buf[(int) i];
        }
        while (p >= base + len) {
            if (!fill()) {
                return EOF;
            }
        }
        return buf[(int) (p - base)];
    }

    /** Whether the text goes on at {@code p}: true when {@code p} is buffered (reading more if needed). */
    boolean has(long p) {
        while (p >= base + len) {
            if (!fill()) {
                return false;
            }
        }
        return true;
    }

    /** Allows characters before {@code p} to be dropped (never moves backwards). */
    void keep(long p) {
        if (p > keep) {
            keep = p;
        }
    }

    /** The text {@code [from, to)}, all of it buffered (callers read it through {@link #at} first). */
    String substring(long from, long to) {
        return new String(buf, (int) (from - base), (int) (to - from));
    }

    /** Appends the text {@code [from, to)} (buffered) to {@code sb}. */
    void appendTo(StringBuilder sb, long from, long to) {
        sb.append(buf, (int) (from - base), (int) (to - from));
    }

    /** The 1-based line of offset {@code p}, which must be at or after every offset asked for or dropped before. */
    long line(long p) {
        countLines(p);
        return lineNo;
    }

    /**
     * Reads more text into the buffer, first dropping what is no longer kept when room is short
     * and growing the buffer when the kept part fills it. Returns false at the end of the text.
     *
     * @throws ReadFailure when the reader fails
     */
    boolean fill() {
        if (eof) {
            return false;
        }
        if (buf.length - len < CHUNK) {
            int drop = (int) Math.min(len, Math.max(0, keep - base));
            if (drop > 0) {
                countLines(base + drop);
                System.arraycopy(buf, drop, buf, 0, len - drop);
                base += drop;
                len -= drop;
            }
            if (buf.length - len < CHUNK) {
                char[] bigger = new char[Math.max(buf.length * 2, len + CHUNK)];
                System.arraycopy(buf, 0, bigger, 0, len);
                buf = bigger;
            }
        }
        int n;
        try {
            n = read(buf, len, buf.length - len);
        } catch (IOException e) {
            throw new ReadFailure(e);
        }
        if (n <= 0) {
            eof = true;
            return false;
        }
        len += n;
        return true;
    }

    private int read(char[] dst, int off, int max) throws IOException {
        if (reader != null) {
            int n;
            do {
                n = reader.read(dst, off, max);
            } while (n == 0);
            return n;
        }
        int n = Math.min(max, text.length() - textPos);
        if (n <= 0) {
            return -1;
        }
        int end = textPos + n;
        if (text instanceof String s) {
            s.getChars(textPos, end, dst, off);
        } else if (text instanceof StringBuilder sb) {
            sb.getChars(textPos, end, dst, off);
        } else if (text instanceof CharBuffer cb) {
            cb.duplicate().position(cb.position() + textPos).get(dst, off, n);
        } else {
            for (int i = textPos; i < end; i++) {
                dst[off++] = text.charAt(i);
            }
        }
        textPos = end;
        return n;
    }

    /** Counts the line breaks before {@code p} that have not been counted yet. */
    private void countLines(long p) {
        if (p <= linePos) {
            return;
        }
        char[] b = buf;
        int from = (int) (linePos - base);
        int to = (int) (p - base);
        // Line feeds counted in a loop the compiler can vectorize; carriage returns, rare, after it.
        int feeds = 0;
        boolean anyCr = false;
        for (int i = from; i < to; i++) {
            char c = b[i];
            feeds += c == '\n' ? 1 : 0;
            anyCr |= c == '\r';
        }
        long lines = feeds;
        if (anyCr || afterCr) {
            lines = 0;
            for (int i = from; i < to; i++) {
                char c = b[i];
                if (c == '\r' || (c == '\n' && !(i == from ? afterCr : b[i - 1] == '\r'))) {
                    lines++;
                }
            }
        }
        lineNo += lines;
        afterCr = b[to - 1] == '\r';
        linePos = p;
    }

    /** The reader failed: the {@link IOException}, unchecked so that it passes through the scanner. */
    static final class ReadFailure extends UncheckedIOException {
        private static final long serialVersionUID = 1L;

        ReadFailure(IOException cause) {
            super(cause);
        }
    }
}
