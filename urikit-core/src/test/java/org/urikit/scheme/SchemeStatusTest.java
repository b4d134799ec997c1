package org.urikit.scheme;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * testdata/scheme/status.tsv: default ports, statuses and view types of the core's handlers, and
 * the historic schemes, which have none without urikit-schemes-legacy ({@link SchemeCases#checkStatus}).
 */
class SchemeStatusTest {
    static List<Arguments> cases() {
        return TestData.arguments("scheme/status.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void defaults(TestData.Row row) {
        SchemeCases.checkStatus(row);
    }
}
