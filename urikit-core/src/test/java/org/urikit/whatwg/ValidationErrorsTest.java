package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** The validation errors of {@link WebUrl#tryParse} over {@code testdata/whatwg/validation-errors.tsv}. */
class ValidationErrorsTest {

    static Stream<Arguments> cases() {
        return TestData.arguments("whatwg/validation-errors.tsv").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void errors(TestData.Row row) {
        String input = row.get("input");
        WebUrlResult r = WebUrl.tryParse(input, row.get("base"));
        List<String> actual = new ArrayList<>();
        for (ValidationError e : r.validationErrors()) {
            actual.add(e.toString());
        }
        String expected = row.get("errors") == null ? "" : row.get("errors");
        assertEquals(expected, String.join(" ", actual), row.id());
        assertEquals(row.get("result"), r instanceof WebUrlResult.Success s ? s.url().href() : "failure", row.id());
        if (r instanceof WebUrlResult.Failure f) {
            ValidationError last = f.validationErrors().get(f.validationErrors().size() - 1);
            assertEquals(f.error(), last.error(), "the fatal error comes last");
            assertEquals(f.index(), last.index());
            assertEquals(f.error(), WebUrl.tryParse(input, row.get("base")).validationErrors().get(actual.size() - 1).error());
        }
    }
}
