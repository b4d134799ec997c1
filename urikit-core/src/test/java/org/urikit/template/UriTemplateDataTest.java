package org.urikit.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.Json;
import org.urikit.testing.TestData;

/**
 * The data-driven cases of {@code testdata/template/}: expansion (operator × modifier × value
 * kind, and more), expansion and parse errors with their code and index, partial expansion,
 * matching, and the templates that cannot be matched.
 */
class UriTemplateDataTest {

    static List<Arguments> expand() {
        return TestData.arguments("template/expand.tsv");
    }

    static List<Arguments> expandErrors() {
        return TestData.arguments("template/expand-errors.tsv");
    }

    static List<Arguments> parseErrors() {
        return TestData.arguments("template/parse-errors.tsv");
    }

    static List<Arguments> partial() {
        return TestData.arguments("template/partial.tsv");
    }

    static List<Arguments> match() {
        return TestData.arguments("template/match.tsv");
    }

    static List<Arguments> unmatchable() {
        return TestData.arguments("template/unmatchable.tsv");
    }

    private static String text(String field) {
        return field == null ? "" : field;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expand")
    void expands(TestData.Row row) {
        UriTemplate t = UriTemplate.parse(row.get("template"));
        assertEquals(text(row.get("expected")), t.expand(Json.object(row.get("variables"))), row.id());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expandErrors")
    void refusesToExpand(TestData.Row row) {
        UriTemplate t = UriTemplate.parse(row.get("template"));
        Map<String, Object> vars = Json.object(row.get("variables"));
        UriTemplateException e = assertThrows(UriTemplateException.class, () -> t.expand(vars), row.id());
        assertEquals(TemplateError.valueOf(row.get("error")), e.error(), row.id());
        assertEquals(Integer.parseInt(row.get("index")), e.index(), row.id());
        assertEquals(row.get("template"), e.rawInput());
    }

    static List<Arguments> expandStrict() {
        return TestData.arguments("template/expand-strict.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expandStrict")
    void expandsStrictly(TestData.Row row) {
        UriTemplate t = UriTemplate.parse(row.get("template"));
        Map<String, Object> vars = Json.object(row.get("variables"));
        if (row.get("error") == null) {
            assertEquals(row.get("expected"), t.expandStrict(vars), row.id());
            assertEquals(t.expand(vars), t.expandStrict(vars), row.id() + ": the same as expand when every variable is defined");
            return;
        }
        UriTemplateException e = assertThrows(UriTemplateException.class, () -> t.expandStrict(vars), row.id());
        assertEquals(TemplateError.valueOf(row.get("error")), e.error(), row.id());
        assertEquals(Integer.parseInt(row.get("index")), e.index(), row.id());
        assertEquals(row.get("detail"), e.detail(), row.id());
        assertTrue(e.getMessage().startsWith(e.error().name() + " at index " + e.index() + ": "
                + e.error().description() + ": " + row.get("detail")), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parseErrors")
    void refusesToParse(TestData.Row row) {
        String template = text(row.get("template"));
        UriTemplateException e = assertThrows(UriTemplateException.class, () -> UriTemplate.parse(template), row.id());
        assertEquals(TemplateError.valueOf(row.get("error")), e.error(), row.id() + ": " + e.getMessage());
        assertEquals(Integer.parseInt(row.get("index")), e.index(), row.id() + ": " + e.getMessage());
        assertEquals(template, e.rawInput());
        assertTrue(e.getMessage().startsWith(e.error().name() + " at index " + e.index() + ": "
                + e.error().description()), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("partial")
    void expandsPartially(TestData.Row row) {
        UriTemplate t = UriTemplate.parse(row.get("template"));
        UriTemplate partial = t.expandPartial(Json.object(row.get("variables")));
        assertEquals(row.get("expected"), partial.toString(), row.id());
        assertEquals(row.get("expanded"), partial.expand(Json.object(row.get("full"))), row.id());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("match")
    void matches(TestData.Row row) {
        UriTemplate t = UriTemplate.parse(text(row.get("template")));
        assertTrue(t.isMatchable(), () -> row.id() + ": " + t.unmatchableReason());
        Map<String, Object> m = t.match(text(row.get("uri")));
        if (row.get("expected") == null) {
            assertNull(m, row.id());
            return;
        }
        Map<String, Object> expected = Json.object(row.get("expected"));
        assertEquals(expected, m, row.id());
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(m.keySet()), row.id() + ": template order");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unmatchable")
    void refusesToMatch(TestData.Row row) {
        UriTemplate t = UriTemplate.parse(row.get("template"));
        assertFalse(t.isMatchable(), row.id());
        assertEquals(row.get("reason"), t.unmatchableReason(), row.id());
        UriTemplateException e = assertThrows(UriTemplateException.class, () -> t.match("x"), row.id());
        assertEquals(TemplateError.TEMPLATE_NOT_MATCHABLE, e.error());
        assertEquals(Integer.parseInt(row.get("index")), e.index(), row.id());
        assertEquals(row.get("reason"), e.detail());
        assertTrue(e.getMessage().startsWith("TEMPLATE_NOT_MATCHABLE at index " + e.index() + ": "
                + TemplateError.TEMPLATE_NOT_MATCHABLE.description() + ": " + row.get("reason")), e.getMessage());
    }

    private static final String MATRIX_ID = "(simple|reserved|fragment|label|path|param|query|cont)"
            + "-(plain|prefix|explode)-(string|list|map|empty|undefined|emptylist|emptymap)";

    /** The matrix covers every operator × modifier × value kind: 8 × 3 × 7, less the 16 errors of a prefix on a list or map. */
    @Test
    void matrixIsComplete() {
        long matrix = TestData.rows("template/expand.tsv").stream()
                .filter(r -> r.id().matches(MATRIX_ID))
                .count();
        long errors = TestData.rows("template/expand-errors.tsv").stream().filter(r -> r.id().contains("-prefix-")).count();
        assertEquals(8 * 3 * 7, matrix + errors);
        assertEquals(16, errors);
    }
}
