package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_resolve}: the target of a reference against an absolute base (RFC 3986 §5.2, strict); documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_resolve} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_resolve('http://a/b/c/d;p?q', '../g');   -- http://a/b/g   (RFC 3986 §5.4.1)
 * }</pre>
 */
public final class UriResolve extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriResolve(Expression base, Expression ref, Call call) {
        super(call, base, ref);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.resolve((UTF8String) v[0], (UTF8String) v[1], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "resolve", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriResolve(c.get(0), c.get(1), call());
    }
}
