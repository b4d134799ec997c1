package org.urikit.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** {@link QueryParameters#withAppended}, {@link QueryParameters#with} and {@link QueryParameters#without} (query-edits.tsv). */
class QueryEditsTest {
    static List<Arguments> rows() {
        return TestData.arguments("encoding/query-edits.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void edit(TestData.Row row) {
        QueryParameters q = row.get("query") == null ? QueryParameters.empty() : QueryParameters.parse(row.get("query"));
        QueryParameters r = switch (row.get("op")) {
            case "withAppended" -> q.withAppended(row.get("name"), row.get("value"));
            case "with" -> q.with(row.get("name"), row.get("value"));
            case "without" -> q.without(row.get("name"));
            default -> throw new IllegalArgumentException(row.get("op"));
        };
        assertEquals(row.get("result"), r.toRawQuery(), row.id());
        assertEquals(row.get("query") == null ? "" : row.get("query"), q.toRawQuery(), "the receiver does not change");
    }
}
