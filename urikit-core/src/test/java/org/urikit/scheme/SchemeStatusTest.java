package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Uri;
import org.urikit.testing.TestData;

/** testdata/scheme/status.tsv: default ports, statuses and view types of the handlers of §1.M.4-§1.M.13. */
class SchemeStatusTest {
    static List<Arguments> cases() {
        return TestData.arguments("scheme/status.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void defaults(TestData.Row row) {
        SchemeRegistry r = SchemeRegistry.defaults();
        String scheme = row.get("scheme");
        Optional<SchemeHandler> h = r.handler(scheme);
        assertEquals(Boolean.parseBoolean(row.get("known")), h.isPresent(), scheme + " known");
        String port = row.get("defaultPort");
        assertEquals(port == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(port)), r.defaultPort(scheme), scheme);
        Uri example = Uri.parse(row.get("example"));
        assertEquals(h.isPresent(), r.inspect(example, ValidationPolicy.defaults()).isKnown(), scheme);
        if (h.isPresent()) {
            assertEquals(SchemeStatus.valueOf(row.get("status")), h.get().status(), scheme + " status");
            if (!h.get().scheme().endsWith("-")) {
                assertEquals(scheme.toLowerCase(Locale.ROOT), h.get().scheme());
            }
        }
        String view = row.get("view");
        assertEquals(view, r.view(example).map(v -> v.getClass().getSimpleName()).orElse(null), scheme + " view");
    }
}
