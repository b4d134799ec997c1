package org.urikit.encoding;

import java.util.Objects;

/**
 * The {@code application/x-www-form-urlencoded} format, as the WHATWG URL Standard (§5
 * "application/x-www-form-urlencoded") defines it: HTML form bodies and the queries that browsers
 * build from forms. Space is written {@code '+'}, every character but {@code ALPHA DIGIT * - . _}
 * is percent-encoded as UTF-8, and {@code '+'} decodes back to a space.
 *
 * <pre>{@code
 * FormCodec.encode("a b&c=d~");     // "a+b%26c%3Dd%7E"
 * FormCodec.decode("a+b%2Bc");      // "a b+c"
 * FormCodec.decode("%zz");          // "%zz"  (never throws: malformed escapes stay)
 * QueryParameters p = FormCodec.parse("q=caf%C3%A9+au+lait&x");
 * p.get("q");                       // "café au lait"
 * p.get("x");                       // ""     (the form format has no "absent" value)
 * FormCodec.serialize(p);           // "q=caf%C3%A9+au+lait&x="
 * }</pre>
 *
 * <h2>Why a separate class</h2>
 * RFC 3986 gives {@code '+'} no special meaning: in a URI query it is a {@code sub-delims}
 * character and {@link PercentCodec} decodes it to itself. Only the form format, a later
 * convention on top of URIs (WHATWG URL §5, HTML §4.10.21.7), reads it as a space. Mixing the
 * two up corrupts data ({@code 1+1} becomes {@code "1 1"}), so each has its own class instead of
 * sharing one with a mode flag. A query is form-encoded only when the application says so; use
 * {@link QueryParameters#parseForm} then, and {@link QueryParameters#parse} (the default of
 * {@code Uri.queryParameters()}) otherwise.
 *
 * <h2>Exact behaviour</h2>
 * <ul>
 * <li>{@link #encode}: the WHATWG "urlencoded serializer" string step: UTF-8, upper-case hex,
 *   the {@code application/x-www-form-urlencoded} percent-encode set (everything but
 *   {@link #ALLOWED}), space as {@code '+'}; a lone surrogate is written as U+FFFD.</li>
 * <li>{@link #decode}: {@code '+'} to space, then lenient percent-decoding, then UTF-8 decoding
 *   with U+FFFD for invalid octets (WHATWG URL §5.1 steps 3.3–3.5). A byte-order mark is kept.</li>
 * <li>{@link #parse}: split at {@code '&'}, drop empty pieces, split each at the first
 *   {@code '='} (no {@code '='}: the value is {@code ""}), decode both halves. A leading
 *   {@code '?'} is not removed: it is part of the first name.</li>
 * <li>{@link #serialize}: {@code name=value} pairs joined by {@code '&'}, both encoded.</li>
 * </ul>
 * A Java string is the text form of the WHATWG byte input; the web-platform-tests
 * {@code urlencoded-parser-data.json} suite passes in full.
 *
 * @see <a href="https://url.spec.whatwg.org/#application/x-www-form-urlencoded">WHATWG URL §5</a>
 * @see QueryParameters
 */
public final class FormCodec {

    /**
     * The characters the form encoder writes as they are: {@code ALPHA DIGIT * - . _}, the
     * complement of the WHATWG {@code application/x-www-form-urlencoded} percent-encode set
     * within US-ASCII. Space is not a member; it becomes {@code '+'}. Unlike RFC 3986's
     * {@link CharClass#UNRESERVED}, {@code '~'} is encoded and {@code '*'} is not.
     *
     * <pre>{@code
     * FormCodec.ALLOWED.contains('*');   // true
     * FormCodec.ALLOWED.contains('~');   // false: written %7E
     * }</pre>
     */
    public static final CharClass ALLOWED = CharClass.ALPHA.union(CharClass.DIGIT).with("*-._");

    private FormCodec() {
    }

    /**
     * Encodes one name or value for a form body: space becomes {@code '+'}, every character but
     * {@link #ALLOWED} becomes the {@code %XX} escapes of its UTF-8 octets (WHATWG URL §5.2,
     * "urlencoded serializer"). Returns {@code s} itself when nothing changes.
     *
     * <pre>{@code
     * FormCodec.encode("a b");       // "a+b"
     * FormCodec.encode("1+1=2");     // "1%2B1%3D2"
     * FormCodec.encode("é~");        // "%C3%A9%7E"
     * FormCodec.encode("a*b-c._");   // "a*b-c._"  (the same instance)
     * }</pre>
     *
     * @throws NullPointerException if {@code s} is null
     */
    public static String encode(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && ALLOWED.contains(s.charAt(i))) {
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 16).append(s, 0, i);
        PercentCodec.appendEncoded(sb, s, i, n, ALLOWED, false, true);
        return sb.toString();
    }

    /**
     * Decodes one form-encoded name or value: {@code '+'} becomes a space, then every valid
     * {@code %XX} its octet, and the octets are read as UTF-8 with U+FFFD for invalid sequences
     * (WHATWG URL §5.1). A {@code '%'} that does not start an escape stays as it is, so this
     * never throws; a lone surrogate in {@code s} becomes U+FFFD. Returns {@code s} itself when
     * nothing changes.
     *
     * <pre>{@code
     * FormCodec.decode("a+b");       // "a b"
     * FormCodec.decode("a%2Bb");     // "a+b"
     * FormCodec.decode("%61+%4d");   // "a M"
     * FormCodec.decode("100%");      // "100%"
     * FormCodec.decode("%C2x");      // U+FFFD followed by "x": a truncated UTF-8 sequence
     * }</pre>
     *
     * @throws NullPointerException if {@code s} is null
     */
    public static String decode(String s) {
        return PercentCodec.decode(s, 0, s.length(), false, true);
    }

    /**
     * Parses a whole form body (or a query known to be form-encoded) into its ordered, decoded
     * name/value pairs: the WHATWG {@code application/x-www-form-urlencoded} parser (URL §5.1).
     * Same as {@link QueryParameters#parseForm(String)}.
     *
     * <pre>{@code
     * FormCodec.parse("a=1&b=x+y&a=2&&c");   // [a=1, b=x y, a=2, c=]
     * FormCodec.parse("");                  // empty
     * FormCodec.parse("a==b").get("a");     // "=b"  (split at the first '=')
     * }</pre>
     *
     * @throws NullPointerException if {@code body} is null
     */
    public static QueryParameters parse(String body) {
        return QueryParameters.parseForm(body);
    }

    /**
     * Writes name/value pairs as a form body, the WHATWG "urlencoded serializer" (URL §5.2):
     * {@code encode(name) "=" encode(value)}, joined by {@code '&'}. A {@code null} value (which
     * only {@link QueryParameters#parse} produces, for a name without {@code '='}) is written as
     * the name alone. No pairs give {@code ""}.
     *
     * <pre>{@code
     * FormCodec.serialize(QueryParameters.parse("q=a%20b&lang"));   // "q=a+b&lang"
     * FormCodec.serialize(FormCodec.parse("x=1+1"));                // "x=1+1"
     * }</pre>
     *
     * @throws NullPointerException if {@code parameters} or an element is null
     */
    public static String serialize(Iterable<QueryParameters.Parameter> parameters) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (QueryParameters.Parameter p : Objects.requireNonNull(parameters, "parameters")) {
            if (!first) {
                sb.append('&');
            }
            first = false;
            String name = p.name();
            PercentCodec.appendEncoded(sb, name, 0, name.length(), ALLOWED, false, true);
            String value = p.value();
            if (value != null) {
                sb.append('=');
                PercentCodec.appendEncoded(sb, value, 0, value.length(), ALLOWED, false, true);
            }
        }
        return sb.toString();
    }
}
