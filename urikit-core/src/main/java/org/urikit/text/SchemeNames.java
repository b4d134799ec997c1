package org.urikit.text;

import java.util.Locale;
import java.util.Set;

/**
 * The scheme names that count in running text without {@code "//"} after them, looked up
 * case-insensitively (RFC 3986 §3.1) straight from the text, without building a string: an
 * open-addressing table of lower-case names.
 */
final class SchemeNames {
    private final String[] slots;
    private final int mask;

    SchemeNames(Set<String> names) {
        int size = Integer.highestOneBit(Math.max(4, names.size() * 2 + 1)) << 1;
        slots = new String[size];
        mask = size - 1;
        for (String name : names) {
            String lower = name.toLowerCase(Locale.ROOT);
            int h = hash(lower) & mask;
            while (slots[h] != null && !slots[h].equals(lower)) {
                h = (h + 1) & mask;
            }
            slots[h] = lower;
        }
    }

    private static int hash(CharSequence s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return mix(h);
    }

    private static int mix(int h) {
        return h ^ (h >>> 16);
    }

    /** Whether the text {@code [from, to)} (scheme characters, buffered) is one of the names, in any case. */
    boolean contains(TextWindow w, long from, long to) {
        int n = (int) (to - from);
        int h = 0;
        for (long i = from; i < to; i++) {
            h = 31 * h + Chars.lower(w.at(i));
        }
        for (int slot = mix(h) & mask; slots[slot] != null; slot = (slot + 1) & mask) {
            String s = slots[slot];
            if (s.length() == n && sameIgnoringCase(w, from, s)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameIgnoringCase(TextWindow w, long from, String lower) {
        for (int i = 0; i < lower.length(); i++) {
            if (Chars.lower(w.at(from + i)) != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
