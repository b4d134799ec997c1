package org.urikit.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/**
 * Runs a subcommand's per-item work over its {@link Inputs} and turns the outcomes into the exit
 * status: every item is processed even after an invalid one, and a failure inside one item (a bug)
 * is reported on one stderr line without stopping the others and without a stack trace.
 *
 * <pre>{@code
 * int status = ItemLoop.run(Inputs.of(uris, io.in()), io, item -> {
 *     boolean ok = Uri.isValid(item);
 *     io.out().println(item + (ok ? " ok" : " invalid"));
 *     return ok;
 * });   // 0 if all were valid, 1 if one was not
 * }</pre>
 *
 * <p>Output is flushed whenever the loop is about to wait for more input (so results stream out
 * line by line behind a slow producer), every {@value #FLUSH_EVERY} items, and at the end. When
 * standard output can no longer be written, almost always a reader that has gone away as in
 * {@code urikit parse < big.txt | head}, the loop stops reading and the status is
 * {@link ExitStatus#FAILURE}, without a message (like a command ended by SIGPIPE).
 */
final class ItemLoop {
    /** Output is flushed (and its error state checked) at least this often, in items. */
    static final int FLUSH_EVERY = 1024;

    /** The work for one item. */
    @FunctionalInterface
    interface ItemHandler {
        /**
         * Processes one item and writes its output.
         *
         * @return true if the item succeeded, false if it was invalid (exit status 1)
         */
        boolean handle(String item) throws IOException;
    }

    private ItemLoop() {
    }

    /**
     * Runs {@code handler} on every item and returns the exit status: {@link ExitStatus#OK},
     * {@link ExitStatus#INVALID} or, when input could not be read, output could not be written or
     * an item failed internally, {@link ExitStatus#FAILURE}.
     */
    static int run(Inputs inputs, Streams io, ItemHandler handler) {
        PrintStream out = io.out();
        PrintStream err = io.err();
        ExitStatus status = new ExitStatus();
        long count = 0;
        while (true) {
            // checkError() flushes: before waiting for input, and every FLUSH_EVERY items.
            if ((!inputs.ready() || (count > 0 && count % FLUSH_EVERY == 0)) && out.checkError()) {
                return stopped(status);
            }
            String item;
            try {
                if (!inputs.hasNext()) {
                    break;
                }
                item = inputs.next();
            } catch (UncheckedIOException e) {
                err.println("urikit: cannot read standard input: " + Main.oneLine(e.getCause().getMessage()));
                status.add(ExitStatus.FAILURE);
                break;
            }
            count++;
            try {
                status.item(handler.handle(item));
            } catch (IOException | RuntimeException | StackOverflowError e) {
                err.println("urikit: internal error on item " + count + ": " + Main.oneLine(String.valueOf(e)));
                status.add(ExitStatus.FAILURE);
            }
        }
        if (out.checkError()) {
            return stopped(status);
        }
        return status.code();
    }

    private static int stopped(ExitStatus status) {
        status.add(ExitStatus.FAILURE);
        return status.code();
    }
}
