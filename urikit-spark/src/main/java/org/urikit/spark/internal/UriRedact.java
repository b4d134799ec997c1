package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_redact}: any text with a non-empty password replaced by {@code ****}; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_redact} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_redact('ftp://foo:secret@host.com/');   -- ftp://foo:****@host.com/
 * }</pre>
 */
public final class UriRedact extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriRedact(Expression s, Call call) {
        super(call, s);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.redact((UTF8String) v[0], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "redact", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriRedact(c.get(0), call());
    }
}
