package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * The public operations of {@link Idna} on the cases of {@code testdata/idna/uts46.tsv} (values,
 * error codes and indices) and {@code testdata/idna/display.tsv}, and the API's promises: the
 * ASCII fast path returns the input itself, options compose, and bad input never throws.
 */
class IdnaTest {
    static List<Arguments> cases() {
        return TestData.arguments("idna/uts46.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void operation(TestData.Row row) {
        String input = row.get("input");
        String options = row.get("options");
        IdnaResult r = switch (row.get("operation")) {
            case "toAscii" -> Idna.toAscii(input, options(options));
            case "toUnicode" -> Idna.toUnicode(input, options(options));
            case "domainToAscii" -> options == null || options.equals("strict") ? Idna.domainToAscii(input, "strict".equals(options))
                    : Idna.domainToAscii(input, options(options));
            case "domainToUnicode" -> Idna.domainToUnicode(input, "strict".equals(options));
            default -> throw new IllegalArgumentException(row.get("operation"));
        };
        assertEquals(row.get("value"), r.value(), "value");
        List<String> errors = new ArrayList<>();
        r.errors().forEach(e -> errors.add(e.code() + "@" + e.index()));
        String expected = row.get("errors");
        assertEquals(expected == null ? "" : expected, String.join(" ", errors), r.errors().toString());
        assertEquals(expected == null, r.isValid());
    }

    /** A preset followed by {@code +flag} / {@code -flag} modifiers. */
    static Uts46Options options(String spec) {
        String[] parts = spec.split("(?=[+-])");
        Uts46Options o = switch (parts[0]) {
            case "DEFAULT" -> Uts46Options.DEFAULT;
            case "URL_STANDARD" -> Uts46Options.URL_STANDARD;
            case "URL_STANDARD_STRICT" -> Uts46Options.URL_STANDARD_STRICT;
            default -> throw new IllegalArgumentException(spec);
        };
        for (int i = 1; i < parts.length; i++) {
            boolean on = parts[i].charAt(0) == '+';
            o = switch (parts[i].substring(1)) {
                case "checkHyphens" -> o.withCheckHyphens(on);
                case "checkBidi" -> o.withCheckBidi(on);
                case "checkJoiners" -> o.withCheckJoiners(on);
                case "useStd3AsciiRules" -> o.withUseStd3AsciiRules(on);
                case "transitionalProcessing" -> o.withTransitionalProcessing(on);
                case "verifyDnsLength" -> o.withVerifyDnsLength(on);
                case "ignoreInvalidPunycode" -> o.withIgnoreInvalidPunycode(on);
                default -> throw new IllegalArgumentException(spec);
            };
        }
        return o;
    }

    static List<Arguments> displayCases() {
        return TestData.arguments("idna/display.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("displayCases")
    void display(TestData.Row row) {
        assertEquals(row.get("display"), Idna.toDisplayUnicode(row.get("input")), row.get("why"));
    }

    @Test
    void presetsAreTheStandardsFlags() {
        // UTS #46 §4 recommends every check, nontransitional; the URL Standard (§3.3) sets beStrict on three flags.
        assertEquals(new Uts46Options(true, true, true, true, false, true, false), Uts46Options.DEFAULT);
        assertEquals(new Uts46Options(false, true, true, false, false, false, false), Uts46Options.URL_STANDARD);
        assertEquals(new Uts46Options(true, true, true, true, false, true, false), Uts46Options.URL_STANDARD_STRICT);
        assertEquals(Uts46Options.DEFAULT, Uts46Options.URL_STANDARD.withCheckHyphens(true).withUseStd3AsciiRules(true)
                .withVerifyDnsLength(true));
    }

    @Test
    void lowerCaseAsciiIsReturnedAsItIs() {
        String host = "www.example.com";
        assertSame(host, Idna.domainToAscii(host, false).value());
        assertSame(host, Idna.domainToUnicode(host, false).value());
        assertSame(host, Idna.toAscii(host, Uts46Options.DEFAULT).value());
        assertSame(host, Idna.toUnicode(host, Uts46Options.DEFAULT).value());
        assertTrue(Idna.domainToAscii(host, false).errors().isEmpty());
    }

    /** The URL Standard §3.1: forbidden host code points, C0 controls, '%' and DELETE; nothing else. */
    @Test
    void forbiddenDomainCodePoints() {
        String listed = "\u0000\t\n\r #/:<>?@[\\]^|%\u007F";
        for (char c = 0; c < 0x100; c++) {
            boolean expected = c < 0x20 || listed.indexOf(c) >= 0;
            assertEquals(expected, Idna.isForbiddenDomainCodePoint(c), "U+" + Integer.toHexString(c));
        }
        assertEquals(false, Idna.isForbiddenDomainCodePoint('\uFF03'));
    }

    @Test
    void errorCodesDescribeThemselves() {
        for (IdnaErrorCode c : IdnaErrorCode.values()) {
            assertTrue(!c.description().isBlank(), c.name());
        }
        assertEquals("ZERO WIDTH NON-JOINER outside the contexts of RFC 5892 Appendix A.1", IdnaErrorCode.C1.description());
    }

    @Test
    void messagesSayWhatAndWhere() {
        IdnaResult r = Idna.toAscii("a.b c", Uts46Options.DEFAULT);
        assertEquals(new IdnaError(IdnaErrorCode.U1, 3,
                "the label holds U+0020 ' ', which UseSTD3ASCIIRules does not allow (only a-z, 0-9 and '-')"), r.errors().get(0));
        IdnaResult p = Idna.toUnicode("xn--ls8h=", Uts46Options.DEFAULT);
        assertEquals("the label 'xn--ls8h=' is not valid Punycode: DIGIT_INVALID at index 8 of the label "
                + "('=' is not a Punycode digit (a-z, A-Z, 0-9))", p.errors().get(0).message());
    }

    @Test
    void nullIsRefused() {
        assertThrows(NullPointerException.class, () -> Idna.toAscii(null, Uts46Options.DEFAULT));
        assertThrows(NullPointerException.class, () -> Idna.toAscii("a", null));
        assertThrows(NullPointerException.class, () -> Idna.domainToAscii(null, false));
        assertThrows(NullPointerException.class, () -> Idna.toDisplayUnicode(null));
    }

    /** Bad input is normal input: a value and errors, never an exception, in time linear in the input. */
    @Test
    void hostileInputGivesAResult() {
        List<String> inputs = List.of("", ".", "..", "\u0000", "\uD800", "\uDC00x", "xn--", "xn---", "xn--\uD800",
                "\u0301".repeat(100_000), "a\u200C".repeat(50_000), "\u05D0" + "1\u0661".repeat(50_000),
                "xn--" + "9".repeat(100_000), "xn--" + "a".repeat(200_000), ".".repeat(100_000),
                "\u4E00".repeat(100_000), "\uFF0E".repeat(10_000), "a".repeat(1 << 20));
        for (String s : inputs) {
            for (Uts46Options o : List.of(Uts46Options.DEFAULT, Uts46Options.URL_STANDARD,
                    Uts46Options.DEFAULT.withTransitionalProcessing(true).withIgnoreInvalidPunycode(true))) {
                IdnaResult a = Idna.toAscii(s, o);
                IdnaResult u = Idna.toUnicode(s, o);
                assertTrue(a.value() != null && u.value() != null);
            }
            Idna.domainToAscii(s, false);
            Idna.domainToAscii(s, true);
            Idna.domainToUnicode(s, true);
            Idna.toDisplayUnicode(s);
        }
    }
}
