package org.urikit.internal;

import java.util.Arrays;

/**
 * A map from the positions 0, 1, 2 ... of a text built left to right to indexes in another text
 * (the input it was built from), stored as runs: a run maps its positions either to consecutive
 * indexes (text copied) or each group of {@code width} consecutive positions to the next index (the
 * characters that replaced one input character each, such as {@code %5C%5C} for two backslashes).
 * A run costs nothing per character, so the lenient parser's memory stays a small multiple of
 * the input however long the input is.
 */
final class IndexMap {
    private int size;
    private int runs;
    private int[] runStart = new int[8];
    private int[] runIndex = new int[8];
    /** Per run: how many positions map to each index (1 for copied text, 3 for {@code %XX} of ASCII characters). */
    private int[] runWidth = new int[8];

    /** Maps the next position to {@code index}: one character copied from {@code index}. */
    void add(int index) {
        add(index, 1);
    }

    /** Maps the next {@code width} positions to {@code index}: what replaced the character at {@code index}. */
    void add(int index, int width) {
        if (width == 0) {
            return;
        }
        if (runs > 0) {
            int r = runs - 1;
            int len = size - runStart[r];
            if (runWidth[r] == width && index == runIndex[r] + len / width) {
                size += width;
                return;
            }
        }
        if (runs == runStart.length) {
            int n = runs * 2;
            runStart = Arrays.copyOf(runStart, n);
            runIndex = Arrays.copyOf(runIndex, n);
            runWidth = Arrays.copyOf(runWidth, n);
        }
        runStart[runs] = size;
        runIndex[runs] = index;
        runWidth[runs] = width;
        runs++;
        size += width;
    }

    /** The index that position {@code p} (one that was added) maps to. */
    int get(int p) {
        int lo = 0;
        int hi = runs - 1;
        while (lo < hi) {       // the last run starting at or before p
            int mid = (lo + hi + 1) >>> 1;
            if (runStart[mid] <= p) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return runIndex[lo] + (p - runStart[lo]) / runWidth[lo];
    }
}
