package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_resolve(base, ref)}: the target URI of the reference {@code ref} against the absolute
 * URI {@code base} (RFC 3986 §5.2, strict), as {@code Uri.resolveOrNull}; NULL for a NULL
 * argument, a base that is invalid or relative, or a reference that is not a URI reference.
 *
 * <pre>{@code
 * SELECT uri_resolve('http://a/b/c/d;p?q', '../g');        -- http://a/b/g    (RFC 3986 §5.4.1)
 * SELECT uri_resolve('http://a/b/c/d;p?q', '../../../g');  -- http://a/g      (§5.4.2)
 * }</pre>
 */
public final class UriResolve extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriResolve(Expression a, Expression b) {
        super(a, b);
    }

    @Override
    public String functionName() {
        return "uri_resolve";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.resolve((UTF8String) v[0], (UTF8String) v[1]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("resolve", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriResolve(c.get(0), c.get(1));
    }
}
