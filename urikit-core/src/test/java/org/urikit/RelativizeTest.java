package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** Relativization: the shortest reference that resolves back to the target. */
class RelativizeTest {

    static List<Arguments> cases() {
        return TestData.arguments("resolve/relativize.tsv");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void relativize(Row row) {
        Profile profile = Profile.valueOf(row.get("profile"));
        Uri base = Uri.parse(row.get("base"), profile);
        Uri target = Uri.parse(row.get("target"), profile);
        Uri r = base.relativize(target);
        r.checkInvariants();
        assertEquals(ResolveCases.text(row.get("expected")), r.toString());
        if (!r.equals(target) || target.equals(base.resolve(target))) {
            assertEquals(target, base.resolve(r), "resolves back");
        }
    }

    @Test
    void relativeOperandsAreRejected() {
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("a/b").relativize(Uri.parse("http://a/")));
        assertEquals(SyntaxError.SCHEME_MISSING, e.error());
        e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://a/").relativize(Uri.parse("b")));
        assertEquals(SyntaxError.SCHEME_MISSING, e.error());
        assertEquals("b", e.input());
        assertThrows(NullPointerException.class, () -> Uri.parse("http://a/").relativize(null));
    }
}
