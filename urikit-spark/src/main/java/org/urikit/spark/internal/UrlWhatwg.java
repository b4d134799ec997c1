package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code url_whatwg(s [, base])}: {@code s} read as the WHATWG URL Standard reads it (browsers,
 * {@code fetch}, Node; the basic URL parser, against {@code base} when given: the standard's
 * {@code new URL(s, base)}), as a {@link WebUrlStruct}: the {@code URL} API's attributes, or
 * {@code valid = false} and the standard's name of the validation error that made the parser
 * fail (the base's own error when the base fails). NULL for a NULL argument.
 *
 * <pre>{@code
 * SELECT url_whatwg('HTTP://EXAMPLE.com:80/a/../b c?q#f').href;    -- http://example.com/b%20c?q#f
 * SELECT url_whatwg('http://0x7f.1/').hostname;                    -- 127.0.0.1
 * SELECT url_whatwg('../x', 'http://a/b/c').href;                  -- http://a/x
 * SELECT url_whatwg('https://example.org:7z').error;               -- port-invalid
 * }</pre>
 *
 * <p>The {@code password} and the {@code href} are returned as the standard gives them;
 * built with {@code redactPasswords} the function returns a non-empty password as {@code ****} in
 * both instead.
 */
public final class UrlWhatwg extends UriExpression {
    private static final long serialVersionUID = 1L;

    private final boolean redactPasswords;

    public UrlWhatwg(Expression s, boolean redactPasswords) {
        super(s);
        this.redactPasswords = redactPasswords;
    }

    public UrlWhatwg(Expression s, Expression base, boolean redactPasswords) {
        super(s, base);
        this.redactPasswords = redactPasswords;
    }

    @Override
    public String functionName() {
        return "url_whatwg";
    }

    @Override
    public DataType dataType() {
        return WebUrlStruct.TYPE;
    }

    @Override
    protected List<Object> options() {
        return List.of(redactPasswords);
    }

    @Override
    protected Object evaluate(Object[] v) {
        return v.length == 1 ? UriKernels.whatwg((UTF8String) v[0], redactPasswords)
                : UriKernels.whatwg((UTF8String) v[0], (UTF8String) v[1], redactPasswords);
    }

    @Override
    protected String kernelCall(String[] v) {
        return v.length == 1 ? call("whatwg", v[0], String.valueOf(redactPasswords))
                : call("whatwg", v[0], v[1], String.valueOf(redactPasswords));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return c.size() == 1 ? new UrlWhatwg(c.get(0), redactPasswords) : new UrlWhatwg(c.get(0), c.get(1), redactPasswords);
    }
}
