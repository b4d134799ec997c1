package org.urikit.template;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.error.UriSyntaxException;

/**
 * A URI Template (RFC 6570): parsed once, immutable and safe to share between threads; it
 * expands variables into a URI reference at all four levels of RFC 6570 §1.2, and matches a URI
 * against the template to recover the variables.
 *
 * <pre>{@code
 * UriTemplate t = UriTemplate.parse("/repos/{owner}/{repo}/issues{?state,page}");
 * t.variables();                                              // [owner, repo, state, page]
 * t.expand(Map.of("owner", "octo cat", "repo", "hello", "page", 2));
 *                                                             // "/repos/octo%20cat/hello/issues?page=2"
 * t.match("/repos/octo%20cat/hello/issues?state=open");        // {owner=octo cat, repo=hello, state=open}
 * t.expandPartial(Map.of("owner", "o", "repo", "r")).text();       // "/repos/o/r/issues{?state,page}"
 * UriTemplate.parse("{var:0}");                                // UriTemplateException: PREFIX_INVALID at index 5
 * }</pre>
 *
 * <h2>Expansion (RFC 6570 §3)</h2>
 * Values are looked up by name in a {@code Map<String, ?>}:
 * <ul>
 * <li>null, or no entry, is undefined (RFC 6570 §2.3); a list with no non-null member and a map
 *   with no non-null value are undefined too, and an undefined variable adds nothing, not even
 *   its separator (§3.2.1);</li>
 * <li>a {@link Map} is an associative array, pairs in the map's iteration order (use a
 *   {@link java.util.LinkedHashMap} to fix it); pairs with a null key or value are skipped;</li>
 * <li>a {@link java.util.Collection} or an array is a list, members in iteration order; null
 *   members are skipped;</li>
 * <li>anything else is a string: {@link String}s as they are, numbers, booleans and other
 *   objects through {@link String#valueOf(Object)}.</li>
 * </ul>
 * Strings are encoded as UTF-8 (RFC 6570 §1.6, §3.2.1): outside {@code +} and {@code #} every
 * character but {@code unreserved} is pct-encoded; with {@code +} and {@code #} the
 * {@code reserved} characters and well-formed pct-encoded triplets of the value are kept as they
 * are (§3.2.3). A prefix {@code {var:n}} keeps the first n characters, Unicode code points, never
 * half of a surrogate pair (§2.4.1); under {@code +} and {@code #}, which keep the value's
 * triplets, a triplet (or the triplets of one UTF-8-encoded character) is one character and is
 * never split: with {@code v = "%61%62%63"}, {@code {+v:2}} gives {@code %61%62}. Literal text is
 * copied, with characters that a URI cannot hold (non-ASCII) pct-encoded as UTF-8 (§3.1).
 *
 * <p>An undefined variable expands to nothing, as RFC 6570 requires; {@link #expandStrict(Map)}
 * fails instead with {@link TemplateError#VARIABLE_UNDEFINED}, naming the variable and its index.
 *
 * <p>An expansion allocates its result and nothing else: the text is written into a buffer that
 * each thread keeps for its next expansion (at most 1024 characters are kept; the values are not).
 *
 * <h2>Partial expansion</h2>
 * {@link #expandPartial(Map)} expands what it can and leaves every variable that has no entry in
 * the map (or maps to null) as template text, so that a later {@link #expand(Map)} with the
 * remaining variables gives the full expansion. See that method for the exact rule.
 *
 * <h2>Matching (not part of RFC 6570)</h2>
 * {@link #match(String)} is the inverse of expansion for the templates where it can be one:
 * see that method for the rules, and {@link #isMatchable()} and {@link #unmatchableReason()}.
 *
 * <h2>Parsing</h2>
 * {@link #parse(String)} reads the grammar of RFC 6570 §2 in one pass and rejects any other text
 * with a {@link TemplateError} and the index of the first offending character. One reading is
 * wider than the ABNF: {@code "'"}, which the {@code literals} rule leaves out, is accepted as a
 * literal, as RFC 6570's own example {@code '{var}'} (uritemplate-test, Level 1) needs; it is a
 * {@code sub-delims} character a URI may hold anywhere.
 *
 * <p>Equality is on the template text.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc6570">RFC 6570 URI Template</a>
 */
public final class UriTemplate {
    private final String text;
    /** Literal text (a {@code String}, already expanded) and {@link Expression}s, in order. */
    private final Object[] parts;
    /** Built on first use; immutable, so a racing second build is harmless. */
    private volatile List<String> variables;
    /** Built on first use; immutable, so a racing second build is harmless. */
    private volatile MatchPlan plan;

    private UriTemplate(String text, Object[] parts) {
        this.text = text;
        this.parts = parts;
    }

    /**
     * Parses a URI Template (RFC 6570 §2).
     *
     * <pre>{@code
     * UriTemplate.parse("http://example.com/~{username}/");    // ok
     * UriTemplate.parse("{/id*");                              // EXPRESSION_UNCLOSED at index 0
     * UriTemplate.parse("/id*}");                              // CLOSE_BRACE_UNMATCHED at index 4
     * UriTemplate.parse("{!hello}");                           // OPERATOR_INVALID at index 1
     * UriTemplate.parse("{hello:2*}");                         // MODIFIER_INVALID at index 8
     * }</pre>
     *
     * @throws UriTemplateException with the {@link TemplateError} and the index of the first offending character
     * @throws NullPointerException if {@code template} is null
     */
    public static UriTemplate parse(String template) {
        Objects.requireNonNull(template, "template");
        return new UriTemplate(template, TemplateParser.parse(template));
    }

    /**
     * Expands the template (RFC 6570 §3.2, Appendix A) with the values in {@code variables}.
     *
     * <pre>{@code
     * UriTemplate.parse("{?x,y,empty}").expand(Map.of("x", 1024, "y", 768, "empty", ""));   // "?x=1024&y=768&empty="
     * UriTemplate.parse("{/list*}").expand(Map.of("list", List.of("red", "green")));        // "/red/green"
     * UriTemplate.parse("{+path:6}/here").expand(Map.of("path", "/foo/bar"));               // "/foo/b/here"
     * UriTemplate.parse("{keys:1}").expand(Map.of("keys", Map.of("a", "b")));               // PREFIX_ON_COMPOSITE at index 1
     * }</pre>
     *
     * @return the expansion; it is a URI reference for every sensible template and value, but
     *     not always ({@code {+x}} with {@code x = "a b"} gives {@code a%20b}, but a reserved
     *     {@code "["} stays as it is); {@link #expandToUri(Map)} checks
     * @throws UriTemplateException {@link TemplateError#PREFIX_ON_COMPOSITE} for a prefix modifier
     *     on a list or map, {@link TemplateError#VALUE_INVALID} for a list or map inside a list or
     *     map (RFC 6570 §2.3), with the index of the variable in the template
     * @throws NullPointerException if {@code variables} is null
     */
    public String expand(Map<String, ?> variables) {
        Objects.requireNonNull(variables, "variables");
        return Expander.expand(text, parts, variables);
    }

    /**
     * {@link #expand(Map)}, but every variable of the template must be defined (RFC 6570 §2.3:
     * not null, not absent, not a list or map without a defined member; an empty string is
     * defined): for templates where a missing value is a mistake rather than an optional part.
     *
     * <pre>{@code
     * UriTemplate t = UriTemplate.parse("/users/{id}/posts{?page}");
     * t.expand(Map.of("page", 2));          // "/users//posts?page=2": the id is missing
     * t.expandStrict(Map.of("page", 2));    // UriTemplateException: VARIABLE_UNDEFINED at index 8: ... 'id' ...
     * t.expandStrict(Map.of("id", 7, "page", 2));   // "/users/7/posts?page=2"
     * }</pre>
     *
     * @throws UriTemplateException {@link TemplateError#VARIABLE_UNDEFINED} with the index of the
     *     first undefined variable in the template and its name in the {@link UriTemplateException#detail()};
     *     otherwise as {@link #expand(Map)}
     * @throws NullPointerException if {@code variables} is null
     */
    public String expandStrict(Map<String, ?> variables) {
        Objects.requireNonNull(variables, "variables");
        return Expander.expandStrict(text, parts, variables);
    }

    /**
     * {@link #expand(Map)}, parsed as a URI reference (RFC 3986 §4.1).
     *
     * <pre>{@code
     * UriTemplate.parse("http://h/{+p}").expandToUri(Map.of("p", "a/b c")).path();   // "/a/b%20c"
     * UriTemplate.parse("http://h/{+p}").expandToUri(Map.of("p", "[x]"));            // UriSyntaxException: PATH_CHAR_INVALID at index 9
     * }</pre>
     *
     * @throws UriSyntaxException when the expansion is not a URI reference; its
     *     {@link UriSyntaxException#input()} is the expansion and its index points into it
     * @throws UriTemplateException as {@link #expand(Map)}
     */
    public Uri expandToUri(Map<String, ?> variables) {
        return Uri.parse(expand(variables));
    }

    /**
     * Expands the variables that are given and keeps the others as template text. A variable is
     * <em>pending</em> when {@code variables} has no entry for it or maps it to null; every other
     * variable expands as {@link #expand(Map)} expands it (an empty list expands to nothing, it is
     * not pending). Literals are copied expanded. For each expression:
     * <ul>
     * <li>no pending variable: it is expanded; every variable pending: it stays as written;</li>
     * <li>{@code ; / . &}, which write their separator before every value: the given variables are
     *   expanded in place and each run of pending ones stays in place as an expression of the same
     *   operator: {@code {/a,b,c}} with only {@code b} pending gives {@code /1{/b}/3};</li>
     * <li>{@code ?}: the given variables are expanded and the pending ones follow, in their order,
     *   as one {@code {&...}} expression ({@code {?...}} if nothing was written): {@code {?a,b}}
     *   with only {@code a} given gives {@code ?a=1{&b}}, and with only {@code b} given
     *   {@code ?b=2{&a}};</li>
     * <li>none, {@code +} and {@code #}, whose values are separated by commas: RFC 6570 has no
     *   operator that continues such a list, so an expression with both given and pending
     *   variables stays as written, the given values are not substituted there and must be given
     *   again to the next expansion.</li>
     * </ul>
     * So {@code t.expandPartial(a).expand(b)} equals {@code t.expand(a ∪ b)} for disjoint
     * {@code a} and {@code b}, except that the pairs of a {@code ?} expression may come in another
     * order.
     *
     * <pre>{@code
     * UriTemplate.parse("/orders/{id}{?page,size}").expandPartial(Map.of("id", 7)).text();  // "/orders/7{?page,size}"
     * UriTemplate.parse("{?a,b}").expandPartial(Map.of("a", 1)).text();                     // "?a=1{&b}"
     * UriTemplate.parse("{x,y}").expandPartial(Map.of("x", 1)).text();                      // "{x,y}"
     * }</pre>
     *
     * @throws UriTemplateException as {@link #expand(Map)}
     */
    public UriTemplate expandPartial(Map<String, ?> variables) {
        Objects.requireNonNull(variables, "variables");
        return parse(Expander.expandPartial(text, parts, variables));
    }

    /**
     * The names of the template's variables, in the order of their first appearance, each once.
     *
     * <pre>{@code
     * UriTemplate.parse("{/a,b}{?b,c}").variables();   // [a, b, c]
     * }</pre>
     */
    public List<String> variables() {
        List<String> v = variables;
        if (v == null) {
            v = TemplateParser.variables(parts);
            variables = v;
        }
        return v;
    }

    /**
     * Whether {@link #match(String)} can be used: every URI that the template expands to comes
     * from one set of values only, under the rules given there.
     *
     * <pre>{@code
     * UriTemplate.parse("/users/{id}{?fields}").isMatchable();   // true
     * UriTemplate.parse("{a}{b}").isMatchable();                 // false: where does a end?
     * UriTemplate.parse("{var:3}").isMatchable();                // false: a prefix loses the rest
     * }</pre>
     */
    public boolean isMatchable() {
        return plan().matchable();
    }

    /**
     * Why the template is not matchable, naming the variable and the expression; null when it is.
     *
     * <pre>{@code
     * UriTemplate.parse("{+base}/{id}").unmatchableReason();
     * // "the value of 'base' in {+base} may contain '/', which may also come right after it"
     * }</pre>
     */
    public String unmatchableReason() {
        return plan().reason;
    }

    /**
     * The values that expand to {@code uri}, decoded, or null when {@code uri} is not an
     * expansion of this template. Matching is not part of RFC 6570; it inverts expansion where
     * the values are unique:
     * <ul>
     * <li>values are strings (levels 1–3), and lists only for an exploded path variable
     *   {@code {/var*}} that ends the path, which matches a list of segments;</li>
     * <li>the result holds the defined variables in template order; an undefined variable is
     *   absent; the first variable of a {@code {var}} or {@code {+var}} expression is always
     *   defined (its expansion has no marker, so undefined and empty look alike: it is
     *   {@code ""});</li>
     * <li>in an expression whose values have no names (none, {@code +}, {@code #}, {@code .},
     *   {@code /}), and across adjacent {@code /} or {@code .} expressions, values are taken left
     *   to right: {@code {/a,b}} matching {@code /x} gives {@code a = x}, {@code b} undefined;</li>
     * <li>the named values of one expression ({@code ;}, {@code ?}, {@code &}) may come in any
     *   order, each at most once: {@code {?q,page}} matches {@code ?page=2&q=x} as it matches
     *   {@code ?q=x&page=2} (the order of query parameters carries no meaning for most
     *   servers); the first is led by the operator's first character ({@code ?}), the others by
     *   its separator ({@code &});</li>
     * <li>values are percent-decoded as UTF-8; {@code +} and {@code #} keep triplets as they are in
     *   expansion (RFC 6570 §3.2.3), so a value that itself holds {@code %XX} does not come back
     *   as it was;</li>
     * <li>the text must be exactly what expansion writes (literals are compared exactly; a
     *   {@code %} that starts no triplet matches nothing).</li>
     * </ul>
     * A template is matchable when the next character always decides where a value ends and
     * whether an optional part is there (see {@link #unmatchableReason()}); a prefix modifier, an
     * explode other than {@code {/var*}} or a repeated variable makes it unmatchable. The time is
     * linear in the length of {@code uri}: one pass, no backtracking.
     *
     * <pre>{@code
     * UriTemplate t = UriTemplate.parse("/files{/path*}{?v}");
     * t.match("/files/a/b%20c?v=2");   // {path=[a, b c], v=2}
     * t.match("/file");                // null
     * t.expand(t.match("/files/x"));   // "/files/x"
     * }</pre>
     *
     * @throws UriTemplateException {@link TemplateError#TEMPLATE_NOT_MATCHABLE} when the template is not
     *     matchable, with the index of the variable that makes it so
     * @throws NullPointerException if {@code uri} is null
     */
    public Map<String, Object> match(String uri) {
        Objects.requireNonNull(uri, "uri");
        MatchPlan p = plan();
        if (!p.matchable()) {
            throw new UriTemplateException(TemplateError.TEMPLATE_NOT_MATCHABLE, text, p.index, p.reason);
        }
        return TemplateMatcher.match(parts, p, uri);
    }

    /**
     * {@link #match(String)} of the URI's text, as written.
     *
     * <pre>{@code
     * UriTemplate.parse("http://h/users/{id}").match(Uri.parse("http://h/users/42"));   // {id=42}
     * }</pre>
     */
    public Map<String, Object> match(Uri uri) {
        return match(uri.toUriString());
    }

    private MatchPlan plan() {
        MatchPlan p = plan;
        if (p == null) {
            p = MatchPlan.of(parts);
            plan = p;
        }
        return p;
    }

    /** The template text, as parsed (a password in a literal URI included): the value to hand on or expand later. */
    public String text() {
        return text;
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** Equal when the template texts are equal. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof UriTemplate other && other.text.equals(text);
    }

    /**
     * The template text with a non-empty password masked ({@link Redaction}): a template may hold a
     * URI with one ({@code https://u:pw@h/{x}} shows as {@code https://u:****@h/{x}}); {@link #text()} is the value.
     */
    @Override
    public String toString() {
        return Redaction.redact(text);
    }
}
