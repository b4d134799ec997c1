package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * The resolution examples of the seeds under their profiles (requirements §2.1.1, §2.1.2) and
 * the cross-generation table of §2.1.3, one test per row and profile column.
 */
class ResolveProfilesTest {
    private static final String BASE = "http://a/b/c/d;p?q";

    /** Column of cross-generation.tsv -> profile and options. */
    private static final Map<String, Object[]> COLUMNS = new LinkedHashMap<>();

    static {
        COLUMNS.put("s93", new Object[] {Profile.RFC1738, "-"});
        COLUMNS.put("s97", new Object[] {Profile.RFC2396, "-"});
        COLUMNS.put("s03", new Object[] {Profile.RFC3986_DRAFT_2003, "-"});
        COLUMNS.put("s03_remove", new Object[] {Profile.RFC3986_DRAFT_2003, "dotdot=REMOVE"});
        COLUMNS.put("s03_nonvalidating", new Object[] {Profile.RFC3986_DRAFT_2003, "nonstrict"});
        COLUMNS.put("rfc3986", new Object[] {Profile.RFC3986, "-"});
        COLUMNS.put("rfc3986_nonstrict", new Object[] {Profile.RFC3986, "nonstrict"});
    }

    static List<Arguments> appendixC() {
        return TestData.arguments("resolve/seed-appendix-c.tsv");
    }

    @ParameterizedTest
    @MethodSource("appendixC")
    void seedAppendixC(Row row) {
        Profile profile = Profile.valueOf(row.get("profile"));
        ResolveOptions o = ResolveOptions.defaults().withStrict(Boolean.parseBoolean(row.get("strict")));
        Uri t = ResolveCases.check(BASE, profile, row.get("reference"), o, row.get("expected"));
        if (row.get("not_expected") != null) {
            // O-15: the line of seed 001 that records what "some parsers inappropriately" do.
            assertNotEquals(row.get("not_expected"), t.toString());
        }
    }

    static List<Arguments> crossGeneration() {
        List<Arguments> out = new ArrayList<>();
        for (Row row : TestData.rows("resolve/cross-generation.tsv")) {
            for (String column : COLUMNS.keySet()) {
                out.add(Arguments.of(Named.of(row.id() + " <" + ResolveCases.text(row.get("reference")) + "> " + column, row), column));
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("crossGeneration")
    void crossGenerationTable(Row row, String column) {
        Object[] c = COLUMNS.get(column);
        ResolveCases.check(BASE, (Profile) c[0], row.get("reference"), ResolveCases.options((String) c[1]), row.get(column));
    }

    @ParameterizedTest
    @MethodSource("crossGeneration")
    void algorithmOptionGivesTheSameAnswerFromAnRfc3986Base(Row row, String column) {
        Object[] c = COLUMNS.get(column);
        ResolveOptions o = ResolveCases.options((String) c[1]).withAlgorithm((Profile) c[0]);
        Uri base = Uri.parse(BASE);
        Uri ref = Uri.parse(ResolveCases.text(row.get("reference")), (Profile) c[0]);
        assertEquals(row.get(column), base.resolve(ref, o).toString());
    }
}
