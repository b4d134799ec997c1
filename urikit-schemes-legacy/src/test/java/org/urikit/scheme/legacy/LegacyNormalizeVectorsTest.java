package org.urikit.scheme.legacy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Equivalence;
import org.urikit.Uri;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * testdata/legacy/&lt;scheme&gt;-normalize.tsv: the scheme rung of {@link Uri#normalize()} for the
 * historic schemes (default ports, the case rules of each scheme's fields), which the core reaches
 * through the handlers this module provides as services, and the equivalence
 * {@link Equivalence#SCHEME} draws from it ({@link SchemeCases#checkNormalize}).
 */
class LegacyNormalizeVectorsTest {
    private static final List<String> SCHEMES = List.of("gopher", "news", "nntp", "telnet", "wais", "prospero", "afs");

    static List<Arguments> cases() {
        return SchemeCases.normalizeCases("legacy", SCHEMES);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normalize(TestData.Row row) {
        SchemeCases.checkNormalize(row);
    }
}
