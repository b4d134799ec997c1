package org.urikit.whatwg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.urikit.testing.Json;
import org.urikit.testing.TestData;

/**
 * The corpus of the differential test against the reference implementation
 * ({@link WhatwgUrlOracleTest}): {@value #SIZE} (input, base) pairs made by mutating the WPT
 * urltestdata inputs and lines of the kasztp dataset with a fixed seed. It is committed as
 * {@code src/test/resources/whatwg/oracle-corpus.ndjson} (one JSON array {@code [input, base]} per
 * line, ASCII with {@code \}{@code uXXXX} escapes); {@code main} writes it again:
 * <pre>
 * java -cp ... org.urikit.whatwg.OracleCorpus urikit-core/src/test/resources/whatwg/oracle-corpus.ndjson
 * </pre>
 */
final class OracleCorpus {
    static final int SIZE = 4000;
    static final long SEED = 20261125L;
    static final String RESOURCE = "/whatwg/oracle-corpus.ndjson";

    /** Characters and pieces the URL Standard treats specially. */
    private static final String[] PIECES = {"/", "\\", "@", ":", "%", ".", "[", "]", "#", "?", "\t", "\n", " ", "\u00e9",
        "\uff10", "\u3002", "%2e", "..", "0x", "0", "9", "255", "256", "::", "|", "^", "'", "`", "{", "\u0000", "\u007f",
        "\ud800", "\ud83d\ude00", "%00", "%zz", "%41", "xn--", "A", "localhost", "C:", "c|", "//", "\\\\", "file:",
        "http:", "sc:", "javascript:", "@@", ":80", ":0", ":65536", "\u00ad", "\u200b", ";", "=", "&", "+"};

    private OracleCorpus() {
    }

    static List<String[]> generate() {
        return generate(SIZE, SEED);
    }

    /** {@code size} mutated (input, base) pairs from the random seed {@code seed}. */
    static List<String[]> generate(int size, long seed) {
        List<String> seeds = new ArrayList<>();
        List<String> bases = new ArrayList<>();
        for (Map<String, Object> c : Json.objects(Json.conformance("wpt-url/urltestdata.json"))) {
            seeds.add((String) c.get("input"));
            if (c.get("base") != null && !bases.contains((String) c.get("base"))) {
                bases.add((String) c.get("base"));
            }
        }
        List<String> kasztp = TestData.datasetLines("kasztp");
        Random r = new Random(seed);
        for (int i = 0; i < 1500; i++) {
            seeds.add(kasztp.get(r.nextInt(kasztp.size())));
        }
        Set<String> seen = new LinkedHashSet<>();
        List<String[]> corpus = new ArrayList<>();
        while (corpus.size() < size) {
            String s = seeds.get(r.nextInt(seeds.size()));
            int mutations = 1 + r.nextInt(3);
            for (int m = 0; m < mutations; m++) {
                s = mutate(r, s, seeds);
            }
            String base = r.nextInt(3) == 0 ? bases.get(r.nextInt(bases.size())) : null;
            if (seen.add(s + "\u0000" + base)) {
                corpus.add(new String[] {s, base});
            }
        }
        return corpus;
    }

    private static String mutate(Random r, String s, List<String> seeds) {
        int at = s.isEmpty() ? 0 : r.nextInt(s.length() + 1);
        switch (r.nextInt(5)) {
            case 0: // insert a piece
                return s.substring(0, at) + PIECES[r.nextInt(PIECES.length)] + s.substring(at);
            case 1: // replace one character by a piece
                return at < s.length() ? s.substring(0, at) + PIECES[r.nextInt(PIECES.length)] + s.substring(at + 1) : s;
            case 2: // delete a few characters
                return at < s.length() ? s.substring(0, at) + s.substring(Math.min(s.length(), at + 1 + r.nextInt(3))) : s;
            case 3: { // splice the tail of another input
                String other = seeds.get(r.nextInt(seeds.size()));
                int from = other.isEmpty() ? 0 : r.nextInt(other.length());
                return s.substring(0, at) + other.substring(from);
            }
            default: // upper-case a character
                return at < s.length() ? s.substring(0, at) + Character.toUpperCase(s.charAt(at)) + s.substring(at + 1) : s;
        }
    }

    /** The committed corpus. */
    static List<String[]> read() {
        List<String[]> out = new ArrayList<>();
        try (var in = OracleCorpus.class.getResourceAsStream(RESOURCE)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isEmpty()) {
                    List<?> pair = (List<?>) Json.parse(line);
                    out.add(new String[] {(String) pair.get(0), (String) pair.get(1)});
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** One NDJSON line: {@code [input, base]}, ASCII only. */
    static String line(String input, String base) {
        return "[" + Json.quote(input) + "," + (base == null ? "null" : Json.quote(base)) + "]";
    }

    public static void main(String[] args) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (String[] c : generate()) {
            sb.append(line(c[0], c[1])).append('\n');
        }
        Files.writeString(Path.of(args[0]), sb.toString(), StandardCharsets.US_ASCII);
    }
}
