package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input is normal input: megabyte-long adversarial strings through every entry point of the
 * package (parse, tryParse with its validation errors, the setters, the readings, the search
 * params) give a verdict, never another exception or a stack overflow. The parser is linear by
 * construction (one pass, the authority looked ahead once, the path shortened at its end only);
 * a quadratic path would make this test take minutes.
 */
class WebUrlRobustnessTest {
    private static final int N = 1 << 17;

    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of("percent", "http://" + "%".repeat(N)),
                Arguments.of("open-brackets", "http://" + "[".repeat(N)),
                Arguments.of("dot-dot", "http://h/" + "../".repeat(N)),
                Arguments.of("encoded-dot-dot", "http://h/" + "%2e%2E/".repeat(N / 3)),
                Arguments.of("at-signs", "http://" + "a@".repeat(N) + "h/"),
                Arguments.of("tabs", "http://h/" + "\t|".repeat(N)),
                Arguments.of("labels", "http://" + "a.".repeat(N)),
                Arguments.of("ipv4-like", "http://" + "1.".repeat(N) + "1"),
                Arguments.of("ipv6-pieces", "http://[" + "1:".repeat(N) + "]"),
                Arguments.of("opaque-spaces", "sc:" + " ".repeat(N) + "?"),
                Arguments.of("non-ascii-query", "http://h/?" + "\u00e9".repeat(N)),
                Arguments.of("lone-surrogates", "http://h/" + "\ud800".repeat(N)),
                Arguments.of("nul", "http://h/" + "\u0000".repeat(N)),
                Arguments.of("drive-letters", "file:///" + "C|/".repeat(N / 2)),
                Arguments.of("long-port", "http://h:" + "9".repeat(N)),
                Arguments.of("no-scheme", "x".repeat(N)),
                Arguments.of("non-ascii-host", "http://" + "\u00e9".repeat(N) + "/"),
                Arguments.of("backslashes", "http:" + "\\".repeat(N)),
                Arguments.of("controls-around", "\u0001".repeat(N) + "http://h/" + " ".repeat(N)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void everyEntryPointGivesAVerdict(String name, String input) {
        WebUrlResult r = WebUrl.tryParse(input);
        WebUrl plain = WebUrl.parseOrNull(input);
        assertEquals(r.isSuccess(), plain != null, name);
        for (ValidationError e : r.validationErrors()) {
            assertTrue(e.index() >= 0 && e.index() <= input.length(), name + ": " + e);
        }
        if (plain != null) {
            assertEquals(plain.href(), WebUrl.parse(plain.href()).href(), name);
            for (String attribute : List.of("protocol", "username", "password", "host", "hostname", "port", "pathname",
                    "search", "hash")) {
                assertNotNull(WptSettersTest.set(plain, attribute, input.substring(0, Math.min(input.length(), 1 << 16))));
            }
            assertNotNull(plain.searchParams().toString());
        } else {
            assertTrue(((WebUrlResult.Failure) r).message().length() < 1000, name + ": the message shows a window");
        }
        assertNotNull(UrlReadings.compare(input).differences());
        assertEquals(r.isSuccess(), WebUrl.canParse(input), name);
    }
}
