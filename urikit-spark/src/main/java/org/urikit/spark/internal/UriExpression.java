package org.urikit.spark.internal;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.codegen.CodeGenerator;
import org.apache.spark.sql.catalyst.expressions.codegen.CodegenContext;
import org.apache.spark.sql.catalyst.expressions.codegen.ExprCode;
import org.apache.spark.sql.catalyst.expressions.codegen.JavaCode;

/**
 * A urikit SQL function as a native Catalyst expression: string arguments (Spark casts others to
 * string), SQL NULL when any argument is NULL, and one static call into {@link UriKernels} or
 * {@link WebKernels} per row, which generated code makes directly (no conversion to Java rows and
 * back). The {@link Call} says how this call behaves (its name, ANSI errors, passwords).
 *
 * <pre>{@code
 * // what SELECT uri_host(url) FROM t compiles to, per row (call: the Call, a reference of the plan):
 * boolean isNull = true; UTF8String value = null;
 * if (!urlIsNull) { value = org.urikit.spark.internal.UriKernels.host(url, call); isNull = value == null; }
 * }</pre>
 *
 * <p>A subclass gives the result type, the kernel call (as generated Java and as an interpreted
 * call) and how to copy itself with new children; its constructors take the children then the
 * call, the order of its product elements (Catalyst copies a node through them). Equality is by
 * class, children and call, so {@code GROUP BY uri_host(url)} matches {@code SELECT uri_host(url)}.
 */
public abstract class UriExpression extends CatalystExpression {
    private static final long serialVersionUID = 1L;

    private final Call call;

    protected UriExpression(Call call, Expression... args) {
        super(args);
        this.call = call;
    }

    /** How this call behaves. */
    public final Call call() {
        return call;
    }

    /** The kernel's answer for non-null argument values (Spark's internal types). */
    protected abstract Object evaluate(Object[] values);

    /**
     * The Java expression that calls the kernel, given the generated names of the argument values
     * and of the {@link Call}.
     */
    protected abstract String kernelCall(String[] values, String call);

    /** This function over {@code children} (same arity, same call). */
    protected abstract UriExpression withChildren(List<Expression> children);

    /** {@code owner.method(args)} in generated code, {@code owner} being {@link UriKernels} or {@link WebKernels}. */
    protected static String invoke(Class<?> owner, String method, String... args) {
        return owner.getName() + "." + method + "(" + String.join(", ", args) + ")";
    }

    /** {@code values} then {@code last}: the arguments of a kernel call. */
    protected static String[] with(String[] values, String last) {
        String[] all = java.util.Arrays.copyOf(values, values.length + 1);
        all[values.length] = last;
        return all;
    }

    @Override
    protected final Expression withArgs(List<Expression> newArgs) {
        return withChildren(newArgs);
    }

    @Override
    public boolean nullable() {
        return true;
    }

    @Override
    public boolean foldable() {
        for (int i = 0; i < arity(); i++) {
            if (!arg(i).foldable()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String prettyName() {
        return call.name();
    }

    @Override
    public Object eval(InternalRow row) {
        Object[] values = new Object[arity()];
        for (int i = 0; i < values.length; i++) {
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
        String[] values = new String[arity()];
        StringBuilder anyNull = new StringBuilder();
        parts.add("");
        for (int i = 0; i < values.length; i++) {
            ExprCode c = arg(i).genCode(ctx);
            inputs.add(c.code());
            parts.add("\n");
            values[i] = c.value().toString();
            if (anyNull.length() > 0) {
                anyNull.append(" || ");
            }
            anyNull.append(c.isNull());
        }
        String callRef = ctx.addReferenceObj("urikitCall", call, Call.class.getName());
        // Any result type: UTF8String, InternalRow (struct), ArrayData (array); a primitive (boolean)
        // comes boxed from the kernel, null for NULL.
        boolean primitive = CodeGenerator.isPrimitiveType(dataType());
        String javaType = CodeGenerator.javaType(dataType());
        String isNull = ev.isNull().toString();
        String value = ev.value().toString();
        String answer = primitive ? ctx.freshName("answer") : value;
        String body = "boolean " + isNull + " = true;\n"
                + javaType + " " + value + " = " + CodeGenerator.defaultValue(dataType(), false) + ";\n"
                + "if (!(" + anyNull + ")) {\n"
                + (primitive
                        ? "  " + CodeGenerator.boxedType(dataType()) + " " + answer + " = " + kernelCall(values, callRef) + ";\n"
                                + "  " + isNull + " = " + answer + " == null;\n"
                                + "  if (!" + isNull + ") { " + value + " = " + answer + "; }\n"
                        : "  " + value + " = " + kernelCall(values, callRef) + ";\n"
                                + "  " + isNull + " = " + value + " == null;\n")
                + "}\n";
        parts.set(parts.size() - 1, parts.get(parts.size() - 1) + body);
        return ev.copy(block(parts, inputs), ev.isNull(), ev.value());
    }

    @Override
    public int productArity() {
        return arity() + 1;
    }

    @Override
    public Object productElement(int n) {
        return n < arity() ? arg(n) : call;
    }

    /** The children alone in plans ({@code uri_host(url#1)}), not the call's settings. */
    @Override
    @SuppressWarnings("unchecked")
    public scala.collection.Iterator<Object> stringArgs() {
        return (scala.collection.Iterator<Object>) (scala.collection.Iterator<?>) children().iterator();
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
        return children().equals(other.children()) && call.equals(other.call);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * getClass().hashCode() + children().hashCode()) + call.hashCode();
    }
}
