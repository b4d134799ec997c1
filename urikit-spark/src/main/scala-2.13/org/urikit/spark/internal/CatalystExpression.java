package org.urikit.spark.internal;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.catalyst.analysis.TypeCheckResult;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ImplicitCastInputTypes;
import org.apache.spark.sql.catalyst.expressions.codegen.Block;
import org.apache.spark.sql.catalyst.expressions.codegen.CodeBlock;
import org.apache.spark.sql.catalyst.expressions.codegen.JavaCode;
import org.apache.spark.sql.types.AbstractDataType;
import org.apache.spark.sql.types.DataTypes;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The members of a Catalyst expression whose signatures name Scala collections, for Scala 2.13
 * (Spark 3.5 and 4.x built for 2.13, where Catalyst's {@code Seq} is
 * {@code scala.collection.immutable.Seq}); {@code src/main/scala-2.12} holds the same class for
 * 2.12. Every argument is a string (Spark casts others to string).
 *
 * <pre>{@code
 * class UriHost extends UriExpression { ... }   // UriExpression extends CatalystExpression
 * }</pre>
 */
public abstract class CatalystExpression extends Expression implements ImplicitCastInputTypes, Serializable {
    private static final long serialVersionUID = 1L;

    private final Expression[] args;
    private final scala.collection.immutable.Seq<Expression> children;
    private final scala.collection.immutable.Seq<AbstractDataType> types;

    protected CatalystExpression(Expression... args) {
        this.args = args.clone();
        this.children = CollectionConverters.asScala(Arrays.asList(this.args)).toList();
        List<AbstractDataType> strings = new ArrayList<>(args.length);
        for (int i = 0; i < args.length; i++) {
            strings.add(DataTypes.StringType);
        }
        this.types = CollectionConverters.asScala(strings).toList();
    }

    /** This expression over new arguments (same count, same options). */
    protected abstract Expression withArgs(List<Expression> newArgs);

    /** The i-th argument. */
    protected final Expression arg(int i) {
        return args[i];
    }

    /** How many arguments. */
    protected final int arity() {
        return args.length;
    }

    @Override
    public final scala.collection.immutable.Seq<Expression> children() {
        return children;
    }

    @Override
    public final scala.collection.immutable.Seq<AbstractDataType> inputTypes() {
        return types;
    }

    /** The implicit-cast type check of {@link ImplicitCastInputTypes} (Expression's own would accept anything). */
    @Override
    public TypeCheckResult checkInputDataTypes() {
        return ImplicitCastInputTypes.super.checkInputDataTypes();
    }

    @Override
    public final Expression withNewChildrenInternal(scala.collection.immutable.IndexedSeq<Expression> newChildren) {
        return withArgs(CollectionConverters.asJava(newChildren));
    }

    /** Generated code: {@code parts} interleaved with the code of {@code inputs} (Catalyst's {@code code"..."}). */
    protected static Block block(List<String> parts, List<JavaCode> inputs) {
        return new CodeBlock(CollectionConverters.asScala(parts).toList(), CollectionConverters.asScala(inputs).toList());
    }
}
