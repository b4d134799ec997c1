package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_whatwg}: the WHATWG URL Standard's reading as a {@link WebUrlStruct}; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_whatwg} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_whatwg('http://0x7f.1/').hostname;   -- 127.0.0.1
 * }</pre>
 */
public final class UriWhatwg extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriWhatwg(Expression s, Call call) {
        super(call, s);
    }

    public UriWhatwg(Expression s, Expression base, Call call) {
        super(call, s, base);
    }

    @Override
    public DataType dataType() {
        return WebUrlStruct.TYPE;
    }

    @Override
    protected Object evaluate(Object[] v) {
        switch (v.length) {
            case 1:
                return WebKernels.whatwg((UTF8String) v[0], call());
            default:
                return WebKernels.whatwg((UTF8String) v[0], (UTF8String) v[1], call());
        }
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(WebKernels.class, "whatwg", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        switch (c.size()) {
            case 1:
                return new UriWhatwg(c.get(0), call());
            default:
                return new UriWhatwg(c.get(0), c.get(1), call());
        }
    }
}
