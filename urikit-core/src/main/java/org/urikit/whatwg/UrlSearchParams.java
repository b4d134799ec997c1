package org.urikit.whatwg;

import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import org.urikit.encoding.FormCodec;
import org.urikit.encoding.QueryParameters;
import org.urikit.encoding.QueryParameters.Parameter;

/**
 * The {@code URLSearchParams} of the URL Standard as an immutable value: an ordered list of
 * name-value pairs read and written as {@code application/x-www-form-urlencoded} (section
 * "application/x-www-form-urlencoded", parsing with {@link FormCodec}). Changes return a new
 * value, with the verbs of {@link QueryParameters}: {@code withAppended} is {@code append},
 * {@code with} is {@code set}, {@code without} is {@code delete}, {@code sorted} is {@code sort};
 * {@code get}, {@code getAll} and {@code has} keep their names.
 *
 * <pre>{@code
 * WebUrl u = WebUrl.parse("https://example.com/?q=a+b&tag=x&tag=y");
 * UrlSearchParams p = u.searchParams();
 * p.get("q");                          // "a b"
 * p.getAll("tag");                     // ["x", "y"]
 * p.with("tag", "z").toString();       // "q=a+b&tag=z"          (set: the first stays, the others go)
 * p.withAppended("tag", "z").toString();   // "q=a+b&tag=x&tag=y&tag=z"
 * p.without("tag").sorted().toString();   // "q=a+b"
 * u.withSearchParams(p.without("q")).href();   // "https://example.com/?tag=x&tag=y"
 * }</pre>
 *
 * <p>Serialization re-encodes with the {@code application/x-www-form-urlencoded} percent-encode
 * set, which differs from the URL parser's query set: {@code ?a=b ~} reads back as
 * {@code a=b+%7E}. {@link #sorted()} is the stable sort by the names' UTF-16 code units of
 * {@code URLSearchParams.sort()}.
 *
 * @see <a href="https://url.spec.whatwg.org/#interface-urlsearchparams">URL Standard: URLSearchParams class</a>
 */
public final class UrlSearchParams implements Iterable<Parameter> {
    /** No pairs. */
    public static final UrlSearchParams EMPTY = new UrlSearchParams(QueryParameters.empty());

    /** The pairs: {@link QueryParameters} does the list work; here no value is null. */
    private final QueryParameters pairs;

    private UrlSearchParams(QueryParameters pairs) {
        this.pairs = pairs;
    }

    /**
     * The pairs of {@code application/x-www-form-urlencoded} text, such as a query without its
     * {@code '?'}: the standard's "urlencoded string parser" ({@code '&'} separates pairs, the first
     * {@code '='} name and value, {@code '+'} is a space, escapes are decoded as UTF-8).
     *
     * <pre>{@code
     * UrlSearchParams.parse("a=1&&b=%20&c").toString();   // "a=1&b=+&c="
     * }</pre>
     */
    public static UrlSearchParams parse(String formEncoded) {
        return of(FormCodec.parse(formEncoded).toList());
    }

    /**
     * The pairs of a {@code search} string, the way {@code new URLSearchParams(init)} reads a
     * string: one leading {@code '?'} is dropped, then as {@link #parse}.
     *
     * <pre>{@code
     * UrlSearchParams.fromSearch("?a=1").get("a");   // "1"
     * }</pre>
     */
    public static UrlSearchParams fromSearch(String search) {
        return parse(search.startsWith("?") ? search.substring(1) : search);
    }

    /**
     * These pairs, in this order (as {@code new URLSearchParams([[name, value], ...])}).
     *
     * @throws NullPointerException if the list, a pair or a value is null
     */
    public static UrlSearchParams of(List<Parameter> pairs) {
        for (Parameter p : pairs) {
            Objects.requireNonNull(p.value(), "value");
        }
        return pairs.isEmpty() ? EMPTY : new UrlSearchParams(QueryParameters.of(pairs));
    }

    /** The number of pairs (the {@code size} getter). */
    public int size() {
        return pairs.size();
    }

    /** Whether there are no pairs. */
    public boolean isEmpty() {
        return pairs.isEmpty();
    }

    /** The value of the first pair named {@code name}, or null (the {@code get} method). */
    public String get(String name) {
        return pairs.get(name);
    }

    /** The values of all pairs named {@code name}, in order (the {@code getAll} method). */
    public List<String> getAll(String name) {
        return pairs.getAll(name);
    }

    /** Whether a pair is named {@code name} (the {@code has} method). */
    public boolean has(String name) {
        return pairs.has(name);
    }

    /** Whether a pair is {@code (name, value)} (the {@code has} method with a value). */
    public boolean has(String name, String value) {
        return pairs.has(name, value);
    }

    /** These pairs plus {@code (name, value)} at the end (the {@code append} method). */
    public UrlSearchParams withAppended(String name, String value) {
        return new UrlSearchParams(pairs.withAppended(name, Objects.requireNonNull(value, "value")));
    }

    /**
     * The {@code set} method: the first pair named {@code name} gets {@code value} and the other
     * pairs with that name go; without such a pair, {@code (name, value)} is appended.
     */
    public UrlSearchParams with(String name, String value) {
        return new UrlSearchParams(pairs.with(name, Objects.requireNonNull(value, "value")));
    }

    /** Every pair named {@code name} removed (the {@code delete} method). */
    public UrlSearchParams without(String name) {
        return wrap(pairs.without(name));
    }

    /** Every pair {@code (name, value)} removed (the {@code delete} method with a value). */
    public UrlSearchParams without(String name, String value) {
        return wrap(pairs.without(name, Objects.requireNonNull(value, "value")));
    }

    /** The pairs sorted by name, comparing UTF-16 code units, keeping the order of equal names (the {@code sort} method). */
    public UrlSearchParams sorted() {
        return wrap(pairs.sorted());
    }

    /** This value for {@code q} itself, {@link #EMPTY} for no pairs, else a new value. */
    private UrlSearchParams wrap(QueryParameters q) {
        return q == pairs ? this : q.isEmpty() ? EMPTY : new UrlSearchParams(q);
    }

    /** The pairs as a list. */
    public List<Parameter> toList() {
        return pairs.toList();
    }

    /** The pairs as {@link QueryParameters} (the same pairs; values never null). */
    public QueryParameters toQueryParameters() {
        return pairs;
    }

    @Override
    public Iterator<Parameter> iterator() {
        return pairs.iterator();
    }

    /** The {@code application/x-www-form-urlencoded} serialization (the stringifier), e.g. {@code "a=1&b=x+y"}. */
    @Override
    public String toString() {
        return pairs.toFormEncoded();
    }

    /** Equal when both have the same pairs in the same order. */
    @Override
    public boolean equals(Object o) {
        return o instanceof UrlSearchParams other && pairs.equals(other.pairs);
    }

    @Override
    public int hashCode() {
        return pairs.hashCode();
    }
}
