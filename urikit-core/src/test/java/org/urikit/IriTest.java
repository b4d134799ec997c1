package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** IRIs (RFC 3987): to a URI, and a URI's display form. */
class IriTest {

    static List<Arguments> cases() {
        return TestData.arguments("resolve/iri.tsv");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void iri(Row row) {
        String input = row.get("input");
        String expected = row.get("expected");
        if (row.get("direction").equals("to-uri")) {
            if (expected.startsWith("!")) {
                UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.fromIri(input));
                assertEquals(expected, "!" + e.error() + "@" + e.index(), e.getMessage());
                assertEquals(input, e.rawInput(), "the error points into the IRI");
                return;
            }
            Uri u = Uri.fromIri(input);
            u.checkInvariants();
            assertEquals(expected, u.toUriString());
            assertEquals(u, Uri.fromIri(u.toUriString()), "a URI is its own IRI");
        } else {
            Uri u = Uri.parse(input);
            String display = u.toIriString();
            assertEquals(expected, display);
            // the display form maps back to an equivalent URI
            assertTrue(Equivalence.SYNTAX.test(Uri.fromIri(display), u), () -> display + " vs " + u);
        }
    }

    @Test
    void nullIsRejected() {
        assertThrows(NullPointerException.class, () -> Uri.fromIri(null));
    }
}
