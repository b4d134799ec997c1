package org.urikit;

/**
 * {@link Uri#span(Component)}: where each component lies in a URI's text, computed on demand from
 * the parser's offsets (pictured in {@link Bridge}), so that parsing stores nothing more.
 * Package-private.
 */
final class UriSpans {
    private UriSpans() {
    }

    /** The span of {@code c} in {@code u}'s text, or null when the component is absent. */
    static Span of(Uri u, Component c) {
        switch (c) {
            case SCHEME:
                return u.schemeEnd < 0 ? null : new Span(0, u.schemeEnd);
            case AUTHORITY:
                return u.hostStart < 0 ? null : new Span(authorityStart(u), u.pathStart);
            case USERINFO:
                return hasUserInfo(u) ? new Span(authorityStart(u), u.hostStart - 1) : null;
            case USER:
                return hasUserInfo(u) ? new Span(authorityStart(u), userEnd(u)) : null;
            case PASSWORD:
                int colon = hasUserInfo(u) ? userEnd(u) : -1;
                return colon < 0 || colon == u.hostStart - 1 ? null : new Span(colon + 1, u.hostStart - 1);
            case HOST:
                return u.hostStart < 0 ? null : new Span(u.hostStart, u.hostEnd);
            case PORT:
                return hasPort(u) ? new Span(u.hostEnd + 1, u.pathStart) : null;
            case PATH:
                return new Span(u.pathStart, pathEnd(u));
            case QUERY:
                return u.queryStart < 0 ? null : new Span(u.queryStart + 1, u.fragmentStart < 0 ? u.text.length() : u.fragmentStart);
            case FRAGMENT:
                return u.fragmentStart < 0 ? null : new Span(u.fragmentStart + 1, u.text.length());
            case PATH_SEGMENT:
            default:
                throw new IllegalArgumentException("a path has no single segment span: split path() or use pathSegments()");
        }
    }

    /** The authority's first index (after {@code "//"}); meaningful only when there is an authority. */
    static int authorityStart(Uri u) {
        return u.schemeEnd + 3;
    }

    /** Whether a userinfo is present (an {@code '@'} in the authority). */
    static boolean hasUserInfo(Uri u) {
        return u.hostStart > authorityStart(u);
    }

    /** Whether a port is present (a {@code ':'} after the host). */
    static boolean hasPort(Uri u) {
        return u.hostStart >= 0 && u.hostEnd < u.pathStart;
    }

    /** The end of the path: the {@code '?'}, the {@code '#'} or the end of the text. */
    static int pathEnd(Uri u) {
        return u.queryStart >= 0 ? u.queryStart : u.fragmentStart >= 0 ? u.fragmentStart : u.text.length();
    }

    /** The index of the userinfo's first {@code ':'}, or of its {@code '@'} when it has none; the userinfo must be present. */
    private static int userEnd(Uri u) {
        int at = u.hostStart - 1;
        for (int i = authorityStart(u); i < at; i++) {
            if (u.text.charAt(i) == ':') {
                return i;
            }
        }
        return at;
    }

    /** Whether the userinfo has a {@code ':'}: a password, possibly empty. */
    static boolean hasPassword(Uri u) {
        return hasUserInfo(u) && userEnd(u) < u.hostStart - 1;
    }
}
