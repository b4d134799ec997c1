package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_parse}: the components and verdict of RFC 3986 parsing as a {@link UriStruct}; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_parse} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_parse('http://h:x/').error;   -- PORT_INVALID
 * }</pre>
 */
public final class UriParse extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriParse(Expression s, Call call) {
        super(call, s);
    }

    public UriParse(Expression s, Expression reading, Call call) {
        super(call, s, reading);
    }

    @Override
    public DataType dataType() {
        return UriStruct.TYPE;
    }

    @Override
    protected Object evaluate(Object[] v) {
        switch (v.length) {
            case 1:
                return UriKernels.parse((UTF8String) v[0], call());
            default:
                return UriKernels.parse((UTF8String) v[0], (UTF8String) v[1], call());
        }
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "parse", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        switch (c.size()) {
            case 1:
                return new UriParse(c.get(0), call());
            default:
                return new UriParse(c.get(0), c.get(1), call());
        }
    }
}
