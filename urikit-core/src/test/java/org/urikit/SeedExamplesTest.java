package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.UriAssertions.Components;
import org.urikit.error.SyntaxError;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * Every example URL of the five seeds ({@code testdata/seed-examples.tsv}, with the seed and
 * section of each): parsed under RFC 3986 with every component and recomposed to itself
 * (RFC 3986 §5.3), and also accepted by the profile of each seed that prints it (the seed
 * examples of each generation are that generation's tests).
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
}
