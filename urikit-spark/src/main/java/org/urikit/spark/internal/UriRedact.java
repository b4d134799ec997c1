package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_redact(s)}: the text with a non-empty password in the userinfo replaced by
 * {@code ****} (RFC 3986 §3.2.1, §7.5), as {@code Uri.redacted()}; NULL for NULL and for text
 * that is not a URI reference.
 *
 * <pre>{@code
 * SELECT uri_redact('ftp://foo:secret@host.com/');   -- ftp://foo:****@host.com/
 * }</pre>
 */
public final class UriRedact extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriRedact(Expression s) {
        super(s);
    }

    @Override
    public String functionName() {
        return "uri_redact";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.redact((UTF8String) v[0]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("redact", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriRedact(c.get(0));
    }
}
