package org.urikit.spark;

import java.util.Map;
import org.apache.spark.SparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.SparkSessionExtensions;
import scala.runtime.BoxedUnit;

/**
 * What the tests do differently on Spark 3.5 ({@code src/test/spark-4} holds the same class for
 * Spark 4): a session of its own, with extensions, on the running SparkContext.
 *
 * <pre>{@code
 * SparkSession s = SparkLine.sessionWith(sc, new UrikitExtensions(), Map.of("spark.urikit.redactPasswords", "true"));
 * }</pre>
 */
final class SparkLine {
    private SparkLine() {
    }

    /**
     * A new session on {@code sc} with {@code extensions} and {@code settings}; the caller restores the
     * active and default sessions, which this clears (Spark 3.5's builder only creates a session when
     * there is none).
     */
    static SparkSession sessionWith(SparkContext sc, scala.Function1<SparkSessionExtensions, BoxedUnit> extensions,
            Map<String, String> settings) {
        SparkSession.clearActiveSession();
        SparkSession.clearDefaultSession();
        SparkSession.Builder b = SparkSession.builder().sparkContext(sc).withExtensions(extensions);
        settings.forEach(b::config);
        return b.getOrCreate();
    }
}
