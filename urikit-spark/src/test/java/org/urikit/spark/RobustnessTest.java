package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * Bad input is normal input: hostile text and every invalid case of the library's data go through
 * every function in one job (ANSI mode off), which must finish with NULL (or {@code valid = false})
 * answers and no failed task; the functions that answer any text ({@code uri_whatwg},
 * {@code uri_check}, {@code uri_extract}, {@code uri_redact}) must answer hostile text too.
 * {@code AnsiTest} runs hostile text with ANSI mode on.
 */
class RobustnessTest {
    /** The functions that give NULL for text they cannot read (and raise an error in ANSI mode). */
    static final String EVERY_FUNCTION = "uri_parse(a).valid, uri_valid(a), uri_host(a), uri_normalize(a), "
            + "uri_normalize(a, 'syntax'), uri_resolve('http://a/b/c/d;p?q', a), uri_resolve(a, 'g'), "
            + "uri_relativize('http://a/b/c/d;p?q', a), uri_relativize(a, 'http://a/'), uri_equivalence_key(a), "
            + "uri_query_param(a, 'q'), uri_site(a), uri_check('x', 'link', a)";
    /** The functions that answer any text: the WHATWG reading, the inspection, the extraction, the redaction. */
    private static final String ANSWERING = "uri_whatwg(a).valid, uri_check(a).verdict, uri_check(a, 'link').verdict, "
            + "uri_whatwg(a, 'http://h/').valid, size(uri_extract(a)), uri_redact(a)";

    @Test
    void hostileText() {
        List<String[]> rows = List.of(
                new String[] {"percent", "%".repeat(1_000_000)},
                new String[] {"brackets", "http://" + "[".repeat(100_000)},
                new String[] {"dots", "http://a/" + "../".repeat(200_000)},
                new String[] {"at-signs", "http://" + "a@".repeat(100_000) + "h/"},
                new String[] {"nul", "\u0000http://a/"},
                new String[] {"del", "http://a/\u007f"},
                new String[] {"non-ascii", "http://例え.テスト/パス"},
                new String[] {"newline", "http://a/\nb"});
        SharedSpark.strings("hostile", rows, "id", "a");
        List<Row> out = SharedSpark.session().sql("SELECT id, " + EVERY_FUNCTION + ", " + ANSWERING + " FROM hostile ORDER BY id")
                .collectAsList();
        StringBuilder verdicts = new StringBuilder();
        List<String> unanswered = new ArrayList<>();
        for (Row r : out) {
            verdicts.append(r.getString(0)).append('=').append(r.get(2)).append(' ');
            for (int i = r.length() - 6; i < r.length(); i++) {
                if (r.isNullAt(i)) {
                    unanswered.add(r.getString(0) + " column " + i);   // a NULL here is a row the library failed on
                }
            }
        }
        assertEquals(List.of(), unanswered);
        // RFC 3986: '%' must start an escape (§2.1), '[' an IP literal (§3.2.2); '@' is a userinfo
        // character only before the last '@'... and "a@a@...h" has '@' in the userinfo (not allowed, §3.2.1);
        // controls, DEL, non-ASCII and a newline are in no production (§2).
        assertEquals("at-signs=false brackets=false del=false dots=true newline=false non-ascii=false nul=false percent=false ",
                verdicts.toString());
        Row dots = out.get(3);
        assertEquals("http://a/", dots.getString(4));   // §5.2.4: ".." above the root is removed
    }

    /**
     * parse-invalid.tsv, its ASCII rows (text with other characters may be an IRI reference, which
     * the functions read: LibraryDataTest runs iri.tsv): every function gives NULL.
     */
    @Test
    void everyInvalidCaseGivesNullEverywhere() {
        Deviations spark = Deviations.load("spark.txt");
        List<String[]> rows = new ArrayList<>();
        for (TestData.Row r : TestData.rows("parse-invalid.tsv")) {
            if (r.get("entry") == null && spark.reason(r.id()) == null && r.get("input").chars().allMatch(c -> c < 0x80)) {
                rows.add(new String[] {r.id(), r.get("input")});
            }
        }
        SharedSpark.strings("invalid", rows, "id", "a");
        List<Row> out = SharedSpark.session().sql("SELECT id, " + EVERY_FUNCTION + " FROM invalid").collectAsList();
        List<String> answered = new ArrayList<>();
        for (Row r : out) {
            boolean allNull = Boolean.FALSE.equals(r.get(1)) && Boolean.FALSE.equals(r.get(2));
            for (int i = 3; i < r.length(); i++) {
                allNull &= r.isNullAt(i);
            }
            if (!allNull) {
                answered.add(r.getString(0) + " " + r);
            }
        }
        System.out.println("parse-invalid.tsv through every function: " + (out.size() - answered.size()) + "/" + rows.size()
                + " NULL everywhere");
        assertEquals(rows.size(), out.size());
        assertEquals(List.of(), answered);
    }
}
