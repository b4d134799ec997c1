package org.urikit.idna;

import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the arrays of a {@link CodePointTrie} from one value per code point, sharing identical
 * blocks, and writes them in the layout {@link CodePointTrie#read} reads.
 *
 * <pre>{@code
 * int[] values = new int[0x110000];     // one value per code point
 * TrieBuilder.write(values, out);      // index1, index2, data, values
 * }</pre>
 *
 * <p>The distinct values are numbered in the order of their first code point, and blocks in the
 * order they first occur, so the output depends only on the input.
 */
final class TrieBuilder {
    private TrieBuilder() {
    }

    static void write(int[] perCodePoint, TableWriter out) {
        if (perCodePoint.length != 0x110000) {
            throw new IllegalArgumentException("one value per code point expected");
        }
        Map<Integer, Integer> valueIndex = new LinkedHashMap<>();
        char[] indices = new char[0x110000];
        for (int cp = 0; cp < 0x110000; cp++) {
            Integer i = valueIndex.get(perCodePoint[cp]);
            if (i == null) {
                i = valueIndex.size();
                if (i > 0xFFFF) {
                    throw new IllegalStateException("more than 65536 distinct values");
                }
                valueIndex.put(perCodePoint[cp], i);
            }
            indices[cp] = (char) (int) i;
        }
        // Data blocks.
        Map<CharBuffer, Integer> dataBlocks = new HashMap<>();
        List<char[]> data = new ArrayList<>();
        int blocks = 0x110000 >>> CodePointTrie.SHIFT_2;
        char[] blockNumbers = new char[blocks];
        for (int b = 0; b < blocks; b++) {
            char[] block = new char[CodePointTrie.DATA_BLOCK];
            System.arraycopy(indices, b << CodePointTrie.SHIFT_2, block, 0, block.length);
            Integer n = dataBlocks.get(CharBuffer.wrap(block));
            if (n == null) {
                n = data.size();
                data.add(block);
                dataBlocks.put(CharBuffer.wrap(block), n);
            }
            blockNumbers[b] = (char) (int) n;
        }
        // Index-2 blocks.
        Map<CharBuffer, Integer> index2Blocks = new HashMap<>();
        List<char[]> index2 = new ArrayList<>();
        char[] index1 = new char[CodePointTrie.INDEX_1_LENGTH];
        for (int i = 0; i < index1.length; i++) {
            char[] block = new char[CodePointTrie.INDEX_2_BLOCK];
            System.arraycopy(blockNumbers, i * block.length, block, 0, block.length);
            Integer n = index2Blocks.get(CharBuffer.wrap(block));
            if (n == null) {
                n = index2.size();
                index2.add(block);
                index2Blocks.put(CharBuffer.wrap(block), n);
            }
            int offset = n * CodePointTrie.INDEX_2_BLOCK;
            if (offset > 0xFFFF) {
                throw new IllegalStateException("index2 too large");
            }
            index1[i] = (char) offset;
        }
        if (data.size() > 0xFFFF) {
            throw new IllegalStateException("too many data blocks");
        }
        out.chars(index1);
        out.chars(concat(index2));
        out.chars(concat(data));
        out.ints(valueIndex.keySet().stream().mapToInt(Integer::intValue).toArray());
    }

    private static char[] concat(List<char[]> blocks) {
        int n = 0;
        for (char[] b : blocks) {
            n += b.length;
        }
        char[] all = new char[n];
        int at = 0;
        for (char[] b : blocks) {
            System.arraycopy(b, 0, all, at, b.length);
            at += b.length;
        }
        return all;
    }
}
