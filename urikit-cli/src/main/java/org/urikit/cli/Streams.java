package org.urikit.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The standard streams a command works with: the process's own in {@link Main#main}, in-memory
 * ones in tests ({@link Main#run}).
 *
 * @param in  standard input, read as UTF-8 when a command gets no input arguments
 * @param out standard output (results), UTF-8
 * @param err standard error (usage errors and failures, one line each), UTF-8
 */
record Streams(InputStream in, PrintStream out, PrintStream err) {
    Streams {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
    }
}
