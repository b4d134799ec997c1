package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * The parser's {@link Uri#PLAIN} flag: set for the common URL, so that {@link Uri#normalize()}
 * stays a constant-time check for it, and clear for every input that could need the case or
 * percent-encoding steps. Soundness for every other value is checked by {@link Uri#checkInvariants()}.
 */
class PlainFlagTest {
    static List<Arguments> cases() {
        return TestData.arguments("plain-flag.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void plainFlag(Row row) {
        Uri u = Uri.parse(row.get("input"), Profile.valueOf(row.get("profile")));
        u.checkInvariants();
        assertEquals(Boolean.parseBoolean(row.get("plain")), (u.flags & Uri.PLAIN) != 0, row.get("note"));
        if (u.profile() == Profile.RFC3986) {
            // resolving against a plain base keeps what both sides say
            Uri t = Uri.parse("http://example.com/base/").resolve(u);
            t.checkInvariants();
        }
    }
}
