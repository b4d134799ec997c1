package org.urikit.spark.internal;

import java.util.Map;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import scala.Tuple3;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Registration of SQL functions, whose builder type names a Scala {@code Seq}: for Scala 2.13
 * ({@code src/main/scala-2.12} holds the same class for 2.12).
 *
 * <pre>{@code
 * CatalystFunctions.register(spark.sessionState().functionRegistry(), info, args -> new UriHost(...));
 * }</pre>
 */
public final class CatalystFunctions {
    private CatalystFunctions() {
    }

    /**
     * Registers {@code builder} under {@code info.getName()} (a temporary function of the session,
     * replacing any), documented by {@code info}. Spark names a temporary function its own way
     * (Spark 4.2: {@code system.session.name}; before, the bare name): it registers it, and the entry
     * it made is then replaced by one with the documentation.
     */
    public static void register(FunctionRegistry registry, ExpressionInfo info, FunctionBuilder builder) {
        Builder b = new Builder(builder);
        registry.createOrReplaceTempFunction(info.getName(), b, info.getSource());
        for (FunctionIdentifier id : CollectionConverters.asJava(registry.listFunction())) {
            if (id.funcName().equals(info.getName())) {
                registry.registerFunction(id, info, b);
            }
        }
    }

    /** Injects {@code builder} under {@code info.getName()} into every session that {@code extensions} configures. */
    public static void inject(SparkSessionExtensions extensions, ExpressionInfo info, FunctionBuilder builder) {
        extensions.injectFunction(new Tuple3<>(FunctionIdentifier.apply(info.getName()), info, new Builder(builder)));
    }

    /** Spark's analysis error of class {@code errorClass} (one of Spark's error classes) with its message parameters. */
    public static AnalysisException analysisError(String errorClass, Map<String, String> parameters) {
        return new AnalysisException(errorClass,
                CollectionConverters.asScala(parameters).toMap(scala.$less$colon$less$.MODULE$.refl()));
    }

    /** A serializable builder (Spark may ship function builders with a session's state). */
    private record Builder(FunctionBuilder builder)
            implements scala.Function1<scala.collection.immutable.Seq<Expression>, Expression>, java.io.Serializable {
        @Override
        public Expression apply(scala.collection.immutable.Seq<Expression> args) {
            return builder.build(CollectionConverters.asJava(args));
        }
    }
}
