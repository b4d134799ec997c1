package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.SparkThrowable;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Spark's error conventions: with {@code spark.sql.ansi.enabled} a function that cannot read its
 * input raises {@code URIKIT_INVALID_URI} (SQLSTATE 22P02) with the parser's error code and index,
 * its {@code try_} twin gives NULL, and without ANSI mode both give NULL. Each function's failing
 * call is the one its documentation names ({@link FunctionDoc.Failure}), run three ways: folded
 * into a constant on the driver, in generated code over a table, and interpreted.
 */
class AnsiTest {
    private static final String EXCLUDE_FOLDING = "org.apache.spark.sql.catalyst.optimizer.ConstantFolding";

    /** The ways an expression is evaluated: settings for each. */
    private static final Map<String, Map<String, String>> PATHS = Map.of(
            "folded", Map.of(),
            "generated", Map.of("spark.sql.optimizer.excludedRules", EXCLUDE_FOLDING),
            "interpreted", Map.of("spark.sql.optimizer.excludedRules", EXCLUDE_FOLDING,
                    "spark.sql.codegen.wholeStage", "false", "spark.sql.codegen.factoryMode", "NO_CODEGEN"));

    @TestFactory
    Stream<DynamicTest> documentedFailures() {
        List<DynamicTest> tests = new ArrayList<>();
        int pass = 0;
        int total = 0;
        for (SqlFunction f : SqlFunction.all()) {
            FunctionDoc.Failure failure = f.function().doc().failure();
            if (failure == null || f.lenient() || f.replacement() != null) {
                continue;
            }
            for (Map.Entry<String, Map<String, String>> path : PATHS.entrySet()) {
                String call = failure.call().replace("_FUNC_", f.name());
                String tryCall = failure.call().replace("_FUNC_", "try_" + f.name());
                String id = f.name() + " " + path.getKey();
                Outcome ansi = run("SELECT " + call + " FROM range(1)", true, path.getValue());
                Outcome tryAnsi = run("SELECT " + tryCall + " FROM range(1)", true, path.getValue());
                Outcome lenient = run("SELECT " + call + " FROM range(1)", false, path.getValue());
                total++;
                boolean ok = ansi.error != null && lenient.error == null && lenient.value == null
                        && tryAnsi.error == null && tryAnsi.value == null;
                pass += ok ? 1 : 0;
                tests.add(DynamicTest.dynamicTest(id, () -> {
                    assertNotNull(ansi.error, call + " must fail in ANSI mode with a urikit error, not " + ansi.other);
                    assertEquals(UriSqlExceptionCheck.INVALID_URI, ansi.error.getErrorClass());
                    assertEquals("22P02", ansi.error.getSqlState());
                    assertEquals(failure.code(), ansi.error.getMessageParameters().get("code"));
                    assertEquals(Integer.toString(failure.index()), ansi.error.getMessageParameters().get("index"));
                    assertEquals(f.name(), ansi.error.getMessageParameters().get("function"));
                    String message = ((Throwable) ansi.error).getMessage();
                    assertTrue(message.startsWith("[URIKIT_INVALID_URI] " + f.name() + ": "), message);
                    assertTrue(message.contains(failure.code() + " at index " + failure.index() + ": "), message);
                    assertTrue(message.contains("Use `try_" + f.name() + "`"), message);
                    assertNull(tryAnsi.error, "try_" + f.name() + " must not fail: " + tryAnsi.error);
                    assertNull(tryAnsi.value, "try_" + f.name());
                    assertNull(lenient.error, f.name() + " without ANSI mode must not fail: " + lenient.error);
                    assertNull(lenient.value, f.name() + " without ANSI mode");
                }));
            }
        }
        System.out.println("ANSI mode, documented failures (folded, generated, interpreted): " + pass + "/" + total + " pass");
        return tests.stream();
    }

    /** The message of a failing call, exactly: the library's reason, the caret line, the way out. */
    @Test
    void messageInFull() {
        Outcome o = run("SELECT uri_host('http://h:x/')", true, Map.of());
        assertEquals("[URIKIT_INVALID_URI] uri_host: the argument is not a URI reference (RFC 3986) or IRI reference "
                + "(RFC 3987): PORT_INVALID at index 9: the port must be decimal digits, found 'x'\n"
                + "  http://h:x/\n"
                + "           ^\n"
                + "Use `try_uri_host` to tolerate invalid input and return NULL instead.", ((Throwable) o.error).getMessage());
        // an IRI that cannot be read: the reason of the IRI mapping, with its index in the IRI (iri.tsv i12)
        Outcome iri = run("SELECT uri_normalize('http://é é/')", true, Map.of());
        assertEquals("IDN_HOST_INVALID", iri.error.getMessageParameters().get("code"));
        assertEquals("8", iri.error.getMessageParameters().get("index"));
        // a relative base: not an absolute URI (RFC 3986 §5.1)
        Outcome base = run("SELECT uri_resolve('a/b', 'c')", true, Map.of());
        assertEquals("the base", base.error.getMessageParameters().get("argument"));
        assertTrue(((Throwable) base.error).getMessage().startsWith("[URIKIT_INVALID_URI] uri_resolve: the base is not an "
                + "absolute URI (RFC 3986 §4.3) or IRI (RFC 3987): SCHEME_MISSING at index 0"), ((Throwable) base.error).getMessage());
    }

    /** The functions that answer any text do not fail in ANSI mode (functions.tsv values, ANSI on). */
    @Test
    void answeringFunctionsNeverFail() {
        Outcome o = run("SELECT uri_parse('http://h:x/').error, uri_valid('http://h:x/'), uri_whatwg('https://example.org:7z').error, "
                + "uri_check('http://h:x/').verdict, uri_redact('http://u:p@h:x/'), size(uri_extract('http://h:x/')), "
                + "uri_normalize('http://a/', lvl) FROM (SELECT 'bogus' AS lvl)", true, Map.of());
        assertNull(o.error, () -> String.valueOf(o.error));
        // README PORT_INVALID; uri_valid false; docs/cli.md port-invalid; hazards.tsv: SYNTAX_INVALID denies;
        // redaction.tsv bad-port-after-password; an unknown level in a column is NULL in both modes
        assertEquals("[PORT_INVALID,false,port-invalid,deny,http://u:****@h:x/,0,null]", o.row.toString());
    }

    /**
     * Hostile text in ANSI mode: each function either answers or raises URIKIT_INVALID_URI with a
     * message of bounded length (a window of the input), never another error.
     */
    @Test
    void hostileTextFailsCleanly() {
        String[] hostile = {"%".repeat(1_000_000), "http://" + "[".repeat(100_000), "http://" + "a@".repeat(100_000) + "h/",
            "\u0000http://a/"};
        for (int row = 0; row < hostile.length; row++) {
            SharedSpark.strings("hostile_" + row, List.<String[]>of(new String[] {hostile[row]}), "a");
        }
        List<String> wrong = new ArrayList<>();
        int errors = 0;
        for (String call : RobustnessTest.EVERY_FUNCTION.split(", (?=uri_)")) {
            for (int row = 0; row < hostile.length; row++) {
                Outcome o = run("SELECT " + call + " FROM hostile_" + row, true, Map.of());
                if (o.error != null) {
                    errors++;
                    String message = ((Throwable) o.error).getMessage();
                    if (!UriSqlExceptionCheck.INVALID_URI.equals(o.error.getErrorClass()) || message.length() > 1_000) {
                        wrong.add(call + " row " + row + ": " + message.substring(0, Math.min(300, message.length())));
                    }
                } else if (o.other != null) {
                    wrong.add(call + " row " + row + ": " + o.other);
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(errors > 20, "hostile text must raise errors in ANSI mode: " + errors);
    }

    /** What a query gave: its first row, or the urikit error found among the causes, or another failure. */
    private record Outcome(Row row, Object value, SparkThrowable error, Throwable other) {
    }

    private static Outcome run(String sql, boolean ansi, Map<String, String> settings) {
        Map<String, String> all = new java.util.HashMap<>(settings);
        all.put("spark.sql.ansi.enabled", Boolean.toString(ansi));
        return SharedSpark.withSettings(all, () -> {
            try {
                Row r = SharedSpark.session().sql(sql).first();
                return new Outcome(r, r.get(0), null, null);
            } catch (Exception e) {                  // Spark 3.5 wraps a task's failure in SparkException, a checked one
                for (Throwable t = e; t != null; t = t.getCause()) {
                    if (t instanceof SparkThrowable s && s.getErrorClass() != null && s.getErrorClass().startsWith("URIKIT_")) {
                        return new Outcome(null, null, s, null);
                    }
                }
                return new Outcome(null, null, null, e);
            }
        });
    }

    /** The error classes, as the documentation states them (not read from the code under test). */
    private static final class UriSqlExceptionCheck {
        static final String INVALID_URI = "URIKIT_INVALID_URI";
    }
}
