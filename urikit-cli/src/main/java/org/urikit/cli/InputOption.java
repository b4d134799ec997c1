package org.urikit.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --input FILE} alone, for the commands that work on one thread ({@link BatchOptions} adds
 * {@code --jobs}); docs/cli.md, "Options of every command".
 */
final class InputOption {
    @Option(names = "--input", paramLabel = "FILE",
            description = "Read the items from FILE, one per line (gzip-compressed when the name ends in .gz), instead of standard input.")
    Path input;
}
