package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.Redaction;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;

/** The one redaction rule: {@link Redaction}, {@link Uri#redacted()} and {@link UriSyntaxException} agree (redaction.tsv). */
class RedactionTest {
    static List<Arguments> rows() {
        return TestData.arguments("redaction.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everyRedactedFormFollowsTheOneRule(TestData.Row row) {
        String input = row.get("input");
        String expected = row.get("redacted");
        assertEquals(expected, Redaction.redact(input), "Redaction.redact");
        ParseResult r = Uri.tryParse(input);
        if (r instanceof ParseResult.Success s) {
            assertEquals(expected, s.uri().redacted(), "Uri.redacted");
        } else {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input));
            assertEquals(expected, e.input(), "input() is redacted");
            assertEquals(input, e.rawInput(), "rawInput() is the input");
            assertTrue(e.getMessage().contains(expected.length() > 60 ? Redaction.MASK : expected), e.getMessage());
            String secret = row.get("secret");
            if (secret != null) {
                assertFalse(e.getMessage().contains(secret), e.getMessage());
                assertFalse(((ParseResult.Failure) r).message().contains(secret), "Failure.message()");
            }
        }
    }

    @Test
    void theCaretFollowsTheMask() {
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://u:secret@h:x/"));
        assertEquals(18, e.index(), "the index counts in the raw input");
        assertEquals("INVALID_PORT at index 18: the port must be decimal digits, found 'x'\n"
                + "  http://u:****@h:x/\n"
                + "                  ^", e.getMessage());
        UriSyntaxException inside = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://u:se cret@h/"));
        assertEquals("INVALID_CHAR_IN_USERINFO at index 11: character not allowed in the userinfo, inside the password (masked)\n"
                + "  http://u:****@h/\n"
                + "           ^", inside.getMessage());
    }
}
