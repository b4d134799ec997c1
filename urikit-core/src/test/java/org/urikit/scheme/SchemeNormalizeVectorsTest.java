package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Equivalence;
import org.urikit.Normalization;
import org.urikit.Uri;
import org.urikit.testing.TestData;

/**
 * testdata/scheme/&lt;scheme&gt;-normalize.tsv for the schemes of §1.M.4-§1.M.13: the scheme rung of
 * {@link Uri#normalize()} (default ports, the case rules of each scheme's fields) and the
 * equivalence {@link Uri#isEquivalentTo} draws from it.
 */
class SchemeNormalizeVectorsTest {
    private static final List<String> SCHEMES = List.of("gopher", "mailto", "news", "nntp", "telnet", "wais", "prospero", "urn", "afs");

    static List<Arguments> cases() {
        List<Arguments> all = new ArrayList<>();
        for (String s : SCHEMES) {
            all.addAll(TestData.arguments("scheme/" + s + "-normalize.tsv"));
        }
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normalize(TestData.Row row) {
        String where = row.file() + ":" + row.line() + " " + row.id();
        Uri u = Uri.parse(row.get("input"), SchemeCases.profile(row.get("profile")));
        Uri n = u.normalize();
        assertEquals(row.get("expected"), n.toString(), where);
        assertEquals(n, n.normalize(), where + " idempotent");
        assertEquals(n, SchemeRegistry.defaults().normalize(n), where + " the scheme rung is idempotent");
        assertEquals(SchemeRegistry.defaults().view(u).isPresent(), SchemeRegistry.defaults().view(n).isPresent(),
                where + " normalization keeps a view readable");
        String same = row.get("equivalentTo");
        if (same != null) {
            Uri other = Uri.parse(same, u.profile());
            assertTrue(u.isEquivalentTo(other), where + " equivalent to " + same);
            assertEquals(Equivalence.SCHEME.key(u), Equivalence.SCHEME.key(other), where);
        }
        String different = row.get("notEquivalentTo");
        if (different != null) {
            assertFalse(u.isEquivalentTo(Uri.parse(different, u.profile())), where + " not equivalent to " + different);
        }
        // Without a registry the scheme rung only drops empty ports: the rules above come from the handlers.
        if (!n.toString().equals(u.normalize(Normalization.all(), SchemeRegistry.empty()).toString())) {
            assertTrue(SchemeRegistry.defaults().handler(u.scheme()).isPresent(), where);
        }
    }
}
