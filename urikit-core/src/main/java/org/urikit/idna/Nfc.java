package org.urikit.idna;

import java.util.Arrays;

/**
 * Unicode Normalization Form C (UAX #15), from the Unicode 17.0.0 data in {@code nfc.bin}: the
 * normalization step of UTS #46 processing (§4 step 2) and the NFC validity criterion (§4.1
 * criterion 1). Not {@code java.text.Normalizer}, whose Unicode version is the JDK's (13.0 on
 * JDK 17).
 *
 * <pre>{@code
 * Nfc.normalize("A\u030A");        // "\u00C5" (Å): composed
 * Nfc.normalize("\u212B");         // "\u00C5": the singleton ANGSTROM SIGN decomposes
 * String s = "b\u00FCcher";
 * Nfc.normalize(s) == s;           // true: already NFC (the quick check), returned as it is
 * }</pre>
 *
 * <p>Algorithm: the NFC_QC quick check of UAX #15 §9 first, so text that is already normalized
 * (all ASCII, and nearly all real text) is returned without being rebuilt; otherwise the full
 * canonical decomposition (Hangul syllables algorithmically, UAX #15 via the Unicode Standard
 * §3.12), the canonical ordering algorithm (§3.11 D109, a stable sort of each run of non-starters
 * by combining class, O(n log n) on long runs) and the canonical composition algorithm (§3.11
 * D117). An unpaired surrogate is treated as a code point of combining class 0 that neither
 * decomposes nor composes.
 */
final class Nfc {
    /** NFC_Quick_Check values (UAX #15 §9). */
    static final int QC_YES = 0, QC_NO = 1, QC_MAYBE = 2;

    /** Where the quick-check value, the decomposition's length and its offset lie in a table value. */
    static final int QC_SHIFT = 8, DECOMPOSITION_LENGTH_SHIFT = 10, DECOMPOSITION_OFFSET_SHIFT = 15;

    /** Every code point below this has combining class 0 and NFC_QC=Yes (the generator checks it). */
    static final int FIRST_UNSTABLE = 0x300;

    // Hangul syllables, the Unicode Standard §3.12: the first syllable, leading consonant, vowel and
    // trailing consonant, and their counts.
    static final int S_BASE = 0xAC00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11A7;
    static final int L_COUNT = 19, V_COUNT = 21, T_COUNT = 28, N_COUNT = V_COUNT * T_COUNT, S_COUNT = L_COUNT * N_COUNT;

    /** Runs of non-starters longer than this are sorted with {@link Arrays#sort(long[], int, int)}. */
    private static final int INSERTION_SORT_MAX = 32;

    private Nfc() {
    }

    /** Loaded on first use: ASCII-only callers never read the table. */
    private static final class Tables {
        static final CodePointTrie TRIE;
        static final char[] POOL;
        static final long[] COMPOSE_KEYS;
        static final int[] COMPOSE_VALUES;

        static {
            TableReader in = TableReader.open("nfc.bin", TableReader.MAGIC_NFC);
            TRIE = CodePointTrie.read(in);
            POOL = in.chars();
            int[] triples = in.ints();
            in.end();
            int size = Integer.highestOneBit(triples.length / 3 * 4 - 1) << 1;
            COMPOSE_KEYS = new long[size];
            COMPOSE_VALUES = new int[size];
            Arrays.fill(COMPOSE_KEYS, -1L);
            for (int i = 0; i < triples.length; i += 3) {
                long key = key(triples[i], triples[i + 1]);
                int slot = slot(key, size);
                while (COMPOSE_KEYS[slot] != -1L) {
                    slot = (slot + 1) & (size - 1);
                }
                COMPOSE_KEYS[slot] = key;
                COMPOSE_VALUES[slot] = triples[i + 2];
            }
        }

        static int compose(int first, int second) {
            long key = key(first, second);
            int size = COMPOSE_KEYS.length;
            for (int slot = slot(key, size); ; slot = (slot + 1) & (size - 1)) {
                long k = COMPOSE_KEYS[slot];
                if (k == key) {
                    return COMPOSE_VALUES[slot];
                }
                if (k == -1L) {
                    return -1;
                }
            }
        }

        private static long key(int first, int second) {
            return ((long) first << 21) | second;
        }

        private static int slot(long key, int size) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 40) & (size - 1);
        }
    }

    /** The canonical combining class of {@code cp}. */
    static int ccc(int cp) {
        return cp < FIRST_UNSTABLE ? 0 : Tables.TRIE.get(cp) & 0xFF;
    }

    /**
     * The NFC quick check (UAX #15 §9) of {@code s[start, end)}: {@link #QC_YES} when it is
     * certainly NFC, {@link #QC_NO} when it certainly is not, {@link #QC_MAYBE} otherwise.
     */
    static int quickCheck(CharSequence s, int start, int end) {
        int lastCcc = 0;
        int result = QC_YES;
        for (int i = start; i < end; ) {
            char c = s.charAt(i);
            if (c < FIRST_UNSTABLE) {
                lastCcc = 0;
                i++;
                continue;
            }
            int cp = codePointAt(s, i, end);
            i += Character.charCount(cp);
            int v = Tables.TRIE.get(cp);
            int ccc = v & 0xFF;
            if (ccc != 0 && lastCcc > ccc) {
                return QC_NO;
            }
            int qc = (v >>> QC_SHIFT) & 3;
            if (qc == QC_NO) {
                return QC_NO;
            }
            if (qc == QC_MAYBE) {
                result = QC_MAYBE;
            }
            lastCcc = ccc;
        }
        return result;
    }

    /** Whether {@code s} is in NFC. */
    static boolean isNormalized(CharSequence s) {
        int qc = quickCheck(s, 0, s.length());
        return qc == QC_YES || (qc == QC_MAYBE && normalizeFully(s, 0, s.length()).contentEquals(s));
    }

    /** {@code s} in NFC; {@code s} itself when it is already normalized. */
    static String normalize(String s) {
        int qc = quickCheck(s, 0, s.length());
        if (qc == QC_YES) {
            return s;
        }
        String n = normalizeFully(s, 0, s.length());
        return qc == QC_MAYBE && n.equals(s) ? s : n;
    }

    /** {@code s} in NFC, as a new string unless the quick check shows it is already normalized. */
    static String normalize(CharSequence s) {
        return quickCheck(s, 0, s.length()) == QC_YES ? s.toString() : normalizeFully(s, 0, s.length());
    }

    /** Decomposes, reorders and composes {@code s[start, end)}. */
    static String normalizeFully(CharSequence s, int start, int end) {
        CodePoints b = new CodePoints(end - start + 8);
        for (int i = start; i < end; ) {
            int cp = codePointAt(s, i, end);
            i += Character.charCount(cp);
            decompose(cp, b);
        }
        reorder(b);
        compose(b);
        return new String(b.cps, 0, b.length);
    }

    /** Appends the full canonical decomposition of {@code cp}, with the combining class of each part. */
    private static void decompose(int cp, CodePoints b) {
        if (cp < 0x80) {
            b.add(cp, 0);
            return;
        }
        int s = cp - S_BASE;
        if (s >= 0 && s < S_COUNT) {
            b.add(L_BASE + s / N_COUNT, 0);
            b.add(V_BASE + (s % N_COUNT) / T_COUNT, 0);
            if (s % T_COUNT != 0) {
                b.add(T_BASE + s % T_COUNT, 0);
            }
            return;
        }
        int v = Tables.TRIE.get(cp);
        int length = (v >>> DECOMPOSITION_LENGTH_SHIFT) & 0x1F;
        if (length == 0) {
            b.add(cp, v & 0xFF);
            return;
        }
        char[] pool = Tables.POOL;
        int at = v >>> DECOMPOSITION_OFFSET_SHIFT;
        for (int end = at + length; at < end; ) {
            int part = Character.codePointAt(pool, at, end);
            at += Character.charCount(part);
            b.add(part, ccc(part));
        }
    }

    /** The canonical ordering algorithm: a stable sort of every run of non-starters by combining class. */
    private static void reorder(CodePoints b) {
        int[] cps = b.cps;
        int[] cc = b.values;
        int n = b.length;
        for (int i = 0; i < n; ) {
            if (cc[i] == 0) {
                i++;
                continue;
            }
            int runStart = i;
            boolean sorted = true;
            while (i < n && cc[i] != 0) {
                if (i > runStart && cc[i - 1] > cc[i]) {
                    sorted = false;
                }
                i++;
            }
            if (!sorted) {
                sortRun(cps, cc, runStart, i);
            }
        }
    }

    private static void sortRun(int[] cps, int[] cc, int from, int to) {
        if (to - from <= INSERTION_SORT_MAX) {
            for (int i = from + 1; i < to; i++) {
                int cp = cps[i];
                int c = cc[i];
                int j = i - 1;
                while (j >= from && cc[j] > c) {
                    cps[j + 1] = cps[j];
                    cc[j + 1] = cc[j];
                    j--;
                }
                cps[j + 1] = cp;
                cc[j + 1] = c;
            }
            return;
        }
        // Key: class, then original position (stability), then the code point (21 bits).
        long[] keys = new long[to - from];
        for (int i = from; i < to; i++) {
            keys[i - from] = ((long) cc[i] << 53) | ((long) (i - from) << 21) | cps[i];
        }
        Arrays.sort(keys);
        for (int i = from; i < to; i++) {
            long k = keys[i - from];
            cps[i] = (int) (k & 0x1FFFFF);
            cc[i] = (int) (k >>> 53);
        }
    }

    /** The canonical composition algorithm, in place. */
    private static void compose(CodePoints b) {
        int[] cps = b.cps;
        int[] cc = b.values;
        int n = b.length;
        int out = 0;
        int starterPos = -1;
        int lastCcc = 0;
        for (int i = 0; i < n; i++) {
            int cp = cps[i];
            int c = cc[i];
            if (starterPos >= 0 && (lastCcc == 0 || lastCcc < c)) {
                int composite = composePair(cps[starterPos], cp);
                if (composite >= 0) {
                    cps[starterPos] = composite;
                    continue;
                }
            }
            if (c == 0) {
                starterPos = out;
            }
            lastCcc = c;
            cps[out] = cp;
            cc[out] = c;
            out++;
        }
        b.length = out;
    }

    /** The primary composite of {@code first} and {@code second}, or -1. */
    private static int composePair(int first, int second) {
        int l = first - L_BASE;
        if (l >= 0 && l < L_COUNT) {
            int v = second - V_BASE;
            return v >= 0 && v < V_COUNT ? S_BASE + (l * V_COUNT + v) * T_COUNT : -1;
        }
        int s = first - S_BASE;
        if (s >= 0 && s < S_COUNT && s % T_COUNT == 0) {
            int t = second - T_BASE;
            return t > 0 && t < T_COUNT ? first + t : -1;
        }
        if (second < FIRST_UNSTABLE) {
            return -1; // no primary composite has a second part below U+0300 (the generator checks it)
        }
        return Tables.compose(first, second);
    }

    /** The code point at {@code i}, reading no further than {@code end}; an unpaired surrogate stands for itself. */
    static int codePointAt(CharSequence s, int i, int end) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < end) {
            char d = s.charAt(i + 1);
            if (Character.isLowSurrogate(d)) {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    /** The bytes the loaded tables take in memory. */
    static int sizeInBytes() {
        return Tables.TRIE.sizeInBytes() + 2 * Tables.POOL.length + 12 * Tables.COMPOSE_KEYS.length;
    }
}
