package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * {@code urikit edit}: trurl's documented examples adapted to urikit's names
 * ({@code testdata/cli/edit.tsv}, each row citing its source), the glob of {@code --trim-query}
 * and the {@code --get} format.
 */
class EditCommandTest {
    private static int rows;

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/edit.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
        rows++;
    }

    @AfterAll
    static void count() {
        System.out.println("urikit edit: " + rows + " rows of edit.tsv (trurl's documented examples, adapted) pass");
    }

    @Test
    void glob() {
        assertTrue(Edits.matches("utm_*", "utm_source"));
        assertTrue(Edits.matches("utm_*", "utm_"));
        assertFalse(Edits.matches("utm_*", "xutm_source"));
        assertTrue(Edits.matches("*_id", "session_id"));
        assertTrue(Edits.matches("a?c", "abc"));
        assertFalse(Edits.matches("a?c", "ac"));
        assertTrue(Edits.matches("a*b*c", "aXbYbZc"));
        assertTrue(Edits.matches("a\\*", "a*"));
        assertFalse(Edits.matches("a\\*", "ab"));
        assertTrue(Edits.matches("search", "search"));
        assertFalse(Edits.matches("search", "searches"));
        assertTrue(Edits.matches("*", ""));
    }

    @Test
    void formatEscapesAndErrors() {
        GetFormat f = GetFormat.parse("\\{host\\}\\t{host}\\n");
        assertEquals("{host}\th\n", f.expand(new GetFormat.Source() {
            @Override
            public String component(String name) {
                return name.equals("host") ? "h" : null;
            }

            @Override
            public int defaultPort() {
                return -1;
            }

            @Override
            public List<String> parameter(String name) {
                return List.of();
            }

            @Override
            public String decode(String s) {
                return s;
            }
        }));
        for (String bad : List.of("{host", "{nope}", "{decoded:nope}", "{default:host}", "{x:host}")) {
            try {
                GetFormat.parse(bad);
                throw new AssertionError("accepted " + bad);
            } catch (IllegalArgumentException e) {
                assertFalse(e.getMessage().isEmpty());
            }
        }
    }

    @Test
    void queryAllAndDecodedParameters() {
        MainTest.Run r = MainTest.run("", "edit", "--get", "{query-all:a}|{query:b}|{query:c}", "http://h/?a=1&b=x%20y&a=2&a");
        assertEquals(new MainTest.Run(0, "1 2 |x y|\n", ""), r);
        MainTest.Run w = MainTest.run("", "edit", "--whatwg", "--get", "{query:b}", "http://h/?b=x+y");
        assertEquals(new MainTest.Run(0, "x y\n", ""), w, "the URL Standard's reading: '+' is a space");
    }
}
