package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.UriAssertions.Components;
import org.urikit.testing.Deviations;
import org.urikit.testing.Rfc3986Abnf;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * Valid references under RFC 3986 ({@code testdata/parse-valid.tsv}): every component and the
 * host type, absent versus empty for every component, and generated very long inputs.
 */
class ParseValidTest {
    private static final String FILE = "parse-valid.tsv";

    static List<Arguments> cases() {
        return TestData.arguments(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void parsesIntoTheExpectedComponents(Row row) {
        String input = row.get("input");
        Deviations.parse().check(row.id(), input, () -> {
            Uri u = UriAssertions.parse(input);
            UriAssertions.assertComponents(u, Components.of(row));
            assertEquals(Profile.RFC3986, u.profile());
        });
    }

    /** The data, not the parser: the independent ABNF transcription accepts every row, and the row recomposes (R77). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rowIsConsistentWithTheAbnf(Row row) {
        String input = row.get("input");
        assertTrue(Rfc3986Abnf.isUriReference(input), "RFC 3986 ABNF accepts " + input);
        assertEquals(input, Components.of(row).recompose(), "R77 recomposition of the expected components");
        assertEquals(row.get("authority") != null, row.get("hostType") != null, "hostType iff authority");
    }

    /** Every component is present-but-empty in some row and absent in another (R76). */
    @Test
    void dataCoversEmptyAndAbsentForEveryComponent() {
        List<Row> rows = TestData.rows(FILE);
        for (String column : List.of("scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment")) {
            boolean empty = rows.stream().anyMatch(r -> "".equals(r.get(column)));
            boolean absent = rows.stream().anyMatch(r -> r.get(column) == null);
            if (column.equals("scheme")) {
                assertTrue(absent, "some row without a scheme");
                continue;       // scheme = ALPHA ...: never empty
            }
            if (column.equals("path")) {
                assertTrue(empty, "some row with an empty path");
                assertFalse(absent, "the path is never absent");
                continue;
            }
            assertTrue(empty && absent, column + ": rows with an empty and with an absent value");
        }
        for (String type : List.of("reg-name", "ipv4", "ipv6", "ipvfuture")) {
            assertTrue(rows.stream().anyMatch(r -> type.equals(r.get("hostType"))), "some row with hostType " + type);
        }
    }

    /** The brief's own list of empty-versus-absent examples, spelled out. */
    @Test
    void emptyIsNotAbsent() {
        Uri q = UriAssertions.parse("http://a/b?");
        assertTrue(q.hasQuery());
        assertEquals("", q.query());
        assertFalse(UriAssertions.parse("http://a/b").hasQuery());

        Uri a = UriAssertions.parse("//");
        assertTrue(a.hasAuthority());
        assertEquals("", a.authority());
        assertEquals("", a.host());
        assertEquals("", a.path());

        Uri f = UriAssertions.parse("#");
        assertTrue(f.hasFragment());
        assertEquals("", f.fragment());
        assertFalse(f.hasQuery());

        Uri qq = UriAssertions.parse("?");
        assertEquals("", qq.query());
        assertNull(qq.fragment());

        Uri p = UriAssertions.parse("http://h:/");
        assertTrue(p.hasPort());
        assertEquals("", p.port());
        assertEquals(-1, p.portNumber());

        Uri ui = UriAssertions.parse("http://@h");
        assertTrue(ui.hasUserInfo());
        assertEquals("", ui.userInfo());
        assertEquals("h", ui.host());

        Uri e = UriAssertions.parse("");
        assertFalse(e.isAbsolute() || e.hasAuthority() || e.hasQuery() || e.hasFragment());
        assertEquals("", e.path());
    }

    // ---- very long inputs (generated: a TSV is impractical) ------------------------------------

    private static final int MILLION = 1_000_000;

    @Test
    void veryLongComponentsAreAcceptedVerbatim() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            String seg = "a/".repeat(MILLION / 2);
            Uri path = UriAssertions.parse("http://h/" + seg);
            assertEquals("/" + seg, path.path());

            String q = "k=v&".repeat(MILLION / 4);
            Uri query = UriAssertions.parse("http://h/?" + q + "#" + q);
            assertEquals(q, query.query());
            assertEquals(q, query.fragment());

            String name = "label.".repeat(20_000) + "com";
            Uri host = UriAssertions.parse("http://" + name + ":8080/");
            assertEquals(name, host.host());
            assertEquals(HostKind.REG_NAME, host.hostKind());

            String user = "u:p%41!".repeat(20_000);
            Uri userinfo = UriAssertions.parse("ftp://" + user + "@h/");
            assertEquals(user, userinfo.userInfo());

            String digits = "1".repeat(100_000);
            Uri port = UriAssertions.parse("http://h:" + digits + "/");
            assertEquals(digits, port.port());
            assertEquals(-1, port.portNumber(), "a port above 65535 has no number");

            String future = "[v1." + "x:".repeat(50_000) + "]";
            Uri ipvfuture = UriAssertions.parse("http://" + future + "/");
            assertEquals(future, ipvfuture.host());
            assertEquals(HostKind.IPVFUTURE, ipvfuture.hostKind());

            String zone = "[fe80::1%25" + "eth0".repeat(25_000) + "]";
            assertEquals(zone, UriAssertions.parse("http://" + zone + "/").host());

            String pct = "%41".repeat(MILLION / 3);
            Uri escapes = UriAssertions.parse(pct);
            assertEquals(pct, escapes.path());
            assertTrue(escapes.isRelativeReference());

            String scheme = "a" + "b+-.".repeat(100_000);
            Uri longScheme = UriAssertions.parse(scheme + ":x");
            assertEquals(scheme, longScheme.scheme());

            String slashes = "/".repeat(MILLION);
            Uri manySlashes = UriAssertions.parse(slashes);
            assertEquals("", manySlashes.authority());
            assertEquals(slashes.substring(2), manySlashes.path());
        });
    }
}
