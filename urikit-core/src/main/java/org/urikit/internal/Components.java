package org.urikit.internal;

import org.urikit.ParseResult;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/**
 * The five components of a URI reference as plain strings, for the algorithms that take a
 * reference apart and put it together again (resolution, normalization, scheme rules). A
 * {@code null} component is undefined; the path is never null (RFC 3986 §5.2, "the path
 * component is never undefined, though it may be empty").
 *
 * <p>{@link #recompose()} is RFC 3986 §5.3 (R77), verbatim. {@link #toUri(Profile...)} first
 * makes the text unambiguous, then runs it through the one parser, so offsets are only ever
 * computed by {@code Parser}.
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
    public static Components of(Uri u) {
        return new Components(u.scheme(), u.authority(), u.path(), u.query(), u.fragment());
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
     * Disambiguates, recomposes and parses the result under the first profile whose grammar
     * accepts it (normally the first one given).
     *
     * @throws UriSyntaxException the failure under the first profile if no profile accepts it
     */
    public Uri toUri(Profile... profiles) {
        disambiguate();
        return parse(recompose(), profiles);
    }

    /** Parses {@code text} under the first of {@code profiles} that accepts it. */
    public static Uri parse(String text, Profile... profiles) {
        ParseResult.Failure first = null;
        for (Profile p : profiles) {
            ParseResult r = Uri.tryParse(text, p);
            if (r instanceof ParseResult.Success s) {
                return s.uri();
            }
            if (first == null) {
                first = (ParseResult.Failure) r;
            }
        }
        if (first == null) {
            return Uri.parse(text);
        }
        throw first.toException();
    }

    @Override
    public String toString() {
        return recompose();
    }
}
