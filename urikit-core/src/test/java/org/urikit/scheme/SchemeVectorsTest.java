package org.urikit.scheme;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * Every row of {@code testdata/scheme/vectors/*.tsv} (format: {@link SchemeCases}) through
 * {@link SchemeRegistry#inspect}, and the consistency of validate, view and plan with it
 * ({@link SchemeCases#checkVector}).
 */
class SchemeVectorsTest {
    static Stream<Arguments> vectors() {
        return SchemeCases.vectors(SchemeCases.VECTORS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void vector(TestData.Row row) {
        SchemeCases.checkVector(row, SchemeCases.ISSUE_TYPES);
    }

    @Test
    void everyDefaultSchemeWithAViewHasVectors() {
        SchemeCases.checkEveryViewHasVectors(SchemeCases.vectorFiles(SchemeCases.VECTORS), SchemeCases.VECTORS, scheme -> true);
    }
}
