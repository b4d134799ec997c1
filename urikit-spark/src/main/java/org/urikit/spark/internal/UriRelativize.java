package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_relativize(base, target)}: the shortest reference that resolves against {@code base}
 * to exactly {@code target}, as {@code Uri.relativize} (the inverse of RFC 3986 §5.2); NULL for a
 * NULL argument, or when either is invalid or relative.
 *
 * <pre>{@code
 * SELECT uri_relativize('http://a/b/c/d;p?q', 'http://a/b/g');   -- ../g
 * SELECT uri_relativize('http://a/b/c/d;p?q', 'http://g');       -- //g
 * }</pre>
 */
public final class UriRelativize extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriRelativize(Expression a, Expression b) {
        super(a, b);
    }

    @Override
    public String functionName() {
        return "uri_relativize";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.relativize((UTF8String) v[0], (UTF8String) v[1]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("relativize", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriRelativize(c.get(0), c.get(1));
    }
}
