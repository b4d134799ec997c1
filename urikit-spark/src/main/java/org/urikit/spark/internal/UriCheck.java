package org.urikit.spark.internal;

import java.util.List;
import org.apache.spark.sql.catalyst.analysis.TypeCheckResult;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * {@code uri_check(s [, policy])}: whether {@code s} is safe to fetch (policy {@code fetch}, the
 * default: a server fetching a URL it was given) or to show as a link ({@code link}), and why, as
 * {@code UriInspector.inspect(s, policy)} answers (RFC 3986 §7, the URL Standard, RFC 6890,
 * UTS #39; each finding code documents its reason): a {@link CheckStruct} with the verdict, the
 * finding codes, the target, its canonical host, the host's address class and site. Any text gets
 * an answer (text that is not a URI reference is itself a finding); NULL for a NULL argument or an
 * unknown policy in a column (a constant unknown policy is an analysis error). There is no base:
 * a relative reference has no target.
 *
 * <pre>{@code
 * SELECT uri_check('http://0x7f.1/admin').verdict;                      -- deny (127.0.0.1 to inet_aton and browsers)
 * SELECT uri_check('https://good.com@evil.com/', 'link').findings;      -- [USERINFO, USERINFO_LOOKS_LIKE_HOST]
 * SELECT url FROM links WHERE uri_check(url, 'link').verdict = 'allow';
 * }</pre>
 *
 * <p>The {@code target} is returned with its password; built with {@code redactPasswords} the
 * function returns a non-empty password in it as {@code ****} instead.
 */
public final class UriCheck extends UriExpression {
    private static final long serialVersionUID = 1L;

    private final boolean redactPasswords;

    public UriCheck(Expression s, boolean redactPasswords) {
        super(s);
        this.redactPasswords = redactPasswords;
    }

    public UriCheck(Expression s, Expression policy, boolean redactPasswords) {
        super(s, policy);
        this.redactPasswords = redactPasswords;
    }

    @Override
    public String functionName() {
        return "uri_check";
    }

    @Override
    public DataType dataType() {
        return CheckStruct.TYPE;
    }

    @Override
    protected List<Object> options() {
        return List.of(redactPasswords);
    }

    /** A constant policy is checked once, at analysis: a typo fails the query instead of giving NULL on every row. */
    @Override
    public TypeCheckResult checkInputDataTypes() {
        return checkConstantOption(1, v -> UriKernels.policy(v) != null, "policy", "fetch, link");
    }

    @Override
    protected Object evaluate(Object[] v) {
        return v.length == 1 ? UriKernels.check((UTF8String) v[0], redactPasswords)
                : UriKernels.check((UTF8String) v[0], (UTF8String) v[1], redactPasswords);
    }

    @Override
    protected String kernelCall(String[] v) {
        return v.length == 1 ? call("check", v[0], String.valueOf(redactPasswords))
                : call("check", v[0], v[1], String.valueOf(redactPasswords));
    }

    @Override
    protected UriExpression withChildren(List<Expression> c) {
        return c.size() == 1 ? new UriCheck(c.get(0), redactPasswords) : new UriCheck(c.get(0), c.get(1), redactPasswords);
    }
}
