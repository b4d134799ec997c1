package org.urikit.whatwg;

/**
 * The setter steps of the URL Standard's {@code URL} class (section "URL class"), for immutable
 * values: each takes the URL's record ({@link UrlRecord#of}), runs the standard's steps (most run
 * the basic URL parser with a state override), and serializes the record again. The state
 * machine of an override only touches its own component(s), so the record is rebuilt in order:
 * the components before it, the component, the ones after it, as they were.
 */
final class Setters {
    private Setters() {
    }

    /** The protocol setter: basic URL parse {@code value + ":"} with the scheme start state override. */
    static WebUrl protocol(WebUrl url, String value) {
        UrlRecord r = UrlRecord.of(url);
        UrlParser.forSetter(value + ":", r, UrlParser.State.SCHEME_START).run();
        return finish(url, r, true, true, true);
    }

    /** The username setter: return if the URL cannot have a username/password/port; else set the username. */
    static WebUrl username(WebUrl url, String value) {
        return userinfo(url, value, false);
    }

    /** The password setter: return if the URL cannot have a username/password/port; else set the password. */
    static WebUrl password(WebUrl url, String value) {
        return userinfo(url, value, true);
    }

    /** Sets the username or the password to {@code value} percent-encoded with the userinfo percent-encode set. */
    private static WebUrl userinfo(WebUrl url, String value, boolean password) {
        if (cannotHaveCredentialsOrPort(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        String encoded = Encoding.encode(value, Encoding.USERINFO_LO, Encoding.USERINFO_HI);
        if (password) {
            r.password = encoded;
        } else {
            r.username = encoded;
        }
        return finish(url, r, true, true, true);
    }

    /** The host and hostname setters: return for an opaque path; else the host or hostname state override. */
    static WebUrl host(WebUrl url, String value, UrlParser.State state) {
        if (url.hasOpaquePath()) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        UrlParser.forSetter(value, r, state).run();
        return finish(url, r, true, true, true);
    }

    /** The port setter: return if the URL cannot have a port; {@code ""} sets it to null; else the port state override. */
    static WebUrl port(WebUrl url, String value) {
        if (cannotHaveCredentialsOrPort(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.port = -1;
        } else {
            UrlParser.forSetter(value, r, UrlParser.State.PORT).run();
        }
        return finish(url, r, true, true, true);
    }

    /** The pathname setter: return for an opaque path; else empty the path and run the path start state override. */
    static WebUrl pathname(WebUrl url, String value) {
        if (url.hasOpaquePath()) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        UrlParser.forSetter(value, r, UrlParser.State.PATH_START).run();
        return finish(url, r, false, true, true);
    }

    /** The search setter: {@code ""} sets the query to null; else the query state override on the value without one leading '?'. */
    static WebUrl search(WebUrl url, String value) {
        UrlRecord r = UrlRecord.of(url);
        r.appendRawPath(url.pathname(), url.hasOpaquePath());
        if (!value.isEmpty()) {
            r.startQuery();
            override(r, value, '?', UrlParser.State.QUERY);
        }
        return finish(url, r, false, false, true);
    }

    /** The hash setter: {@code ""} sets the fragment to null; else the fragment state override on the value without one leading '#'. */
    static WebUrl hash(WebUrl url, String value) {
        UrlRecord r = UrlRecord.of(url);
        r.appendRawPath(url.pathname(), url.hasOpaquePath());
        r.appendRawQuery(url.query());
        if (!value.isEmpty()) {
            r.startFragment();
            override(r, value, '#', UrlParser.State.FRAGMENT);
        }
        return finish(url, r, false, false, false);
    }

    /** Runs the basic URL parser with the {@code state} override on {@code value} without one leading {@code prefix}. */
    private static void override(UrlRecord r, String value, char prefix, UrlParser.State state) {
        String input = value.charAt(0) == prefix ? value.substring(1) : value;
        UrlParser.forSetter(input, r, state).run();
    }

    /** The URLSearchParams "update" steps: the query becomes the serialization of {@code params}, null when it is empty. */
    static WebUrl searchParams(WebUrl url, UrlSearchParams params) {
        UrlRecord r = UrlRecord.of(url);
        r.appendRawPath(url.pathname(), url.hasOpaquePath());
        String q = params.toString();
        r.appendRawQuery(q.isEmpty() ? null : q);
        return finish(url, r, false, false, true);
    }

    /** "cannot have a username/password/port": no host, the empty host, or the file scheme. */
    private static boolean cannotHaveCredentialsOrPort(WebUrl url) {
        return !url.hasHost() || url.hostType() == HostType.EMPTY || url.specialIndex() == UrlRecord.FILE;
    }

    /** Appends the old path, query and fragment as asked, serializes, and returns {@code url} itself when nothing changed. */
    private static WebUrl finish(WebUrl url, UrlRecord r, boolean path, boolean query, boolean fragment) {
        if (path) {
            r.appendRawPath(url.pathname(), url.hasOpaquePath());
        }
        if (query) {
            r.appendRawQuery(url.query());
        }
        if (fragment) {
            r.appendRawFragment(url.fragment());
        }
        WebUrl result = r.build(url.href());
        return result.href() == url.href() ? url : result;
    }
}
