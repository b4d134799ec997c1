package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * Punycode (RFC 3492): the cases of {@code conformance/rust-url-idna/punycode_tests.json} (from
 * punycode.js and the samples of RFC 3492 §7.1) both ways, the overflow regression of
 * {@code bad_punycode_tests.json}, the errors of {@code testdata/idna/punycode-errors.tsv}, and
 * the equivalence of the simple and the Fenwick-tree algorithms.
 */
class PunycodeTest {
    private static final Deviations DEVIATIONS = Deviations.load("punycode.txt");

    @Test
    void conformanceCases() {
        List<Map<String, Object>> cases = JsonCases.read("rust-url-idna/punycode_tests.json");
        Deviations.Tally tally = DEVIATIONS.tally("rust-url punycode_tests.json");
        for (Map<String, Object> c : cases) {
            String decoded = (String) c.get("decoded");
            String encoded = (String) c.get("encoded");
            String description = (String) c.get("description");
            String enc = Punycode.encode(decoded);
            String dec = Punycode.decode(encoded);
            tally.record(description, encoded, enc.equals(encoded) && dec.equals(decoded),
                    () -> "encode gave " + enc + ", decode gave " + JsonCases.escape(dec));
        }
        assertEquals(25, tally.total());
        tally.finish();
    }

    @Test
    void badCasesFailWithoutHangingOrOverflowing() {
        List<Map<String, Object>> cases = JsonCases.read("rust-url-idna/bad_punycode_tests.json");
        Deviations.Tally tally = DEVIATIONS.tally("rust-url bad_punycode_tests.json");
        for (Map<String, Object> c : cases) {
            String decoded = (String) c.get("decoded");
            PunycodeException e = assertThrows(PunycodeException.class, () -> Punycode.encode(decoded));
            tally.record((String) c.get("description"), decoded, e.reason() == PunycodeException.Reason.OVERFLOW,
                    e::getMessage);
            // The same input through IDNA: an A3 error, no exception.
            IdnaResult r = Idna.toAscii(decoded, Uts46Options.URL_STANDARD);
            assertTrue(IdnaTestV2Test.codes(r).contains("A3"), r.errors().toString());
        }
        assertEquals(1, tally.total());
        tally.finish();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errorCases")
    void errors(TestData.Row row) {
        String input = row.get("input");
        PunycodeException e = assertThrows(PunycodeException.class, () -> {
            if (row.get("direction").equals("decode")) {
                Punycode.decode(input);
            } else {
                Punycode.encode(input);
            }
        });
        assertEquals(row.get("reason"), e.reason().name(), e.getMessage());
        assertEquals(Integer.parseInt(row.get("index")), e.index(), e.getMessage());
        assertEquals(row.get("message"), e.getMessage());
    }

    static List<org.junit.jupiter.params.provider.Arguments> errorCases() {
        return TestData.arguments("idna/punycode-errors.tsv");
    }

    /** The O(n log n) algorithms give exactly what RFC 3492's algorithms give, on random strings long and short. */
    @Test
    void fenwickAlgorithmsAgreeWithTheSimpleOnes() {
        Random random = new Random(3492);
        int[] alphabets = {0x80, 0x800, 0x10000, 0x110000};
        for (int round = 0; round < 400; round++) {
            int length = 1 + random.nextInt(round < 300 ? 40 : 3000);
            int top = alphabets[random.nextInt(alphabets.length)];
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < length; i++) {
                int cp = random.nextInt(4) == 0 ? 'a' + random.nextInt(26) : random.nextInt(top);
                if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
                    cp = 'x';
                }
                sb.appendCodePoint(cp);
            }
            String s = sb.toString();
            Punycode.Failure f = new Punycode.Failure();
            String simple = Punycode.encode(s, 0, s.length(), f, Integer.MAX_VALUE);
            String counted = Punycode.encode(s, 0, s.length(), f, 0);
            assertEquals(simple, counted, "encoding " + JsonCases.escape(s));
            if (simple != null) {
                assertEquals(s, Punycode.decode(simple, 0, simple.length(), f, Integer.MAX_VALUE));
                assertEquals(s, Punycode.decode(simple, 0, simple.length(), f, 0));
            } else {
                assertEquals(PunycodeException.Reason.OVERFLOW, f.reason);
            }
        }
    }

    /** A long label of distinct code points: both directions stay fast (no timing is asserted; it must just finish). */
    @Test
    void longLabelsAreNotQuadratic() {
        StringBuilder sb = new StringBuilder();
        for (int cp = 0x20000; sb.length() < 200_000; cp++) {
            sb.appendCodePoint(cp);
            sb.append('a');
        }
        String s = sb.toString();
        Punycode.Failure f = new Punycode.Failure();
        String encoded = Punycode.encode(s, 0, s.length(), f, Punycode.SIMPLE_MAX);
        if (encoded == null) {
            assertEquals(PunycodeException.Reason.OVERFLOW, f.reason);
        } else {
            assertEquals(s, Punycode.decode(encoded));
        }
        // Each 'a' is a delta of 0: insert U+0080 after the previous insertion (RFC 3492 §6.2).
        assertEquals("\u0080".repeat(300_000), Punycode.decode("a".repeat(300_000)));
    }
}
