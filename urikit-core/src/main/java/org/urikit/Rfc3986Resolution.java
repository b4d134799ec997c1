package org.urikit;

/**
 * The offset-level fast path of RFC 3986 §5.2.2 (strict) for the common case: the reference's
 * path, and for a merge the base's directory, hold no {@code "."} or {@code ".."} segment, so
 * remove_dot_segments (§5.2.4) changes nothing and the target's text is a concatenation of a
 * prefix of the base and the whole reference. The target's offsets follow from the two inputs'
 * offsets, so nothing is re-parsed and nothing is allocated beyond the target itself; when the
 * target is the reference or the base unchanged, that value is returned. For
 * {@link Uri#resolve(String)} an absolute-path reference ({@code /x/y}) is read by
 * {@link Parser#absolutePath} and resolved from its offsets, without a {@link Uri} of its own.
 *
 * <p>Every other case (dot segments, non-strict same-scheme references, other profiles) returns
 * {@code null} and goes to {@link org.urikit.internal.Resolver}, whose results this class must
 * equal; a test compares the two over a random corpus.
 */
final class Rfc3986Resolution {
    private Rfc3986Resolution() {
    }

    /** The target of {@code r} against {@code b} under strict RFC 3986, or null when the general resolver must decide. */
    static Uri resolve(Uri b, Uri r, boolean strict) {
        if (b.profile() != Profile.RFC3986 || r.profile() != Profile.RFC3986 || !b.isAbsolute()) {
            return null;
        }
        String rt = r.toString();
        if (r.isAbsolute()) {
            if (!strict && rt.regionMatches(true, 0, b.toString(), 0, b.schemeEndOffset() + 1)) {
                return null;                  // 5.2.2 non-strict: the scheme is dropped, then resolved
            }
            // T = R, with remove_dot_segments(R.path)
            return hasDotSegment(r) ? null : r;
        }
        if (r.hasAuthority()) {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.scheme = Base.scheme
            if (hasDotSegment(r)) {
                return null;
            }
            String bt = b.toString();
            int shift = b.schemeEndOffset() + 1;
            String text = join(bt, shift, rt);
            return text == bt ? b : new Uri(text, Profile.RFC3986, b.schemeEndOffset(), r.hostStartOffset() + shift,
                    r.hostEndOffset() + shift, r.pathStartOffset() + shift, shift(r.queryStartOffset(), shift),
                    shift(r.fragmentStartOffset(), shift), r.hostKindOrdinal(), (byte) (b.flags() & r.flags()));
        }
        return relative(b, rt, r.queryStartOffset(), r.fragmentStartOffset(), r.flags());
    }

    /**
     * The target of the reference text {@code rt} against {@code b} under RFC 3986, read and
     * resolved in one go when {@code rt} is an absolute-path reference alone ({@code /x/y}, no
     * query or fragment): no {@link Uri} is built for it. Null when the general path (parse,
     * then resolve) must decide, which includes every invalid reference. (Other relative
     * references are not tried: telling a relative path from a scheme costs as much as the
     * parse that then follows.)
     */
    static Uri resolve(Uri b, String rt) {
        if (b.profile() != Profile.RFC3986 || !b.isAbsolute()) {
            return null;
        }
        long path = Parser.absolutePath(rt);
        if (path < 0 || ((int) path & Integer.MAX_VALUE) != rt.length()) {
            return null;                               // another kind of reference, or a query or fragment follows
        }
        return relative(b, rt, -1, -1, Parser.escaped(path) ? 0 : Uri.PLAIN);
    }

    /**
     * §5.2.2 for a reference {@code rt} with no scheme and no authority, whose query and fragment
     * start at {@code q} and {@code f} (-1: absent): the scheme and the authority come from the
     * base. The absolute-path case, the most common, is kept small enough to be inlined.
     */
    private static Uri relative(Uri b, String rt, int q, int f, byte rFlags) {
        int rPathEnd = q >= 0 ? q : f >= 0 ? f : rt.length();
        if (rPathEnd == 0) {
            return emptyPath(b, rt, q, f, rFlags);
        }
        if (rt.charAt(0) != '/') {
            return merged(b, rt, rPathEnd, q, f, rFlags);
        }
        // T.path = remove_dot_segments(R.path); authority and scheme from the base
        return hasDotSegment(rt, 0, rPathEnd) ? null : joined(b, b.pathStartOffset(), rt, q, f, rFlags);
    }

    /** An empty-path reference: the base's path with the reference's query, or the current document. */
    private static Uri emptyPath(Uri b, String rt, int q, int f, byte rFlags) {
        if (q >= 0) {
            return joined(b, pathEnd(b), rt, q, f, rFlags);       // T.path = Base.path; T.query = R.query
        }
        // T = Base without its fragment, with R.fragment (the current document)
        String bt = b.toString();
        int cut = b.hasFragment() ? b.fragmentStartOffset() : bt.length();
        if (f < 0 && cut == bt.length()) {
            return b;
        }
        String text = join(bt, cut, rt);
        return text == bt ? b : target(text, b, b.queryStartOffset(), shift(f, cut), rFlags);
    }

    /**
     * 5.2.3 Merge Paths: the base path up to its last '/', or "/" for an empty base path with an
     * authority; then remove_dot_segments over the whole merged path.
     */
    private static Uri merged(Uri b, String rt, int rPathEnd, int q, int f, byte rFlags) {
        if (hasDotSegment(rt, 0, rPathEnd) || hasDotSegment(b)) {
            return null;
        }
        String bt = b.toString();
        int pathStart = b.pathStartOffset();
        int bPathEnd = pathEnd(b);
        if (b.hasAuthority() && pathStart == bPathEnd) {
            String text = bt.substring(0, pathStart) + "/" + rt;
            return target(text, b, shift(q, pathStart + 1), shift(f, pathStart + 1), rFlags);
        }
        int cut = bt.lastIndexOf('/', bPathEnd - 1);
        return joined(b, cut < pathStart ? pathStart : cut + 1, rt, q, f, rFlags);
    }

    /** The target {@code bt[0, cut) + rt}, whose query and fragment start at {@code q} and {@code f} of {@code rt}. */
    private static Uri joined(Uri b, int cut, String rt, int q, int f, byte rFlags) {
        String bt = b.toString();
        String text = join(bt, cut, rt);
        return text == bt ? b : target(text, b, shift(q, cut), shift(f, cut), rFlags);
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
     * loop, and it measured about 90 instructions fewer per resolution of a 19-character path.
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
     * scheme): what holds of both holds of the target ({@link Uri#PLAIN}: scheme, host and escapes).
     */
    private static Uri target(String text, Uri b, int queryStart, int fragmentStart, byte rFlags) {
        return new Uri(text, Profile.RFC3986, b.schemeEndOffset(), b.hostStartOffset(), b.hostEndOffset(),
                b.pathStartOffset(), queryStart, fragmentStart, b.hostKindOrdinal(), (byte) (b.flags() & rFlags));
    }

    /** A reference's component offset in the target, whose text has {@code shift} characters of the base's before it. */
    private static int shift(int offset, int shift) {
        return offset < 0 ? -1 : offset + shift;
    }

    /** Whether {@code u}'s path has a {@code "."} or {@code ".."} segment. */
    static boolean hasDotSegment(Uri u) {
        return hasDotSegment(u.toString(), u.pathStartOffset(), pathEnd(u));
    }

    private static int pathEnd(Uri u) {
        int q = u.queryStartOffset();
        if (q >= 0) {
            return q;
        }
        int f = u.fragmentStartOffset();
        return f >= 0 ? f : u.toString().length();
    }

    /**
     * Whether {@code s[from, to)} has a complete segment {@code "."} or {@code ".."} (RFC 3986
     * §5.2.4). A dot segment starts the path or follows a {@code '/'}, so after the first
     * character only the places of {@code "/."} are visited, found by the JDK's (vectorized)
     * substring search: a path without any costs one search.
     */
    static boolean hasDotSegment(String s, int from, int to) {
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
