package org.urikit.cli;

import java.io.PrintStream;

/**
 * The progress line of a long run: on standard error, rewritten in place about twice a second,
 * only when standard error is a terminal ({@link #enabled}, set by {@link Main#main}); silent
 * otherwise, so logs and tests see nothing. It gives the lines done, the rate and, when the input
 * is a file of known size, the percentage and the time left:
 * {@code urikit: 1200000 lines, 810000 lines/s, 43%, 2 s left}.
 */
final class Progress {
    /** Whether progress lines are written at all: standard error is a terminal. */
    static volatile boolean enabled;

    private static final Progress NONE = new Progress(null, null);
    private static final long EVERY_NANOS = 500_000_000L;

    private final PrintStream err;
    private final Inputs inputs;
    private final long start = System.nanoTime();
    private long last = start;
    private boolean shown;

    private Progress(PrintStream err, Inputs inputs) {
        this.err = err;
        this.inputs = inputs;
    }

    /** A progress line for {@code inputs}, or one that does nothing. */
    static Progress start(PrintStream err, Inputs inputs) {
        return enabled ? new Progress(err, inputs) : NONE;
    }

    /** Shows {@code count} items done, at most twice a second. */
    void update(long count) {
        if (err == null) {
            return;
        }
        long now = System.nanoTime();
        if (now - last < EVERY_NANOS) {
            return;
        }
        last = now;
        double seconds = (now - start) / 1e9;
        StringBuilder sb = new StringBuilder("\rurikit: ").append(count).append(" lines, ")
                .append(Math.round(count / seconds)).append(" lines/s");
        long size = inputs.size();
        long read = inputs.bytesRead();
        if (size > 0 && read > 0) {
            double fraction = Math.min(1.0, (double) read / size);
            sb.append(", ").append(Math.round(fraction * 100)).append('%');
            sb.append(", ").append(Math.round(seconds / fraction - seconds)).append(" s left");
        }
        sb.append("\u001b[K");
        err.print(sb);
        err.flush();
        shown = true;
    }

    /** Clears the line. */
    void done() {
        if (err != null && shown) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
