package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Uri;
import org.urikit.testing.TestData;

/**
 * Every row of {@code testdata/scheme/vectors/*.tsv} (format: {@link SchemeCases}) through
 * {@link SchemeRegistry#inspect}, and the consistency of validate, view and plan with it.
 */
class SchemeVectorsTest {
    static Stream<Arguments> vectors() {
        return SchemeCases.vectors();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void vector(TestData.Row row) {
        String where = row.file() + ":" + row.line() + " " + row.id() + " " + row.get("input");
        Uri uri = Uri.parse(row.get("input"), SchemeCases.profile(row.get("profile")));
        ValidationPolicy policy = SchemeCases.policy(row.get("policy"));
        SchemeRegistry registry = SchemeRegistry.defaults();
        SchemeReport report = registry.inspect(uri, policy);

        assertEquals(row.get("violations"), SchemeCases.violations(report.violations()), where + " violations");
        assertEquals(Boolean.parseBoolean(row.get("valid")), report.isValid(), where + " valid");
        String fields = row.get("fields");
        assertEquals(fields == null ? null : SchemeCases.json(fields), report.view().map(SchemeView::fields).orElse(null),
                where + " fields");
        String plan = row.get("plan");
        assertEquals(plan == null ? null : SchemeCases.json(plan), report.plan().map(SchemeCases::plan).orElse(null),
                where + " plan");

        // The registry's separate entry points agree with inspect.
        List<Violation> validation = registry.validate(uri, policy);
        PlanResult planned = registry.plan(uri, policy);
        assertEquals(report.violations(), Checks.merge(validation, planned.violations()), where + " merge");
        assertEquals(report.plan(), planned.plan(), where + " plan()");
        assertEquals(report.view(), registry.view(uri), where + " view()");
        if (planned instanceof PlanResult.Planned) {
            assertTrue(planned.violations().stream().noneMatch(Violation::isError), where + " a plan has no error");
        }
        if (report.view().isPresent()) {
            SchemeView v = report.view().get();
            assertEquals(uri, v.toUri(), where + " the view keeps the URI");
            assertEquals(uri.scheme().toLowerCase(java.util.Locale.ROOT), v.scheme(), where + " view scheme");
        }
        for (Violation v : report.violations()) {
            assertTrue(v.index() <= uri.toString().length(), where + " index in range: " + v);
            assertFalse(v.message().isBlank(), where + " message");
        }
        // A plan never carries a CR, LF or NUL, except a gopher request line, which is exact text.
        report.plan().ifPresent(p -> {
            if (!p.protocol().equals("gopher")) {
                for (String step : p.revealedLines()) {
                    assertTrue(step.indexOf('\r') < 0 && step.indexOf('\n') < 0 && step.indexOf('\0') < 0,
                            where + " step " + step);
                }
            }
        });
    }

    @Test
    void everyDefaultSchemeWithAViewHasVectors() {
        List<String> files = SchemeCases.vectorFiles();
        for (String scheme : SchemeRegistry.defaults().schemes()) {
            Optional<SchemeHandler> h = SchemeRegistry.defaults().handler(scheme);
            boolean hasView = h.get().view(Uri.parse(scheme + "://h/x")).isPresent()
                    || h.get().view(Uri.parse(scheme + ":x")).isPresent();
            if (hasView) {
                assertTrue(files.stream().anyMatch(f -> f.equals("scheme/vectors/" + scheme + ".tsv")
                                || (scheme.equals("https") && f.equals("scheme/vectors/http.tsv"))),
                        "no vector file for " + scheme + " in " + files);
            }
        }
    }
}
