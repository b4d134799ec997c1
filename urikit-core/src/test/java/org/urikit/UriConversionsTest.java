package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** {@link Uri#effectivePort()}, {@link Uri#toURL()}, {@link Uri#fromURL(URL)}, {@link Uri#toPath()}, {@link Uri#fromPath(Path)} (uri-conversions.tsv). */
class UriConversionsTest {
    static List<Arguments> rows() {
        return TestData.arguments("uri-conversions.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void conversions(TestData.Row row) throws Exception {
        Uri u = Uri.parse(row.get("input"));
        assertEquals(Integer.parseInt(row.get("effectivePort")), u.effectivePort(), "effectivePort");
        String url = row.get("url");
        if (url.endsWith("Exception")) {
            Exception e = assertThrows(Exception.class, u::toURL);
            assertEquals(url, e.getClass().getSimpleName(), "toURL refuses");
        } else {
            URL x = u.toURL();
            assertEquals(url, x.toExternalForm(), "toURL");
            assertEquals(Uri.parse(url), Uri.fromURL(x), "fromURL reads it back");
        }
        String unix = row.get("unixPath");
        if (unix != null && File.separatorChar == '/') {
            assertEquals(Path.of(unix), u.toPath(), "toPath");
            assertEquals(u.toPath(), Uri.fromPath(u.toPath()).toPath(), "fromPath round trip");
        }
    }

    @Test
    void fromPathIsAbsoluteAndEncoded(@TempDir Path dir) {
        Path file = dir.resolve("a b#c.txt");
        Uri u = Uri.fromPath(file);
        assertEquals("file", u.scheme());
        assertTrue(u.path().endsWith("/a%20b%23c.txt"), u.toString());
        assertEquals(file.toAbsolutePath(), u.toPath());
        assertThrows(IllegalArgumentException.class, () -> Uri.parse("http://h/x").toPath(), "not a file URL");
    }

    @Test
    void fromUrlWithCharactersUrlAllows() throws Exception {
        // java.net.URL keeps a space; URL.toURI() refuses it, and so does the strict parse, with a code.
        URL spaced = new URL("http://h/a b");
        assertEquals(org.urikit.error.SyntaxError.PATH_CHAR_INVALID,
                assertThrows(org.urikit.error.UriSyntaxException.class, () -> Uri.fromURL(spaced)).error());
    }
}
