package org.urikit.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.testing.TestData;

/**
 * The functions built on the library's Public Suffix List, WHATWG URL parser, security inspector
 * and extractor ({@code uri_site}, {@code uri_whatwg}, {@code uri_check}, {@code uri_extract}) from
 * SQL, against the data those parts are tested with: the Public Suffix List's own
 * {@code test_psl.txt}, the web-platform-tests' {@code urltestdata.json}, urikit-core's
 * {@code security/hazards.tsv} and {@code extract/*-passages.tsv}. The expected values are the data
 * files', never computed by the library.
 */
class WebFunctionsDataTest {
    /** test_psl.txt and public-suffix.tsv: uri_site of {@code http://HOST/} is the registrable domain of HOST. */
    @TestFactory
    Stream<DynamicTest> uriSiteOverPublicSuffixTests() throws IOException {
        SqlCases c = new SqlCases("uri_site over test_psl.txt and public-suffix.tsv");
        List<String> lines = Files.readAllLines(TestData.conformance("publicsuffix/test_psl.txt"), StandardCharsets.UTF_8);
        int cases = 0;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (!line.startsWith("checkPublicSuffix(")) {
                continue;                               // comments, and the file's commented-out cases
            }
            String args = line.substring("checkPublicSuffix(".length(), line.lastIndexOf(')'));
            int comma = args.indexOf(", ");
            String host = literal(args.substring(0, comma));
            c.add("test_psl-line-" + (n + 1), literal(args.substring(comma + 2)), host == null ? null : uriOf(host));
            cases++;
        }
        if (cases < 70) {
            throw new AssertionError("too few checkPublicSuffix lines read: " + cases);
        }
        for (TestData.Row r : TestData.rows("security/public-suffix.tsv")) {
            if (r.get("list").equals("all")) {         // the function uses both sections of the list
                c.add(r.id(), r.get("registrable"), uriOf(r.get("host")));
            }
        }
        return c.run("SELECT id, uri_site(a) FROM cases", row -> row.get(1));
    }

    /** {@code 'text'} or {@code null}, as test_psl.txt writes its arguments. */
    private static String literal(String s) {
        return s.equals("null") ? null : s.substring(1, s.length() - 1);
    }

    /**
     * {@code http://HOST/}, a non-ASCII host written as RFC 3986 §3.2.2 says: its UTF-8 octets
     * percent-encoded (by the JDK's {@code URLEncoder}, which leaves letters, digits and {@code .-}
     * as they are).
     */
    private static String uriOf(String host) {
        boolean ascii = host.chars().allMatch(ch -> ch < 0x80);
        return "http://" + (ascii ? host : URLEncoder.encode(host, StandardCharsets.UTF_8)) + "/";
    }

    /**
     * urltestdata.json, every case: each attribute of uri_whatwg (with the case's base when it has
     * one), origin where the case gives it; a failure case gives {@code valid = false}.
     */
    @TestFactory
    Stream<DynamicTest> uriWhatwgOverWpt() throws IOException {
        SqlCases c = new SqlCases("uri_whatwg over WPT urltestdata.json");
        JsonNode all = new ObjectMapper().readTree(TestData.conformance("wpt-url/urltestdata.json").toFile());
        List<String> fields = List.of("href", "origin", "protocol", "username", "password", "host", "hostname", "port",
                "pathname", "search", "hash");
        Set<String> withoutOrigin = new HashSet<>();
        int i = 0;
        for (JsonNode t : all) {
            if (!t.isObject()) {
                continue;                               // the file's comments are strings
            }
            String id = "urltestdata-" + i++;
            String base = t.get("base") == null || t.get("base").isNull() ? null : t.get("base").asText();
            List<Object> expected = new ArrayList<>();
            boolean failure = t.has("failure") && t.get("failure").asBoolean();
            for (String f : fields) {
                expected.add(failure || (f.equals("origin") && !t.has("origin")) ? null : t.get(f).asText());
            }
            expected.add(!failure);
            expected.add(failure ? "an error" : null);
            if (!t.has("origin")) {
                withoutOrigin.add(id);
            }
            c.add(id, expected, t.get("input").asText(), base);
        }
        return c.run("SELECT id, w.href, w.origin, w.protocol, w.username, w.password, w.host, w.hostname, w.port, "
                + "w.pathname, w.search, w.hash, w.valid, w.error "
                + "FROM (SELECT id, CASE WHEN b IS NULL THEN uri_whatwg(a) ELSE uri_whatwg(a, b) END AS w FROM cases)",
                row -> {
                    List<Object> answer = new ArrayList<>();
                    for (int k = 1; k <= 12; k++) {
                        answer.add(k == 2 && withoutOrigin.contains(row.getString(0)) ? null : row.get(k));
                    }
                    answer.add(row.isNullAt(13) ? null : "an error");   // WPT names no error; its presence is checked
                    return answer;
                });
    }

    /**
     * hazards.tsv, the rows with the policy fetch or link: the verdict, exactly the finding codes
     * (compared as a sorted list), the canonical host and its address class. Rows without a base go
     * through the one- or two-argument form (the one-argument form's policy is fetch), rows with a
     * base through the three-argument form.
     */
    @TestFactory
    Stream<DynamicTest> uriCheckOverHazards() {
        SqlCases c = new SqlCases("uri_check over hazards.tsv (fetch and link)");
        for (TestData.Row r : TestData.rows("security/hazards.tsv")) {
            String policy = r.get("policy");
            if (!(policy.equals("fetch") || policy.equals("link"))) {
                continue;                               // fetch-internal: a policy SQL does not offer
            }
            List<String> codes = r.get("codes") == null ? List.of() : new ArrayList<>(new TreeSet<>(Arrays.asList(r.get("codes").split(","))));
            c.add(r.id(), Arrays.asList(r.get("verdict"), codes, r.get("host"), r.get("class")), r.get("input"), policy,
                    r.get("base"));
        }
        return c.run("SELECT id, k.verdict, array_sort(k.findings), k.host, k.address_class "
                + "FROM (SELECT id, CASE WHEN c IS NOT NULL THEN uri_check(a, b, c) WHEN b = 'fetch' THEN uri_check(a) "
                + "ELSE uri_check(a, b) END AS k FROM cases)",
                row -> Arrays.asList(row.get(1), row.getList(2), row.get(3), row.get(4)));
    }

    /** seed- and rules-passages.tsv with the default options: the references of *-matches.tsv, in order. */
    @TestFactory
    Stream<DynamicTest> uriExtractOverPassages() {
        SqlCases c = new SqlCases("uri_extract over extract/seed- and rules-passages.tsv (default options)");
        for (String set : List.of("seed", "rules")) {
            Map<String, List<String>> references = new LinkedHashMap<>();
            for (TestData.Row m : TestData.rows("extract/" + set + "-matches.tsv")) {
                references.computeIfAbsent(m.id(), k -> new ArrayList<>()).add(m.get("reference"));
            }
            for (TestData.Row p : TestData.rows("extract/" + set + "-passages.tsv")) {
                if (p.get("options") != null && !namesDefaultSchemes(p.get("options"))) {
                    continue;                           // abbreviations, extra schemes, a smaller maxLength: not the defaults
                }
                List<String> expected = references.getOrDefault(p.id(), List.of());
                if (expected.size() != Integer.parseInt(p.get("matches"))) {
                    throw new AssertionError(set + ":" + p.id() + ": the passages file counts " + p.get("matches"));
                }
                c.add(set + ":" + p.id(), expected, p.get("text") == null ? "" : p.get("text"));
            }
        }
        return c.run("SELECT id, uri_extract(a) FROM cases", row -> row.getList(1));
    }

    /**
     * Whether {@code options} only add scheme names that the default registry has here anyway
     * ({@code schemes+=news}: urikit-schemes-legacy, which this module includes, handles news).
     */
    private static boolean namesDefaultSchemes(String options) {
        for (String o : options.split(" ")) {
            if (!o.startsWith("schemes+=") || SchemeRegistry.defaults().handler(o.substring("schemes+=".length())) == null) {
                return false;
            }
        }
        return true;
    }
}
