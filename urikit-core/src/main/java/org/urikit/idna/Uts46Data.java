package org.urikit.idna;

/**
 * The per-code-point data of UTS #46 processing, loaded from {@code uts46.bin} the first time a
 * non-ASCII domain is processed: the IDNA Mapping Table (UTS #46 §5) and the properties the
 * validity criteria of §4.1 read (Bidi_Class for RFC 5893, Joining_Type for RFC 5892 Appendix A,
 * General_Category=Mark).
 *
 * <pre>{@code
 * int v = Uts46Data.mapping(0x00C4);                // Ä: MAPPED to U+00E4
 * Uts46Data.status(v);                              // MAPPED
 * Uts46Data.bidi(Uts46Data.props(0x05D0));          // BIDI_R: HEBREW LETTER ALEF
 * }</pre>
 *
 * <p>Mapping values: bits 0–2 the status; bit 3 set when the mapping is one code point at a
 * fixed distance ({@code cp + (v >> 9)}), so that runs such as A–Z share one value; otherwise
 * bits 4–8 are the length and bits 9–31 the offset of the mapping in {@link #pool()} (UTF-16).
 * Property values: bits 0–4 the Bidi_Class, bits 5–7 the Joining_Type, bit 8 General_Category=Mark.
 */
final class Uts46Data {
    /** The statuses of UTS #46 §5 (IDNA Mapping Table), bits 0–2 of a mapping value. */
    static final int VALID = 0, IGNORED = 1, MAPPED = 2, DEVIATION = 3, DISALLOWED = 4, STATUS_MASK = 7;
    /** Bit 3 of a mapping value: a single code point at a fixed distance. */
    static final int DELTA = 8;

    /** Bidi_Class values, in the order of their numbers (UAX #9 Table 4 short names). */
    static final String[] BIDI_NAMES = {"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS",
        "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"};
    static final int BIDI_L = 0, BIDI_R = 1, BIDI_AL = 2, BIDI_EN = 3, BIDI_ES = 4, BIDI_ET = 5, BIDI_AN = 6, BIDI_CS = 7,
            BIDI_NSM = 8, BIDI_BN = 9, BIDI_ON = 13;

    /** Joining_Type values, in the order of their numbers (the short names of DerivedJoiningType.txt). */
    static final String[] JOINING_NAMES = {"U", "C", "D", "L", "R", "T"};
    static final int JT_U = 0, JT_D = 2, JT_L = 3, JT_R = 4, JT_T = 5;

    /** Where the Joining_Type lies in a property value, and the bit of General_Category=Mark. */
    static final int PROPS_JT_SHIFT = 5, PROPS_MARK = 1 << 8;

    private Uts46Data() {
    }

    /** Loaded on first use (the holder idiom): ASCII-only callers never read the table. */
    private static final class Tables {
        static final CodePointTrie MAPPING;
        static final char[] POOL;
        static final CodePointTrie PROPS;

        static {
            TableReader in = TableReader.open("uts46.bin", TableReader.MAGIC_UTS46);
            MAPPING = CodePointTrie.read(in);
            POOL = in.chars();
            PROPS = CodePointTrie.read(in);
            in.end();
        }
    }

    /** The mapping value of {@code cp}. */
    static int mapping(int cp) {
        return Tables.MAPPING.get(cp);
    }

    /** The status of a mapping value: {@link #VALID}, {@link #IGNORED}, {@link #MAPPED}, {@link #DEVIATION} or {@link #DISALLOWED}. */
    static int status(int value) {
        return value & STATUS_MASK;
    }

    /** Appends the mapping of {@code cp} (whose mapping value is {@code value}, MAPPED or DEVIATION) to {@code out}. */
    static void appendMapping(int cp, int value, StringBuilder out) {
        if ((value & DELTA) != 0) {
            out.appendCodePoint(cp + (value >> 9));
        } else {
            int length = (value >>> 4) & 0x1F;
            out.append(Tables.POOL, value >>> 9, length);
        }
    }

    /** The property value of {@code cp} (Bidi_Class, Joining_Type, Mark). */
    static int props(int cp) {
        return Tables.PROPS.get(cp);
    }

    static int bidi(int props) {
        return props & 0x1F;
    }

    static int joiningType(int props) {
        return (props >>> PROPS_JT_SHIFT) & 7;
    }

    static boolean isMark(int props) {
        return (props & PROPS_MARK) != 0;
    }

    /** The bytes the loaded tables take in memory. */
    static int sizeInBytes() {
        return Tables.MAPPING.sizeInBytes() + 2 * Tables.POOL.length + Tables.PROPS.sizeInBytes();
    }
}
