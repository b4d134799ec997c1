package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_check}: the security inspector's answer as a {@link CheckStruct}; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_check} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_check('http://0x7f.1/admin').verdict;   -- deny
 * }</pre>
 */
public final class UriCheck extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriCheck(Expression s, Call call) {
        super(call, s);
    }

    public UriCheck(Expression s, Expression policy, Call call) {
        super(call, s, policy);
    }

    public UriCheck(Expression s, Expression policy, Expression base, Call call) {
        super(call, s, policy, base);
    }

    @Override
    public DataType dataType() {
        return CheckStruct.TYPE;
    }

    @Override
    protected Object evaluate(Object[] v) {
        switch (v.length) {
            case 1:
                return WebKernels.check((UTF8String) v[0], call());
            case 2:
                return WebKernels.check((UTF8String) v[0], (UTF8String) v[1], call());
            default:
                return WebKernels.check((UTF8String) v[0], (UTF8String) v[1], (UTF8String) v[2], call());
        }
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(WebKernels.class, "check", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        switch (c.size()) {
            case 1:
                return new UriCheck(c.get(0), call());
            case 2:
                return new UriCheck(c.get(0), c.get(1), call());
            default:
                return new UriCheck(c.get(0), c.get(1), c.get(2), call());
        }
    }
}
