package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * {@link Uri#isSameOrigin(Uri)} ({@code testdata/origin.tsv}, RFC 6454) and
 * {@link Uri#isPathOnlyReference()} against {@link Uri#isRelativeReference()}
 * ({@code testdata/path-only.tsv}), strictly and leniently read.
 */
class OriginTest {
    static List<Arguments> origins() {
        return TestData.arguments("origin.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("origins")
    void sameOrigin(Row row) {
        Uri a = Uri.parse(row.get("a"));
        Uri b = Uri.parse(row.get("b"));
        boolean expected = Boolean.parseBoolean(row.get("same"));
        assertEquals(expected, a.isSameOrigin(b));
        assertEquals(expected, b.isSameOrigin(a), "symmetric");
    }

    static List<Arguments> references() {
        return TestData.arguments("path-only.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("references")
    void pathOnlyReference(Row row) {
        String input = row.get("input") == null ? "" : row.get("input");
        Uri u = "yes".equals(row.get("lenient")) ? Uri.parseLenient(input).uri() : Uri.parse(input);
        assertEquals(Boolean.parseBoolean(row.get("relative")), u.isRelativeReference(), "isRelativeReference");
        assertEquals(Boolean.parseBoolean(row.get("pathOnly")), u.isPathOnlyReference(), "isPathOnlyReference");
    }

    /** The javadoc examples. */
    @Test
    void documentedExamples() {
        assertEquals(true, Uri.parse("https://a.example/x").isSameOrigin(Uri.parse("HTTPS://A.example:443/y")));
        assertEquals(true, Uri.parse("//evil.example/").isRelativeReference());
        assertEquals(false, Uri.parse("//evil.example/").isPathOnlyReference());
        assertEquals(false, Uri.parseLenient("/\\evil.example").uri().isPathOnlyReference());
        Uri page = Uri.parse("https://good.example/app/");
        assertEquals(false, page.isSameOrigin(page.resolve("//evil.example/")));
        assertEquals(true, page.isSameOrigin(page.resolve("/next")));
        assertThrows(NullPointerException.class, () -> page.isSameOrigin(null));
    }
}
