package org.urikit.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Runs a subcommand's per-item work over its {@link Inputs} and turns the outcomes into the exit
 * status: every item is processed even after an invalid one, and a failure inside one item (a bug)
 * is reported on one stderr line without stopping the others and without a stack trace.
 *
 * <pre>{@code
 * int status = ItemLoop.run(Inputs.of(uris, io.in()), io, 1, out -> item -> {
 *     boolean ok = Uri.isValid(item);
 *     out.text(item).text(ok ? " ok" : " invalid").nl();
 *     return ok;
 * });   // 0 if all were valid, 1 if one was not
 * }</pre>
 *
 * <p>Each handler writes into an {@link Out} buffer of its thread; the loop hands the bytes to
 * standard output. Output is flushed whenever the loop is about to wait for more input (so results
 * stream out line by line behind a slow producer), every {@value #FLUSH_EVERY} items, and at the
 * end; what an item wrote before it failed is dropped. When
 * standard output can no longer be written because its reader went away ({@code urikit parse <
 * big.txt | head -1}), the loop stops reading, silently, with exit status 0; any other write failure ({@code > /dev/full}) is one stderr line and
 * exit status 3. Running out of memory is one stderr line and exit status 3, never a stack trace.
 *
 * <p>With {@code jobs > 1}, the items
 * are cut into chunks of {@value #CHUNK} (fewer when the input pauses), each chunk is handled by
 * one of {@code jobs} threads into its own buffer — {@code jobs - 1} helpers, and the thread that
 * reads and writes when the helpers are all busy — and the buffers are written in input order; at
 * most {@code 4 × jobs} chunks are in flight, so memory stays bounded.
 */
final class ItemLoop {
    /** Output is flushed (and its error state checked) at least this often, in items. */
    static final int FLUSH_EVERY = 1024;
    /** Items per chunk when several threads work. */
    static final int CHUNK = 256;

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

    /**
     * A handler that takes a line that is not UTF-8 itself (a summary counts it) instead of the
     * format's {@code INPUT_NOT_UTF8} line or object in the output.
     */
    interface MalformedAware extends ItemHandler {
        /**
         * Takes the line that stopped being UTF-8 ({@code item} is its decoding with U+FFFD).
         *
         * @return true if the command's status stays 0, false for status 1
         */
        boolean malformed(String item, Inputs.Malformed where) throws IOException;
    }

    /** Makes the handler of one thread, writing to {@code out}. */
    @FunctionalInterface
    interface HandlerFactory {
        ItemHandler create(Out out);
    }

    /**
     * Above this many bytes, the sequential loop hands its buffer to standard output: as large as
     * the buffer of {@link Main#main}'s stream, so the bytes go to the file descriptor without
     * being copied again.
     */
    private static final int HAND_ON = 1 << 16;

    /** Thrown inside the loop to stop it at an output failure or when memory ran out. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int status;

        Stop(int status) {
            super(null, null, false, false);
            this.status = status;
        }
    }

    /** The 1-based number of the item this thread is handling, for {@link #itemNumber()}. */
    private static final ThreadLocal<long[]> NUMBER = new ThreadLocal<>() {
        @Override
        protected long[] initialValue() {
            return new long[1];
        }
    };

    private ItemLoop() {
    }

    /**
     * The 1-based number of the item that the calling thread is handling, in input order whatever
     * the thread, or 0 outside a loop: so that an output that separates items (the blocks of
     * {@link HumanOutput}) is the same with several threads as with one.
     */
    static long itemNumber() {
        return NUMBER.get()[0];
    }

    /**
     * Runs the handlers made by {@code factory} on every item with {@code jobs} threads and returns
     * the exit status: {@link ExitStatus#OK}, {@link ExitStatus#INVALID} or, when input could not
     * be read, output could not be written or an item failed internally, {@link ExitStatus#FAILURE}.
     */
    static int run(Inputs inputs, Streams io, int jobs, HandlerFactory factory) {
        if (jobs <= 1 || inputs.small()) {
            Out out = new Out();
            return sequential(inputs, io, out, factory.create(out));
        }
        return parallel(inputs, io, jobs, factory);
    }

    private static int sequential(Inputs inputs, Streams io, Out buffer, ItemHandler handler) {
        PrintStream out = io.out();
        PrintStream err = io.err();
        ExitStatus status = new ExitStatus();
        Progress progress = Progress.start(err, inputs);
        long count = 0;
        try {
            while (true) {
                // checkError() flushes: before waiting for input, and every FLUSH_EVERY items.
                if (!inputs.ready() || (count > 0 && count % FLUSH_EVERY == 0)) {
                    buffer.writeTo(out);
                    if (out.checkError()) {
                        return stopped(status, err);
                    }
                } else if (buffer.size() >= HAND_ON) {
                    buffer.writeTo(out);
                }
                if (count % FLUSH_EVERY == 0) {
                    progress.update(count);
                }
                String item;
                try {
                    if (!inputs.hasNext()) {
                        break;
                    }
                    item = inputs.next();
                } catch (UncheckedIOException e) {
                    err.println("urikit: cannot read " + inputs.name() + ": " + Main.oneLine(e.getCause().getMessage()));
                    status.add(ExitStatus.FAILURE);
                    break;
                }
                count++;
                status.add(one(handler, buffer, err, item, inputs.malformed(), count));
            }
        } catch (Stop stop) {
            progress.done();
            buffer.writeTo(out);
            status.add(stop.status);
            return status.code();
        }
        progress.done();
        buffer.writeTo(out);
        if (out.checkError()) {
            return stopped(status, err);
        }
        return status.code();
    }

    /** Handles one item; returns its status. What a failed item wrote is dropped. */
    private static int one(ItemHandler handler, Out out, PrintStream err, String item, Inputs.Malformed malformed, long number) {
        long[] current = NUMBER.get();
        current[0] = number;
        int mark = out.mark();
        try {
            if (malformed != null) {
                if (handler instanceof MalformedAware aware) {
                    return aware.malformed(item, malformed) ? ExitStatus.OK : ExitStatus.INVALID;
                }
                out.text("line " + malformed.line() + ": " + malformed.message()).nl();
                return ExitStatus.INVALID;
            }
            return handler.handle(item) ? ExitStatus.OK : ExitStatus.INVALID;
        } catch (IOException | RuntimeException | StackOverflowError e) {
            out.reset(mark);
            err.println("urikit: internal error on item " + number + ": " + Main.oneLine(String.valueOf(e)));
            return ExitStatus.FAILURE;
        } catch (OutOfMemoryError e) {
            out.reset(mark);
            err.println(outOfMemory("item " + number + " (" + item.length() + " characters)"));
            throw new Stop(ExitStatus.FAILURE);
        } finally {
            current[0] = 0;
        }
    }

    /** The one stderr line for an OutOfMemoryError. */
    static String outOfMemory(String where) {
        return "urikit: out of memory on " + where + "; give Java a larger heap, e.g. JAVA_OPTS=-Xmx2g";
    }

    /** The status after output failed: silent for a closed pipe, one stderr line for anything else. */
    private static int stopped(ExitStatus status, PrintStream err) {
        IOException f = OutputGuard.failure();
        if (OutputGuard.isBrokenPipe(f)) {
            // The reader took what it wanted (head -1): the items it never saw do not count.
            return ExitStatus.OK;
        }
        err.println("urikit: cannot write the output: " + (f == null ? "write error" : Main.oneLine(f.getMessage())));
        status.add(ExitStatus.FAILURE);
        return status.code();
    }

    /** What a thread made of one chunk: its output is {@code out[0, len)}. */
    private record Done(byte[] out, int len, byte[] err, int status, boolean stop) {
    }

    /** One thread's buffers and handler, reused for each chunk it takes. */
    private static final class Worker {
        final Out out = new Out();
        final java.io.ByteArrayOutputStream errBuf = new java.io.ByteArrayOutputStream();
        final PrintStream err = new PrintStream(errBuf, false, java.nio.charset.StandardCharsets.UTF_8);
        final ItemHandler handler;

        /** Buffers whose bytes were written out, for the next chunks' output (shared by the workers). */
        final java.util.Queue<byte[]> spare;

        Worker(HandlerFactory factory, java.util.Queue<byte[]> spare) {
            this.handler = factory.create(out);
            this.spare = spare;
        }

        Done work(String[] items, Inputs.Malformed[] malformed, int n, long first) {
            errBuf.reset();
            ExitStatus status = new ExitStatus();
            boolean stop = false;
            try {
                for (int i = 0; i < n; i++) {
                    status.add(one(handler, out, err, items[i], malformed[i], first + i));
                }
            } catch (Stop s) {
                status.add(s.status);
                stop = true;
            }
            err.flush();
            // The output buffer itself is handed on (not a copy of it); a spare one takes its place.
            int len = out.len;
            return new Done(out.handOff(spare.poll()), len, errBuf.toByteArray(), status.code(), stop);
        }
    }

    private static int parallel(Inputs inputs, Streams io, int jobs, HandlerFactory factory) {
        PrintStream out = io.out();
        PrintStream err = io.err();
        ExitStatus status = new ExitStatus();
        Progress progress = Progress.start(err, inputs);
        // jobs - 1 helper threads, and this thread: when the helpers are all busy and one chunk waits
        // for them, it works on the next chunk itself, so that no more threads compete for the
        // processors than --jobs says.
        int helpers = jobs - 1;
        ExecutorService pool = new ThreadPoolExecutor(helpers, helpers, 0L, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(helpers), r -> {
                    Thread t = new Thread(r, "urikit-worker");
                    t.setDaemon(true);
                    return t;
                }, new ThreadPoolExecutor.CallerRunsPolicy());
        java.util.Queue<byte[]> spare = new java.util.concurrent.ConcurrentLinkedQueue<>();
        ThreadLocal<Worker> workers = ThreadLocal.withInitial(() -> new Worker(factory, spare));
        ArrayDeque<Future<Done>> inFlight = new ArrayDeque<>();
        int maxInFlight = 4 * jobs;
        long count = 0;
        try {
            boolean more = true;
            while (more) {
                String[] items = new String[CHUNK];
                Inputs.Malformed[] malformed = new Inputs.Malformed[CHUNK];
                int n = 0;
                long first = count + 1;
                try {
                    while (n < CHUNK && (n == 0 || inputs.ready())) {
                        if (!inputs.hasNext()) {
                            more = false;
                            break;
                        }
                        items[n] = inputs.next();
                        malformed[n] = inputs.malformed();
                        n++;
                        count++;
                    }
                } catch (UncheckedIOException e) {
                    err.println("urikit: cannot read " + inputs.name() + ": " + Main.oneLine(e.getCause().getMessage()));
                    status.add(ExitStatus.FAILURE);
                    more = false;
                }
                if (n > 0) {
                    int size = n;
                    inFlight.add(pool.submit(() -> workers.get().work(items, malformed, size, first)));
                }
                boolean waiting = more && !inputs.ready();
                while (!inFlight.isEmpty() && (inFlight.size() >= maxInFlight || waiting || !more || inFlight.peek().isDone())) {
                    Done d = inFlight.poll().get();
                    out.write(d.out, 0, d.len);
                    if (Out.reusable(d.out)) {
                        spare.add(d.out);
                    }
                    if (d.err.length > 0) {
                        err.write(d.err, 0, d.err.length);
                        err.flush();
                    }
                    status.add(d.status);
                    if (d.stop) {
                        return status.code();
                    }
                    if (out.checkError()) {
                        return stopped(status, err);
                    }
                }
                progress.update(count);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            status.add(ExitStatus.FAILURE);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            err.println(c instanceof OutOfMemoryError ? outOfMemory("a chunk of items")
                    : "urikit: internal error: " + Main.oneLine(String.valueOf(c)));
            status.add(ExitStatus.FAILURE);
        } finally {
            pool.shutdownNow();
            progress.done();
        }
        if (out.checkError()) {
            return stopped(status, err);
        }
        return status.code();
    }
}
