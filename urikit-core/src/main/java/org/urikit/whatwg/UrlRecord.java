package org.urikit.whatwg;

/**
 * A URL record under construction (URL Standard, "URL representation"), kept as its
 * serialization: the scheme, credentials, host and port are held as values until the path
 * starts, then everything is written in order into one {@link Href}, so the path, query and
 * fragment are appended where they belong and the URL serializer has nothing left to do but
 * the {@code "/."} guard. The parser only ever writes the record in component order, and the
 * setters rebuild a URL from its components in the same order.
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

    String scheme;
    /** Index into {@link #SPECIAL}, or -1 for a scheme that is not special. */
    int special = -1;
    String username = "";
    String password = "";
    /** The serialized host, or null for none. */
    String host;
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

    /** The index in {@link #SPECIAL} of the scheme {@code s[from, to)} in any case, or -1 (no substring is made). */
    static int specialIndex(String s, int from, int to) {
        for (int k = 0; k < SPECIAL.length; k++) {
            String name = SPECIAL[k];
            if (name.length() == to - from && s.regionMatches(true, from, name, 0, to - from)) {
                return k;
            }
        }
        return -1;
    }

    /** The default port of special scheme {@code special}, or -1 (for file and non-special schemes). */
    static int defaultPort(int special) {
        return special < 0 ? -1 : DEFAULT_PORT[special];
    }

    void setScheme(String scheme, int special) {
        this.scheme = scheme;
        this.special = special;
    }

    void setCredentials(String username, String password) {
        this.username = username;
        this.password = password;
    }

    /** "includes credentials": the username or the password is not empty. */
    boolean includesCredentials() {
        return !username.isEmpty() || !password.isEmpty();
    }

    void setHost(String host, HostType type) {
        this.host = host;
        this.hostType = type;
    }

    /** Takes {@code base}'s username, password, host and port. */
    void copyAuthority(WebUrl base) {
        username = base.username();
        password = base.password();
        host = base.hasHost() ? base.hostname() : null;
        hostType = base.hostType();
        port = base.portValue();
    }

    /** Writes the held components: {@code scheme ":" ["//" [user [":" password] "@"] host [":" port]]}. */
    private void flush() {
        if (flushed) {
            return;
        }
        flushed = true;
        out.appendAscii(scheme);
        out.append(':');
        if (host != null) {
            out.append('/');
            out.append('/');
            if (includesCredentials()) {
                out.appendAscii(username);
                userEnd = out.length();
                if (!password.isEmpty()) {
                    out.append(':');
                    out.appendAscii(password);
                }
                out.append('@');
            } else {
                userEnd = out.length();
            }
            hostStart = out.length();
            out.appendAscii(host);
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

    /** Appends segment {@code s[from, to)} UTF-8 percent-encoded with the path percent-encode set. */
    void appendEncodedSegment(String s, int from, int to) {
        flush();
        out.append('/');
        Encoding.appendEncoded(out, s, from, to, Encoding.PATH_LO, Encoding.PATH_HI);
    }

    /** Appends ASCII text to the (opaque) path. */
    void appendPathText(String s) {
        flush();
        out.appendAscii(s);
    }

    /** Appends {@code s[from, to)} to the (opaque) path, percent-encoded with the set {@code (lo, hi)}. */
    void appendEncodedPath(String s, int from, int to, long lo, long hi) {
        flush();
        Encoding.appendEncoded(out, s, from, to, lo, hi);
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

    void appendEncodedQuery(String s, int from, int to, long lo, long hi) {
        Encoding.appendEncoded(out, s, from, to, lo, hi);
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

    void appendEncodedFragment(String s, int from, int to) {
        Encoding.appendEncoded(out, s, from, to, Encoding.FRAGMENT_LO, Encoding.FRAGMENT_HI);
    }

    // ---- the result ------------------------------------------------------------------------

    /**
     * The URL serializer's last step and the value: a URL without a host whose list path starts
     * with an empty segment gets {@code "/."} before its path, so that the path cannot be read
     * back as an authority. {@code input} is reused as the href when it is the serialization.
     */
    WebUrl build(String input) {
        flush();
        if (host == null && !opaquePath && out.length() - pathStart >= 2 && out.charAt(pathStart) == '/'
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
        return new WebUrl(text, scheme.length(), userEnd, hostStart, hostEnd, pathStart, queryStart,
                fragmentStart, hostType == null || host == null ? null : hostType, special, opaquePath);
    }

    private int pathEnd() {
        return queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : out.length();
    }
}
