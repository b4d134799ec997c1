package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Equivalence;
import org.urikit.Uri;
import org.urikit.testing.TestData;

/** testdata/scheme/normalize.tsv: the scheme rung of {@link Uri#normalize()} and {@link Equivalence#SCHEME}. */
class SchemeNormalizeTest {
    static List<Arguments> cases() {
        return TestData.arguments("scheme/normalize.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normalize(TestData.Row row) {
        Uri u = Uri.parse(row.get("input"));
        Uri n = u.normalize();
        assertEquals(row.get("expected"), n.toString(), row.id());
        assertEquals(n, n.normalize(), row.id() + " idempotent");
        assertEquals(n, SchemeRegistry.defaults().normalize(n), row.id() + " the scheme rung is idempotent");
        // The registry's lookup (a packed-long table) finds the handler that the name gives.
        SchemeHandler h = SchemeRegistry.defaults().handler(u.isAbsolute() ? u.scheme() : "");
        if (h != null) {
            assertEquals(h.normalize(u), SchemeRegistry.defaults().normalize(u), row.id() + " registry = handler");
        }
        String other = row.get("equivalentTo");
        if (other != null) {
            assertTrue(Equivalence.SCHEME.test(u, Uri.parse(other)), row.id() + " equivalent to " + other);
        }
    }
}
