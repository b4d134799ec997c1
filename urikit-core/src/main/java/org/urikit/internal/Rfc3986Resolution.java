package org.urikit.internal;

/**
 * The offset-level fast path of RFC 3986 §5.2.2 (strict) for the common case: the reference's
 * path, and for a merge the base's directory, hold no {@code "."} or {@code ".."} segment, so
 * remove_dot_segments (§5.2.4) changes nothing and the target's text is a concatenation of a
 * prefix of the base and the whole reference. The target's offsets follow from the two inputs'
 * offsets, so nothing is re-parsed and nothing is allocated beyond the target itself; when the
 * target is the reference or the base unchanged, that value is returned. For a reference given
 * as text, an absolute-path reference ({@code /x/y}) is read by {@link Parser#absolutePath} and
 * resolved from its offsets, without a value of its own.
 *
 * <p>Every other case (dot segments, non-strict same-scheme references, other profiles) returns
 * {@code null} and goes to {@link Resolver}, whose results this class must equal; a test
 * compares the two over a random corpus.
 */
public final class Rfc3986Resolution {
    private Rfc3986Resolution() {
    }

    /** The target of {@code r} against {@code b} under strict RFC 3986, or null when the general resolver must decide. */
    public static <U> U resolve(UriAccess<U> a, U b, U r, boolean strict) {
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
            return hasDotSegment(a, r) ? null : r;
        }
        if (a.hostStart(r) >= 0) {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.scheme = Base.scheme
            if (hasDotSegment(a, r)) {
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
     * query or fragment): no value is built for it. Null when the general path (parse,
     * then resolve) must decide, which includes every invalid reference. (Other relative
     * references are not tried: telling a relative path from a scheme costs as much as the
     * parse that then follows.)
     */
    public static <U> U resolve(UriAccess<U> a, U b, String rt) {
        if (a.grammar(b) != Grammar.rfc3986() || a.schemeEnd(b) < 0) {
            return null;
        }
        long path = Parser.absolutePath(rt);
        if (path < 0 || ((int) path & Integer.MAX_VALUE) != rt.length()) {
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
        return hasDotSegment(rt, 0, rPathEnd) ? null : joined(a, b, a.pathStart(b), rt, q, f, rFlags);
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
        if (hasDotSegment(rt, 0, rPathEnd) || hasDotSegment(a, b)) {
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

    /** Whether {@code u}'s path has a {@code "."} or {@code ".."} segment. */
    public static <U> boolean hasDotSegment(UriAccess<U> a, U u) {
        return hasDotSegment(a.text(u), a.pathStart(u), pathEnd(a, u));
    }

    private static <U> int pathEnd(UriAccess<U> a, U u) {
        int q = a.queryStart(u);
        if (q >= 0) {
            return q;
        }
        int f = a.fragmentStart(u);
        return f >= 0 ? f : a.text(u).length();
    }

    /**
     * Whether {@code s[from, to)} has a complete segment {@code "."} or {@code ".."} (RFC 3986
     * §5.2.4). A dot segment starts the path or follows a {@code '/'}, so after the first
     * character only the places of {@code "/."} are visited, found by the JDK's (vectorized)
     * substring search: a path without any costs one search.
     */
    public static boolean hasDotSegment(String s, int from, int to) {
        if (from < to && s.charAt(from) == '.' && isDotSegmentAt(s, from, to)) {
            return true;
        }
        for (int i = s.indexOf("/.", from); i >= 0 && i + 1 < to; i = s.indexOf("/.", i + 1)) {
            if (isDotSegmentAt(s, i + 1, to)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the segment that starts with the {@code '.'} at {@code i} is {@code "."} or {@code ".."}. */
    private static boolean isDotSegmentAt(String s, int i, int to) {
        int next = i + 1;
        if (next == to || s.charAt(next) == '/') {
            return true;                             // "."
        }
        return s.charAt(next) == '.' && (next + 1 == to || s.charAt(next + 1) == '/');   // ".."
    }
}
