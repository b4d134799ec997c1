package org.urikit.template;

/**
 * Why a URI Template cannot be parsed, expanded or matched: the reason code carried by
 * {@link UriTemplateException}, together with the 0-based UTF-16 index in the template.
 *
 * <pre>{@code
 * try {
 *     UriTemplate.parse("/users/{user id}");
 * } catch (UriTemplateException e) {
 *     e.error();   // TemplateError.VARIABLE_NAME_INVALID
 *     e.index();   // 12, the space
 * }
 * }</pre>
 *
 * <p>The parse errors name the rule of the RFC 6570 §2 grammar that the character breaks; the
 * expansion errors are the value-type rules of RFC 6570 §2.3 and §2.4.1; {@link #TEMPLATE_NOT_MATCHABLE}
 * belongs to matching, which RFC 6570 does not define. {@link #description()} is the human
 * sentence used in messages. The names are part of the CLI contract ({@code "error"} in
 * {@code urikit template --json}), so they are only ever added, never renamed.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc6570#section-2">RFC 6570 §2 Syntax</a>
 */
public enum TemplateError {
    /** A <code>"&#123;"</code> whose expression has no closing <code>"&#125;"</code>; the index is the <code>"&#123;"</code> (RFC 6570 §2.2). */
    EXPRESSION_UNCLOSED("the expression has no closing '}'"),
    /** A <code>"&#125;"</code> outside any expression: literals cannot contain it (RFC 6570 §2.1). */
    CLOSE_BRACE_UNMATCHED("'}' without an opening '{'"),
    /** {@code "{}"} or an operator alone, such as {@code "{+}"}: an expression needs a variable (RFC 6570 §2.2); the index is the <code>"&#123;"</code>. */
    EXPRESSION_EMPTY("an expression needs at least one variable"),
    /** One of {@code = , ! @ |}, which RFC 6570 §2.2 reserves for future operators. */
    OPERATOR_INVALID("this operator is reserved for future extensions"),
    /**
     * A variable name that breaks {@code varname = varchar *( ["."] varchar )},
     * {@code varchar = ALPHA / DIGIT / "_" / pct-encoded} (RFC 6570 §2.3): another character,
     * an empty name, or a {@code "."} at the start, at the end or doubled.
     */
    VARIABLE_NAME_INVALID("variable names are letters, digits, '_', percent-encoded octets and single inner dots"),
    /** A prefix modifier that is not {@code ":"} and a length from 1 to 9999 without leading zeros (RFC 6570 §2.4.1). */
    PREFIX_INVALID("a prefix modifier is ':' followed by a length from 1 to 9999"),
    /** Something other than {@code ","} or <code>"&#125;"</code> after a modifier, such as {@code "{var:2*}"}: a variable has at most one modifier (RFC 6570 §2.4). */
    MODIFIER_INVALID("a variable takes one modifier, then ',' or '}'"),
    /**
     * A character that a literal cannot contain (RFC 6570 §2.1): a control, space, {@code "}, {@code <},
     * {@code >}, {@code \}, {@code ^}, {@code `}, {@code |}, a non-ASCII code point that is neither
     * {@code ucschar} nor {@code iprivate} (RFC 3987 §2.2), or a lone surrogate.
     */
    LITERAL_INVALID("character not allowed in a template literal"),
    /** A {@code "%"} not followed by two hexadecimal digits, in a literal or a variable name (RFC 6570 §2.1, §2.3). */
    PERCENT_ENCODING_INVALID("'%' must be followed by two hexadecimal digits"),
    /** A prefix modifier on a list or map value: it applies only to strings (RFC 6570 §2.4.1). Raised by expansion. */
    PREFIX_ON_COMPOSITE("a prefix modifier applies only to a string value, not to a list or map"),
    /** A list member or map value that is itself a list or map: values are at most one level deep (RFC 6570 §2.3). Raised by expansion. */
    VALUE_INVALID("list members and map values must be single values, not lists or maps"),
    /**
     * A variable without a value (RFC 6570 §2.3: absent, null, or a list or map with no defined
     * member) in {@link UriTemplate#expandStrict(java.util.Map)}, which requires every variable;
     * {@link UriTemplateException#detail()} names it. Raised by strict expansion.
     */
    VARIABLE_UNDEFINED("every variable needs a value in a strict expansion"),
    /** A template whose matches would not be unique, so it cannot be matched (see {@link UriTemplate#isMatchable()}). */
    TEMPLATE_NOT_MATCHABLE("the template cannot be matched");

    private final String description;

    TemplateError(String description) {
        this.description = description;
    }

    /** A one-line human explanation of the rule, without position information. */
    public String description() {
        return description;
    }
}
