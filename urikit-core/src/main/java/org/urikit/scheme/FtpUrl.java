package org.urikit.scheme;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.urikit.Component;
import org.urikit.Profile;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * An ftp URL (RFC 1738 §3.2:
 * {@code ftp://<user>:<password>@<host>:<port>/<cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode>}):
 * an immutable view with the parts decoded, the FTP command sequence that retrieves the object,
 * and a builder.
 *
 * <pre>{@code
 * FtpUrl u = FtpUrl.parse("ftp://myname@host.dom/%2Fetc/motd");
 * u.user();            // "myname"
 * u.password();        // null: the client asks the user if the server wants one (RFC 1738 §3.2.1)
 * u.directories();     // ["/etc"]   (the CWD arguments, decoded: %2F is a '/' inside one argument)
 * u.name();            // "motd"
 * u.plan().lines();    // ["USER myname", "PASS <prompt>", "CWD /etc", "RETR motd"]
 *
 * FtpUrl.parse("ftp://h/a/b;type=i").plan().lines();
 * // ["USER anonymous", "PASS <mail-address>", "CWD a", "TYPE I", "RETR b"]
 * FtpUrl.builder().host("h").addDirectory("/etc").name("motd").type("a").build();   // ftp://h/%2Fetc/motd;type=a
 * }</pre>
 *
 * <h2>The command sequence (RFC 1738 §3.2.1)</h2>
 * <ol>
 * <li>Login: without a user, anonymous FTP, {@code USER anonymous} and {@code PASS} with the
 *   {@linkplain ValidationPolicy#anonymousPassword() user's e-mail address}; with a user,
 *   {@code USER} it and {@code PASS} the URL's password, or the
 *   {@linkplain ValidationPolicy#passwordPrompt() prompt placeholder} when it has none. (A
 *   client sends {@code PASS} only if the server asks; the plan lists it.)</li>
 * <li>{@code CWD} each directory, decoded, in order; an empty one is sent as an empty argument
 *   ({@code ftp://h//etc/motd}: {@code CWD }, {@code CWD etc}).</li>
 * <li>{@code ;type=d}: {@code NLST <name>} ({@code NLST} alone for an empty name). No url-path
 *   at all ({@code ftp://h}) or an empty name ({@code ftp://h/dir/}): {@code NLST}, a listing
 *   of the directory reached (RFC 1738 §3.2.2). Otherwise {@code TYPE} with the code in upper case
 *   ({@code TYPE A}, {@code TYPE I}; the 1994 draft's {@code AN}, {@code L8} as
 *   {@code TYPE A N}, {@code TYPE L 8}), then {@code RETR <name>}. Without {@code ;type=} no
 *   {@code TYPE} is planned: the client guesses the mode, usually from the name (RFC 1738 §3.2.3).</li>
 * </ol>
 * Steps have no line terminator. A URL whose decoded arguments hold a CR, LF or NUL is refused
 * instead (RFC 3986 §7.2). Transfer mode is always stream (the 1994 URL draft, "Data type").
 *
 * <p>{@link #fields()} names the parts {@code user}, {@code password}, {@code host},
 * {@code port}, {@code directories}, {@code name} and {@code type} (as written, e.g.
 * {@code "i"}), as the accessors do. {@code name} is null when there is no url-path.
 */
public final class FtpUrl extends ServerUrl {
    /** Characters of a directory or name left unencoded: pchar minus ';' ('/' is never in pchar). */
    private static final CharClass FSEGMENT = CharClass.PCHAR.without(";");

    /** Characters of a user name or password left unencoded: userinfo minus ':'. */
    private static final CharClass LOGIN_PART = CharClass.USERINFO.without(":");

    private final FtpSchemeHandler.Parts parts;

    FtpUrl(Uri uri, FtpSchemeHandler.Parts parts) {
        super(uri, FtpSchemeHandler.INSTANCE);
        this.parts = parts;
    }

    /**
     * Parses an ftp URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not an ftp URL with a host and a 16-bit port
     */
    public static FtpUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}. A URL that breaks other ftp rules (an unencoded {@code ';'}, a bad
     * type code) still has a view; its {@link #plan()} is refused.
     *
     * @throws SchemeSyntaxException if {@code uri} is not an ftp URL with a host and a 16-bit port
     */
    public static FtpUrl from(Uri uri) {
        return Checks.view(uri, FtpSchemeHandler.INSTANCE, FtpSchemeHandler.INSTANCE::view, "an ftp URL");
    }

    /** The directories, decoded: the {@code CWD} arguments in order ({@code <cwd1>} to {@code <cwdN>}), possibly empty strings. */
    public List<String> directories() {
        return parts.directories();
    }

    /** The name, decoded, without {@code ;type=}: possibly empty ({@code ftp://h/dir/}); null when there is no url-path ({@code ftp://h}). */
    public String name() {
        return parts.rawName() == null ? null : PercentCodec.decodeLenient(parts.rawName());
    }

    /** The {@code ;type=} code as written ({@code "a"}, {@code "I"}, {@code "d"}), or null. */
    public String type() {
        return parts.type();
    }

    /** Whether retrieval is a directory listing: {@code ;type=d}, no url-path, or an empty name (RFC 1738 §3.2.2). */
    public boolean isDirectoryListing() {
        return parts.rawName() == null || parts.rawName().isEmpty() || (parts.type() != null && parts.type().equalsIgnoreCase("d"));
    }

    /** The plan without checks; the handler checks first. */
    RetrievalPlan commands(ValidationPolicy policy) {
        List<RetrievalPlan.Step> steps = new ArrayList<>();
        String user = user();
        if (user == null) {
            steps.add(RetrievalPlan.Step.of("USER anonymous"));
            steps.add(RetrievalPlan.Step.of("PASS " + policy.anonymousPassword()));
        } else {
            steps.add(RetrievalPlan.Step.of("USER " + user));
            String password = password();
            steps.add(password == null ? RetrievalPlan.Step.of("PASS " + policy.passwordPrompt()) : RetrievalPlan.Step.secret("PASS ", password));
        }
        for (String d : directories()) {
            steps.add(RetrievalPlan.Step.of("CWD " + d));
        }
        String name = name();
        if (isDirectoryListing()) {
            steps.add(RetrievalPlan.Step.of(name == null || name.isEmpty() ? "NLST" : "NLST " + name));
        } else {
            if (parts.type() != null) {
                steps.add(RetrievalPlan.Step.of("TYPE " + typeCommand(parts.type())));
            }
            steps.add(RetrievalPlan.Step.of("RETR " + name));
        }
        return new RetrievalPlan("ftp", Checks.connectHost(uri), effectivePort(), steps);
    }

    /** RFC 959's TYPE argument: the code in upper case, a form or byte size after a space ({@code AN} is {@code A N}). */
    static String typeCommand(String type) {
        String t = type.toUpperCase(Locale.ROOT);
        return t.length() > 1 ? t.charAt(0) + " " + t.substring(1) : t;
    }

    /** {@code user}, {@code password}, {@code host}, {@code port}, {@code directories}, {@code name}, {@code type}. */
    @Override
    public Map<String, Object> fields() {
        return fields("user", user(), "password", password(),
                "host", host(), "port", effectivePort(),
                "directories", directories(), "name", name(),
                "type", type());
    }

    /** A builder holding this URL's parts as written: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.scheme = uri.scheme();
        Span user = uri.span(Component.USER);
        Span password = uri.span(Component.PASSWORD);
        b.user = user == null ? null : user.substring(uri.toUriString());
        b.password = password == null ? null : password.substring(uri.toUriString());
        b.host = uri.host();
        b.rawPort = uri.port();
        b.directories.addAll(parts.rawDirectories());
        b.name = parts.rawName();
        b.type = parts.type();
        if (parts.typeKeyword() != null) {
            b.typeKeyword = parts.typeKeyword();
        }
        b.fragment = uri.fragment();
        b.profile = uri.profile();
        return b;
    }

    /** A builder for a new ftp URL. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds an {@link FtpUrl}. Decoded parts are encoded as RFC 1738 §3.2.2 asks: a {@code '/'}
     * or {@code ';'} inside a directory or name becomes {@code %2F} or {@code %3B}; a {@code ':'}
     * in the user or password becomes {@code %3A}. Port 21 given to {@link #port(int)} is left out
     * (RFC 3986 §3.2.3). Mutable, not thread-safe.
     *
     * <pre>{@code
     * FtpUrl.builder().user("myname").host("host.dom").addDirectory("").addDirectory("etc").name("motd").build();
     * // ftp://myname@host.dom//etc/motd
     * }</pre>
     */
    public static final class Builder {
        private String scheme = "ftp";
        /** Raw (encoded) parts. */
        private String user;
        private String password;
        private String host;
        private String rawPort;
        private final List<String> directories = new ArrayList<>();
        private String name;
        private String type;
        private String typeKeyword = ";type=";
        private String fragment;
        private Profile profile = Profile.RFC3986;

        private Builder() {
        }

        /** The grammar the URL is parsed with ({@link Profile#RFC3986} by default); {@link Profile#RFC1738} accepts the 1994 type codes (the 1994 URL draft, "Data type"). */
        public Builder profile(Profile profile) {
            this.profile = Objects.requireNonNull(profile, "profile");
            return this;
        }

        /** The user name as decoded text, or null for anonymous FTP. */
        public Builder user(String decoded) {
            this.user = decoded == null ? null : PercentCodec.encode(decoded, LOGIN_PART);
            return this;
        }

        /** The password as decoded text, or null for none (RFC 3986 §3.2.1). */
        public Builder password(String decoded) {
            this.password = decoded == null ? null : PercentCodec.encode(decoded, LOGIN_PART);
            return this;
        }

        /** The host as decoded text (an IPv6 address without brackets gets them). */
        public Builder host(String decoded) {
            this.host = Uri.builder().host(Objects.requireNonNull(decoded, "host")).build().host();
            return this;
        }

        /**
         * The port; left out when it is 21 (RFC 3986 §3.2.3).
         *
         * @throws IllegalArgumentException unless 0–65535
         */
        public Builder port(int port) {
            Checks.checkPort(port);
            this.rawPort = port == FtpSchemeHandler.DEFAULT_PORT ? null : Integer.toString(port);
            return this;
        }

        /** No port. */
        public Builder clearPort() {
            this.rawPort = null;
            return this;
        }

        /** Appends a directory (a CWD argument) as decoded text; it may be empty. */
        public Builder addDirectory(String decoded) {
            directories.add(PercentCodec.encode(Objects.requireNonNull(decoded, "directory"), FSEGMENT));
            return this;
        }

        /** Replaces the directories with {@code decoded}. */
        public Builder directories(List<String> decoded) {
            directories.clear();
            decoded.forEach(this::addDirectory);
            return this;
        }

        /** The name as decoded text: {@code ""} for a directory ({@code .../dir/}), null for no url-path when there are no directories either. */
        public Builder name(String decoded) {
            this.name = decoded == null ? null : PercentCodec.encode(decoded, FSEGMENT);
            return this;
        }

        /** The {@code ;type=} code ({@code "a"}, {@code "i"}, {@code "d"}), or null for none. Checked by {@link #build()}. */
        public Builder type(String code) {
            this.type = code;
            return this;
        }

        /** The fragment as decoded text, or null for none. */
        public Builder fragment(String decoded) {
            this.fragment = decoded == null ? null : PercentCodec.encodeFragment(decoded);
            return this;
        }

        /**
         * The URL.
         *
         * @throws org.urikit.error.UriSyntaxException if a part is malformed
         * @throws SchemeSyntaxException if there is no host, or the type code is not a, i or d
         */
        public FtpUrl build() {
            String userInfo = user == null && password == null ? null
                    : (user == null ? "" : user) + (password == null ? "" : ":" + password);
            StringBuilder path = new StringBuilder();
            if (name != null || !directories.isEmpty() || type != null) {
                for (String d : directories) {
                    path.append('/').append(d);
                }
                path.append('/').append(name == null ? "" : name);
                if (type != null) {
                    path.append(typeKeyword).append(type);
                }
            }
            UriBuilder b = Uri.builder().profile(profile).scheme(scheme).rawUserInfo(userInfo).rawHost(host == null ? "" : host)
                    .rawPort(rawPort).rawPath(path.toString()).rawFragment(fragment);
            FtpUrl u = from(b.build());
            List<Violation> errors = HttpUrl.errors(FtpSchemeHandler.INSTANCE.validate(u.uri, ValidationPolicy.defaults()));
            if (!errors.isEmpty()) {
                throw new SchemeSyntaxException(u.uri.toUriString(), errors);
            }
            return u;
        }
    }
}
