package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.urikit.RobustChecks;
import org.urikit.Uri;

/**
 * The bugs the robustness tests found in code they do not own, each as one concrete case. A bug
 * listed in {@code testdata/deviations/differential-jena.txt} as {@code bug:<id>} ("PARSER BUG
 * (reported)") must still reproduce, so that fixing it makes this test fail and the line gets
 * removed; once it is removed, the same case checks the correct behaviour and the fuzz targets
 * and properties stop skipping inputs of its shape.
 */
class KnownBugsTest {

    /** RFC 3986 §6.2.2.3 and the Normalization javadoc: normalizing twice gives the same result as once. */
    @Test
    void normalizeOfAFileUriWithADotGuardIsIdempotent() {
        Uri u = Uri.parse("file:/a/..//b");
        Uri once = u.normalize();
        if (RobustChecks.knownBug(RobustChecks.FILE_DOT_GUARD)) {
            assertEquals("file:///.//b", once.toString(), "the listed bug changed: update or remove its line");
            assertNotEquals(once, once.normalize(), "bug:" + RobustChecks.FILE_DOT_GUARD
                    + " is fixed: remove its line from the deviations file");
        } else {
            // file:////b or file:/.//b: either way the path is "//b", and a second pass changes nothing
            String path = once.path().startsWith("/.//") ? once.path().substring(2) : once.path();
            assertEquals("//b", path, () -> "normal form " + once);
            assertEquals(once, once.normalize());
            assertEquals(true, u.isEquivalentTo(once));
        }
    }
}
