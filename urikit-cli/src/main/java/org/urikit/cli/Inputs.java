package org.urikit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.zip.GZIPInputStream;

/**
 * The items a subcommand works on: its input arguments if there are any, otherwise the lines of
 * standard input (or of {@code --input FILE}), read lazily (one line in memory at a time, however
 * long the input). An argument {@code -} stands for the lines of standard input, in its place.
 *
 * <pre>{@code
 * Inputs.of(List.of("http://a/", "b"), System.in);   // the two arguments; stdin is not touched
 * Inputs.of(List.of(), System.in);                   // one item per stdin line
 * Inputs.of(List.of("x", "-"), System.in);           // "x", then one item per stdin line
 * }</pre>
 *
 * <p>Lines are split at the byte {@code '\n'}; one {@code '\r'} before it (or before the end of
 * input) is dropped, so CRLF input gives the same items as LF input. A byte order mark (EF BB BF)
 * at the very start of the input is dropped. Each line is decoded as UTF-8 with a decoder that
 * reports malformed input (RFC 3629 §3): a line that is not UTF-8 is still an item (its bytes
 * decoded with U+FFFD), and {@link #malformed()} says where the first bad byte is, so the loop can
 * report {@code INPUT_NOT_UTF8} instead of working on a damaged string. A last line without a line
 * break is an item; input that ends with a line break has no extra empty item after it.
 */
abstract class Inputs implements Iterator<String> {

    /** Where the last item returned by {@link #next()} stopped being UTF-8, or null when it is fine. */
    record Malformed(long line, long offset, int index) {
        /** The one-line description used by every command. */
        String message() {
            return "INPUT_NOT_UTF8 at byte " + offset + " of the input (line " + line + ", byte " + index
                    + " of the line): not well-formed UTF-8";
        }
    }

    /** The arguments if there are any, else the lines of {@code stdin}. */
    static Inputs of(List<String> args, InputStream stdin) {
        return of(args, stdin, null);
    }

    /**
     * The arguments if there are any (each {@code -} replaced by the lines of {@code stdin}), else
     * the lines of {@code file} when given (gzip-compressed when its name ends in {@code .gz}),
     * else the lines of {@code stdin}.
     *
     * @throws UncheckedIOException when {@code file} cannot be opened
     */
    static Inputs of(List<String> args, InputStream stdin, Path file) {
        if (args != null && !args.isEmpty()) {
            return new Arguments(args, stdin);
        }
        if (file != null) {
            try {
                InputStream in = Files.newInputStream(file);
                long size = Files.size(file);
                if (file.getFileName().toString().endsWith(".gz")) {
                    in = new GZIPInputStream(in, 1 << 16);
                    size = -1;
                }
                Lines lines = new Lines(in, size);
                lines.name = "'" + file + "'";
                return lines;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read '" + file + "': " + e.getMessage(), e);
            }
        }
        return new Lines(stdin, Progress.enabled ? stdinSize() : -1);
    }

    /** The size of standard input when it is a regular file ({@code < file}, Linux), else -1: for the progress line. */
    private static long stdinSize() {
        try {
            Path fd0 = Path.of("/proc/self/fd/0");
            return Files.isRegularFile(fd0) ? Files.size(fd0) : -1;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * Whether {@link #hasNext()} can answer without waiting for input. The item loop flushes its
     * output before it waits, so results stream out while a slow producer is still writing.
     */
    abstract boolean ready();

    /** The malformation of the item last returned, or null. */
    Malformed malformed() {
        return null;
    }

    /** Whether the items are only command-line arguments (no standard input): too few to share out among threads. */
    boolean small() {
        return false;
    }

    /** What the lines are read from, for messages: {@code standard input} or {@code 'FILE'}. */
    String name() {
        return "standard input";
    }

    /** Bytes of the input read so far, for a progress line; 0 when unknown. */
    long bytesRead() {
        return 0;
    }

    /** The size of the input in bytes when known (a plain file), else -1. */
    long size() {
        return -1;
    }

    /** @throws UncheckedIOException when standard input cannot be read */
    @Override
    public abstract boolean hasNext();

    /** Items from the command line; {@code -} gives the lines of standard input. */
    private static final class Arguments extends Inputs {
        private final Iterator<String> it;
        private final InputStream stdin;
        private Lines lines;
        private String pending;

        private final boolean small;

        Arguments(List<String> args, InputStream stdin) {
            this.it = args.iterator();
            this.stdin = stdin;
            this.small = !args.contains("-");
        }

        @Override
        boolean small() {
            return small;
        }

        @Override
        boolean ready() {
            return lines == null || lines.ready();
        }

        @Override
        Malformed malformed() {
            return lines == null ? null : lines.malformed();
        }

        @Override
        public boolean hasNext() {
            while (true) {
                if (pending != null) {
                    return true;
                }
                if (lines != null) {
                    if (lines.hasNext()) {
                        return true;
                    }
                    lines = null;
                }
                if (!it.hasNext()) {
                    return false;
                }
                String s = it.next();
                if (s.equals("-")) {
                    lines = new Lines(stdin, -1);
                } else {
                    pending = s;
                }
            }
        }

        @Override
        public String next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            if (pending != null) {
                String s = pending;
                pending = null;
                if (lines != null) {
                    lines = null;
                }
                return s;
            }
            return lines.next();
        }
    }

    /** Items from a byte stream, one per line. */
    private static final class Lines extends Inputs {
        /** After a line longer than this, the line buffer is dropped so one huge line does not pin memory. */
        private static final int KEEP_CAPACITY = 1 << 16;

        private final InputStream in;
        private final long size;
        private String name = "standard input";
        private final byte[] buf = new byte[1 << 16];
        private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        private int pos;
        private int limit;
        private boolean eof;
        private boolean started;
        private byte[] line = new byte[256];
        private int lineLength;
        private long consumed;
        private long lineStart;
        private long lineNumber;
        private String next;
        private Malformed nextMalformed;
        private Malformed malformed;

        Lines(InputStream in, long size) {
            this.in = in;
            this.size = size;
        }

        @Override
        boolean ready() {
            if (next != null || pos < limit || eof) {
                return true;
            }
            try {
                return in.available() > 0;
            } catch (IOException e) {
                return true; // hasNext() will report it
            }
        }

        @Override
        Malformed malformed() {
            return malformed;
        }

        @Override
        String name() {
            return name;
        }

        @Override
        long bytesRead() {
            return consumed;
        }

        @Override
        long size() {
            return size;
        }

        @Override
        public boolean hasNext() {
            if (next == null && !(eof && pos == limit)) {
                try {
                    next = readLine();
                } catch (IOException e) {
                    eof = true;
                    pos = limit;
                    throw new UncheckedIOException(e);
                }
            }
            return next != null;
        }

        @Override
        public String next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            String s = next;
            malformed = nextMalformed;
            next = null;
            nextMalformed = null;
            return s;
        }

        private boolean fill() throws IOException {
            int n = in.read(buf, 0, buf.length);
            if (n < 0) {
                eof = true;
                return false;
            }
            pos = 0;
            limit = n;
            if (!started && n > 0) {
                started = true;
                // A UTF-8 byte order mark at the start of the input is not part of the first item.
                if (n >= 3 && (buf[0] & 0xFF) == 0xEF && (buf[1] & 0xFF) == 0xBB && (buf[2] & 0xFF) == 0xBF) {
                    pos = 3;
                    consumed += 3;
                }
            }
            return true;
        }

        /** The next line without its terminator, or null at the end of input. */
        private String readLine() throws IOException {
            lineLength = 0;
            lineStart = consumed;
            boolean any = false;
            boolean ascii = true;
            while (true) {
                if (pos == limit) {
                    if (!fill()) {
                        return any ? finish(line, 0, lineLength, ascii) : null;
                    }
                    continue;
                }
                if (!any) {
                    lineStart = consumed;
                    any = true;
                }
                // One pass finds the line break and whether every byte is ASCII.
                byte[] b = buf;
                int nl = -1;
                int bits = 0;
                for (int i = pos; i < limit; i++) {
                    byte c = b[i];
                    if (c == '\n') {
                        nl = i;
                        break;
                    }
                    bits |= c;
                }
                ascii &= bits >= 0;
                int end = nl < 0 ? limit : nl;
                if (nl >= 0 && lineLength == 0) {
                    // The whole line is in the read buffer: decoded from there, without a copy.
                    int from = pos;
                    consumed += end - pos + 1;
                    pos = nl + 1;
                    return finish(b, from, end - from, ascii);
                }
                append(pos, end - pos);
                consumed += end - pos;
                if (nl >= 0) {
                    pos = nl + 1;
                    consumed++;
                    return finish(line, 0, lineLength, ascii);
                }
                pos = limit;
            }
        }

        private void append(int from, int n) {
            if (lineLength + n > line.length) {
                byte[] bigger = new byte[Math.max(line.length * 2, lineLength + n)];
                System.arraycopy(line, 0, bigger, 0, lineLength);
                line = bigger;
            }
            System.arraycopy(buf, from, line, lineLength, n);
            lineLength += n;
        }

        /** Decodes {@code bytes[from, from + n)}, dropping one trailing {@code '\r'}; records a malformation. */
        private String finish(byte[] bytes, int from, int n, boolean ascii) {
            lineNumber++;
            if (n > 0 && bytes[from + n - 1] == '\r') {
                n--;
            }
            String s;
            if (ascii) {
                s = new String(bytes, from, n, StandardCharsets.ISO_8859_1);
            } else {
                if (bytes != line) {
                    lineLength = 0;
                    append(from, n);
                }
                s = decode(n);
            }
            if (line.length > KEEP_CAPACITY) {
                line = new byte[256];
            }
            return s;
        }

        private String decode(int n) {
            ByteBuffer bytes = ByteBuffer.wrap(line, 0, n);
            CharBuffer chars = CharBuffer.allocate(n);
            decoder.reset();
            CoderResult r = decoder.decode(bytes, chars, true);
            if (r.isUnderflow()) {
                r = decoder.flush(chars);
            }
            if (r.isError()) {
                int at = bytes.position();
                nextMalformed = new Malformed(lineNumber, lineStart + at, at);
                return new String(line, 0, n, StandardCharsets.UTF_8);
            }
            chars.flip();
            return chars.toString();
        }
    }
}
