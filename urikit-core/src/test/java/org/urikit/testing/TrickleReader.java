package org.urikit.testing;

import java.io.Reader;

/**
 * A reader that gives one or two characters per read, so that every buffer boundary of a
 * streaming consumer (the extractor's text window) falls inside some token.
 */
public final class TrickleReader extends Reader {
    private final String s;
    private int i;

    public TrickleReader(String s) {
        this.s = s;
    }

    @Override
    public int read(char[] buf, int off, int len) {
        if (i >= s.length()) {
            return -1;
        }
        int n = Math.min(len, Math.min(1 + (i % 2), s.length() - i));
        s.getChars(i, i + n, buf, off);
        i += n;
        return n;
    }

    @Override
    public void close() {
    }
}
