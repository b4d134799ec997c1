package org.urikit.spark.internal;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.analysis.TypeCheckResult;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ImplicitCastInputTypes;
import org.apache.spark.sql.catalyst.expressions.codegen.Block;
import org.apache.spark.sql.catalyst.expressions.codegen.CodeBlock;
import org.apache.spark.sql.catalyst.expressions.codegen.CodeGenerator;
import org.apache.spark.sql.catalyst.expressions.codegen.CodegenContext;
import org.apache.spark.sql.catalyst.expressions.codegen.ExprCode;
import org.apache.spark.sql.catalyst.expressions.codegen.JavaCode;
import org.apache.spark.sql.types.AbstractDataType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A urikit SQL function as a native Catalyst expression: string arguments (Spark casts others to
 * string), SQL NULL when any argument is NULL, and one static call into {@link UriKernels} per
 * row, which generated code makes directly (no conversion to Java rows and back).
 *
 * <pre>{@code
 * // what SELECT uri_host(url) FROM t compiles to, per row:
 * boolean isNull = true; UTF8String value = null;
 * if (!urlIsNull) { value = org.urikit.spark.internal.UriKernels.host(url); isNull = value == null; }
 * }</pre>
 *
 * <p>A subclass names the function, its result type, the kernel call (as generated Java and as an
 * interpreted call) and how to copy itself with new children. Equality is by class, children and
 * {@link #options()}, so {@code GROUP BY uri_host(url)} matches {@code SELECT uri_host(url)}.
 */
public abstract class UriExpression extends Expression implements ImplicitCastInputTypes, Serializable {
    private static final long serialVersionUID = 1L;
    private static final String KERNELS = UriKernels.class.getName();

    private final scala.collection.immutable.Seq<Expression> args;
    private final int arity;

    protected UriExpression(Expression... args) {
        this.args = CollectionConverters.asScala(Arrays.asList(args)).toList();
        this.arity = args.length;
    }

    /** The SQL name, e.g. {@code uri_host}. */
    public abstract String functionName();

    /** The kernel's answer for non-null argument values (Spark's internal types). */
    protected abstract Object evaluate(Object[] values);

    /** The Java expression that calls the kernel, given the generated names of the argument values. */
    protected abstract String kernelCall(String[] values);

    /** This function over {@code children} (same arity, same options). */
    protected abstract UriExpression withChildren(List<Expression> children);

    /** State beside the children that changes the result (part of equality); none by default. */
    protected List<Object> options() {
        return List.of();
    }

    /** {@code org.urikit.spark.internal.UriKernels.method(args)} in generated code. */
    protected static String call(String method, String... values) {
        return KERNELS + "." + method + "(" + String.join(", ", values) + ")";
    }

    /**
     * The type check, plus a constant option argument at {@code index} checked once at analysis:
     * a typo fails the query instead of giving NULL on every row. {@code known} tells whether a
     * value is valid; {@code what} and {@code expected} word the failure.
     */
    protected TypeCheckResult checkConstantOption(int index, java.util.function.Predicate<String> known, String what,
            String expected) {
        TypeCheckResult types = ImplicitCastInputTypes.super.checkInputDataTypes();
        if (types.isFailure() || children().size() <= index || !arg(index).foldable()) {
            return types;
        }
        Object value = arg(index).eval(null);
        if (value != null && !known.test(value.toString())) {
            return new TypeCheckResult.TypeCheckFailure(
                    functionName() + ": unknown " + what + " '" + value + "' (expected one of " + expected + ")");
        }
        return types;
    }

    /** The i-th argument. */
    protected Expression arg(int i) {
        return args.apply(i);
    }

    @Override
    public scala.collection.immutable.Seq<Expression> children() {
        return args;
    }

    @Override
    public scala.collection.immutable.Seq<AbstractDataType> inputTypes() {
        List<AbstractDataType> types = new ArrayList<>(arity);
        for (int i = 0; i < arity; i++) {
            types.add(DataTypes.StringType);
        }
        return CollectionConverters.asScala(types).toList();
    }

    @Override
    public TypeCheckResult checkInputDataTypes() {
        return ImplicitCastInputTypes.super.checkInputDataTypes();
    }

    @Override
    public boolean nullable() {
        return true;
    }

    @Override
    public boolean foldable() {
        for (int i = 0; i < arity; i++) {
            if (!arg(i).foldable()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String prettyName() {
        return functionName();
    }

    @Override
    public Object eval(InternalRow row) {
        Object[] values = new Object[arity];
        for (int i = 0; i < arity; i++) {
            values[i] = arg(i).eval(row);
            if (values[i] == null) {
                return null;
            }
        }
        return evaluate(values);
    }

    @Override
    public ExprCode doGenCode(CodegenContext ctx, ExprCode ev) {
        List<String> parts = new ArrayList<>();
        List<JavaCode> inputs = new ArrayList<>();
        String[] values = new String[arity];
        StringBuilder anyNull = new StringBuilder();
        parts.add("");
        for (int i = 0; i < arity; i++) {
            ExprCode c = arg(i).genCode(ctx);
            inputs.add(c.code());
            parts.add("\n");
            values[i] = c.value().toString();
            if (anyNull.length() > 0) {
                anyNull.append(" || ");
            }
            anyNull.append(c.isNull());
        }
        // Any result type: UTF8String, InternalRow (struct), ArrayData (array), or a primitive that
        // the kernel never leaves null (boolean).
        boolean primitive = CodeGenerator.isPrimitiveType(dataType());
        String javaType = CodeGenerator.javaType(dataType());
        String isNull = ev.isNull().toString();
        String value = ev.value().toString();
        String body = "boolean " + isNull + " = true;\n"
                + javaType + " " + value + " = " + CodeGenerator.defaultValue(dataType(), false) + ";\n"
                + "if (!(" + anyNull + ")) {\n"
                + "  " + value + " = " + kernelCall(values) + ";\n"
                + "  " + isNull + " = " + (primitive ? "false" : value + " == null") + ";\n"
                + "}\n";
        parts.set(parts.size() - 1, parts.get(parts.size() - 1) + body);
        Block code = new CodeBlock(CollectionConverters.asScala(parts).toList(), CollectionConverters.asScala(inputs).toList());
        return ev.copy(code, ev.isNull(), ev.value());
    }

    @Override
    public Expression withNewChildrenInternal(scala.collection.immutable.IndexedSeq<Expression> newChildren) {
        return withChildren(CollectionConverters.asJava(newChildren));
    }

    @Override
    public int productArity() {
        return arity + options().size();
    }

    @Override
    public Object productElement(int n) {
        return n < arity ? arg(n) : options().get(n - arity);
    }

    @Override
    public boolean canEqual(Object other) {
        return other != null && other.getClass() == getClass();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!canEqual(o)) {
            return false;
        }
        UriExpression other = (UriExpression) o;
        return args.equals(other.args) && options().equals(other.options());
    }

    @Override
    public int hashCode() {
        return 31 * (31 * getClass().hashCode() + args.hashCode()) + options().hashCode();
    }
}
