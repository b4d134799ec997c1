package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_valid}: whether the text is a URI reference (RFC 3986 §4.1), or with the reading {@code iri} an IRI reference; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_valid} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_valid('http://a b/');   -- false
 * }</pre>
 */
public final class UriValid extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriValid(Expression s, Call call) {
        super(call, s);
    }

    public UriValid(Expression s, Expression reading, Call call) {
        super(call, s, reading);
    }

    @Override
    public DataType dataType() {
        return DataTypes.BooleanType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        switch (v.length) {
            case 1:
                return UriKernels.valid((UTF8String) v[0], call());
            default:
                return UriKernels.valid((UTF8String) v[0], (UTF8String) v[1], call());
        }
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "valid", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        switch (c.size()) {
            case 1:
                return new UriValid(c.get(0), call());
            default:
                return new UriValid(c.get(0), c.get(1), call());
        }
    }
}
