package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** Every deliberate reading listed in {@code testdata/deviations/grammar.tsv} behaves as the file says. */
class GrammarDecisionsTest {

    static List<Arguments> rows() {
        return TestData.arguments("deviations/grammar.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void behavesAsDocumented(TestData.Row row) {
        Profile profile = Profile.valueOf(row.get("profile"));
        ParseResult r = Uri.tryParse(row.get("input"), profile);
        String actual = r instanceof ParseResult.Failure f ? f.error() + "@" + f.index() : "valid";
        if (r instanceof ParseResult.Success s) {
            s.uri().checkInvariants();
        }
        assertEquals(row.get("expected"), actual, row.get("reason"));
    }
}
