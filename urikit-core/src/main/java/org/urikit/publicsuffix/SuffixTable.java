package org.urikit.publicsuffix;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rules of a Public Suffix List as an open-addressing hash table keyed by domain suffix, built
 * for lookups that allocate nothing: the caller hashes the host's suffix from right to left as it
 * walks the labels ({@link #extend}) and asks for the flags of that suffix ({@link #flags}).
 *
 * <p>A rule {@code a.b} is stored under the key {@code a.b} with a {@link #NORMAL} bit, a wildcard
 * rule {@code *.a.b} under {@code a.b} with a {@link #WILDCARD} bit, an exception rule
 * {@code !a.b} under {@code a.b} with an {@link #EXCEPTION} bit; each bit exists once for the ICANN
 * section and once, shifted by {@link #PRIVATE_SHIFT}, for the PRIVATE section. Every proper
 * suffix of a key is also present (with no bits when it is not a rule itself), so a walk can stop
 * at the first suffix that is absent: no longer suffix can be a rule.
 *
 * <p>Keys are ASCII and lower-case (A-labels for internationalized rules). All key text lives in
 * one string; a slot holds {@code start << 8 | length}, {@code 0} when empty.
 */
final class SuffixTable {
    static final int NORMAL = 1;
    static final int WILDCARD = 2;
    static final int EXCEPTION = 4;
    static final int PRIVATE_SHIFT = 3;
    /** The bits of the ICANN section; shifted left by {@link #PRIVATE_SHIFT}, those of PRIVATE. */
    static final int ICANN_BITS = NORMAL | WILDCARD | EXCEPTION;

    private static final int MAX_KEY = 255;

    private final String text;
    private final int[] slots;
    private final byte[] flags;
    private final int mask;

    private SuffixTable(String text, int[] slots, byte[] flags) {
        this.text = text;
        this.slots = slots;
        this.flags = flags;
        this.mask = slots.length - 1;
    }

    /** The hash of a suffix one character longer on the left: start with 0, call for each character right to left. */
    static int extend(int hash, char c) {
        return hash * 31 + Labels.lower(c);
    }

    /**
     * The flags of the suffix {@code host[from, to)} (case-insensitive for ASCII, unless the
     * caller knows the host is lower case), whose {@link #extend} hash is {@code hash}; -1 when it
     * is not a key.
     */
    int flags(String host, int from, int to, int hash, boolean lowerCase) {
        int len = to - from;
        for (int i = mix(hash) & mask; ; i = (i + 1) & mask) {
            int slot = slots[i];
            if (slot == 0) {
                return -1;
            }
            if ((slot & 0xff) == len && (lowerCase ? text.regionMatches(slot >>> 8, host, from, len)
                    : sameText(slot >>> 8, host, from, len))) {
                return flags[i];
            }
        }
    }

    private boolean sameText(int start, String host, int from, int len) {
        for (int k = 0; k < len; k++) {
            if (text.charAt(start + k) != Labels.lower(host.charAt(from + k))) {
                return false;
            }
        }
        return true;
    }

    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x45d9f3b;
        return h ^ (h >>> 16);
    }

    /** Collects rules and builds the table. */
    static final class Builder {
        private final Map<String, Integer> keys = new LinkedHashMap<>();

        /**
         * Adds one rule key (ASCII, lower-case, without {@code *.} or {@code !}) with its bit,
         * already shifted for its section; returns false for a key longer than 255 characters.
         */
        boolean add(String key, int bit) {
            if (key.isEmpty() || key.length() > MAX_KEY) {
                return false;
            }
            keys.merge(key, bit, (a, b) -> a | b);
            for (int dot = key.indexOf('.'); dot >= 0; dot = key.indexOf('.', dot + 1)) {
                keys.putIfAbsent(key.substring(dot + 1), 0);
            }
            return true;
        }

        SuffixTable build() {
            int capacity = Integer.highestOneBit(Math.max(16, keys.size() * 2)) << 1;
            int[] slots = new int[capacity];
            byte[] flags = new byte[capacity];
            StringBuilder text = new StringBuilder();
            for (Map.Entry<String, Integer> e : keys.entrySet()) {
                String key = e.getKey();
                int start = text.length();
                if (start >= 1 << 23) {
                    throw new IllegalArgumentException("the list is too large (more than 8 MB of rules)");
                }
                text.append(key);
                int hash = 0;
                for (int i = key.length() - 1; i >= 0; i--) {
                    hash = extend(hash, key.charAt(i));
                }
                int i = mix(hash) & (capacity - 1);
                while (slots[i] != 0) {
                    i = (i + 1) & (capacity - 1);
                }
                slots[i] = start << 8 | key.length();
                flags[i] = (byte) (int) e.getValue();
            }
            return new SuffixTable(text.toString(), slots, flags);
        }
    }
}
