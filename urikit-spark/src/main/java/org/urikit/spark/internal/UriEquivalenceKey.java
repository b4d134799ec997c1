package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.analysis.TypeCheckResult;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_equivalence_key(s [, level])}: a string equal for exactly the references equivalent to
 * {@code s} at a rung of the RFC 3986 §6.2 comparison ladder ({@code string}, {@code syntax} or
 * {@code scheme}, the default), as {@code Uri.equivalenceKey}: the normalized text, for
 * {@code GROUP BY} and joins. NULL for a NULL argument, invalid text or an unknown level in a
 * column (a constant unknown level is an analysis error).
 *
 * <pre>{@code
 * SELECT uri_equivalence_key('http://example.com:80/') = uri_equivalence_key('HTTP://EXAMPLE.com');   -- true
 * }</pre>
 */
public final class UriEquivalenceKey extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriEquivalenceKey(Expression s) {
        super(s);
    }

    public UriEquivalenceKey(Expression s, Expression level) {
        super(s, level);
    }

    @Override
    public String functionName() {
        return "uri_equivalence_key";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    /** A constant level is checked once, at analysis: a typo fails the query instead of giving NULL on every row. */
    @Override
    public TypeCheckResult checkInputDataTypes() {
        return checkConstantOption(1, v -> UriKernels.equivalenceLevel(v) != null, "level", "string, syntax, scheme");
    }

    @Override
    protected Object evaluate(Object[] v) {
        return v.length == 1 ? UriKernels.equivalenceKey((UTF8String) v[0]) : UriKernels.equivalenceKey((UTF8String) v[0], (UTF8String) v[1]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("equivalenceKey", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return c.size() == 1 ? new UriEquivalenceKey(c.get(0)) : new UriEquivalenceKey(c.get(0), c.get(1));
    }
}
