package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_query_param}: the decoded value of the first query parameter of a name; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_query_param} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_query_param('http://h/s?tag=a&tag=b%26c', 'tag');   -- a
 * }</pre>
 */
public final class UriQueryParam extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriQueryParam(Expression s, Expression name, Call call) {
        super(call, s, name);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.queryParam((UTF8String) v[0], (UTF8String) v[1], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "queryParam", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriQueryParam(c.get(0), c.get(1), call());
    }
}
