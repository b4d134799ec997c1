package org.urikit.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.spark.sql.SparkSession;
import org.urikit.spark.internal.CatalystFunctions;

/**
 * Registers urikit's URI functions (RFC 3986 parsing, resolution, relativization, normalization
 * and equivalence; IRIs, the Public Suffix List, the WHATWG URL Standard, the security inspector
 * and URIs in running text) with a Spark session, for SQL, the DataFrame API and PySpark:
 *
 * <pre>{@code
 * UrikitFunctions.register(spark);
 * spark.sql("SELECT uri_host(url), count(*) FROM logs GROUP BY uri_host(url)");
 * df.select(functions.call_function("uri_normalize", col("url")));
 * df.selectExpr("try_uri_resolve(page, href) AS target");
 * }</pre>
 *
 * <p>From PySpark: {@code spark.sparkContext._jvm.org.urikit.spark.UrikitFunctions.register(spark._jsparkSession)},
 * or start the session with {@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}, which
 * needs no code at all ({@link UrikitExtensions}).
 *
 * <p>The functions ({@code uri_parse}, {@code uri_valid}, {@code uri_host}, {@code uri_normalize},
 * {@code uri_resolve}, {@code uri_relativize}, {@code uri_equivalence_key}, {@code uri_query_param},
 * {@code uri_redact}, {@code uri_site}, {@code uri_whatwg}, {@code uri_check}, {@code uri_extract})
 * are documented in Spark's own form: {@code DESCRIBE FUNCTION EXTENDED uri_host} prints the usage,
 * arguments, examples and version, and docs/spark.md lists the same. Every argument is a string
 * (other types are cast to string); a NULL argument gives NULL. They follow Spark's conventions for
 * bad input: a function that cannot read its input raises {@code URIKIT_INVALID_URI} (with the
 * parser's error code and index) when {@code spark.sql.ansi.enabled} is true, the default of Spark
 * 4, and gives NULL otherwise; its {@code try_} twin ({@code try_uri_host}, ...) always gives NULL.
 * {@code uri_parse}, {@code uri_valid}, {@code uri_whatwg}, {@code uri_redact} and
 * {@code uri_extract} answer any text. {@code url_whatwg} is the deprecated name of
 * {@code uri_whatwg}.
 *
 * <p><b>Passwords.</b> {@code register(spark, true)} (or {@code spark.urikit.redactPasswords=true})
 * makes every function that returns a URI or text from its input replace a non-empty password by
 * {@code ****}, by the library's one rule ({@code org.urikit.error.Redaction}; RFC 3986 §3.2.1,
 * §7.5). {@code register(spark, false)} (or the setting {@code false}) returns them as written.
 * {@link #register(SparkSession)} reads the setting of the session, and when it is not set the
 * functions that return a URI value return it whole, as the library's {@code Uri.toUriString()}
 * does, while {@code uri_extract}, which pulls references out of running text, masks them. Error
 * messages never show a password.
 *
 * <p>The functions are native Catalyst expressions (generated code calls the library directly on
 * Spark's UTF-8 strings), registered as temporary functions of the session. They use Catalyst's
 * developer API, so there is one jar per Spark line: {@code urikit-spark-3.5_2.12},
 * {@code urikit-spark-3.5_2.13} and {@code urikit-spark-4_2.13} (Spark 4.0 to 4.2).
 */
public final class UrikitFunctions {
    private UrikitFunctions() {
    }

    /**
     * Registers every function with {@code spark}; passwords follow the session's
     * {@code spark.urikit.redactPasswords} when a query is analysed (see the class comment).
     */
    public static void register(SparkSession spark) {
        register(spark, null);
    }

    /**
     * Registers every function with {@code spark}. With {@code redactPasswords}, a non-empty
     * password is replaced by {@code ****} (RFC 3986 §7.5) in every URI or text a function returns
     * ({@code uri_parse}'s components, {@code uri_normalize}, {@code uri_resolve},
     * {@code uri_relativize}, {@code uri_equivalence_key}, {@code uri_whatwg}'s {@code password} and
     * {@code href}, {@code uri_check}'s {@code target}, {@code uri_extract}, ...); without, passwords
     * are returned as written everywhere. Registering again replaces the functions (so the last
     * call's choice holds).
     */
    public static void register(SparkSession spark, boolean redactPasswords) {
        register(spark, Boolean.valueOf(redactPasswords));
    }

    private static void register(SparkSession spark, Boolean redactPasswords) {
        Objects.requireNonNull(spark, "spark");
        for (SqlFunction f : SqlFunction.all()) {
            CatalystFunctions.register(spark.sessionState().functionRegistry(), f.info(), f.builder(redactPasswords));
        }
    }

    /**
     * The names {@link #register} registers, in order: each function, followed by its
     * {@code try_} twin when it has one, and {@code uri_whatwg} by its deprecated name {@code url_whatwg}.
     */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (SqlFunction f : SqlFunction.all()) {
            names.add(f.name());
        }
        return List.copyOf(names);
    }
}
