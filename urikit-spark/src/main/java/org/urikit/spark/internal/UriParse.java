package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_parse(s)}: the components and verdict of RFC 3986 parsing as a {@link UriStruct}; NULL
 * for NULL, and for text that is not a URI reference a struct with {@code valid = false},
 * {@code error} (the {@code SyntaxError} name) and {@code error_index} (the index of the first
 * offending character, in UTF-16 units of the text).
 *
 * <pre>{@code
 * SELECT uri_parse('ldap://[2001:db8::7]/c=GB?objectClass?one').host_type;   -- ipv6
 * SELECT uri_parse('http://h:x/').error, uri_parse('http://h:x/').error_index;   -- PORT_INVALID, 9
 * }</pre>
 *
 * <p>The {@code userinfo} is returned raw, password included, as {@code Uri.userInfo()} gives it;
 * built with {@code redactPasswords} the function returns it with a non-empty password replaced by
 * {@code ****} instead ({@code ftp://foo:secret@h/} gives {@code foo:****}).
 */
public final class UriParse extends UriExpression {
    private static final long serialVersionUID = 1L;

    private final boolean redactPasswords;

    public UriParse(Expression s, boolean redactPasswords) {
        super(s);
        this.redactPasswords = redactPasswords;
    }

    @Override
    public String functionName() {
        return "uri_parse";
    }

    @Override
    public DataType dataType() {
        return UriStruct.TYPE;
    }

    @Override
    protected List<Object> options() {
        return List.of(redactPasswords);
    }

    @Override
    protected Object evaluate(Object[] v) {
        return UriKernels.parse((UTF8String) v[0], redactPasswords);
    }

    @Override
    protected String kernelCall(String[] v) {
        return call("parse", v[0], String.valueOf(redactPasswords));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return new UriParse(c.get(0), redactPasswords);
    }
}
