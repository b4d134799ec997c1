package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * The Unicode conformance test for normalization, {@code conformance/unicode-17/NormalizationTest.txt}
 * (17.0.0), for NFC: on every line {@code c2 == NFC(c1) == NFC(c2) == NFC(c3)} and
 * {@code c4 == NFC(c4) == NFC(c5)}; and, as its part 1 says, every code point not listed there
 * is its own NFC. The quick check must agree: a string that is already NFC passes
 * {@link Nfc#isNormalized} and comes back as the same object.
 */
class NormalizationTest {
    private static final Deviations DEVIATIONS = Deviations.load("normalization.txt");

    @Test
    void everyLine() throws IOException {
        List<String> lines = Files.readAllLines(TestData.conformance("unicode-17/NormalizationTest.txt"), StandardCharsets.UTF_8);
        Deviations.Tally tally = DEVIATIONS.tally("Unicode NormalizationTest.txt 17.0.0 (NFC)");
        BitSet part1 = new BitSet();
        boolean inPart1 = false;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            if (line.startsWith("@Part")) {
                inPart1 = line.startsWith("@Part1");
                continue;
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split(";");
            String c1 = UcdParser.codePoints(c[0]);
            String c2 = UcdParser.codePoints(c[1]);
            String c3 = UcdParser.codePoints(c[2]);
            String c4 = UcdParser.codePoints(c[3]);
            String c5 = UcdParser.codePoints(c[4]);
            if (inPart1) {
                part1.set(c1.codePointAt(0));
            }
            boolean ok = c2.equals(Nfc.normalize(c1)) && c2.equals(Nfc.normalize(c2)) && c2.equals(Nfc.normalize(c3))
                    && c4.equals(Nfc.normalize(c4)) && c4.equals(Nfc.normalize(c5))
                    && Nfc.isNormalized(c2) && Nfc.isNormalized(c4) && Nfc.normalize(c2) == c2;
            int number = n + 1;
            tally.record("line " + number, c1, ok, () -> "line " + number + " " + c[0] + ": NFC gives "
                    + JsonCases.escape(Nfc.normalize(c1)) + ", expected " + JsonCases.escape(c2));
        }
        assertEquals(20034, tally.total(), "test lines");
        tally.finish();
        int unchanged = 0;
        int others = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (part1.get(cp) || (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE)) {
                continue;
            }
            others++;
            String s = new String(Character.toChars(cp));
            if (Nfc.normalize(s) == s && Nfc.isNormalized(s)) {
                unchanged++;
            }
        }
        System.out.println("Unicode NormalizationTest.txt 17.0.0 part 1, code points not listed: " + unchanged + "/" + others
                + " are their own NFC");
        assertEquals(others, unchanged);
    }

    @Test
    void unpairedSurrogatesStandForThemselves() {
        assertEquals("a\uD800\u00E9", Nfc.normalize("a\uD800e\u0301"));
        assertEquals("\uDC00\u0301", Nfc.normalize("\uDC00\u0301"));
        assertTrue(Nfc.isNormalized("\uD800"));
    }

    @Test
    void longRunsOfCombiningMarksAreSortedStably() {
        // 10,000 pairs of U+0316 (ccc 220) and U+0301 (ccc 230): canonical order puts all the 220s
        // first, each class keeping its order, and nothing composes with the base 'a' but the first acute.
        StringBuilder in = new StringBuilder("a");
        for (int i = 0; i < 10_000; i++) {
            in.append("\u0301\u0316");
        }
        String out = Nfc.normalize(in.toString());
        assertEquals("\u00E1" + "\u0316".repeat(10_000) + "\u0301".repeat(9_999), out);
    }
}
