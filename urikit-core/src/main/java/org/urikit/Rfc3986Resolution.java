package org.urikit;

/**
 * The offset-level fast path of RFC 3986 §5.2.2 (strict) for the common case: the reference's
 * path, and for a merge the base's directory, hold no {@code "."} or {@code ".."} segment, so
 * remove_dot_segments (§5.2.4) changes nothing and the target's text is a concatenation of a
 * prefix of the base and the whole reference. The target's offsets follow from the two inputs'
 * offsets, so nothing is re-parsed and nothing is allocated beyond the target itself; when the
 * target is the reference or the base unchanged, that value is returned.
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
        int rPath = r.pathStartOffset();
        int rPathEnd = pathEnd(r);
        if (r.isAbsolute()) {
            if (!strict && r.toString().regionMatches(true, 0, b.toString(), 0, b.schemeEndOffset() + 1)) {
                return null;                  // 5.2.2 non-strict: the scheme is dropped, then resolved
            }
            // T = R, with remove_dot_segments(R.path)
            return hasDotSegment(rt, rPath, rPathEnd) ? null : r;
        }
        String bt = b.toString();
        if (r.hasAuthority()) {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.scheme = Base.scheme
            if (hasDotSegment(rt, rPath, rPathEnd)) {
                return null;
            }
            int shift = b.schemeEndOffset() + 1;
            return join(bt, shift, rt, b, shift, r);
        }
        if (rPath == rPathEnd) {
            if (r.hasQuery()) {
                // T.path = Base.path; T.query = R.query
                int cut = pathEnd(b);
                return join(bt, cut, rt, b, cut, r);
            }
            // T = Base without its fragment, with R.fragment (the current document)
            int cut = b.hasFragment() ? b.fragmentStartOffset() : bt.length();
            if (!r.hasFragment() && cut == bt.length()) {
                return b;
            }
            return join(bt, cut, rt, b, cut, r);
        }
        if (rt.charAt(rPath) == '/') {
            // T.path = remove_dot_segments(R.path); authority and scheme from the base
            if (hasDotSegment(rt, rPath, rPathEnd)) {
                return null;
            }
            int cut = b.pathStartOffset();
            return join(bt, cut, rt, b, cut, r);
        }
        // 5.2.3 Merge Paths: the base path up to its last '/', or "/" for an empty base path
        // with an authority; then remove_dot_segments over the whole merged path.
        int bPath = b.pathStartOffset();
        int bPathEnd = pathEnd(b);
        if (hasDotSegment(rt, rPath, rPathEnd) || hasDotSegment(bt, bPath, bPathEnd)) {
            return null;
        }
        if (b.hasAuthority() && bPath == bPathEnd) {
            return shifted(bt.substring(0, bPath) + "/" + rt, b, bPath + 1, r, bPath);
        }
        int cut = bt.lastIndexOf('/', bPathEnd - 1);
        cut = cut < bPath ? bPath : cut + 1;
        return join(bt, cut, rt, b, cut, r);
    }

    /**
     * {@code bt[0, cut) + rt}: the reference's components follow the base's prefix. When that text
     * is the base's own text (a reference to the base's page, {@code /x/y} against
     * {@code http://h/x/y}), the base itself is the target; when it is a prefix of it (the same
     * against {@code http://h/x/y?q}), the target shares a cut of the base's text. Otherwise the
     * text is built with one copy of each part.
     */
    private static Uri join(String bt, int cut, String rt, Uri b, int shift, Uri r) {
        int length = cut + rt.length();
        String text;
        if (length <= bt.length() && bt.startsWith(rt, cut)) {
            if (length == bt.length()) {
                return b;
            }
            text = bt.substring(0, length);
        } else {
            text = cut == bt.length() ? bt.concat(rt) : bt.substring(0, cut).concat(rt);
        }
        return shifted(text, b, shift, r, b.pathStartOffset());
    }

    /**
     * The target whose scheme (and, when the reference has none, authority) come from the base,
     * whose remaining components are those of the reference moved right by {@code shift}, and
     * whose path starts at {@code pathStart} when the reference has no authority.
     */
    private static Uri shifted(String text, Uri b, int shift, Uri r, int pathStart) {
        int hostStart;
        int hostEnd;
        byte hostKind;
        int targetPathStart;
        if (r.hasAuthority()) {
            hostStart = r.hostStartOffset() + shift;
            hostEnd = r.hostEndOffset() + shift;
            hostKind = r.hostKindOrdinal();
            targetPathStart = r.pathStartOffset() + shift;
        } else {
            hostStart = b.hostStartOffset();
            hostEnd = b.hostEndOffset();
            hostKind = b.hostKindOrdinal();
            targetPathStart = pathStart;
        }
        int queryStart = r.hasQuery() ? r.queryStartOffset() + shift : -1;
        int fragmentStart = r.hasFragment() ? r.fragmentStartOffset() + shift : -1;
        if (!r.hasAuthority() && r.pathStartOffset() == pathEnd(r) && !r.hasQuery()) {
            // The current document: the base's query, if any, stays.
            queryStart = b.hasQuery() ? b.queryStartOffset() : -1;
        }
        // The text is a part of the base's and the whole reference (which has no scheme here):
        // what holds of both holds of the target (Uri.PLAIN: scheme, host and escapes).
        byte flags = (byte) (b.flags() & r.flags());
        return new Uri(text, Profile.RFC3986, b.schemeEndOffset(), hostStart, hostEnd, targetPathStart, queryStart,
                fragmentStart, hostKind, flags);
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
