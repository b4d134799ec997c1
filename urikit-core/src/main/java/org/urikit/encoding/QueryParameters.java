package org.urikit.encoding;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The name/value pairs of a query, decoded, in their original order, duplicates kept: an
 * immutable list of {@link Parameter}s (OkHttp's model, not a map).
 *
 * <pre>{@code
 * QueryParameters q = Uri.parse("http://h/s?tag=a&tag=b%26c&debug&x=1+1").queryParameters();
 * q.size();              // 4
 * q.get("tag");          // "a"          (the first value)
 * q.getAll("tag");       // ["a", "b&c"] (an escaped '&' stays inside its value)
 * q.value(2);            // null         ("debug" has no '=')
 * q.get("x");            // "1+1"        ('+' is not a space in an RFC 3986 query)
 * q.names();             // [tag, debug, x]
 * q.withAppended("p", "a b").toRawQuery();   // "tag=a&tag=b%26c&debug&x=1%2B1&p=a%20b"
 * q.with("tag", "c").toRawQuery();            // "tag=c&debug&x=1%2B1"
 * q.without("debug").has("debug");            // false
 *
 * QueryParameters.parseForm("x=1+1").get("x");   // "1 1"  (form encoding: '+' is a space)
 * }</pre>
 *
 * <h2>The verbs</h2>
 * The operations of the URL Standard's {@code URLSearchParams}, with the names of urikit's
 * immutable values (README, "Names"): {@code get}, {@code getAll} and {@code has} read;
 * {@link #withAppended} is {@code append}, {@link #with} is {@code set}, {@link #without} is
 * {@code delete} and {@link #sorted} is {@code sort}, each returning a new value.
 * {@code org.urikit.whatwg.UrlSearchParams} has the same methods.
 *
 * <h2>How a query is split (a convention, not RFC 3986)</h2>
 * RFC 3986 §3.4 says only that a query is a string of {@code pchar / "/" / "?"}; pairs are a
 * convention of HTML forms and servers, which the WHATWG URL Standard (§5.1) writes down.
 * {@link #parse} follows it except for how it decodes:
 * <ul>
 * <li>the pairs are separated by {@code '&'}; empty pieces ({@code "a&&b"}, a trailing
 *   {@code '&'}, the empty query) give no pair; {@code ';'} is not a separator;</li>
 * <li>the first {@code '='} separates the name from the value, so {@code a=b=c} is
 *   {@code ("a", "b=c")} and {@code =b} is {@code ("", "b")};</li>
 * <li>a piece without {@code '='} is a name with a {@code null} value, which differs from the
 *   empty value of {@code "a="}: {@code ("a", null)} and {@code ("a", "")};</li>
 * <li>names and values are percent-decoded as UTF-8 ({@link PercentCodec#decodeLenient}; a
 *   malformed escape stays as text) <b>after</b> splitting, so {@code %26} and {@code %3D} are
 *   data; {@code '+'} stays {@code '+'}, because RFC 3986 gives it no meaning.</li>
 * </ul>
 * {@link #parseForm} is the same split for {@code application/x-www-form-urlencoded} text (form
 * bodies, and queries that an application knows to be form-encoded): it decodes with
 * {@link FormCodec}, so {@code '+'} is a space, and a name without {@code '='} has the value
 * {@code ""}, exactly as the WHATWG parser does. The two are separate factories, not a flag.
 *
 * <h2>What it is not</h2>
 * A decoded view loses how the text was escaped: {@link #toRawQuery()} writes an equivalent
 * query, not necessarily the original text ({@code a=%7e} comes back as {@code a=~}). The raw
 * query is {@code Uri.query()}. An empty result does not tell a missing query from an empty one;
 * {@code Uri.hasQuery()} does.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-3.4">RFC 3986 §3.4 Query</a>
 * @see <a href="https://url.spec.whatwg.org/#urlencoded-parsing">WHATWG URL §5.1</a>
 * @see FormCodec
 */
public final class QueryParameters implements Iterable<QueryParameters.Parameter> {

    /**
     * One name/value pair, decoded. The name is never null; the value is {@code null} for a
     * piece written without {@code '='} (RFC-style parsing only) and {@code ""} for {@code "a="}.
     *
     * <pre>{@code
     * new QueryParameters.Parameter("q", "a b");   // written q=a%20b by toRawQuery()
     * new QueryParameters.Parameter("flag", null); // written flag
     * }</pre>
     *
     * @param name the decoded name, possibly empty
     * @param value the decoded value, possibly empty, or null when the pair has no {@code '='}
     */
    public record Parameter(String name, String value) {
        /** @throws NullPointerException if {@code name} is null */
        public Parameter {
            Objects.requireNonNull(name, "name");
        }

        /** The decoded pair for reading, {@code name=value} or {@code name} for a null value: not query text (nothing is escaped). */
        @Override
        public String toString() {
            return value == null ? name : name + "=" + value;
        }
    }

    private static final QueryParameters EMPTY = new QueryParameters(List.of());

    private final List<Parameter> parameters;

    private QueryParameters(List<Parameter> parameters) {
        this.parameters = parameters;
    }

    // ---- factories ----------------------------------------------------------------------------

    /**
     * No parameters, as for a URI without a query.
     *
     * <pre>{@code
     * QueryParameters.empty().size();          // 0
     * QueryParameters.empty().toRawQuery();    // ""
     * }</pre>
     */
    public static QueryParameters empty() {
        return EMPTY;
    }

    /**
     * These parameters, in this order (copied; later changes to the list do not show).
     *
     * <pre>{@code
     * QueryParameters.of(List.of(new QueryParameters.Parameter("a", "1"))).toRawQuery();   // "a=1"
     * }</pre>
     *
     * @throws NullPointerException if the list or an element is null
     */
    public static QueryParameters of(List<Parameter> parameters) {
        return parameters.isEmpty() ? EMPTY : new QueryParameters(List.copyOf(parameters));
    }

    /**
     * Splits a raw RFC 3986 query (without the {@code '?'}) into decoded pairs: {@code '&'}
     * between pairs, the first {@code '='} between name and value, percent-decoding as UTF-8
     * after splitting, {@code '+'} kept as {@code '+'} (see the class comment; RFC 3986 §3.4
     * defines no pairs). This is what {@code Uri.queryParameters()} returns. Never throws for a
     * non-null string: malformed escapes stay as text.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b=&c&=d&e=f=g");
     *     // [("a","1"), ("b",""), ("c",null), ("","d"), ("e","f=g")]
     * QueryParameters.parse("x=%26%3D+");     // [("x", "&=+")]
     * QueryParameters.parse("&&").size();     // 0
     * }</pre>
     *
     * @throws NullPointerException if {@code rawQuery} is null
     */
    public static QueryParameters parse(String rawQuery) {
        return split(rawQuery, false);
    }

    /**
     * Splits {@code application/x-www-form-urlencoded} text, a form body or a query known to be
     * form-encoded, with the WHATWG parser (URL §5.1): like {@link #parse}, but names and values
     * are decoded with {@link FormCodec#decode} ({@code '+'} is a space) and a name without
     * {@code '='} gets the value {@code ""}, never null. A leading {@code '?'} is not removed.
     *
     * <pre>{@code
     * QueryParameters.parseForm("q=caf%C3%A9+au+lait&flag");
     *     // [("q", "café au lait"), ("flag", "")]
     * }</pre>
     *
     * @throws NullPointerException if {@code body} is null
     */
    public static QueryParameters parseForm(String body) {
        return split(body, true);
    }

    private static QueryParameters split(String s, boolean form) {
        int n = s.length();
        List<Parameter> out = null;
        int start = 0;
        while (start <= n) {
            int end = s.indexOf('&', start);
            if (end < 0) {
                end = n;
            }
            if (end > start) {
                int eq = start;
                while (eq < end && s.charAt(eq) != '=') {
                    eq++;
                }
                String name;
                String value;
                if (eq == end) {
                    name = PercentCodec.decode(s, start, end, false, form);
                    value = form ? "" : null;
                } else {
                    name = PercentCodec.decode(s, start, eq, false, form);
                    value = PercentCodec.decode(s, eq + 1, end, false, form);
                }
                if (out == null) {
                    out = new ArrayList<>();
                }
                out.add(new Parameter(name, value));
            }
            start = end + 1;
        }
        return out == null ? EMPTY : new QueryParameters(Collections.unmodifiableList(out));
    }

    // ---- access -------------------------------------------------------------------------------

    /**
     * The number of pairs, duplicates included.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&a=2").size();   // 2
     * }</pre>
     */
    public int size() {
        return parameters.size();
    }

    /**
     * Whether there are no pairs.
     *
     * <pre>{@code
     * QueryParameters.parse("").isEmpty();   // true
     * }</pre>
     */
    public boolean isEmpty() {
        return parameters.isEmpty();
    }

    /**
     * The decoded name of pair {@code index}.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b=2").name(1);   // "b"
     * }</pre>
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size()}
     */
    public String name(int index) {
        return parameters.get(index).name();
    }

    /**
     * The decoded value of pair {@code index}: null when it was written without {@code '='}.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b").value(0);   // "1"
     * QueryParameters.parse("a=1&b").value(1);   // null
     * }</pre>
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size()}
     */
    public String value(int index) {
        return parameters.get(index).value();
    }

    /**
     * The value of the first pair named {@code name}, or null when there is none. Null is also
     * the value of a pair without {@code '='}; {@link #has(String)} tells them apart.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&a=2").get("a");   // "1"
     * QueryParameters.parse("a=1").get("b");       // null
     * }</pre>
     */
    public String get(String name) {
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return p.value();
            }
        }
        return null;
    }

    /**
     * The values of all pairs named {@code name}, in order; empty when there is none. The list is
     * unmodifiable and may contain null (pairs without {@code '='}).
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b=2&a&a=3").getAll("a");   // ["1", null, "3"]
     * }</pre>
     */
    public List<String> getAll(String name) {
        List<String> out = new ArrayList<>();
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                out.add(p.value());
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * Whether some pair is named {@code name} (the {@code has} of {@code URLSearchParams}).
     *
     * <pre>{@code
     * QueryParameters.parse("debug").has("debug");   // true, though get("debug") is null
     * }</pre>
     */
    public boolean has(String name) {
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether some pair is {@code (name, value)}; a null {@code value} asks for a pair without {@code '='}.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&a=2").has("a", "2");   // true
     * }</pre>
     */
    public boolean has(String name, String value) {
        return parameters.contains(new Parameter(name, value));
    }

    /**
     * The distinct names, in order of first appearance (an unmodifiable set).
     *
     * <pre>{@code
     * QueryParameters.parse("b=1&a=2&b=3").names();   // [b, a]
     * }</pre>
     */
    public Set<String> names() {
        Set<String> out = new LinkedHashSet<>();
        for (Parameter p : parameters) {
            out.add(p.name());
        }
        return Collections.unmodifiableSet(out);
    }

    /**
     * The pairs, in order (an unmodifiable list).
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b").toList();
     *     // [a=1, b]: Parameter("a", "1") and Parameter("b", null)
     * }</pre>
     */
    public List<Parameter> toList() {
        return parameters;
    }

    /** The pairs in order; the iterator does not support {@code remove}. */
    @Override
    public Iterator<Parameter> iterator() {
        return parameters.iterator();
    }

    // ---- derived values -----------------------------------------------------------------------

    /**
     * These pairs plus {@code (name, value)} appended at the end, whatever pairs of that name
     * there are; this object does not change.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1").withAppended("b", null).withAppended("c", "x y").toRawQuery();   // "a=1&b&c=x%20y"
     * QueryParameters.parse("a=1").withAppended("a", "2").toRawQuery();                             // "a=1&a=2"
     * }</pre>
     *
     * @param value the decoded value, or null for a pair written without {@code '='}
     * @throws NullPointerException if {@code name} is null
     */
    public QueryParameters withAppended(String name, String value) {
        List<Parameter> out = new ArrayList<>(parameters.size() + 1);
        out.addAll(parameters);
        out.add(new Parameter(name, value));
        return new QueryParameters(Collections.unmodifiableList(out));
    }

    /**
     * These pairs with every pair named {@code name} replaced by one {@code (name, value)}, where
     * the first of them was (appended when there was none); this object does not change. The
     * meaning of {@code URLSearchParams.set} (WHATWG URL Standard, "set").
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b=2&a=3").with("a", "x").toRawQuery();   // "a=x&b=2"
     * QueryParameters.parse("b=2").with("a", "x").toRawQuery();           // "b=2&a=x"
     * }</pre>
     *
     * @param value the decoded value, or null for a pair written without {@code '='}
     * @throws NullPointerException if {@code name} is null
     */
    public QueryParameters with(String name, String value) {
        Parameter replacement = new Parameter(name, value);
        List<Parameter> out = new ArrayList<>(parameters.size() + 1);
        boolean placed = false;
        for (Parameter p : parameters) {
            if (!p.name().equals(name)) {
                out.add(p);
            } else if (!placed) {
                out.add(replacement);
                placed = true;
            }
        }
        if (!placed) {
            out.add(replacement);
        }
        return new QueryParameters(Collections.unmodifiableList(out));
    }

    /**
     * These pairs without any pair named {@code name}; this object does not change.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b=2&a=3").without("a").toRawQuery();   // "b=2"
     * }</pre>
     */
    public QueryParameters without(String name) {
        return without(name, null, false);
    }

    /**
     * These pairs without any pair {@code (name, value)} (a null {@code value}: a pair without
     * {@code '='}); this object does not change.
     *
     * <pre>{@code
     * QueryParameters.parse("a=1&b=2&a=3").without("a", "3").toRawQuery();   // "a=1&b=2"
     * }</pre>
     */
    public QueryParameters without(String name, String value) {
        return without(name, value, true);
    }

    private QueryParameters without(String name, String value, boolean byValue) {
        List<Parameter> out = new ArrayList<>(parameters.size());
        for (Parameter p : parameters) {
            if (!p.name().equals(name) || byValue && !Objects.equals(p.value(), value)) {
                out.add(p);
            }
        }
        return out.size() == parameters.size() ? this : of(out);
    }

    /**
     * These pairs sorted by name, comparing UTF-16 code units, equal names in their order (the
     * stable sort of {@code URLSearchParams.sort}); this object does not change.
     *
     * <pre>{@code
     * QueryParameters.parse("b=1&a=2&b=0").sorted().toRawQuery();   // "a=2&b=1&b=0"
     * }</pre>
     */
    public QueryParameters sorted() {
        List<Parameter> out = new ArrayList<>(parameters);
        out.sort((a, b) -> a.name().compareTo(b.name()));
        return out.equals(parameters) ? this : new QueryParameters(Collections.unmodifiableList(out));
    }

    /**
     * Writes the pairs as a raw RFC 3986 query (without the {@code '?'}): names and values encoded
     * with {@link PercentCodec#encodeQueryParameter} (which also escapes {@code & = + ;}),
     * {@code name=value} or just {@code name} for a null value, joined by {@code '&'}. Parsing the
     * result with {@link #parse} gives these pairs back, except a pair with an empty name and a
     * null value, which is written as nothing.
     *
     * <pre>{@code
     * QueryParameters.parse("q=a%20b&flag&x=").toRawQuery();   // "q=a%20b&flag&x="
     * QueryParameters.parseForm("q=1+1").toRawQuery();         // "q=1%201"
     * }</pre>
     */
    public String toRawQuery() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parameters.size(); i++) {
            if (i > 0) {
                sb.append('&');
            }
            Parameter p = parameters.get(i);
            sb.append(PercentCodec.encodeQueryParameter(p.name()));
            if (p.value() != null) {
                sb.append('=').append(PercentCodec.encodeQueryParameter(p.value()));
            }
        }
        return sb.toString();
    }

    /**
     * Writes the pairs as {@code application/x-www-form-urlencoded} text ({@link FormCodec#serialize}):
     * space as {@code '+'}, everything but {@code ALPHA DIGIT * - . _} percent-encoded.
     *
     * <pre>{@code
     * QueryParameters.parse("q=a%20b&x=1%2B1").toFormEncoded();   // "q=a+b&x=1%2B1"
     * }</pre>
     */
    public String toFormEncoded() {
        return FormCodec.serialize(parameters);
    }

    // ---- value semantics ----------------------------------------------------------------------

    /** Equal when both have the same pairs in the same order. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof QueryParameters other && other.parameters.equals(parameters);
    }

    /**
     * The decoded pairs for reading, e.g. {@code [a=1, flag, b=x y]}: not a query (nothing is
     * escaped); use {@link #toRawQuery()} for that.
     */
    @Override
    public String toString() {
        return parameters.toString();
    }

    @Override
    public int hashCode() {
        return parameters.hashCode();
    }
}
