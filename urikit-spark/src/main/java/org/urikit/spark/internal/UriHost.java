package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_host(s)}: the raw host of RFC 3986 §3.2.2 as written (an IP literal keeps its
 * brackets; {@code file:///x} gives the empty string), as {@code Uri.host()}; NULL for NULL, for
 * text that is not a URI reference, and for a reference without an authority.
 *
 * <pre>{@code
 * SELECT uri_host('http://[fe80::1%25eth0]:8/');   -- [fe80::1%25eth0]
 * SELECT uri_host('mailto:a@example.com');         -- NULL (no authority)
 * }</pre>
 */
public final class UriHost extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriHost(Expression s) {
        super(s);
    }

    @Override
    public String functionName() {
        return "uri_host";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.host((UTF8String) v[0]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("host", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriHost(c.get(0));
    }
}
