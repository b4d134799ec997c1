package org.urikit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The items a subcommand works on: its input arguments if there are any, otherwise the lines of
 * standard input, read lazily (one line in memory at a time, however long the input).
 *
 * <pre>{@code
 * Inputs.of(List.of("http://a/", "b"), System.in);   // the two arguments; stdin is not touched
 * Inputs.of(List.of(), System.in);                   // one item per stdin line
 * }</pre>
 *
 * <p>Standard input is decoded as UTF-8 (malformed bytes become U+FFFD). Lines end at
 * {@code "\n"} only; one {@code "\r"} before it (or before the end of input) is dropped, so CRLF
 * input gives the same items as LF input. A last line without a line break is an item; input that
 * ends with a line break has no extra empty item after it; an empty line is an empty item.
 */
abstract class Inputs implements Iterator<String> {

    /** The arguments if there are any, else the lines of {@code stdin}. */
    static Inputs of(List<String> args, InputStream stdin) {
        return args == null || args.isEmpty() ? new Lines(stdin) : new Arguments(args);
    }

    /**
     * Whether {@link #hasNext()} can answer without waiting for input. The item loop flushes its
     * output before it waits, so results stream out while a slow producer is still writing.
     */
    abstract boolean ready();

    /** @throws UncheckedIOException when standard input cannot be read */
    @Override
    public abstract boolean hasNext();

    /** Items from the command line. */
    private static final class Arguments extends Inputs {
        private final Iterator<String> it;

        Arguments(List<String> args) {
            this.it = args.iterator();
        }

        @Override
        boolean ready() {
            return true;
        }

        @Override
        public boolean hasNext() {
            return it.hasNext();
        }

        @Override
        public String next() {
            return it.next();
        }
    }

    /** Items from standard input, one per line. */
    private static final class Lines extends Inputs {
        /** After a line longer than this, the line buffer is dropped so one huge line does not pin memory. */
        private static final int KEEP_CAPACITY = 1 << 16;

        private final Reader reader;
        private final char[] buf = new char[8192];
        private int pos;
        private int limit;
        private boolean eof;
        private StringBuilder line = new StringBuilder();
        private String next;

        Lines(InputStream in) {
            this.reader = new InputStreamReader(in, StandardCharsets.UTF_8);
        }

        @Override
        boolean ready() {
            if (next != null || pos < limit || eof) {
                return true;
            }
            try {
                return reader.ready();
            } catch (IOException e) {
                return true; // hasNext() will report it
            }
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
            next = null;
            return s;
        }

        /** The next line without its terminator, or null at the end of input. */
        private String readLine() throws IOException {
            line.setLength(0);
            boolean any = false;
            while (true) {
                if (pos == limit) {
                    int n = reader.read(buf, 0, buf.length);
                    if (n < 0) {
                        eof = true;
                        return any ? finish(line.toString()) : null;
                    }
                    pos = 0;
                    limit = n;
                    continue;
                }
                any = true;
                int nl = indexOfNewline();
                if (nl >= 0) {
                    String s;
                    if (line.length() == 0) {
                        s = new String(buf, pos, nl - pos);
                    } else {
                        s = line.append(buf, pos, nl - pos).toString();
                    }
                    pos = nl + 1;
                    return finish(s);
                }
                line.append(buf, pos, limit - pos);
                pos = limit;
            }
        }

        private int indexOfNewline() {
            for (int i = pos; i < limit; i++) {
                if (buf[i] == '\n') {
                    return i;
                }
            }
            return -1;
        }

        /** Drops one trailing {@code '\r'} and releases an oversized line buffer. */
        private String finish(String s) {
            if (line.capacity() > KEEP_CAPACITY) {
                line = new StringBuilder();
            }
            return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
        }
    }
}
