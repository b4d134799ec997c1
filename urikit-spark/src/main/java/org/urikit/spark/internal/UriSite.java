package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_site}: the registrable domain of the host (Public Suffix List); documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_site} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_site('https://www.example.co.uk/a');   -- example.co.uk
 * }</pre>
 */
public final class UriSite extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriSite(Expression s, Call call) {
        super(call, s);
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.site((UTF8String) v[0], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(UriKernels.class, "site", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriSite(c.get(0), call());
    }
}
