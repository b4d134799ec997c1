package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;
import org.urikit.testing.Deviations;

/**
 * Runs one SQL query over a batch of cases (one Spark job per batch, not per case) and turns the
 * answers into named JUnit tests, printing the pass count of the batch.
 *
 * <pre>{@code
 * SqlCases c = new SqlCases("uri_host over parse-valid.tsv");
 * c.add("pv-rfc-01", "example.com", "foo://example.com:8042/over/there");
 * return c.run("SELECT id, uri_host(a) FROM cases", row -> row.getString(1));
 * }</pre>
 */
final class SqlCases {
    private final String title;
    private final List<String[]> inputs = new ArrayList<>();
    private final Map<String, Object> expected = new HashMap<>();
    private final List<String> order = new ArrayList<>();
    private final Map<String, String> firstInput = new HashMap<>();
    private Deviations deviations;

    SqlCases(String title) {
        this.title = title;
    }

    /** A case: its id, its inputs (the columns a, b, ... of the view {@code cases}) and the expected answer. */
    SqlCases add(String id, Object expectedAnswer, String... args) {
        String[] row = new String[args.length + 1];
        row[0] = id;
        System.arraycopy(args, 0, row, 1, args.length);
        if (expected.put(id, expectedAnswer) != null || (!inputs.isEmpty() && inputs.get(0).length != row.length)) {
            throw new IllegalArgumentException("duplicate id or column count: " + id);
        }
        inputs.add(row);
        order.add(id);
        firstInput.put(id, args.length == 0 ? null : args[0]);
        return this;
    }

    /** Cases listed in {@code deviations} must fail, and are then reported as aborted with the listed reason. */
    SqlCases withDeviations(Deviations listed) {
        this.deviations = listed;
        return this;
    }

    int size() {
        return order.size();
    }

    /**
     * Runs {@code sql} (its first column must be {@code id}) over the view {@code cases} and
     * compares {@code answer(row)} with each case's expected answer.
     */
    Stream<DynamicTest> run(String sql, Function<Row, Object> answer) {
        String[] columns = new String[inputs.get(0).length];
        columns[0] = "id";
        for (int i = 1; i < columns.length; i++) {
            columns[i] = String.valueOf((char) ('a' + i - 1));
        }
        SharedSpark.strings("cases", inputs, columns);
        Map<String, Object> actual = new HashMap<>();
        for (Row r : SharedSpark.session().sql(sql).collectAsList()) {
            actual.put(r.getString(0), answer.apply(r));
        }
        long pass = order.stream().filter(id -> actual.containsKey(id) && Objects.equals(expected.get(id), actual.get(id))).count();
        long listed = deviations == null ? 0 : order.stream().filter(id -> deviations.reason(id) != null).count();
        System.out.println(title + ": " + pass + "/" + order.size() + " pass"
                + (listed == 0 ? "" : " (" + listed + " listed in deviations/spark.txt)"));
        return order.stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Executable body = () -> {
                assertEquals(true, actual.containsKey(id), "no answer row for " + id);
                assertEquals(expected.get(id), actual.get(id), id);
            };
            if (deviations == null) {
                body.execute();
            } else {
                deviations.check(id, firstInput.get(id), body);
            }
        }));
    }
}
