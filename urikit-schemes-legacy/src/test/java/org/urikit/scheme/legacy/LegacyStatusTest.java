package org.urikit.scheme.legacy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * testdata/legacy/status.tsv: with this module present, the default registry has the historic
 * schemes, with their default ports (also {@code Uri.effectivePort()}), statuses and view types
 * ({@link SchemeCases#checkStatus}).
 */
class LegacyStatusTest {
    static List<Arguments> cases() {
        return TestData.arguments("legacy/status.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void defaults(TestData.Row row) {
        SchemeCases.checkStatus(row);
    }
}
