package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** Uri.withAppendedPathSegment: data stays one segment, never climbs, never changes the authority. */
class SafeJoinTest {

    static List<Arguments> cases() {
        return TestData.arguments("resolve/safe-join.tsv");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void join(Row row) {
        Uri base = Uri.parse(ResolveCases.text(row.get("base")));
        String segment = ResolveCases.text(row.get("segment"));
        String expected = row.get("expected");
        if (expected.startsWith("!")) {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> base.withAppendedPathSegment(segment));
            assertEquals(expected, "!" + e.error() + "@" + e.index(), e.getMessage());
            return;
        }
        Uri u = base.withAppendedPathSegment(segment);
        u.checkInvariants();
        assertEquals(expected, u.toString());
        List<String> segments = u.decodedPathSegments();
        String last = segments.get(segments.size() - 1);
        assertEquals(segment, last, "the data is exactly the last segment");
    }

    @Test
    void severalSegments() {
        Uri u = Uri.parse("https://example.com/api/").withAppendedPathSegments("users", "a/b", "x");
        assertEquals("https://example.com/api/users/a%2Fb/x", u.toString());
        assertEquals(List.of("api", "users", "a/b", "x"), u.decodedPathSegments());
    }

    @Test
    void legacyProfilesEscapeTheirOwnReservedCharacters() {
        Uri u = Uri.parse("http://a/b/", Profile.RFC2396).withAppendedPathSegment("x;y~");
        assertEquals("http://a/b/x%3By~", u.toString());
        Uri v = Uri.parse("http://a/b/", Profile.RFC1738).withAppendedPathSegment("x;y~");
        assertEquals("http://a/b/x%3By%7E", v.toString());
        assertEquals(Profile.RFC1738, v.profile());
    }

    /** Random data never leaves the base path or changes the authority, even after normalization. */
    @Test
    void randomDataNeverClimbs() {
        Random rnd = new Random(32190);
        String alphabet = "./\\%2eE?#:@a;=~ ";
        Uri[] bases = {Uri.parse("https://example.com/api/v1/"), Uri.parse("https://example.com/api/v1"),
            Uri.parse("https://u@example.com:8443/a/../b/"), Uri.parse("foo:/x/y")};
        for (int i = 0; i < 20_000; i++) {
            Uri base = bases[i % bases.length];
            StringBuilder sb = new StringBuilder();
            int n = 1 + rnd.nextInt(6);
            for (int k = 0; k < n; k++) {
                sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            }
            String data = sb.toString();
            if (data.equals(".") || data.equals("..")) {
                continue;
            }
            Uri u = base.withAppendedPathSegment(data);
            u.checkInvariants();
            Uri nb = base.normalize();
            Uri nu = u.normalize();
            assertEquals(nb.authority(), nu.authority());
            String dir = nb.path().endsWith("/") ? nb.path() : nb.path() + "/";
            assertTrue(nu.path().startsWith(dir), () -> base + " + <" + data + "> = " + u + " normalizes to " + nu);
            assertEquals(nb.pathSegments().size() + (nb.path().endsWith("/") ? 0 : 1), nu.pathSegments().size(), u::toString);
        }
    }
}
