package org.urikit.cli;

import java.io.IOException;

/**
 * One run of a subcommand, made by its {@link CommandDef} from the parsed {@link Args}: it reads
 * its input from the {@link Streams} and returns the exit status ({@link ExitStatus}). A usage
 * problem that the parser cannot see (an invalid {@code --base}) is a {@link UsageError}.
 */
interface Command {
    int run(Streams io) throws IOException;

    /** A usage error found by a command: one stderr line, exit status 2. */
    final class UsageError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageError(String message) {
            super(message, null, false, false);
        }
    }
}
