package org.urikit.spark.internal;

import java.io.Serializable;
import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;

/**
 * Builds a function's expression from the arguments of a call, as Spark's function registry asks
 * (its own builder type names a Scala {@code Seq}, which {@link CatalystFunctions} adapts).
 * Serializable: Spark may ship function builders with a session's state.
 *
 * <pre>{@code
 * FunctionBuilder host = args -> new UriHost(args.get(0), new Call("uri_host", false, false));
 * }</pre>
 */
@FunctionalInterface
public interface FunctionBuilder extends Serializable {
    /** The expression for a call with {@code args}; may throw Spark's {@code AnalysisException} for a wrong call. */
    Expression build(List<Expression> args);
}
