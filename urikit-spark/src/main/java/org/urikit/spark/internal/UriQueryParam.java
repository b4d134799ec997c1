package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_query_param(s, name)}: the percent-decoded value of the first query parameter called
 * {@code name} (the query split at {@code &} and the first {@code =}; RFC 3986 §3.4 defines no
 * pairs, this is the common convention, and {@code +} stays {@code +}), as
 * {@code Uri.queryParameters().get}; NULL for a NULL argument, invalid text, no such parameter,
 * or a parameter written without {@code =}.
 *
 * <pre>{@code
 * SELECT uri_query_param('http://h/s?tag=a&tag=b%26c', 'tag');   -- a
 * SELECT uri_query_param('http://h/s?x=1+1', 'x');               -- 1+1
 * }</pre>
 */
public final class UriQueryParam extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriQueryParam(Expression a, Expression b) {
        super(a, b);
    }

    @Override
    public String functionName() {
        return "uri_query_param";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.queryParam((UTF8String) v[0], (UTF8String) v[1]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("queryParam", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriQueryParam(c.get(0), c.get(1));
    }
}
