package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_normalize}: the text normalized (RFC 3986 §6.2.2, and §6.2.3 at level {@code scheme}); documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_normalize} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_normalize('HTTP://Example.COM:80/%7euser/./a/../b');   -- http://example.com/~user/b
 * }</pre>
 */
public final class UriNormalize extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriNormalize(Expression s, Call call) {
        super(call, s);
    }

    public UriNormalize(Expression s, Expression level, Call call) {
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
                return UriKernels.normalize((UTF8String) v[0], call());
            default:
                return UriKernels.normalize((UTF8String) v[0], (UTF8String) v[1], call());
        }
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "normalize", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        switch (c.size()) {
            case 1:
                return new UriNormalize(c.get(0), call());
            default:
                return new UriNormalize(c.get(0), c.get(1), call());
        }
    }
}
