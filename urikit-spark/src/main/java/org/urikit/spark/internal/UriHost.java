package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_host}: the raw host of RFC 3986 §3.2.2 (an IRI's in A-labels); documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_host} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_host('http://[fe80::1%25eth0]:8/');   -- [fe80::1%25eth0]
 * }</pre>
 */
public final class UriHost extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriHost(Expression s, Call call) {
        super(call, s);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.host((UTF8String) v[0], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "host", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriHost(c.get(0), call());
    }
}
