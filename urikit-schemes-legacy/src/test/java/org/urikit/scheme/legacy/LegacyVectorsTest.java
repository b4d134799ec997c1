package org.urikit.scheme.legacy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * Every row of {@code testdata/legacy/vectors/*.tsv} (format: {@link SchemeCases}) through
 * {@link SchemeRegistry#inspect} of the default registry, which finds this module's handlers as
 * services, and the consistency of validate, view and plan with it ({@link SchemeCases#checkVector}).
 */
class LegacyVectorsTest {
    static Stream<Arguments> vectors() {
        return SchemeCases.vectors(LegacyCases.VECTORS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void vector(TestData.Row row) {
        SchemeCases.checkVector(row, LegacyCases.ISSUE_TYPES);
    }

    @Test
    void everySchemeOfThisModuleWithAViewHasVectors() {
        var mine = LegacySchemes.handlers().stream().map(SchemeHandler::scheme).toList();
        SchemeCases.checkEveryViewHasVectors(SchemeCases.vectorFiles(LegacyCases.VECTORS), LegacyCases.VECTORS, mine::contains);
    }
}
