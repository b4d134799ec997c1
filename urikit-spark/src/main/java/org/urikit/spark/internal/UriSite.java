package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_site(s)}: the registrable domain of the URI's host (the HTML Standard's "site" of a
 * domain: its public suffix and one more label), from the Public Suffix List bundled with the
 * library ({@code PublicSuffixList.defaults().registrableDomain}, both the ICANN and PRIVATE
 * sections); ASCII letters lower-cased, one trailing dot kept. NULL for NULL, for text that is not
 * a URI reference, a reference without a host, an IP address, a host that is itself a public
 * suffix ({@code co.uk}) and a host that is not a domain name. A percent-encoded name
 * (RFC 3986 §3.2.2) is decoded first, so the labels of an encoded internationalized name come
 * back in Unicode; {@code xn--} labels stay as they are.
 *
 * <pre>{@code
 * SELECT uri_site('https://www.example.co.uk/a');   -- example.co.uk
 * SELECT uri_site('https://alice.github.io/');      -- alice.github.io (github.io is a PRIVATE suffix)
 * SELECT uri_site('http://a.b.c.kobe.jp/');         -- b.c.kobe.jp     (wildcard rule *.kobe.jp)
 * SELECT uri_site('http://[::1]/'), uri_site('http://co.uk/');   -- NULL, NULL
 * }</pre>
 */
public final class UriSite extends UriExpression {
    private static final long serialVersionUID = 1L;

    public UriSite(Expression s) {
        super(s);
    }

    @Override
    public String functionName() {
        return "uri_site";
    }

    @Override
    public DataType dataType() {
        return DataTypes.StringType;
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.site((UTF8String) v[0]);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("site", v);
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriSite(c.get(0));
    }
}
