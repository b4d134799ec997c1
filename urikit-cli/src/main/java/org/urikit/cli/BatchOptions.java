package org.urikit.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * Where the items of a command come from ({@code --input}) and how many threads work on them
 * ({@code --jobs}); docs/cli.md, "Options of every command".
 */
final class BatchOptions {
    @Option(names = "--input", paramLabel = "FILE",
            description = "Read the items from FILE, one per line (gzip-compressed when the name ends in .gz), instead of standard input.")
    Path input;

    @Option(names = "--jobs", paramLabel = "N",
            description = "Work on the input lines with N threads; the output keeps the input order (default: the number of processors).")
    Integer jobs;

    /** The number of worker threads: {@code --jobs}, else the available processors. */
    int jobs() {
        int n = jobs == null ? Runtime.getRuntime().availableProcessors() : jobs;
        return Math.max(1, Math.min(n, 256));
    }
}
