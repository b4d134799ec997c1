package org.urikit.internal;

import org.urikit.error.UriSyntaxException;

/**
 * The five components of a URI reference as plain strings, for the algorithms that take a
 * reference apart and put it together again (resolution, normalization, scheme rules). A
 * {@code null} component is undefined; the path is never null (RFC 3986 §5.2, "the path
 * component is never undefined, though it may be empty").
 *
 * <p>{@link #recompose()} is RFC 3986 §5.3, verbatim. {@link #toUri(UriAccess, Grammar...)} first
 * makes the text unambiguous, then runs it through the one parser, so offsets are only ever
 * computed by {@link Parser}.
 */
public final class Components {
    public String scheme;
    /** The authority without {@code "//"}, or null. */
    public String authority;
    public String path;
    public String query;
    public String fragment;

    public Components(String scheme, String authority, String path, String query, String fragment) {
        this.scheme = scheme;
        this.authority = authority;
        this.path = path;
        this.query = query;
        this.fragment = fragment;
    }

    /** The components of {@code u}, raw. */
    public static <U> Components of(UriAccess<U> a, U u) {
        return new Components(a.scheme(u), a.authority(u), a.path(u), a.query(u), a.fragment(u));
    }

    /** 5.3. Component Recomposition: the string exactly as the RFC's pseudocode builds it. */
    public String recompose() {
        StringBuilder sb = new StringBuilder(length());
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (authority != null) {
            sb.append("//").append(authority);
        }
        sb.append(path);
        if (query != null) {
            sb.append('?').append(query);
        }
        if (fragment != null) {
            sb.append('#').append(fragment);
        }
        return sb.toString();
    }

    private int length() {
        return (scheme == null ? 0 : scheme.length() + 1) + (authority == null ? 0 : authority.length() + 2)
                + path.length() + (query == null ? 0 : query.length() + 1) + (fragment == null ? 0 : fragment.length() + 1);
    }

    /**
     * Rewrites the path so that the recomposed string cannot be read back differently
     * (RFC 3986 §3.3 and §4.2), and returns this:
     * <ul>
     * <li>without an authority, a path starting with {@code "//"} would read as an authority:
     *   it gets the prefix {@code "/."} ({@code //x} becomes {@code /.//x}, which
     *   remove_dot_segments turns back into {@code //x});</li>
     * <li>in a relative reference, a first segment with {@code ':'} would read as a scheme:
     *   it gets the prefix {@code "./"} ({@code a:b} becomes {@code ./a:b}).</li>
     * </ul>
     * Both prefixes are dot segments, so the rewritten reference resolves to the same target.
     */
    public Components disambiguate() {
        if (authority == null && path.startsWith("//")) {
            path = "/." + path;
        } else if (scheme == null && authority == null && firstSegmentHasColon(path)) {
            path = "./" + path;
        }
        return this;
    }

    static boolean firstSegmentHasColon(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == ':') {
                return true;
            }
            if (c == '/') {
                return false;
            }
        }
        return false;
    }

    /**
     * Disambiguates, recomposes and parses the result under the first of {@code grammars} that
     * accepts it (normally the first one given).
     *
     * @throws UriSyntaxException the failure under the first grammar if none accepts it
     */
    public <U> U toUri(UriAccess<U> a, Grammar... grammars) {
        disambiguate();
        return parse(a, recompose(), grammars);
    }

    /**
     * Parses {@code text} under the first of {@code grammars} that accepts it.
     *
     * @throws UriSyntaxException the failure under the first grammar if none accepts it
     */
    public static <U> U parse(UriAccess<U> a, String text, Grammar... grammars) {
        for (Grammar g : grammars) {
            U u = Parser.parse(text, g, a);
            if (u != null) {
                return u;
            }
        }
        Parser.Rejection r = Parser.rejection(text, grammars[0]);
        throw new UriSyntaxException(r.error(), text, r.index());
    }

    @Override
    public String toString() {
        return recompose();
    }
}
