package org.urikit.idna;

/**
 * An immutable map from every code point (U+0000..U+10FFFF) to an {@code int}, stored as a
 * three-stage lookup table with shared blocks, as generated from the Unicode data files.
 *
 * <pre>{@code
 * int v = trie.get(0x00E9);   // the value of U+00E9
 * }</pre>
 *
 * <p>Layout: {@code index1[cp >>> 11]} is the start of a 64-entry block of {@code index2},
 * whose entry {@code (cp >>> 5) & 63} is the number of a 32-entry block of {@code data}; the
 * entry {@code cp & 31} of that block indexes {@code values}. Identical blocks are stored once,
 * so the large unassigned and uniform ranges cost one block each.
 */
final class CodePointTrie {
    /** Code points covered by one {@code index1} entry: {@code 1 << SHIFT_1}. */
    static final int SHIFT_1 = 11;
    /** Code points covered by one {@code data} block: {@code 1 << SHIFT_2}. */
    static final int SHIFT_2 = 5;
    /** Entries in one {@code index2} block. */
    static final int INDEX_2_BLOCK = 1 << (SHIFT_1 - SHIFT_2);
    /** Entries in one {@code data} block. */
    static final int DATA_BLOCK = 1 << SHIFT_2;
    /** Entries of {@code index1}. */
    static final int INDEX_1_LENGTH = 0x110000 >>> SHIFT_1;

    private final char[] index1;
    private final char[] index2;
    private final char[] data;
    private final int[] values;

    CodePointTrie(char[] index1, char[] index2, char[] data, int[] values) {
        if (index1.length != INDEX_1_LENGTH) {
            throw new IllegalArgumentException("index1 must have " + INDEX_1_LENGTH + " entries");
        }
        this.index1 = index1;
        this.index2 = index2;
        this.data = data;
        this.values = values;
    }

    /** The value of {@code cp}, which must be in {@code [0, 0x10FFFF]}. */
    int get(int cp) {
        return values[data[(index2[index1[cp >>> SHIFT_1] + ((cp >>> SHIFT_2) & (INDEX_2_BLOCK - 1))] << SHIFT_2)
                + (cp & (DATA_BLOCK - 1))]];
    }

    /** Reads a trie written as four length-prefixed arrays: index1, index2, data (chars) and values (ints). */
    static CodePointTrie read(TableReader in) {
        return new CodePointTrie(in.chars(), in.chars(), in.chars(), in.ints());
    }

    /** The sizes of the four arrays, in bytes (for the README's table sizes). */
    int sizeInBytes() {
        return 2 * (index1.length + index2.length + data.length) + 4 * values.length;
    }
}
