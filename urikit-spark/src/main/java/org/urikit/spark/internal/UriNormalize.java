package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.analysis.TypeCheckResult;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_normalize(s [, level])}: {@code s} normalized (RFC 3986 §6.2.2 case, percent-encoding
 * and dot segments; at level {@code scheme}, the default, also the §6.2.3 scheme rules: default
 * port, empty http path, RFC 5952 IPv6), as {@code Uri.normalize()}; NULL for a NULL argument,
 * text that is not a URI reference, or an unknown level in a column (a constant unknown level is
 * an analysis error).
 *
 * <pre>{@code
 * SELECT uri_normalize('HTTP://Example.COM:80/%7euser/./a/../b');             -- http://example.com/~user/b
 * SELECT uri_normalize('HTTP://Example.COM:80/%7euser/./a/../b', 'syntax');   -- http://example.com:80/~user/b
 * }</pre>
 */
public final class UriNormalize extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriNormalize(Expression s) {
        super(s);
    }

    public UriNormalize(Expression s, Expression level) {
        super(s, level);
    }

    @Override
    public String functionName() {
        return "uri_normalize";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    /** A constant level is checked once, at analysis: a typo fails the query instead of giving NULL on every row. */
    @Override
    public TypeCheckResult checkInputDataTypes() {
        return checkConstantOption(1, v -> UriKernels.normalizeLevel(v) != null, "level", "syntax, scheme");
    }

    @Override
    protected Object evaluate(Object[] v) {
        return v.length == 1 ? UriKernels.normalize((UTF8String) v[0]) : UriKernels.normalize((UTF8String) v[0], (UTF8String) v[1]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("normalize", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return c.size() == 1 ? new UriNormalize(c.get(0)) : new UriNormalize(c.get(0), c.get(1));
    }
}
