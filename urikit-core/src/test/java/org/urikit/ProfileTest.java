package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.UriAssertions.Components;
import org.urikit.error.SyntaxError;
import org.urikit.testing.Deviations;
import org.urikit.testing.Rfc3986Abnf;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * The distinguishing cases of each {@link Profile} ({@code testdata/profiles.tsv}), with
 * expectations taken from the grammars of requirements §2.5 and the class table §1.B.1: scheme
 * start, IP literals, a query straight after the authority, empty ports, {@code ~}, {@code $ ,},
 * user/password, host-name labels and host numbers, the 2003 draft's registry-name fallback and
 * its opaque part with {@code [ ]}.
 */
class ProfileTest {
    private static final String FILE = "profiles.tsv";

    static List<Arguments> cases() {
        return TestData.arguments(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void profileDecidesAsItsGrammar(Row row) {
        Profile profile = Profile.valueOf(row.get("profile"));
        String input = row.get("input");
        Deviations.parse().check(row.id(), input, () -> {
            if (row.get("valid").equals("yes")) {
                Uri u = UriAssertions.parse(input, profile);
                assertEquals(profile, u.profile());
                UriAssertions.assertComponents(u, Components.of(row));
            } else {
                UriAssertions.assertInvalid(input, profile, SyntaxError.valueOf(row.get("error")),
                        Integer.parseInt(row.get("index")));
            }
        });
    }

    /** The data: RFC3986 rows agree with the independent ABNF, and every valid row recomposes (R77). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rowIsConsistent(Row row) {
        String input = row.get("input");
        boolean valid = row.get("valid").equals("yes");
        assertTrue(valid || row.get("valid").equals("no"), "valid is yes or no");
        if (row.get("profile").equals("RFC3986")) {
            assertEquals(valid, Rfc3986Abnf.isUriReference(input), "RFC 3986 ABNF on " + input);
        }
        if (valid) {
            assertEquals(input, Components.of(row).recompose(), "R77");
        } else {
            assertEquals(null, row.get("path"), "an invalid row has no components");
        }
    }

    /** Each profile has cases, and each legacy profile has at least one case where it differs from RFC 3986. */
    @Test
    void everyProfileIsDistinguished() {
        List<Row> rows = TestData.rows(FILE);
        Set<Profile> present = rows.stream().map(r -> Profile.valueOf(r.get("profile")))
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Profile.class)));
        assertEquals(EnumSet.allOf(Profile.class), present);
        for (Profile p : EnumSet.complementOf(EnumSet.of(Profile.RFC3986))) {
            boolean differs = rows.stream().filter(r -> r.get("profile").equals(p.name())).anyMatch(r -> {
                String rfc = rows.stream().filter(o -> o.get("profile").equals("RFC3986") && o.get("input").equals(r.get("input")))
                        .map(o -> o.get("valid")).findFirst().orElse(null);
                return rfc != null && !rfc.equals(r.get("valid"));
            });
            assertTrue(differs, p + " accepts or rejects some input differently from RFC3986");
        }
    }

    @Test
    void profileNames() {
        assertEquals(Profile.RFC3986, UriAssertions.parse(Uri.parse("http://a/").toUriString()).profile(), "RFC 3986 is the default");
        assertEquals(Profile.RFC3986, Uri.parse("http://a/").profile(), "Uri.parse(String) uses RFC 3986");
        assertEquals(Uri.tryParse("http://[::1]/").isSuccess(), Uri.tryParse("http://[::1]/", null).isSuccess(),
                "a null profile means the default");
    }

    /** The javadoc examples of {@link Profile}. */
    @Test
    void javadocExamples() {
        assertTrue(Uri.isValid("http://[::1]/"));
        assertEquals(false, Uri.isValid("http://[::1]/", Profile.RFC2396));
        assertTrue(Uri.isValid("1abc:x", Profile.RFC2396));
    }
}
