package org.urikit.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output as {@link Main#main} opens it: remembers the first write failure, which a
 * {@link java.io.PrintStream} would otherwise swallow, so the command can tell a reader that went
 * away ({@code urikit … | head -1}: the end of the conversation, exit status 0, silent) from an
 * output that cannot take the data ({@code > /dev/full}: one line on stderr, exit status 3).
 */
final class OutputGuard extends FilterOutputStream {
    private static volatile IOException failure;

    OutputGuard(OutputStream out) {
        super(out);
    }

    /** The first failure of any guarded stream of this process, or null. */
    static IOException failure() {
        return failure;
    }

    /** For tests: forgets the recorded failure. */
    static void reset() {
        failure = null;
    }

    /** Whether {@code e} says that the reading end of a pipe was closed (EPIPE). */
    static boolean isBrokenPipe(IOException e) {
        String m = e == null ? null : e.getMessage();
        return m != null && (m.contains("Broken pipe") || m.contains("EPIPE") || m.contains("Stream closed"));
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            record(e);
            throw e;
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            record(e);
            throw e;
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            record(e);
            throw e;
        }
    }

    private static void record(IOException e) {
        if (failure == null) {
            failure = e;
        }
    }
}
