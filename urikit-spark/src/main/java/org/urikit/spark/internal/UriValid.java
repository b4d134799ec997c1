package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_valid(s)}: whether {@code s} is a URI reference under RFC 3986 (§4.1), as
 * {@code Uri.isValid}; NULL for NULL.
 *
 * <pre>{@code
 * SELECT uri_valid('http://a/b'), uri_valid('http://a b/');   -- true, false
 * }</pre>
 */
public final class UriValid extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriValid(Expression s) {
        super(s);
    }

    @Override
    public String functionName() {
        return "uri_valid";
    }

    @Override
    public DataType dataType() {
        return DataTypes.BooleanType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.valid((UTF8String) v[0]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("valid", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriValid(c.get(0));
    }
}
