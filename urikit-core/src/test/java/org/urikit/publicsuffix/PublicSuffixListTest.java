package org.urikit.publicsuffix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.idna.Idna;
import org.urikit.idna.Uts46Options;
import org.urikit.testing.TestData;

/**
 * {@link PublicSuffixList}: the list's own conformance checks ({@code conformance/publicsuffix/test_psl.txt},
 * every case), the cases of {@code testdata/security/public-suffix.tsv}, and the bundled resource,
 * regenerated from the vendored list and compared byte for byte.
 */
class PublicSuffixListTest {
    private static final PublicSuffixList PSL = PublicSuffixList.defaults();

    /** One {@code checkPublicSuffix(input, expected)} line of test_psl.txt. */
    record PslCase(int line, String input, String expected) {
    }

    static List<PslCase> pslCases() throws IOException {
        List<PslCase> cases = new ArrayList<>();
        List<String> lines = Files.readAllLines(TestData.conformance("publicsuffix/test_psl.txt"), StandardCharsets.UTF_8);
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (!line.startsWith("checkPublicSuffix(")) {
                continue;                               // comments, including the file's commented-out cases
            }
            String args = line.substring("checkPublicSuffix(".length(), line.lastIndexOf(')'));
            int comma = args.indexOf(", ");
            cases.add(new PslCase(n + 1, literal(args.substring(0, comma)), literal(args.substring(comma + 2))));
        }
        return cases;
    }

    /** {@code 'text'} or {@code null}. */
    private static String literal(String s) {
        return s.equals("null") ? null : s.substring(1, s.length() - 1);
    }

    @Test
    void testPslPassesCompletely() throws IOException {
        List<PslCase> cases = pslCases();
        List<String> failures = new ArrayList<>();
        for (PslCase c : cases) {
            String actual = PSL.registrableDomain(c.input());
            if (!java.util.Objects.equals(c.expected(), actual)) {
                failures.add("line " + c.line() + ": " + c.input() + " -> " + actual + ", expected " + c.expected());
            }
        }
        System.out.println("Public Suffix List test_psl.txt: " + (cases.size() - failures.size()) + "/" + cases.size() + " pass");
        assertEquals(List.of(), failures);
        assertTrue(cases.size() >= 70, "too few cases read: " + cases.size());
    }

    static List<TestData.Row> rows() {
        return TestData.rows("security/public-suffix.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void tableCase(TestData.Row row) {
        PublicSuffixList list = "icann".equals(row.get("list")) ? PSL.icannOnly() : PSL;
        String host = row.get("host");
        assertEquals(row.get("suffix"), list.publicSuffix(host), "publicSuffix");
        assertEquals(row.get("registrable"), list.registrableDomain(host), "registrableDomain");
        String section = row.get("section");
        assertEquals(section, list.section(host) == null ? null : list.section(host).name(), "section");
        assertEquals(row.get("suffix") != null && row.get("registrable") == null, list.isPublicSuffix(host), "isPublicSuffix");
    }

    @Test
    void bundledResourceIsGeneratedFromTheVendoredList() throws IOException {
        String expected = PublicSuffixResource.generate();
        if (Boolean.getBoolean("urikit.regenerate")) {
            PublicSuffixResource.main(new String[0]);
        }
        String committed = Files.readString(TestData.repositoryFile(PublicSuffixResource.TARGET), StandardCharsets.UTF_8);
        assertEquals(expected, committed, "the bundled list differs from conformance/" + PublicSuffixResource.SOURCE
                + ": regenerate it (see PublicSuffixResource)");
        assertTrue(committed.startsWith("// This Source Code Form is subject to the terms of the Mozilla Public"), "MPL header kept");
    }

    /** Every converted rule reads back to the rule as the list writes it (the conversion loses nothing). */
    @Test
    void internationalizedRulesRoundTrip() throws IOException {
        int converted = 0;
        for (String line : Files.readAllLines(TestData.conformance(PublicSuffixResource.SOURCE), StandardCharsets.UTF_8)) {
            String rule = line.strip();
            if (rule.isEmpty() || rule.startsWith("//") || Idna.isAscii(rule)) {
                continue;
            }
            for (String label : rule.replace("!", "").replace("*.", "").split("\\.")) {
                if (!Idna.isAscii(label)) {
                    assertEquals(label, Idna.toUnicode(Idna.toAsciiLabel(label), Uts46Options.URL_STANDARD).value(), rule);
                    converted++;
                }
            }
        }
        assertTrue(converted > 300, "internationalized labels: " + converted);
    }

    @Test
    void sizeCountsBothSections() {
        assertEquals(10248, PSL.size());
        assertTrue(PSL.icannOnly().size() < PSL.size());
        assertEquals("PublicSuffixList[" + PSL.icannOnly().size() + " ICANN rules, " + (PSL.size() - PSL.icannOnly().size())
                + " PRIVATE rules]", PSL.toString());
    }

    @Test
    void parseReadsTheListFormat() {
        PublicSuffixList own = PublicSuffixList.parse("// ===BEGIN ICANN DOMAINS===\nexample\n*.wild.example  trailing text\n"
                + "!keep.wild.example\n// ===END ICANN DOMAINS===\n// ===BEGIN PRIVATE DOMAINS===\nhost.example\n");
        assertEquals(4, own.size());
        assertEquals("a.example", own.registrableDomain("x.a.example"));
        assertEquals("x.y.wild.example", own.registrableDomain("x.y.wild.example"));
        assertEquals("keep.wild.example", own.registrableDomain("a.keep.wild.example"));
        assertEquals("b.host.example", own.registrableDomain("a.b.host.example"));
        assertEquals("host.example", own.icannOnly().registrableDomain("a.b.host.example"));
        assertEquals(PublicSuffixList.Section.PRIVATE, own.section("b.host.example"));
        assertEquals("b.c", own.registrableDomain("a.b.c"), "no rule matches: the default rule '*'");
        assertNull(own.section("a.b.c"));
    }

    @Test
    void parseRejectsMalformedRulesWithTheirLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PublicSuffixList.parse("com\na..b\n"));
        assertEquals("line 2: not a Public Suffix List rule: 'a..b'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PublicSuffixList.parse("a.*.b"));
        assertThrows(IllegalArgumentException.class, () -> PublicSuffixList.parse("*"));
        assertThrows(IllegalArgumentException.class, () -> PublicSuffixList.parse("x".repeat(300)));
        assertThrows(NullPointerException.class, () -> PublicSuffixList.parse(null));
    }

    @Test
    void hostileHostsGiveNullOrAnAnswerInLinearTime() {
        assertNull(PSL.registrableDomain(""));
        assertNull(PSL.registrableDomain("."));
        assertNull(PSL.registrableDomain(".."));
        assertFalse(PSL.isPublicSuffix(null));
        String longName = "a.".repeat(500_000) + "example.com";
        assertEquals("example.com", PSL.registrableDomain(longName));
        assertEquals("\u0000.com", PSL.registrableDomain("x.\u0000.com"), "no character is special but the dot");
        assertNull(PSL.registrableDomain("\ud800.com"), "a lone surrogate cannot be converted to an A-label");
    }
}
