package org.urikit.idna;

import java.util.Arrays;

/**
 * Code points, each with an {@code int} beside it, growing as needed: NFC's decomposition with
 * the combining class of each code point ({@link Nfc}), Punycode's decoding with the position
 * each inserted code point goes to ({@link Punycode}, RFC 3492 §6.2).
 */
final class CodePoints {
    int[] cps;
    int[] values;
    int length;

    CodePoints(int capacity) {
        cps = new int[capacity];
        values = new int[capacity];
    }

    void add(int cp, int value) {
        if (length == cps.length) {
            cps = Arrays.copyOf(cps, length * 2);
            values = Arrays.copyOf(values, length * 2);
        }
        cps[length] = cp;
        values[length] = value;
        length++;
    }
}
