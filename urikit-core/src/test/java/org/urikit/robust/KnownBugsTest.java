package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.urikit.Equivalence;
import org.urikit.Profile;
import org.urikit.Uri;

/**
 * The bugs the robustness tests found in code they do not own, each as one concrete case. A bug
 * listed in {@code testdata/deviations/differential-jena.txt} as {@code bug:<id>} ("PARSER BUG
 * (reported)") must still reproduce, so that fixing it makes this test fail and the line gets
 * removed; once it is removed, the same case checks the correct behaviour and the fuzz targets
 * and properties stop skipping inputs of its shape.
 */
class KnownBugsTest {

    /**
     * RFC 3986 §6.2.2.3 and the Normalization javadoc: normalizing twice gives the same result as
     * once. Found by fuzzing (file:/a/..//b gave file:///.//b, then file:////b), fixed in main.
     */
    @Test
    void normalizeOfAFileUriWithADotGuardIsIdempotent() {
        Uri u = Uri.parse("file:/a/..//b");
        Uri once = u.normalize();
        // file:////b or file:/.//b: either way the path is "//b", and a second pass changes nothing
        String path = once.path().startsWith("/.//") ? once.path().substring(2) : once.path();
        assertEquals("//b", path, () -> "normal form " + once);
        assertEquals(once, once.normalize());
        assertEquals(true, Equivalence.SCHEME.test(u, once));
    }

    /**
     * The same property for the gopher scheme rule under the 2003 draft, whose percent-encoding
     * step leaves {@code %2E} alone: decoding it in the scheme rule made {@code gopher://h/a/../b},
     * which a second pass turned into {@code gopher://h/b}. Found by fuzzing, fixed in main: the
     * rule keeps '.' escaped, so the selector is left as written.
     */
    @Test
    void normalizeOfAGopherUriWithAnEscapedDotIsIdempotent() {
        Uri u = Uri.parse("gopher://h/a/.%2E/b", Profile.RFC3986_DRAFT_2003);
        Uri once = u.normalize();
        assertEquals("gopher://h/a/.%2E/b", once.toUriString());
        assertEquals(once, once.normalize());
        assertEquals(true, Equivalence.SCHEME.test(u, once));
    }
}
