package org.urikit;

import org.urikit.error.SyntaxError;
import org.urikit.internal.Grammar;
import org.urikit.internal.Parser;
import org.urikit.internal.UriAccess;

/**
 * The one access bridge from {@code org.urikit.internal} to {@link Uri}'s representation (the
 * JDK's {@code SharedSecrets} pattern): internal code is generic in the value type and reaches
 * the offsets and the package-private constructor only through {@link #INSTANCE}, which the API
 * passes to it. Not exported: {@code org.urikit.internal} is not, and nothing here is public.
 *
 * <p>The offsets of a {@link Uri}, on RFC 3986's own example:
 * <pre>
 *  foo://user@example.com:8042/over/there?name=ferret#nose
 *     |  |    |          |    |          |           |
 *     |  |    |          |    |          |           `-- fragmentStart (index of '#', or -1)
 *     |  |    |          |    |          `-------------- queryStart    (index of '?', or -1)
 *     |  |    |          |    `------------------------- pathStart
 *     |  |    |          `------------------------------ hostEnd       (index of ':' before a port)
 *     |  |    `----------------------------------------- hostStart     (authority start, or after '@')
 *     |  `---------------------------------------------- authority start = schemeEnd + 3
 *     `------------------------------------------------- schemeEnd     (index of ':', or -1)
 * </pre>
 */
final class Bridge implements UriAccess<Uri> {
    static final Bridge INSTANCE = new Bridge();
    /** A {@link Uri} for a valid text, the {@link Parser.Rejection} for an invalid one: {@link Uri#tryParse} in one pass. */
    static final Parser.Outcomes<Uri> OUTCOMES = new Parser.Outcomes<>(INSTANCE);

    private Bridge() {
    }

    @Override
    public Uri create(String text, Grammar grammar, int schemeEnd, int hostStart, int hostEnd, int pathStart,
            int queryStart, int fragmentStart, int hostKind, int flags) {
        return new Uri(text, grammar, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart,
                (byte) hostKind, (byte) flags);
    }

    /** Invalid text gives null: a rejection allocates nothing (the reason is asked for separately). */
    @Override
    public Uri reject(String text, SyntaxError error, int index) {
        return null;
    }

    @Override
    public String text(Uri u) {
        return u.text;
    }

    @Override
    public Grammar grammar(Uri u) {
        return u.grammar;
    }

    @Override
    public int schemeEnd(Uri u) {
        return u.schemeEnd;
    }

    @Override
    public int hostStart(Uri u) {
        return u.hostStart;
    }

    @Override
    public int hostEnd(Uri u) {
        return u.hostEnd;
    }

    @Override
    public int pathStart(Uri u) {
        return u.pathStart;
    }

    @Override
    public int queryStart(Uri u) {
        return u.queryStart;
    }

    @Override
    public int fragmentStart(Uri u) {
        return u.fragmentStart;
    }

    @Override
    public int hostKind(Uri u) {
        return u.hostKind;
    }

    @Override
    public int flags(Uri u) {
        return u.flags;
    }

    @Override
    public String scheme(Uri u) {
        return u.scheme();
    }

    @Override
    public String authority(Uri u) {
        return u.authority();
    }

    @Override
    public String userInfo(Uri u) {
        return u.userInfo();
    }

    @Override
    public String host(Uri u) {
        return u.host();
    }

    @Override
    public String port(Uri u) {
        return u.port();
    }

    @Override
    public String path(Uri u) {
        return u.path();
    }

    @Override
    public String query(Uri u) {
        return u.query();
    }

    @Override
    public String fragment(Uri u) {
        return u.fragment();
    }

    @Override
    public boolean isOpaque(Uri u) {
        return u.isOpaque();
    }
}
