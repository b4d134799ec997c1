package org.urikit.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.internal.SQLConf;
import org.urikit.spark.internal.Call;
import org.urikit.spark.internal.CatalystFunctions;
import org.urikit.spark.internal.FunctionBuilder;

/**
 * One name the functions are registered under: a function of {@link UriFunction}, its
 * {@code try_} twin, or a deprecated alias. {@link #all()} is the list both registration routes
 * register, each with its {@link ExpressionInfo} (what {@code DESCRIBE FUNCTION} shows) and a
 * builder that fixes the call's behaviour when a query is analysed: ANSI mode from
 * {@code spark.sql.ansi.enabled}, passwords from the registration or the session's
 * {@link UrikitExtensions#REDACT_PASSWORDS}.
 *
 * <pre>{@code
 * for (SqlFunction f : SqlFunction.all()) registry.register(f.info(), f.builder(null));
 * }</pre>
 *
 * @param name the SQL name
 * @param function what it computes
 * @param lenient a {@code try_} twin: NULL instead of an error, whatever the mode
 * @param replacement for a deprecated alias, the name to use instead; else null
 */
record SqlFunction(String name, UriFunction function, boolean lenient, String replacement) {
    /**
     * Where the wrong-argument-count error of Spark ({@code WRONG_NUM_ARGS}) points: Spark appends
     * {@code /sql-ref-functions.html} to it, which lands in the fragment of the function list.
     */
    static final String DOCROOT = "https://github.com/urikit/urikit/blob/main/docs/spark.md#functions";
    /** The version whose release removes the deprecated names. */
    static final String REMOVAL = "0.4.0";

    /** Every name, in the order of {@link UriFunction}: each function, then its {@code try_} twin or its old name. */
    static List<SqlFunction> all() {
        List<SqlFunction> all = new ArrayList<>();
        for (UriFunction f : UriFunction.values()) {
            all.add(new SqlFunction(f.sqlName(), f, false, null));
            if (f.canFail()) {
                all.add(new SqlFunction("try_" + f.sqlName(), f, true, null));
            }
            if (f == UriFunction.URI_WHATWG) {
                all.add(new SqlFunction(UriFunction.URL_WHATWG, f, false, f.sqlName()));
            }
        }
        return List.copyOf(all);
    }

    /** The documentation of this name in Spark's form. */
    ExpressionInfo info() {
        FunctionDoc doc = lenient ? function.doc().lenient(function.sqlName(), "0.3.0") : function.doc();
        String since = replacement != null ? "0.2.0" : doc.since();
        String deprecated = replacement == null ? ""
                : "Use " + replacement + ", the same function: " + name + " is removed in urikit " + REMOVAL + ".";
        FunctionDoc shown = new FunctionDoc(doc.signature(), doc.description(), doc.arguments(), doc.examples(),
                noteOf(doc), since, doc.failure());
        return shown.info(function.className(), name, deprecated);
    }

    /** The note, and for a function that can fail, what it does in ANSI mode. */
    private String noteOf(FunctionDoc doc) {
        if (lenient || doc.failure() == null) {
            return doc.note();
        }
        String failing = doc.failure().call().replace("_FUNC_", name);
        String ansi = "With spark.sql.ansi.enabled (the default of Spark 4), input it cannot read raises "
                + "URIKIT_INVALID_URI with the reason and its index (`SELECT " + failing + "` fails with "
                + doc.failure().code() + " at index " + doc.failure().index() + "); otherwise it gives NULL, "
                + "and try_" + name + " always does.";
        return doc.note().isEmpty() ? ansi : ansi + " " + doc.note();
    }

    /**
     * The builder Spark's registry calls for each use of the name. {@code redactPasswords}: true or
     * false to fix it, null to read {@link UrikitExtensions#REDACT_PASSWORDS} from the session when
     * the query is analysed.
     */
    FunctionBuilder builder(Boolean redactPasswords) {
        return new Builder(this, redactPasswords);
    }

    /** Whether a call masks passwords, given the session setting (null when unset). */
    boolean masks(String setting) {
        if (setting == null) {
            return function.masksByDefault();
        }
        return !setting.trim().toLowerCase(Locale.ROOT).equals("false");    // only an explicit "false" shows passwords
    }

    /** A serializable builder (Spark may ship function builders with a session's state). */
    private record Builder(SqlFunction f, Boolean redactPasswords) implements FunctionBuilder {
        private static final long serialVersionUID = 1L;

        @Override
        public Expression build(List<Expression> args) {
            UriFunction fn = f.function();
            if (args.size() < fn.minArgs() || args.size() > fn.maxArgs()) {
                String expected = fn.minArgs() == fn.maxArgs() ? Integer.toString(fn.minArgs())
                        : "[" + fn.minArgs() + ", " + fn.maxArgs() + "]";
                throw Builder.<RuntimeException>unchecked(CatalystFunctions.analysisError("WRONG_NUM_ARGS.WITHOUT_SUGGESTION",
                        Map.of("functionName", "`" + f.name() + "`", "expectedNum", expected,
                                "actualNum", Integer.toString(args.size()), "docroot", DOCROOT)));
            }
            UriFunction.Choice choice = fn.choice();
            if (choice != null && args.size() > 1 && args.get(1) instanceof Literal literal) {
                String problem = choice.problem(literal.value());
                if (problem != null) {
                    throw Builder.<RuntimeException>unchecked(CatalystFunctions.analysisError("INVALID_PARAMETER_VALUE.PATTERN",
                            Map.of("parameter", "`" + choice.parameter() + "`", "functionName", "`" + f.name() + "`",
                                    "value", problem)));
                }
            }
            SQLConf conf = SQLConf.get();
            boolean mask = redactPasswords != null ? redactPasswords
                    : f.masks(conf.getConfString(UrikitExtensions.REDACT_PASSWORDS, null));
            return fn.build(args, new Call(f.name(), !f.lenient() && conf.ansiEnabled(), mask));
        }

        /**
         * Throws {@code e} without declaring it: Spark's {@code AnalysisException} is checked for javac
         * but Scala callers (the analyzer) expect it thrown from a function builder as it is.
         */
        @SuppressWarnings("unchecked")
        private static <E extends Throwable> E unchecked(Throwable e) throws E {
            throw (E) e;
        }
    }
}
