package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_equivalence_key}: a key equal for exactly the references equivalent at a rung of RFC 3986 §6.2; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_equivalence_key} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_equivalence_key('http://example.com:80/') = uri_equivalence_key('HTTP://EXAMPLE.com');   -- true
 * }</pre>
 */
public final class UriEquivalenceKey extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriEquivalenceKey(Expression s, Call call) {
        super(call, s);
    }

    public UriEquivalenceKey(Expression s, Expression level, Call call) {
        super(call, s, level);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        switch (v.length) {
            case 1:
                return UriKernels.equivalenceKey((UTF8String) v[0], call());
            default:
                return UriKernels.equivalenceKey((UTF8String) v[0], (UTF8String) v[1], call());
        }
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "equivalenceKey", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        switch (c.size()) {
            case 1:
                return new UriEquivalenceKey(c.get(0), call());
            default:
                return new UriEquivalenceKey(c.get(0), c.get(1), call());
        }
    }
}
