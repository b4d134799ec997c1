package org.urikit.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * Every function from SQL against the library's own test data (urikit-core's
 * {@code src/test/resources/testdata/}, whose expected values come from RFC 3986 and its examples):
 * the SQL answers must be the library's answers, row for row.
 */
class LibraryDataTest {
    private static final String RFC3986 = "RFC3986";

    /** parse-valid.tsv: every component of uri_parse, uri_valid true, uri_host. */
    @TestFactory
    Stream<DynamicTest> uriParseOfValidReferences() {
        SqlCases c = new SqlCases("uri_parse over parse-valid.tsv");
        for (TestData.Row r : TestData.rows("parse-valid.tsv")) {
            c.add(r.id(), Arrays.asList(r.get("scheme"), r.get("userinfo"), r.get("host"), r.get("hostType"), r.get("port"),
                    r.get("path"), r.get("query"), r.get("fragment"), true, null, null, true, r.get("host")), r.get("input"));
        }
        return c.run("SELECT id, p.scheme, p.userinfo, p.host, p.host_type, p.port, p.path, p.query, p.fragment, p.valid, "
                + "p.error, p.error_index, uri_valid(a), uri_host(a) FROM (SELECT id, a, uri_parse(a) AS p FROM cases)",
                row -> Arrays.asList(row.get(1), row.get(2), row.get(3), row.get(4), row.get(5), row.get(6), row.get(7), row.get(8),
                        row.get(9), row.get(10), row.get(11), row.get(12), row.get(13)));
    }

    /** parse-invalid.tsv (the rows for Uri.parse): valid false, the error code and index; uri_valid false. */
    @TestFactory
    Stream<DynamicTest> uriParseOfInvalidText() {
        SqlCases c = new SqlCases("uri_parse over parse-invalid.tsv").withDeviations(Deviations.load("spark.txt"));
        for (TestData.Row r : TestData.rows("parse-invalid.tsv")) {
            if (r.get("entry") != null) {
                continue;                                    // Uri.parseAbsolute cases: not what uri_parse calls
            }
            c.add(r.id(), Arrays.asList(null, null, false, r.get("error"), Integer.parseInt(r.get("index")), false),
                    r.get("input"));
        }
        // uri_host and the others give NULL for these (RobustnessTest), except that text with non-ASCII
        // characters may be an IRI reference, which they read (uriReadingOfIris)
        return c.run("SELECT id, p.scheme, p.path, p.valid, p.error, p.error_index, uri_valid(a) "
                + "FROM (SELECT id, a, uri_parse(a) AS p FROM cases)",
                row -> Arrays.asList(row.get(1), row.get(2), row.get(3), row.get(4), row.get(5), row.get(6)));
    }

    /** RFC 3986 §5.4: all 42 examples (the strict answers) through uri_resolve. */
    @TestFactory
    Stream<DynamicTest> uriResolveRfc3986Examples() {
        SqlCases c = new SqlCases("uri_resolve over RFC 3986 §5.4 (rfc3986-5.4.tsv)");
        for (TestData.Row r : TestData.rows("resolve/rfc3986-5.4.tsv")) {
            if (r.get("strict").equals("true")) {
                c.add(r.id(), r.get("expected"), r.get("base"), r.get("reference") == null ? "" : r.get("reference"));
            }
        }
        return c.run("SELECT id, uri_resolve(a, b) FROM cases", row -> row.get(1));
    }

    /** relativize.tsv (RFC 3986 rows): the shortest reference. */
    @TestFactory
    Stream<DynamicTest> uriRelativize() {
        SqlCases c = new SqlCases("uri_relativize over relativize.tsv");
        for (TestData.Row r : TestData.rows("resolve/relativize.tsv")) {
            if (r.get("profile").equals(RFC3986)) {
                c.add(r.id(), r.get("expected") == null ? "" : r.get("expected"), r.get("base"), r.get("target"));
            }
        }
        return c.run("SELECT id, uri_relativize(a, b) FROM cases", row -> row.get(1));
    }

    /** normalize.tsv (RFC 3986 rows, steps all or syntax): uri_normalize(s) and uri_normalize(s, 'syntax'). */
    @TestFactory
    Stream<DynamicTest> uriNormalize() {
        SqlCases c = new SqlCases("uri_normalize over normalize.tsv");
        for (TestData.Row r : TestData.rows("resolve/normalize.tsv")) {
            String steps = r.get("steps");
            if (r.get("profile").equals(RFC3986) && (steps.equals("all") || steps.equals("syntax"))) {
                c.add(r.id(), r.get("expected"), r.get("input"), steps.equals("all") ? "scheme" : "syntax");
            }
        }
        return c.run("SELECT id, CASE WHEN b = 'scheme' THEN uri_normalize(a) ELSE uri_normalize(a, b) END FROM cases",
                row -> row.get(1));
    }

    /**
     * uri_normalize of the historic schemes, whose rules urikit-schemes-legacy provides as services
     * (in the shaded jar: its relocated {@code META-INF/services} file, merged with the core's): the
     * default ports of RFC 1738 §3.4 (gopher 70), §3.7 (nntp 119), §3.8 (telnet 23) and §3.11
     * (prospero 1525) are dropped, as the rows of that module's {@code *-normalize.tsv} say.
     */
    @TestFactory
    Stream<DynamicTest> uriNormalizeHistoricSchemes() {
        SqlCases c = new SqlCases("uri_normalize of the historic schemes (urikit-schemes-legacy)");
        c.add("gopher-70", "gopher://h/1", "gopher://h:70/1");
        c.add("nntp-119", "nntp://news.example.com/comp.misc/12", "NNTP://News.Example.com:119/comp.misc/12");
        c.add("telnet-23", "telnet://h/", "telnet://H:23");
        c.add("prospero-1525", "prospero://host.dom//pros/name", "prospero://Host.Dom:1525//pros/name");
        return c.run("SELECT id, uri_normalize(a) FROM cases", row -> row.get(1));
    }

    /** equivalence.tsv (RFC 3986 rows): the keys of a and b are equal exactly when the pair is equivalent at the level. */
    @TestFactory
    Stream<DynamicTest> uriEquivalenceKey() {
        SqlCases c = new SqlCases("uri_equivalence_key over equivalence.tsv");
        for (TestData.Row r : TestData.rows("resolve/equivalence.tsv")) {
            if (r.get("profile").equals(RFC3986)) {
                c.add(r.id(), Boolean.valueOf(r.get("equivalent")), r.get("a"), r.get("b"), r.get("level"));
            }
        }
        return c.run("SELECT id, uri_equivalence_key(a, c) = uri_equivalence_key(b, c) FROM cases", row -> row.get(1));
    }

    /** passwords.tsv: uri_redact is the library's redacted text. */
    @TestFactory
    Stream<DynamicTest> uriRedact() {
        SqlCases c = new SqlCases("uri_redact over passwords.tsv");
        for (TestData.Row r : TestData.rows("passwords.tsv")) {
            c.add(r.id(), r.get("redacted"), r.get("input"));
        }
        return c.run("SELECT id, uri_redact(a) FROM cases", row -> row.get(1));
    }

    /** redaction.tsv: uri_redact follows the library's one rule on any text, whether it parses or not. */
    @TestFactory
    Stream<DynamicTest> uriRedactOfAnyText() {
        SqlCases c = new SqlCases("uri_redact over redaction.tsv");
        for (TestData.Row r : TestData.rows("redaction.tsv")) {
            c.add(r.id(), r.get("redacted"), r.get("input"));
        }
        return c.run("SELECT id, uri_redact(a) FROM cases", row -> row.get(1));
    }

    /**
     * iri.tsv, the to-uri rows: the functions read an IRI reference as the URI it maps to
     * (RFC 3987 §3.1), whose text uri_equivalence_key gives at the string rung; an IRI they cannot
     * read has the row's error code and index in uri_parse(s, 'iri').
     */
    @TestFactory
    Stream<DynamicTest> uriReadingOfIris() {
        SqlCases c = new SqlCases("IRI reading over iri.tsv (to-uri)").withDeviations(Deviations.load("spark.txt"));
        for (TestData.Row r : TestData.rows("resolve/iri.tsv")) {
            if (!r.get("direction").equals("to-uri")) {
                continue;
            }
            String expected = r.get("expected");
            if (expected.startsWith("!")) {
                int at = expected.indexOf('@');
                c.add(r.id(), Arrays.asList(null, expected.substring(1, at), Integer.parseInt(expected.substring(at + 1))),
                        r.get("input"));
            } else {
                c.add(r.id(), Arrays.asList(expected, null, null), r.get("input"));
            }
        }
        return c.run("SELECT id, uri_equivalence_key(a, 'string'), p.error, p.error_index "
                + "FROM (SELECT id, a, uri_parse(a, 'iri') AS p FROM cases)",
                row -> Arrays.asList(row.get(1), row.get(2), row.get(3)));
    }

    /** query-parameters.tsv (the rows parsed from a URI): uri_query_param gives each name's first value. */
    @TestFactory
    Stream<DynamicTest> uriQueryParam() throws IOException {
        SqlCases c = new SqlCases("uri_query_param over query-parameters.tsv");
        ObjectMapper json = new ObjectMapper();
        for (TestData.Row r : TestData.rows("encoding/query-parameters.tsv")) {
            if (!r.get("mode").equals("uri")) {
                continue;
            }
            Map<String, String> first = new LinkedHashMap<>();
            for (JsonNode pair : json.readTree(r.get("pairs"))) {
                first.putIfAbsent(pair.get(0).asText(), pair.get(1).isNull() ? null : pair.get(1).asText());
            }
            first.putIfAbsent("absent-name", null);
            for (Map.Entry<String, String> e : first.entrySet()) {
                c.add(r.id() + "/" + e.getKey(), e.getValue(), r.get("input"), e.getKey());
            }
        }
        return c.run("SELECT id, uri_query_param(a, b) FROM cases", row -> row.get(1));
    }

}
