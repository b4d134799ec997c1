package org.urikit.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Grammar.AuthorityRule;

/**
 * The recomposer: the five components of a URI reference as plain strings, for everything that
 * takes a reference apart and puts it together again (resolution, normalization, the builder). A
 * {@code null} component is undefined; the path is never null (RFC 3986 §5.2, "the path
 * component is never undefined, though it may be empty").
 *
 * <p>{@link #recompose()} is RFC 3986 §5.3, verbatim. {@link #toUri(UriAccess, Grammar...)} first
 * makes the text unambiguous, then runs it through the one parser, so offsets are only ever
 * computed by {@link Parser}; {@link #build} does the same for the builder's components, which
 * are raw text that may not be valid, and says which component is at fault.
 */
public final class Components {
    public String scheme;
    /** The authority without {@code "//"}, or null. */
    public String authority;
    public String path;
    public String query;
    public String fragment;
    /** The authority's parts, when it was composed from them ({@link #ofParts}). */
    private String userInfo;
    private String host;
    private String port;

    public Components(String scheme, String authority, String path, String query, String fragment) {
        this.scheme = scheme;
        this.authority = authority;
        this.path = path;
        this.query = query;
        this.fragment = fragment;
    }

    /**
     * Components with the authority composed from its parts (null parts are absent; an authority
     * is written when any of them is present): the builder's raw text, checked by {@link #build}.
     */
    public static Components ofParts(String scheme, String userInfo, String host, String port, String path, String query,
            String fragment) {
        boolean authority = userInfo != null || host != null || port != null;
        Components c = new Components(scheme, authority ? authority(userInfo, host == null ? "" : host, port) : null,
                path, query, fragment);
        c.userInfo = userInfo;
        c.host = host;
        c.port = port;
        return c;
    }

    /**
     * The segments of the path {@code text[from, to)}: split at every '/', after the leading one
     * of an absolute path ({@code /a/b/} gives {@code [a, b, ""]}, the empty path {@code []}),
     * each percent-decoded when {@code decode} (leniently: a malformed escape stays as it is).
     */
    public static List<String> segments(String text, int from, int to, boolean decode) {
        if (from == to) {
            return List.of();
        }
        int i = text.charAt(from) == '/' ? from + 1 : from;
        List<String> out = new ArrayList<>();
        while (true) {
            int slash = text.indexOf('/', i);
            int end = slash < 0 || slash > to ? to : slash;
            String segment = text.substring(i, end);
            out.add(decode ? PercentCodec.decodeLenient(segment) : segment);
            if (end == to) {
                return Collections.unmodifiableList(out);
            }
            i = end + 1;
        }
    }

    /** {@code authority = [ userinfo "@" ] host [ ":" port ]}   (RFC 3986 §3.2), from raw parts (null: absent). */
    public static String authority(String userInfo, String host, String port) {
        return (userInfo == null ? "" : userInfo + "@") + host + (port == null ? "" : ":" + port);
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
        throw Parser.rejection(text, grammars[0]).toException(text);
    }

    // ---- the builder's check ---------------------------------------------------------------

    /** Where the authority starts in {@link #recompose()}'s text (after {@code "//"}); with no authority, where it would. */
    private int authorityStart() {
        return (scheme == null ? 0 : scheme.length() + 1) + 2;
    }

    /** Where the host starts in {@link #recompose()}'s text (after the userinfo's '@'). */
    public int hostStart() {
        return authorityStart() + (userInfo == null ? 0 : userInfo.length() + 1);
    }

    private int hostEnd() {
        return hostStart() + (host == null ? 0 : host.length());
    }

    /** Where the path starts in {@link #recompose()}'s text. */
    public int pathStart() {
        return authority == null ? (scheme == null ? 0 : scheme.length() + 1) : authorityStart() + authority.length();
    }

    /**
     * The value for these components (from {@link #ofParts}), recomposed (§5.3) and parsed under
     * {@code g}, when the parser reads back exactly these components. Otherwise the
     * {@link UriSyntaxException} names the first component, in text order, that is not what was
     * given: its first character that the parser's production for it does not take, or that
     * would end it early (a delimiter of a later component inside it), or the parser's failure,
     * mapped to the component that holds its index. The parser is the only judge of syntax;
     * this method only says where.
     *
     * @param fault a fault the caller found in the components' structure (a missing host, a
     *     path without '/' next to an authority), or null
     * @param faultAt its index in the recomposed text
     * @throws UriSyntaxException whose input is the recomposed text
     */
    public <U> U build(UriAccess<U> a, Grammar g, SyntaxError fault, int faultAt) {
        String text = recompose();
        U u = Parser.parse(text, g, a);
        if (fault == null && u != null && readsBack(a, u)) {
            return u;
        }
        Parser.Rejection failure = u == null ? Parser.rejection(text, g) : null;
        throw new Fault(text).locate(g, fault, faultAt, failure);
    }

    /** Whether the parser put every boundary where these components put it. */
    private <U> boolean readsBack(UriAccess<U> a, U u) {
        int pathStart = pathStart();
        int queryStart = query == null ? -1 : pathStart + path.length();
        int fragmentStart = fragment == null ? -1
                : query == null ? pathStart + path.length() : queryStart + 1 + query.length();
        return a.schemeEnd(u) == (scheme == null ? -1 : scheme.length())
                && a.hostStart(u) == (authority == null ? -1 : hostStart())
                && a.hostEnd(u) == (authority == null ? -1 : hostEnd())
                && a.pathStart(u) == pathStart && a.queryStart(u) == queryStart && a.fragmentStart(u) == fragmentStart;
    }

    /** The search for the first fault, in text order: the earliest index wins, the first found on a tie. */
    private final class Fault {
        private final String text;
        private int index = Integer.MAX_VALUE;
        private SyntaxError error;

        Fault(String text) {
            this.text = text;
        }

        private void at(int i, SyntaxError e) {
            if (i >= 0 && i < index) {
                index = i;
                error = e;
            }
        }

        /** The first of {@code delimiters} in {@code text[from, to)}, a fault with {@code e}. */
        private void delimiter(int from, int to, String delimiters, SyntaxError e) {
            for (int k = from; k < to; k++) {
                if (delimiters.indexOf(text.charAt(k)) >= 0) {
                    at(k, e);
                    return;
                }
            }
        }

        UriSyntaxException locate(Grammar g, SyntaxError fault, int faultAt, Parser.Rejection failure) {
            if (scheme != null) {
                long r = Parser.schemeFault(g, text, scheme.length());
                if (r != 0) {
                    at(Parser.faultIndex(r), Parser.faultCode(r));
                }
            }
            int hostStart = hostStart();
            int hostEnd = hostEnd();
            if (userInfo != null) {
                // The first '@' ends the userinfo; '/', '?' and '#' end the authority.
                delimiter(authorityStart(), hostStart - 1, "@/?#", SyntaxError.USERINFO_CHAR_INVALID);
            }
            // A name without an IDNA form is reported at its own error, not at its first
            // non-ASCII character, which the parser would reject first.
            boolean idn = fault == SyntaxError.IDN_HOST_INVALID;
            if (fault == SyntaxError.HOST_MISSING || idn) {
                at(faultAt, fault);
            }
            if (host != null && !idn) {
                boolean registry = g.authorityRule == AuthorityRule.SERVER_OR_REG_NAME;   // may hold ':' and '@'
                int close = host.startsWith("[") ? text.indexOf(']', hostStart) : -1;
                if (close >= 0 && close + 1 < hostEnd) {
                    at(close + 1, SyntaxError.HOST_CHAR_INVALID);     // an IP literal ends at its ']'
                }
                delimiter(hostStart, hostEnd, host.startsWith("[") || registry ? "/?#" : ":@/?#",
                        SyntaxError.HOST_CHAR_INVALID);
            }
            if (port != null) {
                int stop = Parser.portEnd(text, hostEnd + 1, hostEnd + 1 + port.length());
                if (stop < hostEnd + 1 + port.length()) {
                    at(stop, SyntaxError.PORT_INVALID);
                }
            }
            int pathStart = pathStart();
            int pathEnd = pathStart + path.length();
            if (fault != null && fault != SyntaxError.HOST_MISSING && !idn) {
                at(faultAt, fault);
            }
            delimiter(pathStart, pathEnd, "?#", SyntaxError.PATH_CHAR_INVALID);
            if (query != null) {
                delimiter(pathEnd + 1, pathEnd + 1 + query.length(), "#", SyntaxError.QUERY_CHAR_INVALID);
            }
            if (failure != null && !(idn && failure.index() >= hostStart && failure.index() <= hostEnd)) {
                at(failure.index(), mapped(failure, hostStart, hostEnd, pathStart, pathEnd));
            }
            if (error == null) {
                // The parser read other boundaries without a fault in any one component: the 2003
                // draft reads an authority whose host is no host name as one registry name.
                at(authority != null ? hostStart : pathStart,
                        authority != null ? SyntaxError.HOST_INVALID : SyntaxError.PATH_CHAR_INVALID);
            }
            return new UriSyntaxException(error, text, index);
        }

        /**
         * The parser's failure as the fault of the component that holds its index: a character
         * the component does not allow (a malformed escape included) is reported with the
         * component's own code; the structural codes (IP literals, ports, host names) as they are.
         */
        private SyntaxError mapped(Parser.Rejection failure, int hostStart, int hostEnd, int pathStart, int pathEnd) {
            SyntaxError e = failure.error();
            switch (e) {
                case PERCENT_ENCODING_INVALID, SCHEME_CHAR_INVALID, USERINFO_CHAR_INVALID, HOST_CHAR_INVALID,
                        PATH_CHAR_INVALID, QUERY_CHAR_INVALID, FRAGMENT_CHAR_INVALID,
                        FIRST_SEGMENT_COLON -> {
                    int i = failure.index();
                    if (scheme != null && i <= scheme.length()) {
                        return SyntaxError.SCHEME_CHAR_INVALID;
                    }
                    if (authority != null && i < hostStart) {
                        return SyntaxError.USERINFO_CHAR_INVALID;
                    }
                    if (authority != null && i < hostEnd) {
                        return SyntaxError.HOST_CHAR_INVALID;
                    }
                    if (authority != null && i < pathStart) {
                        return SyntaxError.PORT_INVALID;
                    }
                    if (i < pathEnd || (query == null && fragment == null)) {
                        return SyntaxError.PATH_CHAR_INVALID;
                    }
                    if (query != null && (fragment == null || i <= pathEnd + query.length())) {
                        return SyntaxError.QUERY_CHAR_INVALID;
                    }
                    return SyntaxError.FRAGMENT_CHAR_INVALID;
                }
                default -> {
                    return e;
                }
            }
        }
    }

    @Override
    public String toString() {
        return recompose();
    }
}
