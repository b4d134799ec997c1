package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_extract}: the URI references found in running text, as {@code array<string>}; documented in Spark's form by
 * {@code DESCRIBE FUNCTION EXTENDED uri_extract} and in docs/spark.md.
 *
 * <pre>{@code
 * SELECT uri_extract('see <http://a.example/b?c#d> now');   -- ["http://a.example/b?c#d"]
 * }</pre>
 */
public final class UriExtract extends UriExpression {
    private static final long serialVersionUID = 1L;

    /** {@code array<string>}: the references, never containing NULL. */
    public static final DataType TYPE = DataTypes.createArrayType(DataTypes.StringType, false);

    public UriExtract(Expression text, Call call) {
        super(call, text);
    }

    @Override
    public DataType dataType() {
        return UriExtract.TYPE;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return WebKernels.extract((UTF8String) v[0], call());
    }

    @Override
    protected String kernelCall(String[] v, String call) {
        return invoke(WebKernels.class, "extract", with(v, call));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriExtract(c.get(0), call());
    }
}
