package org.urikit.idna;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.urikit.testing.TestData;

/**
 * Generates the IDNA tables of {@code urikit-core/src/main/resources/org/urikit/idna/} from the
 * Unicode 17.0.0 data files vendored in {@code conformance/unicode-17/}:
 *
 * <ul>
 * <li>{@code uts46.bin}: the UTS #46 IDNA Mapping Table (IdnaMappingTable.txt) and the properties
 *   the validity criteria read: Bidi_Class (DerivedBidiClass.txt, with its {@code @missing}
 *   defaults), Joining_Type (DerivedJoiningType.txt) and General_Category=Mark
 *   (DerivedGeneralCategory.txt);</li>
 * <li>{@code nfc.bin}: canonical combining classes (DerivedCombiningClass.txt, checked against
 *   UnicodeData.txt), full canonical decompositions (UnicodeData.txt), NFC_QC and the primary
 *   composites (DerivedNormalizationProps.txt, checked against CompositionExclusions.txt);</li>
 * <li>{@code display.bin}: Script and Script_Extensions (Scripts.txt, ScriptExtensions.txt),
 *   Identifier_Status=Allowed (IdentifierStatus.txt) and the Latin look-alikes of
 *   confusables.txt.</li>
 * </ul>
 *
 * <pre>{@code
 * mvn -q -pl urikit-core test-compile
 * java -cp urikit-core/target/test-classes:urikit-core/target/classes org.urikit.idna.TableGenerator
 * }</pre>
 *
 * <p>Run from the repository root (or pass it as the first argument). The output is a pure
 * function of the data files; {@code TableGeneratorTest} regenerates the tables in memory and
 * asserts that they are byte for byte the committed ones. The generator also checks the facts
 * the runtime code relies on (for example that ASCII maps only A–Z, and that nothing below U+0300
 * takes part in normalization), so a new Unicode version that broke one fails here.
 */
public final class TableGenerator {
    private static final int CODE_POINTS = 0x110000;

    private TableGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path root = args.length > 0 ? Path.of(args[0]) : TestData.repositoryFile(".");
        Path out = root.resolve("urikit-core/src/main/resources/org/urikit/idna");
        for (Map.Entry<String, byte[]> e : generate(root.resolve("conformance/unicode-17")).entrySet()) {
            Files.write(out.resolve(e.getKey()), e.getValue());
            System.out.println(e.getKey() + ": " + e.getValue().length + " bytes");
        }
    }

    /** The tables, by resource name, generated from the data files in {@code ucd}. */
    static Map<String, byte[]> generate(Path ucd) {
        Map<String, byte[]> tables = new LinkedHashMap<>();
        tables.put("uts46.bin", uts46(ucd));
        tables.put("nfc.bin", nfc(ucd));
        tables.put("display.bin", display(ucd));
        return tables;
    }

    // ---- uts46.bin -------------------------------------------------------------------------

    static byte[] uts46(Path ucd) {
        int[] mapping = new int[CODE_POINTS];
        Arrays.fill(mapping, -1);
        StringBuilder pool = new StringBuilder();
        Map<String, Integer> offsets = new HashMap<>();
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("IdnaMappingTable.txt"))) {
            int status = switch (l.field(0)) {
                case "valid" -> Uts46Data.VALID;
                case "ignored" -> Uts46Data.IGNORED;
                case "mapped" -> Uts46Data.MAPPED;
                case "deviation" -> Uts46Data.DEVIATION;
                case "disallowed" -> Uts46Data.DISALLOWED;
                default -> throw new IllegalStateException("unknown IDNA status " + l.field(0));
            };
            String target = status == Uts46Data.MAPPED || status == Uts46Data.DEVIATION ? UcdParser.codePoints(l.field(1)) : null;
            for (int cp = l.first(); cp <= l.last(); cp++) {
                check(mapping[cp] == -1, "IdnaMappingTable lists U+%04X twice", cp);
                mapping[cp] = target == null ? status : mappingValue(cp, status, target, pool, offsets);
            }
        }
        for (int cp = 0; cp < CODE_POINTS; cp++) {
            check(mapping[cp] != -1, "IdnaMappingTable misses U+%04X", cp);
        }
        // Uts46's ASCII path maps A-Z to a-z and keeps every other ASCII character, without the table.
        for (int cp = 0; cp < 0x80; cp++) {
            int expected = cp >= 'A' && cp <= 'Z' ? Uts46Data.MAPPED | Uts46Data.DELTA | (32 << 9) : Uts46Data.VALID;
            check(mapping[cp] == expected, "ASCII U+%04X is not mapped as the ASCII path assumes", cp);
        }
        TableWriter w = new TableWriter(TableReader.MAGIC_UTS46);
        TrieBuilder.write(mapping, w);
        w.chars(pool.toString().toCharArray());
        TrieBuilder.write(props(ucd), w);
        return w.toByteArray();
    }

    private static int mappingValue(int cp, int status, String target, StringBuilder pool, Map<String, Integer> offsets) {
        if (target.codePointCount(0, target.length()) == 1) {
            int delta = target.codePointAt(0) - cp;
            check(delta >= -(1 << 22) && delta < (1 << 22), "mapping of U+%04X too far", cp);
            return status | Uts46Data.DELTA | (delta << 9);
        }
        check(target.length() <= 31, "mapping of U+%04X longer than 31 UTF-16 units", cp);
        Integer offset = offsets.get(target);
        if (offset == null) {
            offset = pool.length();
            pool.append(target);
            offsets.put(target, offset);
        }
        check(offset < (1 << 23), "mapping pool too large");
        return status | (target.length() << 4) | (offset << 9);
    }

    /** Bidi_Class, Joining_Type and General_Category=Mark of every code point. */
    private static int[] props(Path ucd) {
        List<String> bidiNames = List.of(Uts46Data.BIDI_NAMES);
        Map<String, String> longBidi = Map.of("Left_To_Right", "L", "Right_To_Left", "R", "Arabic_Letter", "AL",
                "European_Terminator", "ET");
        int[] bidi = new int[CODE_POINTS];
        Path bidiFile = ucd.resolve("DerivedBidiClass.txt");
        for (UcdParser.Line l : UcdParser.missing(bidiFile)) {
            String name = longBidi.get(l.field(0));
            check(name != null, "unknown @missing Bidi_Class %s", l.field(0));
            Arrays.fill(bidi, l.first(), l.last() + 1, bidiNames.indexOf(name));
        }
        for (UcdParser.Line l : UcdParser.lines(bidiFile)) {
            int v = bidiNames.indexOf(l.field(0));
            check(v >= 0, "unknown Bidi_Class %s", l.field(0));
            Arrays.fill(bidi, l.first(), l.last() + 1, v);
        }
        List<String> jtNames = List.of(Uts46Data.JOINING_NAMES);
        int[] props = new int[CODE_POINTS];
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("DerivedJoiningType.txt"))) {
            int v = jtNames.indexOf(l.field(0));
            check(v > 0, "unexpected Joining_Type %s", l.field(0));
            Arrays.fill(props, l.first(), l.last() + 1, v << Uts46Data.PROPS_JT_SHIFT);
        }
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("DerivedGeneralCategory.txt"))) {
            if (Set.of("Mn", "Mc", "Me").contains(l.field(0))) {
                for (int cp = l.first(); cp <= l.last(); cp++) {
                    props[cp] |= Uts46Data.PROPS_MARK;
                }
            }
        }
        for (int cp = 0; cp < CODE_POINTS; cp++) {
            props[cp] |= bidi[cp];
        }
        return props;
    }

    // ---- nfc.bin ---------------------------------------------------------------------------

    static byte[] nfc(Path ucd) {
        int[] ccc = new int[CODE_POINTS];
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("DerivedCombiningClass.txt"))) {
            Arrays.fill(ccc, l.first(), l.last() + 1, Integer.parseInt(l.field(0)));
        }
        Map<Integer, String> decompositions = new HashMap<>();
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("UnicodeData.txt"))) {
            check(Integer.parseInt(l.field(2)) == ccc[l.first()], "UnicodeData and DerivedCombiningClass disagree on U+%04X",
                    l.first());
            String d = l.field(4);
            if (!d.isEmpty() && !d.startsWith("<")) {
                decompositions.put(l.first(), UcdParser.codePoints(d));
            }
        }
        int[] qc = new int[CODE_POINTS];
        Set<Integer> exclusions = new HashSet<>();
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("DerivedNormalizationProps.txt"))) {
            if (l.field(0).equals("NFC_QC")) {
                int v = switch (l.field(1)) {
                    case "N" -> Nfc.QC_NO;
                    case "M" -> Nfc.QC_MAYBE;
                    default -> throw new IllegalStateException("NFC_QC " + l.field(1));
                };
                Arrays.fill(qc, l.first(), l.last() + 1, v);
            } else if (l.field(0).equals("Full_Composition_Exclusion")) {
                for (int cp = l.first(); cp <= l.last(); cp++) {
                    exclusions.add(cp);
                }
            }
        }
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("CompositionExclusions.txt"))) {
            for (int cp = l.first(); cp <= l.last(); cp++) {
                check(exclusions.contains(cp), "U+%04X is in CompositionExclusions but not Full_Composition_Exclusion", cp);
            }
        }
        List<Integer> triples = new ArrayList<>();
        for (int cp : new TreeSet<>(decompositions.keySet())) {
            String d = decompositions.get(cp);
            if (d.codePointCount(0, d.length()) == 2 && !exclusions.contains(cp)) {
                int first = d.codePointAt(0);
                int second = d.codePointAt(Character.charCount(first));
                check(second >= Nfc.FIRST_UNSTABLE && first != '.' && second != '.', "composition of U+%04X", cp);
                triples.add(first);
                triples.add(second);
                triples.add(cp);
            }
        }
        int[] values = new int[CODE_POINTS];
        StringBuilder pool = new StringBuilder();
        Map<String, Integer> offsets = new HashMap<>();
        for (int cp = 0; cp < CODE_POINTS; cp++) {
            int v = ccc[cp] | (qc[cp] << Nfc.QC_SHIFT);
            if (cp < Nfc.FIRST_UNSTABLE) {
                check(ccc[cp] == 0 && qc[cp] == Nfc.QC_YES, "U+%04X below U+0300 takes part in composition", cp);
            }
            String d = decompositions.containsKey(cp) ? fullDecomposition(cp, decompositions) : null;
            if (d != null) {
                check(cp >= 0x80, "ASCII U+%04X decomposes", cp);
                check(d.length() <= 31, "decomposition of U+%04X too long", cp);
                Integer offset = offsets.get(d);
                if (offset == null) {
                    offset = pool.length();
                    pool.append(d);
                    offsets.put(d, offset);
                }
                v |= (d.length() << Nfc.DECOMPOSITION_LENGTH_SHIFT) | (offset << Nfc.DECOMPOSITION_OFFSET_SHIFT);
            }
            values[cp] = v;
        }
        check(values['.'] == 0, "FULL STOP takes part in normalization");
        for (int s = Nfc.S_BASE; s < Nfc.S_BASE + Nfc.S_COUNT; s++) {
            check(values[s] == 0 && !decompositions.containsKey(s), "Hangul syllable U+%04X is not algorithmic", s);
        }
        TableWriter w = new TableWriter(TableReader.MAGIC_NFC);
        TrieBuilder.write(values, w);
        w.chars(pool.toString().toCharArray());
        w.ints(triples.stream().mapToInt(Integer::intValue).toArray());
        return w.toByteArray();
    }

    private static String fullDecomposition(int cp, Map<Integer, String> decompositions) {
        String d = decompositions.get(cp);
        if (d == null) {
            return new String(Character.toChars(cp));
        }
        StringBuilder sb = new StringBuilder();
        d.codePoints().forEach(part -> sb.append(fullDecomposition(part, decompositions)));
        return sb.toString();
    }

    // ---- display.bin -----------------------------------------------------------------------

    static byte[] display(Path ucd) {
        Path scriptsFile = ucd.resolve("Scripts.txt");
        TreeSet<String> names = new TreeSet<>();
        names.add("Unknown");
        for (UcdParser.Line l : UcdParser.lines(scriptsFile)) {
            names.add(l.field(0));
        }
        List<String> scripts = new ArrayList<>(names);
        check(scripts.size() <= 64 * DisplayData.SET_WORDS, "too many scripts");
        int[] script = new int[CODE_POINTS];
        Arrays.fill(script, scripts.indexOf("Unknown"));
        for (UcdParser.Line l : UcdParser.lines(scriptsFile)) {
            Arrays.fill(script, l.first(), l.last() + 1, scripts.indexOf(l.field(0)));
        }
        List<List<Integer>> setOf = new ArrayList<>(CODE_POINTS);
        for (int cp = 0; cp < CODE_POINTS; cp++) {
            setOf.add(List.of(script[cp]));
        }
        int common = scripts.indexOf("Common");
        int inherited = scripts.indexOf("Inherited");
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("ScriptExtensions.txt"))) {
            List<Integer> set = new ArrayList<>();
            for (String code : l.field(0).split("\\s+")) {
                String name = ScriptAliases.CODES.get(code);
                check(name != null && scripts.contains(name), "unknown script code %s", code);
                set.add(scripts.indexOf(name));
            }
            set.sort(null);
            for (int cp = l.first(); cp <= l.last(); cp++) {
                int sc = script[cp];
                check(sc == common || sc == inherited || set.contains(sc),
                        "U+%04X: its Script is not among its Script_Extensions (wrong alias?)", cp);
                setOf.set(cp, List.copyOf(set));
            }
        }
        Map<List<Integer>, Integer> setIndex = new LinkedHashMap<>();
        int[] values = new int[CODE_POINTS];
        for (int cp = 0; cp < CODE_POINTS; cp++) {
            Integer i = setIndex.computeIfAbsent(setOf.get(cp), k -> setIndex.size());
            check(i <= DisplayData.SET_MASK, "too many script sets");
            values[cp] = i;
        }
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("IdentifierStatus.txt"))) {
            check(l.field(0).equals("Allowed"), "Identifier_Status %s", l.field(0));
            for (int cp = l.first(); cp <= l.last(); cp++) {
                values[cp] |= DisplayData.ALLOWED;
            }
        }
        for (UcdParser.Line l : UcdParser.lines(ucd.resolve("confusables.txt"))) {
            String target = UcdParser.codePoints(l.field(0));
            if (l.first() != l.last() || target.isEmpty()) {
                continue;
            }
            boolean latin = true;
            for (int i = 0; i < target.length(); i++) {
                char c = target.charAt(i);
                latin &= (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            }
            if (latin && l.first() >= 0x80) {
                values[l.first()] |= DisplayData.LATIN_LOOKALIKE;
            }
        }
        long[] sets = new long[setIndex.size() * DisplayData.SET_WORDS];
        for (Map.Entry<List<Integer>, Integer> e : setIndex.entrySet()) {
            for (int s : e.getKey()) {
                sets[e.getValue() * DisplayData.SET_WORDS + s / 64] |= 1L << (s % 64);
            }
        }
        TableWriter w = new TableWriter(TableReader.MAGIC_DISPLAY);
        TrieBuilder.write(values, w);
        w.longs(sets);
        w.string(String.join(",", scripts));
        return w.toByteArray();
    }

    private static void check(boolean ok, String message, Object... args) {
        if (!ok) {
            throw new IllegalStateException(String.format(message, args));
        }
    }
}
