package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.urikit.ParseResult;
import org.urikit.Uri;

/**
 * Seeded random URIs of the built-in schemes: the handlers never throw, their reports are
 * consistent, views round-trip through their builders, and scheme-based normalization is
 * idempotent and keeps views readable.
 */
class SchemeRobustnessTest {
    private static final String[] PREFIXES = {"http://", "https://", "ftp://", "file://", "file:", "http:", "ftp:/",
        "HTTP://", "x-foo:", "foo://"};
    private static final String[] PIECES = {"h", "H", "a.b", "localhost", "", "u@", "u:p@", ":", ":80", ":21", ":25",
        ":99999", ":0", "/", "//", "a", "b;type=i", ";type=D", ";type=x", ";", "%0D", "%0a", "%00", "%2F", "%5C", "%20",
        "%C3%A9", "%FF", "?", "?q=1", "#f", "C:", "C%7C", "[::1]", "~", ".", ".."};

    @Test
    void randomUris() {
        Random random = new Random(4);
        SchemeRegistry r = SchemeRegistry.defaults();
        int parsed = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder sb = new StringBuilder(PREFIXES[random.nextInt(PREFIXES.length)]);
            int k = random.nextInt(8);
            for (int i = 0; i < k; i++) {
                sb.append(PIECES[random.nextInt(PIECES.length)]);
            }
            String text = sb.toString();
            ParseResult p = Uri.tryParse(text);
            if (!(p instanceof ParseResult.Success s)) {
                continue;
            }
            parsed++;
            Uri u = s.uri();
            SchemeReport report = r.inspect(u, ValidationPolicy.defaults());
            for (Violation v : report.violations()) {
                assertTrue(v.index() >= 0 && v.index() <= text.length(), text + " " + v);
            }
            assertEquals(report.isValid(), report.violations().stream().noneMatch(Violation::isError), text);
            SchemeView v = report.view();
            if (v != null) {
                assertEquals(u, v.toUri(), text);
                v.fields();   // never throws
                if (report.isValid()) {
                    roundTrip(v, text);
                }
                if (v instanceof FileUrl f) {
                    for (PathConvention c : PathConvention.values()) {
                        try {
                            String path = f.toPathString(c);
                            assertTrue(path.indexOf('\0') < 0, text);
                        } catch (SchemeSyntaxException e) {
                            assertTrue(!e.violations().isEmpty(), text);
                        }
                    }
                }
            }
            Uri n1 = r.normalize(u.normalize());
            assertEquals(n1, r.normalize(n1.normalize()), text + " normalization is idempotent");
            if (report.view() != null) {
                assertNotNull(r.view(n1), text + " normalized " + n1 + " keeps a view");
            }
        }
        assertTrue(parsed > 10_000, "parsed " + parsed);
    }

    private static void roundTrip(SchemeView v, String text) {
        if (v instanceof HttpUrl h) {
            assertEquals(h, h.toBuilder().build(), text);
        } else if (v instanceof FtpUrl f) {
            assertEquals(f, f.toBuilder().build(), text);
        } else if (v instanceof FileUrl f) {
            assertEquals(f, f.toBuilder().build(), text);
        }
    }

    @Test
    void controlCharactersAndHugeInputsAreViolationsNotExceptions() {
        SchemeRegistry r = SchemeRegistry.defaults();
        for (String s : List.of("ftp://h/" + "%0D%0A".repeat(10_000), "http://" + "a".repeat(100_000) + "/",
                "ftp://h/" + "a/".repeat(50_000) + "f;type=i", "file:///" + "%FF".repeat(1000))) {
            SchemeReport report = r.inspect(Uri.parse(s), ValidationPolicy.defaults());
            assertTrue(report.violations().size() <= 3, report.violations().toString());
        }
    }
}
