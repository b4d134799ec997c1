package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeStatus;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.ServerUrl;

/**
 * A telnet, rlogin or tn3270 URL (RFC 1738 §3.8): an interactive session
 * on a host, with an advisory user and password; an immutable view, the session plan, and a builder.
 *
 * <pre>{@code
 * TelnetUrl t = TelnetUrl.parse("telnet://guest:guest@host.example:2323");
 * t.user();           // "guest"   (advisory: the client suggests it)
 * t.password();       // "guest"
 * t.hasPassword();    // true: SchemeRegistry.validate reports PASSWORD_IN_URI (RFC 3986 §3.2.1)
 * t.redacted();       // "telnet://guest:****@host.example:2323"
 * t.effectivePort();  // 2323
 * t.plan().lines();   // ["login: guest", "password: ****"]  (revealedLines() has the password)
 * TelnetUrl.parse("telnet://melvyl.ucop.edu/").effectivePort();   // 23
 * TelnetUrl.builder().host("h").user("guest").build();    // telnet://guest@h/
 * }</pre>
 *
 * <p>The user and password are advisory (RFC 1738 §3.8): a plan connects to the host and port and lists
 * what to answer at the login prompts, {@code login: <user>} and {@code password: <password>}
 * (only those the URL carries). The password is in the plan because the session needs it: do not
 * show {@link RetrievalPlan#revealedLines()} (RFC 3986 §3.2.1); {@link RetrievalPlan#lines()} masks it. rlogin and tn3270 have no default port in the 1993 and 1994 URL drafts: their
 * {@link #effectivePort()} is -1 for rlogin and tn3270 unless the URL has one or the handler was configured with
 * {@link #handler(String, int)}.
 *
 * <p>{@link #fields()}: {@code user}, {@code password}, {@code host}, {@code port} (null when unknown).
 */
public final class TelnetUrl extends ServerUrl {
    private final TelnetSchemeHandler handler;

    TelnetUrl(Uri uri, TelnetSchemeHandler handler) {
        super(uri, handler);
        this.handler = handler;
    }

    /**
     * A handler for a telnet-like scheme with a default port, for configuring what the URL drafts leave
     * open (the 1993 and 1994 URL drafts), e.g. {@code SchemeRegistry.defaults().with(TelnetUrl.handler("rlogin", 513))}.
     *
     * @throws IllegalArgumentException if {@code scheme} is not a scheme name or the port is not 0–65535
     */
    public static SchemeHandler handler(String scheme, int defaultPort) {
        if (defaultPort < 0 || defaultPort > 65535) {
            throw new IllegalArgumentException("not a port number: " + defaultPort);
        }
        return new TelnetSchemeHandler(scheme, defaultPort, SchemeStatus.DEFINED);
    }

    private static TelnetSchemeHandler builtin(String scheme) {
        switch (scheme == null ? "" : scheme.toLowerCase(Locale.ROOT)) {
            case "telnet":
                return TelnetSchemeHandler.TELNET;
            case "rlogin":
                return TelnetSchemeHandler.RLOGIN;
            case "tn3270":
                return TelnetSchemeHandler.TN3270;
            default:
                return null;
        }
    }

    /**
     * Parses a telnet, rlogin or tn3270 URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not such a URL with a host
     */
    public static TelnetUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri} with the built-in handler of its scheme.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a telnet, rlogin or tn3270 URL with a host and a 16-bit port
     */
    public static TelnetUrl from(Uri uri) {
        return Checks.view(uri, TelnetUrl::builtin, TelnetSchemeHandler::view, "a telnet, rlogin or tn3270 URL");
    }

    RetrievalPlan sessionPlan() {
        List<RetrievalPlan.Step> steps = new ArrayList<>();
        String user = user();
        if (user != null && !user.isEmpty()) {
            steps.add(RetrievalPlan.Step.of("login: " + user));
        }
        if (password() != null) {
            steps.add(RetrievalPlan.Step.secret("password: ", password()));
        }
        return new RetrievalPlan(scheme(), Checks.connectHost(uri), effectivePort(), steps);
    }

    /** {@code user}, {@code password}, {@code host}, {@code port}. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> m = new LinkedHashMap<>();
        int port = effectivePort();
        m.put("user", user());
        m.put("password", password());
        m.put("host", host());
        m.put("port", port < 0 ? null : port);
        return Collections.unmodifiableMap(m);
    }

    /** A builder holding this URL's parts: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        Builder b = new Builder(uri.toBuilder(), handler);
        String ui = uri.userInfo();
        if (ui != null) {
            int colon = ui.indexOf(':');
            b.user = colon < 0 ? ui : ui.substring(0, colon);
            b.password = colon < 0 ? null : ui.substring(colon + 1);
        }
        return b;
    }

    /** A builder for a new telnet URL (written with the trailing {@code '/'}). */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("telnet").rawPath("/"), TelnetSchemeHandler.TELNET);
    }

    /** Builds a {@link TelnetUrl}; the scheme's default port is left out (RFC 3986 §3.2.3). Mutable, not thread-safe. */
    public static final class Builder extends ServerUrl.ServerBuilder<Builder> {
        private TelnetSchemeHandler handler;
        private String user;
        private String password;

        private Builder(UriBuilder b, TelnetSchemeHandler handler) {
            super(b, -1);     // the default port follows the scheme: see defaultPort()
            this.handler = handler;
        }

        @Override
        protected int defaultPort() {
            return handler.defaultPort();
        }

        /**
         * {@code "telnet"}, {@code "rlogin"} or {@code "tn3270"} (any case; written in lower case).
         *
         * @throws IllegalArgumentException for another scheme
         */
        public Builder scheme(String scheme) {
            TelnetSchemeHandler h = builtin(scheme);
            if (h == null) {
                throw new IllegalArgumentException("not telnet, rlogin or tn3270: " + scheme);
            }
            handler = h;
            b.scheme(h.scheme());
            return this;
        }

        /** The user as decoded text, or null for none. */
        public Builder user(String decoded) {
            user = decoded == null ? null : PercentCodec.encodeUserInfoPart(decoded);
            return this;
        }

        /** The password as decoded text, or null for none; it needs a user (RFC 3986 §3.2.1). */
        public Builder password(String decoded) {
            password = decoded == null ? null : PercentCodec.encodeUserInfoPart(decoded);
            return this;
        }

        /**
         * The URL.
         *
         * @throws IllegalStateException for a password without a user
         * @throws SchemeSyntaxException if it has no host
         */
        public TelnetUrl build() {
            if (password != null && user == null) {
                throw new IllegalStateException("a password needs a user");
            }
            b.rawUserInfo(user == null ? null : password == null ? user : user + ":" + password);
            Uri u = b.build();
            return Checks.require(u, handler, handler.view(u));
        }
    }
}
