package org.urikit.scheme;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Equivalence;
import org.urikit.Uri;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * testdata/scheme/&lt;scheme&gt;-normalize.tsv for mailto and urn: the scheme rung of
 * {@link Uri#normalize()} (the case rules of each scheme's fields) and the equivalence
 * {@link Equivalence#SCHEME} draws from it ({@link SchemeCases#checkNormalize}).
 */
class SchemeNormalizeVectorsTest {
    private static final List<String> SCHEMES = List.of("mailto", "urn");

    static List<Arguments> cases() {
        return SchemeCases.normalizeCases("scheme", SCHEMES);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normalize(TestData.Row row) {
        SchemeCases.checkNormalize(row);
    }
}
