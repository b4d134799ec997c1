package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
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
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlSyntaxException;

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
            boolean shownAsIs = expected.length() <= 60 && expected.chars().allMatch(c -> c >= 0x20 && c < 0x7F);
            assertTrue(e.getMessage().contains(shownAsIs ? expected : Redaction.MASK), e.getMessage());
            String secret = row.get("secret");
            if (secret != null) {
                assertFalse(e.getMessage().contains(secret), e.getMessage());
                assertFalse(((ParseResult.Failure) r).message().contains(secret), "Failure.message()");
            }
        }
    }

    @Test
    void maskIsTheOneMaskingFunction() {
        assertEquals("u:****", Redaction.mask("u:pw", 2, 4));
        assertEquals("u:", Redaction.mask("u:", 2, 2), "an empty password stays");
        String same = "ftp://u:@h/";
        assertSame(same, Redaction.mask(same, 8, 8));
        assertThrows(IndexOutOfBoundsException.class, () -> Redaction.mask("abc", 2, 5));
        String plain = "http://h/a:b@c";
        assertSame(plain, Redaction.redact(plain), "nothing to mask: the same string");
        assertEquals(null, Redaction.redact(null));
    }

    @Test
    void aPartShowsAsInTheMaskedText() {
        assertEquals("u:****", Redaction.redact("http://u:pw@h/x", 7, 11));
        assertEquals("u:****@h", Redaction.redact("http:u:pw@h", 5, 11));
        assertEquals("/x", Redaction.redact("http://u:pw@h/x", 13, 15));
        assertEquals("http://u:", Redaction.redact("http://u:pw@h/x", 0, 9));
        assertEquals("****@h", Redaction.redact("http://u:pw@h/x", 10, 13), "a part that starts inside the password");
        assertEquals("http://u:****@h/x", Redaction.redact("http://u:pw@h/x", 0, 15));
    }

    @Test
    void webUrlMessagesMaskAndKeepTheCaret() {
        WebUrlSyntaxException e = assertThrows(WebUrlSyntaxException.class, () -> WebUrl.parse("http://u:secret@h:x/"));
        assertEquals(18, e.index());
        assertEquals("http://u:****@h:x/", e.input());
        assertEquals("http://u:secret@h:x/", e.rawInput());
        assertEquals("port-invalid at index 18: the port is not decimal digits, found 'x'\n"
                + "  http://u:****@h:x/\n"
                + "                  ^", e.getMessage());
    }

    @Test
    void theCaretFollowsTheMask() {
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://u:secret@h:x/"));
        assertEquals(18, e.index(), "the index counts in the raw input");
        assertEquals("PORT_INVALID at index 18: the port must be decimal digits, found 'x'\n"
                + "  http://u:****@h:x/\n"
                + "                  ^", e.getMessage());
        UriSyntaxException inside = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://u:se cret@h/"));
        assertEquals("USERINFO_CHAR_INVALID at index 11: character not allowed in the userinfo, inside the password (masked)\n"
                + "  http://u:****@h/\n"
                + "           ^", inside.getMessage());
    }
}
