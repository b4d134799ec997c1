package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_extract(text)}: the URI references found in running text (mail, notes, Markdown,
 * HTML) by {@code UriExtractor.defaults()}, as the URL drafts recommend delimiting them (RFC 3986
 * Appendix C): the references in order, each with its delimiters removed and a reference wrapped
 * across lines inside {@code <…>} joined again; an empty array when the text holds none. NULL for
 * NULL. Relative references count only as Markdown link destinations and HTML {@code href} values;
 * abbreviated forms ({@code www.example.com}) are not expanded.
 *
 * <pre>{@code
 * SELECT uri_extract('see <http://a.example/b?c#d> now');                       -- ["http://a.example/b?c#d"]
 * SELECT explode(uri_extract(body)) AS url FROM mails;                          -- one row per reference
 * }</pre>
 */
public final class UriExtract extends UriExpression {
    private static final long serialVersionUID = 1L;

    /** {@code array<string>}: the references, never containing NULL. */
    public static final DataType TYPE = DataTypes.createArrayType(DataTypes.StringType, false);

    public UriExtract(Expression text) {
        super(text);
    }

    @Override
    public String functionName() {
        return "uri_extract";
    }

    @Override
    public DataType dataType() {
        return TYPE;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.extract((UTF8String) v[0]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("extract", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriExtract(c.get(0));
    }
}
