package org.urikit.whatwg;

/**
 * A URL record under construction (URL Standard, "URL representation"), kept as its
 * serialization: the scheme, credentials, host and port are held as values until the path
 * starts, then everything is written in order into one {@link Href}, so the path, query and
 * fragment are appended where they belong and the URL serializer has nothing left to do but
 * the {@code "/."} guard. The parser only ever writes the record in component order, and the
 * setters rebuild a URL from its components in the same order.
 *
 * <p>A held value is a {@code String} or, for what the parser reads from its input, a range of
 * that input ({@link #src}) with what its serialization does to it: the scheme and a domain are
 * lower-cased, the credentials percent-encoded with the userinfo set, an opaque host copied; so
 * the common URL that needs rewriting costs no string but the href.
 *
 * <p>The path is held as its serialization: a list path {@code ["a", "", "b"]} is
 * {@code "/a//b"}, so "shorten" cuts at the last {@code '/'}, "append" writes {@code '/'} and
 * the segment, and "the path is empty" means nothing written; an opaque path is its text.
 */
final class UrlRecord {
    static final int FTP = 0;
    static final int FILE = 1;
    static final int HTTP = 2;
    static final int HTTPS = 3;
    static final int WS = 4;
    static final int WSS = 5;
    /** The special schemes, indexed by the constants above. */
    static final String[] SPECIAL = {"ftp", "file", "http", "https", "ws", "wss"};
    private static final int[] DEFAULT_PORT = {21, -1, 80, 443, 80, 443};

    /** The text the held ranges are ranges of (the parser's input). */
    String src;
    /** The scheme, or null while it is the range {@code src[schemeFrom, schemeTo)} (lower-cased when written). */
    String scheme;
    private int schemeFrom;
    private int schemeTo;
    /** Index into {@link #SPECIAL}, or -1 for a scheme that is not special. */
    int special = -1;
    String username = "";
    String password = "";
    /** The credentials as the range {@code src[userinfoFrom, userinfoTo)} (username ':' password), or -1. */
    private int userinfoFrom = -1;
    private int userinfoTo;
    /** The serialized host, or null for none (or while it is a range). */
    String host;
    /** The host as the range {@code src[hostFrom, hostTo)}, or -1; lower-cased when written if {@link #hostLower}. */
    private int hostFrom = -1;
    private int hostTo;
    private boolean hostLower;
    HostType hostType;
    /** The port, or -1 for null. */
    int port = -1;
    boolean opaquePath;

    final Href out;
    private boolean flushed;
    private int userEnd;
    private int hostStart = -1;
    private int hostEnd = -1;
    private int pathStart;
    private int queryStart = -1;
    private int fragmentStart = -1;

    UrlRecord(int capacity) {
        out = new Href(capacity);
    }

    /**
     * Makes this record a new, empty one for parsing {@code src}, keeping its buffer. A record
     * that is kept from one URL to the next lives in the old generation, where each store of a
     * reference costs a GC write barrier: the fields that are usually unchanged are only
     * written when they change.
     */
    void reset(String src) {
        this.src = src;
        special = -1;                        // the scheme is set before it is read
        if (!username.isEmpty()) {
            username = "";
        }
        if (!password.isEmpty()) {
            password = "";
        }
        userinfoFrom = -1;
        host = null;
        hostFrom = -1;
        port = -1;
        opaquePath = false;
        out.reset();
        flushed = false;
        userEnd = 0;
        hostStart = -1;
        hostEnd = -1;
        pathStart = 0;
        queryStart = -1;
        fragmentStart = -1;
    }

    /**
     * Makes this record the one of a special URL whose serialization begins with
     * {@code src[0, copied)}, text already in canonical form (the fast path read it): the scheme,
     * {@code "//"}, the host {@code src[hostStart, hostEnd)}, the port, the path from
     * {@code pathStart} and the query and fragment that start at {@code queryStart} and
     * {@code fragmentStart} (or -1) as far as {@code copied}.
     */
    void resume(String src, int special, int hostStart, int hostEnd, HostType type, int pathStart, int queryStart,
            int fragmentStart, int copied) {
        reset(src);
        setScheme(SPECIAL[special], special);
        setHost(hostStart, hostEnd, false, type);
        out.appendRange(src, 0, copied);
        flushed = true;
        userEnd = hostStart;
        this.hostStart = hostStart;
        this.hostEnd = hostEnd;
        this.pathStart = pathStart;
        this.queryStart = queryStart;
        this.fragmentStart = fragmentStart;
    }

    /** A record holding {@code url}'s scheme, credentials, host and port; its path, query and fragment are left to the caller. */
    static UrlRecord of(WebUrl url) {
        UrlRecord r = new UrlRecord(url.href().length() + 16);
        r.scheme = url.scheme();
        r.special = url.specialIndex();
        r.username = url.username();
        r.password = url.password();
        r.host = url.hasHost() ? url.hostname() : null;
        r.hostType = url.hostType();
        r.port = url.portValue();
        return r;
    }

    /** The index of {@code scheme} in {@link #SPECIAL}, or -1. */
    static int specialIndex(String scheme) {
        switch (scheme) {
            case "ftp": return FTP;
            case "file": return FILE;
            case "http": return HTTP;
            case "https": return HTTPS;
            case "ws": return WS;
            case "wss": return WSS;
            default: return -1;
        }
    }

    /**
     * The index in {@link #SPECIAL} of the scheme {@code s[from, to)} in any case, or -1 (no
     * substring is made). Every scheme code point but an upper-case letter has the 0x20 bit set,
     * so {@code c | 0x20} lower-cases a scheme.
     */
    static int specialIndex(String s, int from, int to) {
        switch (to - from) {
            case 2:
                return lowerEquals(s, from, "ws") ? WS : -1;
            case 3:
                return lowerEquals(s, from, "wss") ? WSS : lowerEquals(s, from, "ftp") ? FTP : -1;
            case 4:
                return lowerEquals(s, from, "http") ? HTTP : lowerEquals(s, from, "file") ? FILE : -1;
            case 5:
                return lowerEquals(s, from, "https") ? HTTPS : -1;
            default:
                return -1;
        }
    }

    /** Whether the scheme code points from {@code s[from]} lower-cased are {@code name}. */
    private static boolean lowerEquals(String s, int from, String name) {
        for (int i = 0; i < name.length(); i++) {
            if ((s.charAt(from + i) | 0x20) != name.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The default port of special scheme {@code special}, or -1 (for file and non-special schemes). */
    static int defaultPort(int special) {
        return special < 0 ? -1 : DEFAULT_PORT[special];
    }

    void setScheme(String scheme, int special) {
        if (this.scheme != scheme) {
            this.scheme = scheme;            // only when it changes: see reset
        }
        this.special = special;
    }

    /** Sets the scheme to {@code src[from, to)} lower-cased: the constant of a special one, else held as the range. */
    void setScheme(int from, int to, int special) {
        if (special >= 0) {
            setScheme(SPECIAL[special], special);
        } else {
            setScheme(null, special);
            schemeFrom = from;
            schemeTo = to;
        }
    }

    /** The length of the scheme. */
    int schemeLength() {
        return scheme != null ? scheme.length() : schemeTo - schemeFrom;
    }

    /** Sets username and password to the userinfo {@code src[from, to)}: the username, and the password after the first ':'. */
    void setCredentials(int from, int to) {
        userinfoFrom = from;
        userinfoTo = to;
    }

    /** The ':' that ends the held username, or the end of the userinfo. */
    private int userinfoColon() {
        int colon = src.indexOf(':', userinfoFrom);
        return colon < 0 || colon > userinfoTo ? userinfoTo : colon;
    }

    /** "includes credentials": the username or the password is not empty. */
    boolean includesCredentials() {
        if (userinfoFrom >= 0) {
            int colon = userinfoColon();
            return colon > userinfoFrom || userinfoTo > colon + 1;
        }
        return !username.isEmpty() || !password.isEmpty();
    }

    void setHost(String host, HostType type) {
        this.host = host;
        this.hostFrom = -1;
        setHostType(type);
    }

    /** Sets the host to the empty host (held as an empty range: no reference is stored, see {@link #reset}). */
    void setEmptyHost() {
        setHost(0, 0, false, HostType.EMPTY);
    }

    /** Sets the host to {@code src[from, to)}, lower-cased if {@code lower} (a domain), else as it is (an opaque host). */
    void setHost(int from, int to, boolean lower, HostType type) {
        if (host != null) {
            host = null;
        }
        this.hostFrom = from;
        this.hostTo = to;
        this.hostLower = lower;
        setHostType(type);
    }

    /** Sets {@link #hostType}, which is only read with a host, when it changes (see {@link #reset}). */
    private void setHostType(HostType type) {
        if (hostType != type) {
            hostType = type;
        }
    }

    /** "url's host is null". */
    boolean hostIsNull() {
        return host == null && hostFrom < 0;
    }

    /** Takes {@code base}'s username, password, host and port. */
    void copyAuthority(WebUrl base) {
        username = base.username();
        password = base.password();
        userinfoFrom = -1;
        setHost(base.hasHost() ? base.hostname() : null, base.hostType());
        port = base.portValue();
    }

    /** Writes the held components: {@code scheme ":" ["//" [user [":" password] "@"] host [":" port]]}. */
    private void flush() {
        if (flushed) {
            return;
        }
        flushed = true;
        if (scheme != null) {
            out.appendAscii(scheme);
        } else {
            out.appendLower(src, schemeFrom, schemeTo);
        }
        out.append(':');
        if (!hostIsNull()) {
            out.append('/');
            out.append('/');
            if (includesCredentials()) {
                writeCredentials();
                out.append('@');
            } else {
                userEnd = out.length();
            }
            hostStart = out.length();
            if (host != null) {
                out.appendAscii(host);
            } else if (hostLower) {
                out.appendLower(src, hostFrom, hostTo);
            } else {
                out.appendRange(src, hostFrom, hostTo);
            }
            hostEnd = out.length();
            if (port >= 0) {
                out.append(':');
                out.appendInt(port);
            }
        } else {
            userEnd = out.length();
        }
        pathStart = out.length();
    }

    /** Writes {@code username [":" password]}, noting where the username ends. */
    private void writeCredentials() {
        if (userinfoFrom < 0) {
            out.appendAscii(username);
            userEnd = out.length();
            if (!password.isEmpty()) {
                out.append(':');
                out.appendAscii(password);
            }
            return;
        }
        int colon = userinfoColon();
        Encoding.appendEncoded(out, src, userinfoFrom, colon, Encoding.USERINFO_LO, Encoding.USERINFO_HI);
        userEnd = out.length();
        if (userinfoTo > colon + 1) {
            out.append(':');
            Encoding.appendEncoded(out, src, colon + 1, userinfoTo, Encoding.USERINFO_LO, Encoding.USERINFO_HI);
        }
    }

    // ---- path ---------------------------------------------------------------------------------

    void startOpaquePath() {
        opaquePath = true;
    }

    /** "url's path is empty": no segment written (or an empty opaque path). */
    boolean pathIsEmpty() {
        return !flushed || out.length() == pathStart;
    }

    /** "shorten url's path", which is a list: drop the last segment, but not a lone normalized Windows drive letter of a file URL. */
    void shortenPath() {
        flush();
        int len = out.length();
        if (special == FILE && len - pathStart == 3 && isNormalizedDriveLetter(pathStart + 1)) {
            return;
        }
        for (int i = len - 1; i >= pathStart; i--) {
            if (out.charAt(i) == '/') {
                out.truncate(i);
                return;
            }
        }
    }

    private boolean isNormalizedDriveLetter(int i) {
        return Chars.isAlpha(out.charAt(i)) && out.charAt(i + 1) == ':';
    }

    /** Sets the path to the empty list. */
    void emptyPath() {
        flush();
        out.truncate(pathStart);
    }

    /** Appends segment {@code s}, already percent-encoded, to the list path. */
    void appendSegment(String s) {
        flush();
        out.append('/');
        out.appendAscii(s);
    }

    /** Appends segment {@code s[from, to)}, which holds nothing to encode. */
    void appendSegment(String s, int from, int to) {
        flush();
        out.append('/');
        out.appendRange(s, from, to);
    }

    /** Starts a segment of the list path, for the caller to write into the buffer it returns. */
    Href startSegment() {
        flush();
        out.append('/');
        return out;
    }

    /** Appends the normalized Windows drive letter {@code letter ':'} as a segment. */
    void appendDriveLetter(char letter) {
        flush();
        out.append('/');
        out.append(letter);
        out.append(':');
    }

    /** The buffer, for the caller to write the (opaque) path into. */
    Href pathOut() {
        flush();
        return out;
    }

    /** The path of {@code base}, cloned (the base has a list path). */
    void copyPath(WebUrl base) {
        flush();
        out.appendAscii(base.href(), base.pathStart(), base.pathEnd());
    }

    /** The opaque path of {@code base}. */
    void copyOpaquePath(WebUrl base) {
        opaquePath = true;
        copyPath(base);
    }

    /** Appends {@code base}'s first path segment when it is a normalized Windows drive letter. */
    void appendBaseDriveLetter(WebUrl base) {
        String h = base.href();
        int p = base.pathStart();
        int e = base.pathEnd();
        if (e - p >= 3 && Chars.isAlpha(h.charAt(p + 1)) && h.charAt(p + 2) == ':' && (e - p == 3 || h.charAt(p + 3) == '/')) {
            flush();
            out.appendAscii(h, p, p + 3);
        }
    }

    /** Appends a whole serialized path ({@code opaque}: an opaque path). */
    void appendRawPath(String path, boolean opaque) {
        opaquePath = opaque;
        flush();
        out.appendAscii(path);
    }

    // ---- query and fragment ----------------------------------------------------------------

    /** Sets the query to the empty string: the {@code '?'} that starts it. */
    void startQuery() {
        flush();
        queryStart = out.length();
        out.append('?');
    }

    /** Sets the query to {@code base}'s (nothing when it is null). */
    void appendBaseQuery(WebUrl base) {
        appendRawQuery(base.query());
    }

    /** Sets the query to serialized {@code query}, or leaves it null. */
    void appendRawQuery(String query) {
        if (query != null) {
            startQuery();
            out.appendAscii(query);
        }
    }

    /** Sets the fragment to the empty string: the {@code '#'} that starts it. */
    void startFragment() {
        flush();
        fragmentStart = out.length();
        out.append('#');
    }

    void appendRawFragment(String fragment) {
        if (fragment != null) {
            startFragment();
            out.appendAscii(fragment);
        }
    }

    // ---- the result ------------------------------------------------------------------------

    /**
     * The URL serializer's last step and the value: a URL without a host whose list path starts
     * with an empty segment gets {@code "/."} before its path, so that the path cannot be read
     * back as an authority. {@code input} is reused as the href when it is the serialization.
     */
    WebUrl build(String input) {
        flush();
        if (hostIsNull() && !opaquePath && out.length() - pathStart >= 2 && out.charAt(pathStart) == '/'
                && out.charAt(pathStart + 1) == '/' && pathEnd() - pathStart >= 2) {
            out.insert(pathStart, "/.");
            pathStart += 2;
            if (queryStart >= 0) {
                queryStart += 2;
            }
            if (fragmentStart >= 0) {
                fragmentStart += 2;
            }
        }
        String text = input != null && out.contentEquals(input) ? input : out.toString();
        return new WebUrl(text, schemeLength(), userEnd, hostStart, hostEnd, pathStart, queryStart,
                fragmentStart, hostIsNull() ? null : hostType, special, opaquePath);
    }

    private int pathEnd() {
        return queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : out.length();
    }
}
