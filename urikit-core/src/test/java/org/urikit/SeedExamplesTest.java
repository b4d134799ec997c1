package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.UriAssertions.Components;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * Every example URL of the five seeds ({@code testdata/seed-examples.tsv}, from requirements
 * §2.2 and §2.3): parsed under RFC 3986 with every component, recomposed to itself (R77), and
 * also accepted by the profile of each seed that prints it (decisions.md: "the seed examples of
 * each generation as its tests"). The §2.2 table is read from {@code requirements.md} itself so
 * that the data file cannot drift from it.
 */
class SeedExamplesTest {
    private static final String FILE = "seed-examples.tsv";

    static List<Arguments> cases() {
        return TestData.arguments(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void parsesUnderRfc3986(Row row) {
        String input = row.get("input");
        Deviations.parse().check(row.id(), input, () -> {
            if (row.get("valid").equals("yes")) {
                Uri u = UriAssertions.parse(input);
                Components expected = Components.of(row);
                UriAssertions.assertComponents(u, expected);
                assertEquals(input, expected.recompose(), "R77: the components recompose to the input");
                UriAssertions.assertAppendixB(u);
            } else {
                UriAssertions.assertInvalid(input, Profile.RFC3986, SyntaxError.valueOf(row.get("error")),
                        Integer.parseInt(row.get("index")));
            }
        });
    }

    /** The seeds' own generation accepts (or rejects) each example the same way, with the same split. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void parsesUnderTheProfileOfItsSeeds(Row row) {
        String input = row.get("input");
        for (Profile p : profilesOf(row.get("source"))) {
            Deviations.parse().check(row.id() + "@" + p.name(), input, () -> {
                if (row.get("valid").equals("yes")) {
                    Uri u = UriAssertions.parse(input, p);
                    UriAssertions.assertAppendixB(u);
                    assertEquals(row.get("authority"), u.authority());
                } else {
                    assertFalse(Uri.isValid(input, p), p + " rejects " + input);
                }
            });
        }
    }

    /** S93/S94/S1738 examples belong to the RFC 1738 profile, S97 to RFC 2396, S03 to the 2003 draft. */
    static Set<Profile> profilesOf(String source) {
        Set<Profile> out = new LinkedHashSet<>();
        if (source.contains("S93") || source.contains("S94") || source.contains("S1738")) {
            out.add(Profile.RFC1738);
        }
        if (source.contains("S97")) {
            out.add(Profile.RFC2396);
        }
        if (source.contains("S03")) {
            out.add(Profile.RFC3986_DRAFT_2003);
        }
        assertFalse(out.isEmpty(), "unknown source " + source);
        return out;
    }

    // ---- the data against requirements.md -------------------------------------------------------

    private static String requirements() throws IOException {
        return Files.readString(TestData.shared("spec/requirements.md"), StandardCharsets.UTF_8);
    }

    private static String section(String text, String from, String to) {
        int a = text.indexOf(from);
        int b = text.indexOf(to, a);
        assertTrue(a >= 0 && b > a, "requirements.md has the section " + from);
        return text.substring(a, b);
    }

    /** A §2.2 table cell: {@code `x`} → x, {@code `""`} → "", {@code undef} → null (notes after the code span dropped). */
    private static String cell(String c) {
        c = c.trim();
        if (c.equals("undef")) {
            return null;
        }
        Matcher m = Pattern.compile("`([^`]*)`.*").matcher(c);
        assertTrue(m.matches(), "table cell " + c);
        return m.group(1).equals("\"\"") ? "" : m.group(1);
    }

    /** Every row of the §2.2 component table and authority-subparts table is a "2.2" row of the data, with the same values. */
    @Test
    void dataMatchesTheRequirementsTable() throws IOException {
        String sec = section(requirements(), "### 2.2 Parsing oracle", "### 2.3 Every example URL");
        Map<String, Row> byInput = new HashMap<>();
        for (Row r : TestData.rows(FILE)) {
            byInput.put(r.get("input"), r);
        }
        Map<String, List<String>> subparts = new HashMap<>();
        List<List<String>> table = new ArrayList<>();
        for (String line : sec.split("\n")) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String[] cols = line.substring(1, line.lastIndexOf('|')).split("\\|", -1);
            List<String> cells = new ArrayList<>();
            for (String c : cols) {
                cells.add(cell(c));
            }
            if (cells.size() == 6) {
                table.add(cells);
            } else {
                assertEquals(4, cells.size(), line);
                subparts.put(cells.get(0), cells.subList(1, 4));
            }
        }
        assertEquals(42, table.size(), "rows of the §2.2 component table");
        assertEquals(7, subparts.size(), "rows of the §2.2 authority-subparts table");
        int tableRows = 0;
        for (List<String> t : table) {
            Row r = byInput.get(t.get(0));
            assertNotNull(r, "§2.2 row missing from " + FILE + ": " + t.get(0));
            assertEquals("2.2", r.get("basis"), t.get(0));
            assertEquals(List.of(t.get(1), nullToDash(t.get(2)), t.get(3), nullToDash(t.get(4)), nullToDash(t.get(5))),
                    List.of(r.get("scheme"), nullToDash(r.get("authority")), r.get("path"), nullToDash(r.get("query")),
                            nullToDash(r.get("fragment"))), t.get(0));
            List<String> sub = t.get(2) == null ? null : subparts.get(t.get(2));
            if (sub != null) {
                assertEquals(sub.get(0), r.get("userinfo"), "userinfo from the subparts table: " + t.get(0));
                assertEquals(sub.get(1), r.get("host"), "host from the subparts table: " + t.get(0));
                assertEquals(sub.get(2), r.get("port"), "port from the subparts table: " + t.get(0));
            } else if (t.get(2) != null) {
                assertFalse(t.get(2).contains("@") || t.get(2).contains(":"), "no subparts row needed for " + t.get(2));
                assertEquals(t.get(2), r.get("host"));
            }
            tableRows++;
        }
        long basis22 = TestData.rows(FILE).stream().filter(r -> "2.2".equals(r.get("basis"))).count();
        assertEquals(tableRows, basis22, "every \"2.2\" row comes from the §2.2 table");
    }

    private static String nullToDash(String s) {
        return s == null ? "<undef>" : s;
    }

    /**
     * Every code span in §2.3 (outside code blocks) and every line of its code blocks occurs in the
     * data file, as an input, a printed form or a template comment, except the few spans that are
     * prose, not URLs.
     */
    @Test
    void dataCoversEverySection23Example() throws IOException {
        String sec = section(requirements(), "### 2.3 Every example URL", "### 2.4 Scheme-specific");
        String raw;
        try (InputStream in = SeedExamplesTest.class.getResourceAsStream("/testdata/" + FILE)) {
            raw = TestData.unescape(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        Set<String> prose = Set.of("URL=<…>", "host[:port]", "。", "DISK$USER:[MY.NOTES]NOTE123456.TXT");
        List<String> missing = new ArrayList<>();
        Matcher blocks = Pattern.compile("```text\n(.*?)```", Pattern.DOTALL).matcher(sec);
        while (blocks.find()) {
            for (String line : blocks.group(1).split("\n")) {
                if (!line.isBlank() && !raw.contains(line.strip())) {
                    missing.add(line.strip());
                }
            }
        }
        Matcher spans = Pattern.compile("`([^`]+)`").matcher(sec.replaceAll("(?s)```.*?```", ""));
        int n = 0;
        while (spans.find()) {
            n++;
            String t = spans.group(1);
            if (!prose.contains(t) && !raw.contains(t)) {
                missing.add(t);
            }
        }
        assertTrue(n > 100, "found the §2.3 code spans");
        assertEquals(List.of(), missing, "§2.3 examples not in " + FILE);
    }
}
