package org.urikit.idna;

import java.util.Arrays;
import java.util.List;

/**
 * The per-code-point data of the display policy, loaded from {@code display.bin} on first use:
 * the Script_Extensions set of every code point (UAX #24; its Script value where it has no
 * extensions), whether its UTS #39 Identifier_Status is Allowed (§3.1), and whether
 * {@code confusables.txt} maps it to a string of ASCII letters and digits (a Latin look-alike).
 *
 * <pre>{@code
 * long[] scx = DisplayData.scripts(0x0430);          // CYRILLIC SMALL LETTER A: {Cyrillic}
 * DisplayData.isAllowed(0x0430);                      // true
 * DisplayData.isLatinLookalike(0x0430);               // true: confusable with "a"
 * }</pre>
 *
 * <p>Trie values: bits 0–9 the index of the code point's script set, bit 10 Allowed, bit 11 the
 * look-alike flag. A script set is a bit set of {@link #SET_WORDS} longs over the script numbers
 * (the Script values of Scripts.txt in alphabetical order).
 */
final class DisplayData {
    static final int SET_MASK = 0x3FF;
    static final int ALLOWED = 1 << 10;
    static final int LATIN_LOOKALIKE = 1 << 11;
    static final int SET_WORDS = 3;

    private DisplayData() {
    }

    private static final class Tables {
        static final CodePointTrie TRIE;
        static final long[] SETS;
        static final List<String> SCRIPTS;
        /** The set numbers of {Common} and {Inherited}. */
        static final int COMMON;
        static final int INHERITED;

        static {
            TableReader in = TableReader.open("display.bin", TableReader.MAGIC_DISPLAY);
            TRIE = CodePointTrie.read(in);
            SETS = in.longs();
            SCRIPTS = List.of(in.string().split(","));
            in.end();
            COMMON = singleton(SCRIPTS.indexOf("Common"));
            INHERITED = singleton(SCRIPTS.indexOf("Inherited"));
        }

        private static int singleton(int script) {
            for (int i = 0; i < SETS.length; i += SET_WORDS) {
                boolean match = true;
                for (int w = 0; w < SET_WORDS; w++) {
                    match &= SETS[i + w] == (w == script / 64 ? 1L << (script % 64) : 0L);
                }
                if (match) {
                    return i / SET_WORDS;
                }
            }
            throw new IllegalStateException("urikit: display.bin has no set for script " + script);
        }
    }

    /** Whether the script set of trie value {@code value} is {Common} or {Inherited} (UTS #39 §5.1 ignores them). */
    static boolean isCommonOrInherited(int value) {
        int set = value & SET_MASK;
        return set == Tables.COMMON || set == Tables.INHERITED;
    }

    /** The set of the given scripts (long names of Scripts.txt). */
    static long[] setOf(String... names) {
        long[] set = new long[SET_WORDS];
        for (String name : names) {
            int s = script(name);
            set[s / 64] |= 1L << (s % 64);
        }
        return set;
    }

    static int value(int cp) {
        return Tables.TRIE.get(cp);
    }

    static boolean isAllowed(int cp) {
        return (value(cp) & ALLOWED) != 0;
    }

    static boolean isLatinLookalike(int cp) {
        return (value(cp) & LATIN_LOOKALIKE) != 0;
    }

    /** The script set of {@code cp}: a new array of {@link #SET_WORDS} longs. */
    static long[] scripts(int cp) {
        int i = (value(cp) & SET_MASK) * SET_WORDS;
        return Arrays.copyOfRange(Tables.SETS, i, i + SET_WORDS);
    }

    /** Intersects {@code set} with the script set of trie value {@code value}, in place. */
    static void retain(long[] set, int value) {
        int i = (value & SET_MASK) * SET_WORDS;
        for (int w = 0; w < SET_WORDS; w++) {
            set[w] &= Tables.SETS[i + w];
        }
    }

    /** Whether the script set of trie value {@code value} shares a script with {@code set}. */
    static boolean intersects(long[] set, int value) {
        int i = (value & SET_MASK) * SET_WORDS;
        for (int w = 0; w < SET_WORDS; w++) {
            if ((set[w] & Tables.SETS[i + w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The script number of the Script value {@code name} (a long name of Scripts.txt, e.g. {@code Latin}). */
    static int script(String name) {
        int i = Tables.SCRIPTS.indexOf(name);
        if (i < 0) {
            throw new IllegalStateException("urikit: display.bin has no script " + name);
        }
        return i;
    }

    static int sizeInBytes() {
        return Tables.TRIE.sizeInBytes() + 8 * Tables.SETS.length;
    }
}
