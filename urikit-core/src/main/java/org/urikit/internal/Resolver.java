package org.urikit.internal;

import java.util.Objects;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Grammar.Generation;

/**
 * Reference resolution (RFC 3986 §5.2, and the algorithms of the older generations): the one
 * entry for every way the API resolves, with the offset-level fast path inside as its first
 * attempt.
 *
 * <p><b>The fast path</b> covers strict RFC 3986 resolution when the reference's path, and for a
 * merge the base's directory, hold no {@code "."} or {@code ".."} segment: remove_dot_segments
 * (§5.2.4) then changes nothing, and the target's text is a prefix of the base followed by the
 * whole reference. The target's offsets follow from the two inputs' offsets, so nothing is
 * re-parsed and nothing is allocated beyond the target itself; when the target is the reference
 * or the base unchanged, that value is returned. A reference given as text that is an
 * absolute-path reference alone ({@code /x/y}, the usual link within a site) is read by
 * {@link Parser#absolutePath} and resolved from its offsets, without a value of its own.
 *
 * <p><b>Every other case</b> (dot segments, non-strict same-scheme references, the older
 * generations) takes the reference and the base apart into {@link Components}, transforms them
 * with the generation's algorithm ({@link ReferenceTransforms}), and recomposes and re-parses the
 * target. Both ways give the same result wherever the fast path answers; a test compares them
 * over a random corpus.
 */
public final class Resolver {
    private Resolver() {
    }

    /** What to do with {@code ".."} segments that would climb above the root of the target path. */
    public enum AboveRoot {
        /** Keep them: {@code http://a/../g}. */
        RETAIN,
        /** Drop them: {@code http://a/g}, as RFC 3986 §5.2.4 does. */
        REMOVE,
        /** Refuse the reference with {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT}. */
        REFUSE
    }

    /**
     * How to resolve: the API's resolve options.
     *
     * @param strict whether a reference with the base's scheme is absolute (RFC 3986 §5.2.2)
     * @param algorithm the generation whose algorithm to use, or null for the base's
     * @param aboveRoot the treatment of {@code ".."} above the root, or null for the algorithm's own
     * @param emptyBasePathDefect whether to reproduce the 1997 draft's step 6a for an empty base path
     */
    public record Options(boolean strict, Generation algorithm, AboveRoot aboveRoot, boolean emptyBasePathDefect) {
        /** Strict, the base's algorithm and its own treatment of ".." above the root, no defect. */
        public static final Options DEFAULTS = new Options(true, null, null, false);

        /** The policy for ".." above the root under {@code algorithm}. */
        AboveRoot aboveRoot(Grammar algorithm) {
            return aboveRoot != null ? aboveRoot : algorithm.retainsDotDotAboveRoot ? AboveRoot.RETAIN : AboveRoot.REMOVE;
        }
    }

    // ---- entries ---------------------------------------------------------------------------

    /**
     * The target of the reference text {@code reference} against {@code base}, with the default
     * options: an absolute-path reference alone is resolved as it is read; anything else is
     * parsed under the base's grammar first.
     *
     * @throws UriSyntaxException if {@code reference} is not a URI reference under the base's
     *     grammar, or as {@link #resolve(UriAccess, Object, Object, Options)}
     */
    public static <U> U resolve(UriAccess<U> a, U base, String reference) {
        Objects.requireNonNull(reference, "reference");
        U fast = absolutePath(a, base, reference);
        if (fast != null) {
            return fast;
        }
        Grammar g = a.grammar(base);
        U r = Parser.parse(reference, g, a);
        if (r == null) {
            throw Parser.rejection(reference, g).toException(reference);
        }
        return resolve(a, base, r, Options.DEFAULTS);
    }

    /**
     * {@link #resolve(UriAccess, Object, String)}, or null where it would throw: a null or
     * invalid reference, a relative base, an opaque base under the older algorithms. A rejected
     * reference costs no exception and no allocation.
     */
    public static <U> U resolveOrNull(UriAccess<U> a, U base, String reference) {
        if (reference == null || a.schemeEnd(base) < 0) {
            return null;
        }
        U fast = absolutePath(a, base, reference);
        if (fast != null) {
            return fast;
        }
        U r = Parser.parse(reference, a.grammar(base), a);
        if (r == null) {
            return null;
        }
        try {
            return resolve(a, base, r, Options.DEFAULTS);
        } catch (UriSyntaxException e) {
            return null;                               // an opaque base under the older algorithms
        }
    }

    /**
     * The target of {@code reference} against {@code base} with {@code options}.
     *
     * @throws UriSyntaxException {@link SyntaxError#SCHEME_MISSING} for a relative base,
     *     {@link SyntaxError#BASE_NOT_HIERARCHICAL} or {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT}
     */
    public static <U> U resolve(UriAccess<U> a, U base, U reference, Options options) {
        Objects.requireNonNull(reference, "reference");
        if (options.algorithm() == null || options.algorithm() == Generation.RFC3986) {
            U fast = offsets(a, base, reference, options.strict());
            if (fast != null) {
                return fast;
            }
        }
        return general(a, base, reference, options);
    }

    /**
     * The general way: the generation's algorithm on the components, then recomposition (§5.3),
     * disambiguation ({@link Components#disambiguate()}) and the parser.
     */
    public static <U> U general(UriAccess<U> a, U base, U reference, Options options) {
        Objects.requireNonNull(base, "base");
        if (a.schemeEnd(base) < 0) {
            // 5.1: "A base URI must conform to the <absolute-URI> syntax rule".
            throw new UriSyntaxException(SyntaxError.SCHEME_MISSING, a.text(base), 0);
        }
        Components b = Components.of(a, base);
        Components r = Components.of(a, reference);
        if (!options.strict() && r.scheme != null && r.scheme.equalsIgnoreCase(b.scheme)) {
            // 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)"
            r.scheme = null;
        }
        Grammar algorithm = options.algorithm() != null ? Grammar.of(options.algorithm()) : a.grammar(base);
        Components t = ReferenceTransforms.transform(a, base, reference, b, r, algorithm.generation,
                options.aboveRoot(algorithm), options.emptyBasePathDefect());
        // The grammar of the base first; a literal legacy result that its own grammar rejects
        // (http://a?y from the 1997 defect) is read under the reference's, then RFC 3986's.
        return t.toUri(a, a.grammar(base), a.grammar(reference), Grammar.rfc3986());
    }

    // ---- the fast path: RFC 3986 §5.2.2 on offsets ------------------------------------------

    /**
     * The target of {@code r} against {@code b} under RFC 3986 from offsets, or null when the
     * general way must decide. (Public, like {@link #general}, for the test that compares them.)
     */
    public static <U> U offsets(UriAccess<U> a, U b, U r, boolean strict) {
        Grammar g = Grammar.rfc3986();
        if (a.grammar(b) != g || a.grammar(r) != g || a.schemeEnd(b) < 0) {
            return null;
        }
        String rt = a.text(r);
        if (a.schemeEnd(r) >= 0) {
            if (!strict && rt.regionMatches(true, 0, a.text(b), 0, a.schemeEnd(b) + 1)) {
                return null;                  // 5.2.2 non-strict: the scheme is dropped, then resolved
            }
            // T = R, with remove_dot_segments(R.path)
            return DotSegments.hasDotSegment(a, r) ? null : r;
        }
        if (a.hostStart(r) >= 0) {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.scheme = Base.scheme
            if (DotSegments.hasDotSegment(a, r)) {
                return null;
            }
            String bt = a.text(b);
            int shift = a.schemeEnd(b) + 1;
            String text = join(bt, shift, rt);
            return text == bt ? b : a.create(text, g, a.schemeEnd(b), a.hostStart(r) + shift, a.hostEnd(r) + shift,
                    a.pathStart(r) + shift, shift(a.queryStart(r), shift), shift(a.fragmentStart(r), shift),
                    a.hostKind(r), a.flags(b) & a.flags(r));
        }
        return relative(a, b, rt, a.queryStart(r), a.fragmentStart(r), a.flags(r));
    }

    /**
     * The target of the reference text {@code rt} against {@code b} under RFC 3986, read and
     * resolved in one go when {@code rt} is an absolute-path reference alone ({@code /x/y}, no
     * query or fragment): no value is built for it. Null when parsing must decide, which includes
     * every invalid reference. (Other relative references are not tried: telling a relative path
     * from a scheme costs as much as the parse that then follows.)
     */
    public static <U> U absolutePath(UriAccess<U> a, U b, String rt) {
        if (a.grammar(b) != Grammar.rfc3986() || a.schemeEnd(b) < 0) {
            return null;
        }
        long path = Parser.absolutePath(rt);
        if (path < 0 || Parser.end(path) != rt.length()) {
            return null;                               // another kind of reference, or a query or fragment follows
        }
        return relative(a, b, rt, -1, -1, Parser.escaped(path) ? 0 : UriFactory.PLAIN);
    }

    /**
     * §5.2.2 for a reference {@code rt} with no scheme and no authority, whose query and fragment
     * start at {@code q} and {@code f} (-1: absent): the scheme and the authority come from the
     * base. The absolute-path case, the most common, is kept small enough to be inlined.
     */
    private static <U> U relative(UriAccess<U> a, U b, String rt, int q, int f, int rFlags) {
        int rPathEnd = q >= 0 ? q : f >= 0 ? f : rt.length();
        if (rPathEnd == 0) {
            return emptyPath(a, b, rt, q, f, rFlags);
        }
        if (rt.charAt(0) != '/') {
            return merged(a, b, rt, rPathEnd, q, f, rFlags);
        }
        // T.path = remove_dot_segments(R.path); authority and scheme from the base
        return DotSegments.hasDotSegment(rt, 0, rPathEnd) ? null : joined(a, b, a.pathStart(b), rt, q, f, rFlags);
    }

    /** An empty-path reference: the base's path with the reference's query, or the current document. */
    private static <U> U emptyPath(UriAccess<U> a, U b, String rt, int q, int f, int rFlags) {
        if (q >= 0) {
            return joined(a, b, pathEnd(a, b), rt, q, f, rFlags);       // T.path = Base.path; T.query = R.query
        }
        // T = Base without its fragment, with R.fragment (the current document)
        String bt = a.text(b);
        int cut = a.fragmentStart(b) >= 0 ? a.fragmentStart(b) : bt.length();
        if (f < 0 && cut == bt.length()) {
            return b;
        }
        String text = join(bt, cut, rt);
        return text == bt ? b : target(a, text, b, a.queryStart(b), shift(f, cut), rFlags);
    }

    /**
     * 5.2.3 Merge Paths: the base path up to its last '/', or "/" for an empty base path with an
     * authority; then remove_dot_segments over the whole merged path.
     */
    private static <U> U merged(UriAccess<U> a, U b, String rt, int rPathEnd, int q, int f, int rFlags) {
        if (DotSegments.hasDotSegment(rt, 0, rPathEnd) || DotSegments.hasDotSegment(a, b)) {
            return null;
        }
        String bt = a.text(b);
        int pathStart = a.pathStart(b);
        int bPathEnd = pathEnd(a, b);
        if (a.hostStart(b) >= 0 && pathStart == bPathEnd) {
            String text = bt.substring(0, pathStart) + "/" + rt;
            return target(a, text, b, shift(q, pathStart + 1), shift(f, pathStart + 1), rFlags);
        }
        int cut = bt.lastIndexOf('/', bPathEnd - 1);
        return joined(a, b, cut < pathStart ? pathStart : cut + 1, rt, q, f, rFlags);
    }

    /** The target {@code bt[0, cut) + rt}, whose query and fragment start at {@code q} and {@code f} of {@code rt}. */
    private static <U> U joined(UriAccess<U> a, U b, int cut, String rt, int q, int f, int rFlags) {
        String bt = a.text(b);
        String text = join(bt, cut, rt);
        return text == bt ? b : target(a, text, b, shift(q, cut), shift(f, cut), rFlags);
    }

    /**
     * {@code bt[0, cut) + rt}, or {@code bt} itself when that is its text (a reference to the
     * base's page, {@code /x/y} against {@code http://h/x/y}); a cut of {@code bt} when it is a
     * prefix of it (the same against {@code http://h/x/y?q}). Otherwise the text is built with
     * one copy of each part.
     *
     * <p>When the lengths add up to the base's, {@code rt} can only occur in {@code bt} at
     * {@code cut}, so {@code indexOf} from {@code cut} is {@code startsWith} with a window of one
     * position (linear); HotSpot runs it as a vectorized intrinsic, {@code startsWith} as a byte
     * loop.
     */
    private static String join(String bt, int cut, String rt) {
        int length = cut + rt.length();
        if (length == bt.length() ? bt.indexOf(rt, cut) == cut : length < bt.length() && bt.startsWith(rt, cut)) {
            return length == bt.length() ? bt : bt.substring(0, length);
        }
        return cut == bt.length() ? bt.concat(rt) : bt.substring(0, cut).concat(rt);
    }

    /**
     * The target with the base's scheme, authority and path start, and the given query and
     * fragment starts. Its text is a part of the base's and the whole reference (which has no
     * scheme): what holds of both holds of the target ({@link UriFactory#PLAIN}: scheme, host and escapes).
     */
    private static <U> U target(UriAccess<U> a, String text, U b, int queryStart, int fragmentStart, int rFlags) {
        return a.create(text, Grammar.rfc3986(), a.schemeEnd(b), a.hostStart(b), a.hostEnd(b), a.pathStart(b),
                queryStart, fragmentStart, a.hostKind(b), a.flags(b) & rFlags);
    }

    /** A reference's component offset in the target, whose text has {@code shift} characters of the base's before it. */
    private static int shift(int offset, int shift) {
        return offset < 0 ? -1 : offset + shift;
    }

    private static <U> int pathEnd(UriAccess<U> a, U u) {
        int q = a.queryStart(u);
        if (q >= 0) {
            return q;
        }
        int f = a.fragmentStart(u);
        return f >= 0 ? f : a.text(u).length();
    }
}
