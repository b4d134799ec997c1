package org.urikit.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** An output buffer that a test thread can wait on (the CLI tests that feed standard input line by line). */
final class SyncBuffer extends OutputStream {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Override
    public synchronized void write(int b) {
        bytes.write(b);
        notifyAll();
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        bytes.write(b, off, len);
        notifyAll();
    }

    synchronized String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    synchronized void awaitLines(int n) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (text().chars().filter(c -> c == '\n').count() < n) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                throw new AssertionError("no line " + n + " within 10 s; output so far: " + text());
            }
            wait(left);
        }
    }
}
