package org.urikit.robust;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns fuzzer bytes into Java strings so that a corpus file is readable: a file holding UTF-8
 * text is exactly that text. Bytes that are not UTF-8 still reach the code under test as
 * characters the fuzzer could not otherwise write:
 * <ul>
 * <li>a well-formed UTF-8 sequence is its character (supplementary ones as a surrogate pair);</li>
 * <li>a three-byte sequence for U+D800..U+DFFF ({@code ED A0 80} .. {@code ED BF BF}, which UTF-8
 *   forbids) is that <em>lone surrogate</em>, the way WTF-8 writes one;</li>
 * <li>any other byte at or above 0x80 is the Latin-1 character with that value (U+0080..U+00FF).</li>
 * </ul>
 * Targets with several string arguments split the bytes at 0xFF (never part of UTF-8) first.
 */
final class FuzzInput {
    private FuzzInput() {
    }

    /** The text of {@code data[from, to)} by the rules above. */
    static String text(byte[] data, int from, int to) {
        StringBuilder sb = new StringBuilder(to - from);
        int i = from;
        while (i < to) {
            int b = data[i] & 0xFF;
            if (b < 0x80) {
                sb.append((char) b);
                i++;
                continue;
            }
            int need;
            int cp;
            int min;
            if (b >= 0xC2 && b <= 0xDF) {
                need = 1;
                cp = b & 0x1F;
                min = 0x80;
            } else if (b >= 0xE0 && b <= 0xEF) {
                need = 2;
                cp = b & 0x0F;
                min = 0x800;
            } else if (b >= 0xF0 && b <= 0xF4) {
                need = 3;
                cp = b & 0x07;
                min = 0x10000;
            } else {
                sb.append((char) b);
                i++;
                continue;
            }
            int k = 1;
            while (k <= need && i + k < to && (data[i + k] & 0xC0) == 0x80) {
                cp = (cp << 6) | (data[i + k] & 0x3F);
                k++;
            }
            if (k <= need || cp < min || cp > 0x10FFFF) {
                sb.append((char) b);
                i++;
                continue;
            }
            sb.appendCodePoint(cp);     // a surrogate code point appends one lone surrogate char
            i += need + 1;
        }
        return sb.toString();
    }

    static String text(byte[] data) {
        return text(data, 0, data.length);
    }

    /** The pieces of {@code data} between 0xFF bytes, each as {@link #text}. */
    static List<String> fields(byte[] data) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int k = 0; k <= data.length; k++) {
            if (k == data.length || data[k] == (byte) 0xFF) {
                out.add(text(data, from, k));
                from = k + 1;
            }
        }
        return out;
    }
}
