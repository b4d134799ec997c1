package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Uri;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * {@link FileUrl}: local paths in both conventions (testdata/scheme/paths.tsv, path-errors.tsv),
 * real {@link Path}s on the platform running the tests, builder round trips over the file vectors.
 */
class FileUrlTest {
    static List<Arguments> paths() {
        return TestData.arguments("scheme/paths.tsv");
    }

    static List<Arguments> pathErrors() {
        return TestData.arguments("scheme/path-errors.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("paths")
    void pathMapping(TestData.Row row) {
        PathConvention convention = PathConvention.valueOf(row.get("convention"));
        String url = row.get("url");
        String path = row.get("path");
        if (Boolean.parseBoolean(row.get("toPath"))) {
            assertEquals(path, FileUrl.parse(url).toPathString(convention), row.id() + " url -> path");
        }
        if (Boolean.parseBoolean(row.get("toUrl"))) {
            FileUrl u = FileUrl.fromPathString(path, convention);
            assertEquals(url, u.toUri().toUriString(), row.id() + " path -> url");
            assertEquals(u, FileUrl.from(Uri.parse(u.toUri().toUriString())), row.id() + " a valid file URL");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pathErrors")
    void pathRefusals(TestData.Row row) {
        PathConvention convention = PathConvention.valueOf(row.get("convention"));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class,
                () -> FileUrl.parse(row.get("url")).toPathString(convention), row.id());
        assertEquals(row.get("violations"), SchemeCases.violations(e.violations()), row.id());
        assertEquals(row.get("url"), e.input());
    }

    @Test
    void badPathStrings() {
        for (String p : List.of("a/b", "", "~/x", "C:\\x")) {
            assertThrows(IllegalArgumentException.class, () -> FileUrl.fromPathString(p, PathConvention.UNIX), p);
        }
        for (String p : List.of("x\\y", "C:x", "C:", "\\\\server", "\\\\server\\", "\\\\\\share", "")) {
            assertThrows(IllegalArgumentException.class, () -> FileUrl.fromPathString(p, PathConvention.WINDOWS), p);
        }
        assertThrows(IllegalArgumentException.class, () -> FileUrl.fromPathString("/a\0b", PathConvention.UNIX));
        assertThrows(IllegalArgumentException.class, () -> FileUrl.fromPathString("/a\uD800", PathConvention.UNIX));
        assertThrows(IllegalArgumentException.class, () -> FileUrl.fromPathString("/a\uDC00b", PathConvention.UNIX));
        assertThrows(NullPointerException.class, () -> FileUrl.fromPathString(null, PathConvention.UNIX));
    }

    /** Real {@link Path} objects of the default file system, whatever it is. */
    @Test
    void platformPathsRoundTrip() {
        Path dir = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        for (String name : List.of("a b.txt", "café", "日本語", "100%", "x#y", "😀")) {
            Path p = dir.resolve(name);
            FileUrl u = FileUrl.fromPath(p);
            assertEquals(p, u.toPath(), name);
            assertEquals(name, u.decodedPathSegments().get(u.decodedPathSegments().size() - 1), name);
        }
        assertEquals(PathConvention.of(dir.getFileSystem()), PathConvention.current());
    }

    static Stream<TestData.Row> withView() {
        return SchemeCases.vectorRows("file").stream().filter(r -> r.get("fields") != null);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withView")
    void builderRoundTrip(TestData.Row row) {
        Uri uri = Uri.parse(row.get("input"));
        FileUrl u = FileUrl.from(uri);
        assertEquals(row.get("input"), u.toBuilder().build().toUri().toUriString(), row.id());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("withView")
    @SuppressWarnings("unchecked")
    void builderFromFields(TestData.Row row) {
        Map<String, Object> f = (Map<String, Object>) SchemeCases.json(row.get("fields"));
        if (f.get("host") == null || ((List<String>) f.get("pathSegments")).isEmpty()) {
            return;   // no authority, or no path: the builder always writes "//" and a path
        }
        FileUrl built = FileUrl.builder().host((String) f.get("host")).pathSegments((List<String>) f.get("pathSegments")).build();
        assertEquals(f, built.fields(), row.id() + " built " + built);
    }

    @Test
    void lenientInputWithAPipeDrive() {
        Uri u = Uri.parseLenient("file:///C|/x").uri();   // RFC 8089 E.2.2, typed by a person
        assertEquals("file:///C%7C/x", u.toUriString());
        assertEquals("C:\\x", FileUrl.from(u).toPathString(PathConvention.WINDOWS));
    }

    @Test
    void builder() {
        assertEquals("file:///C:/a%20b", FileUrl.builder().addPathSegment("C:").addPathSegment("a b").build().toUri().toUriString());
        assertEquals("file://server/share/x", FileUrl.builder().host("server").addPathSegment("share").addPathSegment("x")
                .build().toUri().toUriString());
        assertEquals("file:///a%2Fb#f", FileUrl.builder().addPathSegment("a/b").fragment("f").build().toUri().toUriString());
        assertEquals("FILE_PATH_NOT_ABSOLUTE", assertThrows(SchemeSyntaxException.class, () -> FileUrl.parse("file:x"))
                .violations().get(0).code());
        assertThrows(SchemeSyntaxException.class, () -> FileUrl.parse("http://h/"));
    }
}
