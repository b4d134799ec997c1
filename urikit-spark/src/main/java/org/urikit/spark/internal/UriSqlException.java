package org.urikit.spark.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.SparkThrowable;
import org.urikit.error.Redaction;
import org.urikit.error.SyntaxError;

/**
 * The error a urikit SQL function raises, in Spark's form ({@link SparkThrowable}: an error class,
 * an SQLSTATE and message parameters), when it is asked to fail instead of giving NULL: a plain
 * function in ANSI mode ({@code spark.sql.ansi.enabled}, the default of Spark 4) on input it
 * cannot read. The {@code try_} twin of the function gives NULL instead.
 *
 * <pre>{@code
 * SELECT uri_host('http://h:x/');   -- with spark.sql.ansi.enabled=true:
 * [URIKIT_INVALID_URI] uri_host: the argument is not a URI reference (RFC 3986) or IRI reference (RFC 3987):
 * PORT_INVALID at index 9: the port must be decimal digits, found 'x'
 *   http://h:x/
 *            ^
 * Use `try_uri_host` to tolerate invalid input and return NULL instead.
 * }</pre>
 *
 * <p>Error classes: {@value #INVALID_URI} (SQLSTATE {@value #INVALID_URI_STATE}, "invalid text
 * representation", as Spark's {@code INVALID_URL}) with the parameters {@code function},
 * {@code argument}, {@code expected}, {@code code} (the {@link SyntaxError} name), {@code index}
 * (of the first offending character, in UTF-16 units of the argument), {@code input} and
 * {@code tryFunction}; {@value #INTERNAL} (SQLSTATE XX000) when the library itself failed, a bug.
 * A password in the input never reaches the message or the parameters ({@link Redaction}).
 */
public final class UriSqlException extends RuntimeException implements SparkThrowable {
    private static final long serialVersionUID = 1L;

    /** The error class of input that is not what the function reads. */
    public static final String INVALID_URI = "URIKIT_INVALID_URI";
    /** The SQLSTATE of {@link #INVALID_URI}: invalid text representation. */
    public static final String INVALID_URI_STATE = "22P02";
    /** The error class of a failure of the library itself. */
    public static final String INTERNAL = "URIKIT_INTERNAL_ERROR";

    private final String errorClass;
    private final String sqlState;
    private final Map<String, String> parameters;

    private UriSqlException(String errorClass, String sqlState, String message, Map<String, String> parameters,
            Throwable cause) {
        super("[" + errorClass + "] " + message, cause);
        this.errorClass = errorClass;
        this.sqlState = sqlState;
        this.parameters = Map.copyOf(parameters);
    }

    /**
     * {@value #INVALID_URI}: {@code argument} of {@code call} (e.g. "the base") is not
     * {@code expected} (e.g. "an absolute URI (RFC 3986 §4.3)"), with the library's reason.
     */
    public static UriSqlException invalid(Call call, String argument, String expected, String input, SyntaxError error,
            int index) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("function", call.name());
        p.put("argument", argument);
        p.put("expected", expected);
        p.put("code", error.name());
        p.put("index", Integer.toString(index));
        p.put("input", Redaction.redact(input));
        p.put("tryFunction", call.tryName());
        // The library's message: the reason, the character at fault and a caret line under it, the
        // password masked and a long input shown as a window around the index.
        String message = call.name() + ": " + argument + " is not " + expected + ": " + error.message(input, index)
                + "\nUse `" + call.tryName() + "` to tolerate invalid input and return NULL instead.";
        return new UriSqlException(INVALID_URI, INVALID_URI_STATE, message, p, null);
    }

    /** {@value #INTERNAL}: the library failed on a row of {@code call} (a bug; the cause says where). */
    public static UriSqlException internal(Call call, Throwable cause) {
        return new UriSqlException(INTERNAL, "XX000", call.name() + ": urikit failed on its input (a bug of urikit, "
                + "please report it with the cause below): " + cause.getClass().getName(), Map.of("function", call.name()), cause);
    }

    /** The error class (Spark 3.5's name for it; deprecated in Spark 4 for {@link #getCondition()}). */
    @Override
    @SuppressWarnings("deprecation")
    public String getErrorClass() {
        return errorClass;
    }

    /** The error class (Spark 4's name for it; Spark 3.5 does not call this). */
    public String getCondition() {
        return errorClass;
    }

    @Override
    public String getSqlState() {
        return sqlState;
    }

    @Override
    public boolean isInternalError() {
        return errorClass.equals(INTERNAL);
    }

    @Override
    public Map<String, String> getMessageParameters() {
        return parameters;
    }
}
