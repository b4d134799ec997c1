package org.urikit.spark;

import org.apache.spark.sql.SparkSessionExtensions;
import org.urikit.spark.internal.CatalystFunctions;
import scala.runtime.BoxedUnit;

/**
 * The urikit functions for every session of an application, without code: Spark calls this
 * class when a session starts with the setting
 * {@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}. That suits {@code spark-sql},
 * the Thrift server, notebooks and PySpark, where calling {@link UrikitFunctions#register} is
 * awkward.
 *
 * <pre>{@code
 * spark-submit --jars urikit-spark-4_2.13.jar --conf spark.sql.extensions=org.urikit.spark.UrikitExtensions app.py
 * # app.py: spark.sql("SELECT uri_host('http://a.example/')").show()
 *
 * SparkSession spark = SparkSession.builder().withExtensions(new UrikitExtensions()).getOrCreate();
 * }</pre>
 *
 * <p>The functions are those of {@link UrikitFunctions}, with their {@code try_} twins and
 * documentation. Passwords follow the session's {@link #REDACT_PASSWORDS} when a query is
 * analysed: {@code true} masks them in everything the functions return, {@code false} returns them
 * as written, and unset masks them only in {@code uri_extract}.
 */
public final class UrikitExtensions implements scala.Function1<SparkSessionExtensions, BoxedUnit> {
    /**
     * The setting that makes every function replace a non-empty password by {@code ****}
     * ({@code true}) or return it as written ({@code false}); any other value masks too.
     */
    public static final String REDACT_PASSWORDS = "spark.urikit.redactPasswords";

    /** For Spark, which instantiates the class named in {@code spark.sql.extensions}. */
    public UrikitExtensions() {
    }

    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (SqlFunction f : SqlFunction.all()) {
            CatalystFunctions.inject(extensions, f.info(), f.builder(null));
        }
        return BoxedUnit.UNIT;
    }
}
