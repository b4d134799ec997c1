package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** {@link Uri#hasPassword()} and {@link Uri#redacted()} against the security vectors of requirements §2.7. */
class PasswordTest {
    static List<Arguments> rows() {
        return TestData.arguments("passwords.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void passwordIsFoundAndMasked(TestData.Row row) {
        Uri u = Uri.parse(row.get("input"));
        u.checkInvariants();
        assertEquals(Boolean.parseBoolean(row.get("hasPassword")), u.hasPassword(), "hasPassword");
        assertEquals(row.get("redacted"), u.redacted(), "redacted");
    }
}
