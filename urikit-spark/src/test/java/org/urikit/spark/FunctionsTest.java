package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.urikit.testing.TestData;

/**
 * The cases of {@code testdata/spark/functions.tsv}: every function from SQL over table columns
 * (generated code), then again with code generation off (the interpreted path), nulls, invalid
 * input, and the analysis errors of wrong calls.
 */
class FunctionsTest {
    private static final String FILE = "spark/functions.tsv";

    @TestFactory
    Stream<DynamicTest> generatedCode() {
        return run("functions.tsv with generated code", Map.of());
    }

    @TestFactory
    Stream<DynamicTest> interpreted() {
        return run("functions.tsv interpreted", Map.of(
                "spark.sql.codegen.wholeStage", "false",
                "spark.sql.codegen.factoryMode", "NO_CODEGEN"));
    }

    @TestFactory
    Stream<DynamicTest> analysisErrors() {
        SparkSession spark = SharedSpark.session();
        List<DynamicTest> tests = new ArrayList<>();
        int pass = 0;
        int total = 0;
        for (TestData.Row r : TestData.rows(FILE)) {
            if (r.get("expected") == null || !r.get("expected").startsWith("!")) {
                continue;
            }
            total++;
            SharedSpark.strings("one", List.<String[]>of(new String[] {r.get("a"), r.get("b")}), "a", "b");
            String want = r.get("expected").substring(1);
            String message;
            try {
                spark.sql("SELECT " + r.get("expr") + " FROM one").collectAsList();
                message = null;
            } catch (Exception e) {
                message = e instanceof AnalysisException ? e.getMessage() : "not an AnalysisException: " + e;
            }
            String got = message;
            if (got != null && got.contains(want)) {
                pass++;
            }
            tests.add(DynamicTest.dynamicTest(r.id(), () -> {
                assertTrue(got != null, r.get("expr") + " must fail analysis");
                assertTrue(got.contains(want), "expected a message with '" + want + "', got: " + got);
            }));
        }
        System.out.println("functions.tsv analysis errors: " + pass + "/" + total + " pass");
        return tests.stream();
    }

    /** All value cases as one query: a table of one row per case and one CASE branch per case. */
    private static Stream<DynamicTest> run(String title, Map<String, String> conf) {
        SparkSession spark = SharedSpark.session();
        List<String[]> rows = new ArrayList<>();
        Map<String, String> expected = new HashMap<>();
        Map<String, String> exprs = new HashMap<>();
        StringBuilder select = new StringBuilder("SELECT id, CASE id");
        for (TestData.Row r : TestData.rows(FILE)) {
            if (r.get("expected") != null && r.get("expected").startsWith("!")) {
                continue;
            }
            rows.add(new String[] {r.id(), r.get("a"), r.get("b")});
            expected.put(r.id(), r.get("expected"));
            exprs.put(r.id(), r.get("expr"));
            select.append(" WHEN '").append(r.id()).append("' THEN CAST(").append(r.get("expr")).append(" AS STRING)");
        }
        select.append(" END FROM cases");
        SharedSpark.strings("cases", rows, "id", "a", "b");
        Map<String, String> actual = SharedSpark.withSettings(conf, () -> {
            Map<String, String> answers = new HashMap<>();
            for (Row row : spark.sql(select.toString()).collectAsList()) {
                answers.put(row.getString(0), row.getString(1));
            }
            return answers;
        });
        long pass = expected.keySet().stream().filter(id -> actual.containsKey(id)
                && java.util.Objects.equals(expected.get(id), actual.get(id))).count();
        System.out.println(title + ": " + pass + "/" + expected.size() + " pass");
        return rows.stream().map(r -> DynamicTest.dynamicTest(r[0], () -> {
            assertTrue(actual.containsKey(r[0]), "no answer for " + r[0]);
            assertEquals(expected.get(r[0]), actual.get(r[0]), exprs.get(r[0]) + " with a=" + r[1] + ", b=" + r[2]);
        }));
    }

    /** A wrong call never reaches the executors. */
    @org.junit.jupiter.api.Test
    void unknownFunctionIsNotOurs() {
        assertThrows(AnalysisException.class, () -> SharedSpark.session().sql("SELECT uri_nonexistent('x')").collect());
    }
}
