package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_relativize}: the shortest reference from a base to a target (the inverse of RFC 3986 §5.2); documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_relativize} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_relativize('http://a/b/c/d;p?q', 'http://a/b/g');   -- ../g
 * }</pre>
 */
public final class UriRelativize extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriRelativize(Expression base, Expression target, Call call) {
        super(call, base, target);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.relativize((UTF8String) v[0], (UTF8String) v[1], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "relativize", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriRelativize(c.get(0), c.get(1), call());
    }
}
