package org.urikit.spark;

import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import scala.Tuple3;
import scala.runtime.BoxedUnit;

/**
 * The urikit functions for every session of an application, without code: Spark calls this
 * class when a session starts with the setting
 * {@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}. That suits {@code spark-sql},
 * the Thrift server, notebooks and PySpark, where calling {@link UrikitFunctions#register} is
 * awkward.
 *
 * <pre>{@code
 * spark-submit --jars urikit-spark.jar --conf spark.sql.extensions=org.urikit.spark.UrikitExtensions app.py
 * # app.py: spark.sql("SELECT uri_host('http://a.example/')").show()
 *
 * SparkSession spark = SparkSession.builder().withExtensions(new UrikitExtensions()).getOrCreate();
 * }</pre>
 *
 * <p>The functions are those of {@link UrikitFunctions}; {@code uri_parse}, {@code url_whatwg} and
 * {@code uri_check} return passwords as written, unless the setting
 * {@code spark.urikit.redactPasswords=true} was given when the session started.
 */
public final class UrikitExtensions implements scala.Function1<SparkSessionExtensions, BoxedUnit> {
    /** The setting that makes {@code uri_parse}, {@code url_whatwg} and {@code uri_check} replace a non-empty password by {@code ****}. */
    public static final String REDACT_PASSWORDS = "spark.urikit.redactPasswords";

    /** For Spark, which instantiates the class named in {@code spark.sql.extensions}. */
    public UrikitExtensions() {
    }

    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (UriFunction f : UriFunction.values()) {
            extensions.injectFunction(new Tuple3<>(FunctionIdentifier.apply(f.sqlName()),
                    new ExpressionInfo(UrikitExtensions.class.getName(), f.sqlName()), new RedactAware(f)));
        }
        return BoxedUnit.UNIT;
    }

    /** Reads {@link #REDACT_PASSWORDS} from the session's configuration when a query uses the function. */
    private record RedactAware(UriFunction function)
            implements scala.Function1<scala.collection.immutable.Seq<org.apache.spark.sql.catalyst.expressions.Expression>,
                    org.apache.spark.sql.catalyst.expressions.Expression>, java.io.Serializable {
        @Override
        public org.apache.spark.sql.catalyst.expressions.Expression apply(
                scala.collection.immutable.Seq<org.apache.spark.sql.catalyst.expressions.Expression> args) {
            boolean redact = Boolean.parseBoolean(
                    org.apache.spark.sql.internal.SQLConf.get().getConfString(REDACT_PASSWORDS, "false"));
            return function.builder(redact).apply(args);
        }
    }
}
