package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The shared per-item machinery: {@link Inputs}, {@link ItemLoop}, {@link ExitStatus}. */
class ItemLoopTest {

    private static Streams streams(byte[] stdin, OutputStream out, ByteArrayOutputStream err) {
        return new Streams(new ByteArrayInputStream(stdin), new PrintStream(out, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static List<String> items(String stdin) {
        List<String> out = new ArrayList<>();
        Inputs.of(List.of(), new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))).forEachRemaining(out::add);
        return out;
    }

    @Test
    void stdinLines() {
        assertEquals(List.of(), items(""));
        assertEquals(List.of(""), items("\n"));
        assertEquals(List.of(""), items("\r"));
        assertEquals(List.of("a"), items("a"));
        assertEquals(List.of("a"), items("a\n"));
        assertEquals(List.of("a", ""), items("a\n\n"));
        assertEquals(List.of("a", "b"), items("a\r\nb\r\n"));
        assertEquals(List.of("a\r"), items("a\r\r\n"));
        assertEquals(List.of("a\rb"), items("a\rb"));
        assertEquals(List.of("\u00e9", "\uD83D\uDE00"), items("\u00e9\n\uD83D\uDE00"));
    }

    @Test
    void stdinLinesAcrossReadBuffers() {
        // Lines longer than the 8192-char read buffer, and CRLF split across two reads.
        String a = "x".repeat(8191);
        String b = "y".repeat(20000);
        assertEquals(List.of(a, b, "z"), items(a + "\r\n" + b + "\n" + "z\r\n"));
    }

    @Test
    void argumentsWinOverStdin() {
        List<String> out = new ArrayList<>();
        Inputs.of(List.of("p", ""), new ByteArrayInputStream("q\n".getBytes(StandardCharsets.UTF_8))).forEachRemaining(out::add);
        assertEquals(List.of("p", ""), out);
    }

    @Test
    void exitStatusKeepsTheWorst() {
        ExitStatus s = new ExitStatus();
        assertEquals(0, s.code());
        s.item(true);
        assertEquals(0, s.code());
        s.item(false);
        s.item(true);
        assertEquals(1, s.code());
        s.add(ExitStatus.FAILURE);
        s.item(false);
        assertEquals(3, s.code());
    }

    @Test
    void internalErrorInOneItemIsOneStderrLineAndTheOthersGoOn() {
        // The failing item writes part of its line first: that part is dropped.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams io = streams(new byte[0], out, err);
        int status = ItemLoop.run(Inputs.of(List.of("a", "boom", "c", "bad"), io.in()), io, 1, o -> item -> {
            o.text(item);
            if (item.equals("boom")) {
                throw new IllegalStateException("boom\nsecond line");
            }
            o.nl();
            return !item.equals("bad");
        });
        assertEquals(ExitStatus.FAILURE, status);
        assertEquals("a\nc\nbad\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("urikit: internal error on item 2: java.lang.IllegalStateException: boom second line\n",
                err.toString(StandardCharsets.UTF_8));
    }

    private static OutputStream failing(String message) {
        return new OutputGuard(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(message);
            }
        });
    }

    private static List<String> many() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            many.add("x" + i);
        }
        return many;
    }

    @Test
    void closedPipeEndsQuietlyWithStatusZero() {
        OutputGuard.reset();
        AtomicInteger handled = new AtomicInteger();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams io = streams(new byte[0], failing("Broken pipe"), err);
        int status = ItemLoop.run(Inputs.of(many(), io.in()), io, 1, o -> item -> {
            handled.incrementAndGet();
            o.text(item).nl();
            return true;
        });
        OutputGuard.reset();
        assertEquals(ExitStatus.OK, status, "urikit ... | head -1 must not fail a pipefail script");
        assertEquals(ItemLoop.FLUSH_EVERY, handled.get(), "stops at the first flush");
        assertEquals("", err.toString(StandardCharsets.UTF_8), "silent, like a command ended by SIGPIPE");
    }

    @Test
    void otherOutputFailureIsOneLineAndStatusThree() {
        OutputGuard.reset();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams io = streams(new byte[0], failing("No space left on device"), err);
        int status = ItemLoop.run(Inputs.of(many(), io.in()), io, 1, o -> item -> {
            o.text(item).nl();
            return true;
        });
        OutputGuard.reset();
        assertEquals(ExitStatus.FAILURE, status);
        assertEquals("urikit: cannot write the output: No space left on device\n", err.toString(StandardCharsets.UTF_8));
    }

    /** A result is written (and flushed) before the next input line exists: the command streams. */
    @Test
    void streamsOneResultPerLineBeforeTheNextLineArrives() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream stdin = new PipedInputStream(feed);
        SyncBuffer out = new SyncBuffer();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int[] status = {-1};
        Thread t = new Thread(() -> status[0] = Main.run(new String[] {"parse", "--json"}, stdin,
                new PrintStream(out, false, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        t.start();
        feed.write("http://a/\n".getBytes(StandardCharsets.UTF_8));
        feed.flush();
        out.awaitLines(1);
        assertTrue(out.text().startsWith("{\"input\":\"http://a/\",\"valid\":true,"), out.text());
        feed.write("http://h:x/\n".getBytes(StandardCharsets.UTF_8));
        feed.flush();
        out.awaitLines(2);
        feed.close();
        t.join(10_000);
        assertEquals(1, status[0]);
        assertEquals(2, out.text().split("\n").length);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void outOfMemoryIsOneLineAndStatusThree() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams io = streams(new byte[0], out, err);
        int status = ItemLoop.run(Inputs.of(List.of("a", "huge", "c"), io.in()), io, 1, o -> item -> {
            if (item.equals("huge")) {
                throw new OutOfMemoryError("Java heap space");
            }
            o.text(item).nl();
            return true;
        });
        assertEquals(ExitStatus.FAILURE, status);
        assertEquals("a\n", out.toString(StandardCharsets.UTF_8), "stops at the item that ran out of memory");
        assertEquals("urikit: out of memory on item 2 (4 characters); give Java a larger heap, e.g. JAVA_OPTS=-Xmx2g\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void threadsKeepTheOrderAndReportAFailingItemOnce() {
        StringBuilder stdin = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            stdin.append(i).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams io = streams(stdin.toString().getBytes(StandardCharsets.UTF_8), out, err);
        int status = ItemLoop.run(Inputs.of(List.of(), io.in()), io, 3,
                o -> item -> {
                    o.text(item);
                    if (item.equals("1500")) {
                        throw new IllegalStateException("boom");
                    }
                    o.nl();
                    return !item.equals("7");
                });
        assertEquals(ExitStatus.FAILURE, status);
        List<String> lines = MainTest.lines(out.toString(StandardCharsets.UTF_8));
        assertEquals(2999, lines.size());
        for (int i = 0, n = 0; i < 3000; i++) {
            if (i != 1500) {
                assertEquals(String.valueOf(i), lines.get(n++));
            }
        }
        assertEquals("urikit: internal error on item 1501: java.lang.IllegalStateException: boom\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void progressOnlyWhenEnabledAndClearedAtTheEnd() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        Inputs in = Inputs.of(List.of("a"), new ByteArrayInputStream(new byte[0]));
        Progress.start(e, in).update(10);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "silent when stderr is not a terminal");
        Progress.enabled = true;
        try {
            Progress p = Progress.start(e, in);
            Thread.sleep(600);
            p.update(1200);
            p.done();
        } finally {
            Progress.enabled = false;
        }
        String shown = err.toString(StandardCharsets.UTF_8);
        assertTrue(shown.startsWith("\rurikit: 1200 lines, ") && shown.contains(" lines/s\u001b[K")
                && shown.endsWith("\r\u001b[K"), shown);
    }
}
