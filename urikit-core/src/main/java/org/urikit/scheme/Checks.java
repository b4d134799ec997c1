package org.urikit.scheme;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.urikit.Component;
import org.urikit.Host;
import org.urikit.HostKind;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.Severity;

/**
 * The pieces every handler shares: a {@link Collector} that applies the policy's severities,
 * the offsets of components in a URI's text (for violation indices), the common checks of
 * RFC 3986 §7 (passwords, reserved ports, a userinfo that looks like a host), and what a view's
 * {@code from(Uri)} does. Public as the extension API of scheme modules outside the core (such
 * as {@code urikit-schemes-legacy}), so that their handlers report exactly as the built-in ones.
 *
 * <pre>{@code
 * // The validate method of a handler of coap://host[:port]/path, default port 5683.
 * public List<Violation> validate(Uri uri, ValidationPolicy policy) {
 *     Checks.Collector c = new Checks.Collector(policy);
 *     Checks.server(uri, c, CoapIssue.COAP_MISSING_AUTHORITY, CoapIssue.COAP_EMPTY_HOST, "coap", "RFC 7252 §6.1");
 *     Checks.authority(uri, c, defaultPort());      // password, userinfo like a host, port range, reserved port
 *     if (uri.hasFragment()) {
 *         c.add(CoapIssue.COAP_FRAGMENT, uri.toUriString().indexOf('#'), "coap URIs have no fragment (RFC 7252 §6.1)");
 *     }
 *     return c.list();
 * }
 * }</pre>
 */
public final class Checks {
    private Checks() {
    }

    // ---- collecting violations -------------------------------------------------------------------

    /**
     * Collects violations under a policy: {@link #add} uses the policy's severity, {@link #refuse}
     * is always an error. Mutable, not thread-safe: one per call of a handler's method.
     *
     * <pre>{@code
     * Checks.Collector c = new Checks.Collector(ValidationPolicy.defaults());
     * c.add(CommonIssue.PASSWORD_IN_URI, 9, "...");      // a WARNING under the defaults
     * c.refuse(CommonIssue.ENCODED_NUL, 12, "...");      // an ERROR whatever the policy says
     * c.hasErrors();                                     // true
     * c.list();                                          // both, in order
     * }</pre>
     */
    public static final class Collector {
        private final ValidationPolicy policy;
        private final List<Violation> list = new ArrayList<>();

        /** An empty collector that reports with {@code policy}'s severities. */
        public Collector(ValidationPolicy policy) {
            this.policy = policy;
        }

        /** The policy the severities come from. */
        public ValidationPolicy policy() {
            return policy;
        }

        /** Reports {@code issue} with the policy's severity, unless the policy ignores it. */
        public void add(Issue issue, int index, String message) {
            if (policy.reports(issue)) {
                list.add(new Violation(issue, policy.severityOf(issue), index, message));
            }
        }

        /** Reports {@code issue} as an error whatever the policy says: a plan refuses it. */
        public void refuse(Issue issue, int index, String message) {
            list.add(new Violation(issue, Severity.ERROR, index, message));
        }

        /** Adds {@code violations} as they are (their severities kept): another check's findings. */
        public void addAll(List<Violation> violations) {
            list.addAll(violations);
        }

        /** Whether an error was collected. */
        public boolean hasErrors() {
            return list.stream().anyMatch(Violation::isError);
        }

        /** The violations collected, in order, one per code and index (an error wins); unmodifiable. */
        public List<Violation> list() {
            return merge(list, List.of());
        }
    }

    /**
     * {@code a} then {@code b}, where a violation with the same code and index as an earlier one
     * is dropped and the earlier one keeps the higher severity.
     */
    static List<Violation> merge(List<Violation> a, List<Violation> b) {
        List<Violation> out = new ArrayList<>(a.size() + b.size());
        for (List<Violation> l : List.of(a, b)) {
            for (Violation v : l) {
                int same = -1;
                for (int i = 0; i < out.size(); i++) {
                    Violation w = out.get(i);
                    if (w.code().equals(v.code()) && w.index() == v.index()) {
                        same = i;
                        break;
                    }
                }
                if (same < 0) {
                    out.add(v);
                } else if (v.isError() && !out.get(same).isError()) {
                    out.set(same, v);
                }
            }
        }
        return List.copyOf(out);
    }

    /** The plan result: refused if {@code c} has an error, else planned with {@code plan}'s value. */
    public static PlanResult finish(Collector c, Supplier<RetrievalPlan> plan) {
        if (c.hasErrors()) {
            return new PlanResult.Refused(c.list());
        }
        return new PlanResult.Planned(plan.get(), c.list());
    }

    /** A view's host: a registered name percent-decoded, an IP literal as written. */
    public static String decodedHost(Uri uri) {
        return uri.hostKind() == HostKind.REG_NAME ? PercentCodec.decodeLenient(uri.host()) : uri.host();
    }

    /**
     * Throws what a typed view's {@code from} throws for a URI of another scheme: a
     * {@link SchemeSyntaxException} with a {@link CommonIssue#HANDLER_MISSING} error, "not {@code what}:
     * scheme X".
     */
    public static void requireScheme(Uri uri, boolean matches, String what) {
        if (!matches) {
            throw new SchemeSyntaxException(uri.toUriString(), List.of(new Violation(CommonIssue.HANDLER_MISSING, Severity.ERROR, 0,
                    "not " + what + ": scheme " + uri.scheme())));
        }
    }

    /**
     * What a typed view's {@code from(Uri)} does for a scheme with one handler: the view {@code h}
     * gives of {@code uri}, or a {@link SchemeSyntaxException} for another scheme ("not
     * {@code what}") or for a URI the handler has no view of (its errors).
     */
    public static <V> V view(Uri uri, SchemeHandler h, java.util.function.Function<Uri, V> view, String what) {
        Objects.requireNonNull(uri, "uri");
        requireScheme(uri, h.scheme().equalsIgnoreCase(uri.scheme()), what);
        return require(uri, h, view.apply(uri));
    }

    /**
     * What a typed view's {@code from(Uri)} does for a view of several schemes: the view that the
     * handler {@code handlerOf} gives for the URI's scheme has of {@code uri}, or a
     * {@link SchemeSyntaxException} when there is no such handler ("not {@code what}") or it has
     * no view of the URI (its errors).
     */
    public static <V, H extends SchemeHandler> V view(Uri uri, java.util.function.Function<String, H> handlerOf,
            java.util.function.BiFunction<H, Uri, V> view, String what) {
        Objects.requireNonNull(uri, "uri");
        H h = handlerOf.apply(uri.scheme());
        requireScheme(uri, h != null, what);
        return require(uri, h, view.apply(h, uri));
    }

    /** The view of {@code handler} ({@code view}, null when it has none), or the exception listing its errors under the default policy. */
    public static <V> V require(Uri uri, SchemeHandler handler, V view) {
        if (view != null) {
            return view;
        }
        List<Violation> errors = new ArrayList<>();
        for (Violation v : handler.validate(uri, ValidationPolicy.defaults())) {
            if (v.isError()) {
                errors.add(v);
            }
        }
        if (errors.isEmpty()) {
            errors.add(new Violation(CommonIssue.HANDLER_MISSING, Severity.ERROR, 0,
                    "the " + handler.scheme() + " handler has no view of this URI"));
        }
        throw new SchemeSyntaxException(uri.toUriString(), errors);
    }

    /** Whether {@code u} has a non-empty host and no port, an empty one, or one of at most 65535. */
    public static boolean hasServer(Uri u) {
        return u.hasAuthority() && !u.host().isEmpty() && portFits(u);
    }

    /** Whether the port is absent, empty or at most 65535. */
    static boolean portFits(Uri u) {
        return u.port() == null || u.port().isEmpty() || u.portNumber() >= 0;
    }

    // ---- offsets in the URI's text, for violation indices: the URI's spans ---------------------------

    /** Index of the authority (after {@code "//"}); the URI must have one. */
    public static int authorityStart(Uri u) {
        return u.span(Component.AUTHORITY).start();
    }

    /** Index of the host; the URI must have an authority. */
    public static int hostStart(Uri u) {
        return u.span(Component.HOST).start();
    }

    /** Index of the port's first digit (after the {@code ':'}); the URI must have a port. */
    public static int portStart(Uri u) {
        return u.span(Component.PORT).start();
    }

    /** Index of the path. */
    public static int pathStart(Uri u) {
        return u.span(Component.PATH).start();
    }

    /** Index of the query's first character (after the {@code '?'}); the URI must have a query. */
    public static int queryStart(Uri u) {
        return u.span(Component.QUERY).start();
    }

    // ---- the common checks -------------------------------------------------------------------------

    /**
     * For a scheme whose URLs are {@code scheme://[userinfo@]host[:port]/...} with a non-empty
     * host (RFC 1738 §3.1): {@code missing} when there is no authority, {@code empty} for an empty
     * host. Returns whether there is a non-empty host.
     */
    public static boolean server(Uri u, Collector c, Issue missing, Issue empty, String scheme, String rule) {
        if (!u.hasAuthority()) {
            c.add(missing, pathStart(u), scheme + " URLs start with \"" + scheme + "://\" and a host (" + rule + ")");
            return false;
        }
        if (u.host().isEmpty()) {
            c.add(empty, hostStart(u), scheme + " URLs need a host (" + rule + ")");
            return false;
        }
        return true;
    }

    /** The checks of the authority every scheme gets: port range, reserved port, password, userinfo like a host. */
    public static void authority(Uri u, Collector c, int defaultPort) {
        if (!u.hasAuthority()) {
            return;
        }
        password(u, c);
        userInfoResemblesHost(u, c);
        port(u, c, defaultPort, false);
    }

    /** A password, even an empty one (RFC 3986 §3.2.1). */
    static void password(Uri u, Collector c) {
        if (hasPassword(u)) {
            c.add(CommonIssue.PASSWORD_IN_URI, u.span(Component.PASSWORD).start(),
                    "the URI carries a password, which is NOT RECOMMENDED (RFC 3986 §3.2.1, §7.4): " + redacted(u));
        }
    }

    /** A userinfo with a '.' and no ':' reads like a host name to people (RFC 3986 §7.6). */
    static void userInfoResemblesHost(Uri u, Collector c) {
        String ui = u.userInfo();
        if (ui != null && ui.indexOf('.') >= 0 && !u.hasPassword()) {
            c.add(CommonIssue.USERINFO_RESEMBLES_HOST, authorityStart(u),
                    "the userinfo '" + ui + "' looks like a host name; the host is '" + u.host() + "' (RFC 3986 §7.5)");
        }
    }

    /**
     * The port checks: above 65535 is {@link CommonIssue#PORT_OUT_OF_RANGE}; a non-default port in
     * the policy's reserved range is {@link CommonIssue#PORT_RESERVED}, with the policy's severity
     * when validating and always an error when {@code refuse} (a plan).
     */
    public static void port(Uri u, Collector c, int defaultPort, boolean refuse) {
        String port = u.port();
        if (port == null || port.isEmpty()) {
            return;
        }
        int at = portStart(u);
        int p = u.portNumber();
        if (p < 0) {
            c.add(CommonIssue.PORT_OUT_OF_RANGE, at, "port " + port + " is above 65535 (RFC 793 ports are 16-bit)");
            return;
        }
        boolean isDefault = defaultPort >= 0 && defaultPort == p;
        if (!isDefault && c.policy().isReservedPort(p)) {
            String message = "port " + p + " is not the scheme's default"
                    + (defaultPort >= 0 ? " (" + defaultPort + ")" : "")
                    + " and is in the reserved range " + c.policy().reservedPorts()
                    + ": a client could be made to talk to another protocol's server (RFC 3986 §7.2; RFC 1738 §6)";
            if (refuse) {
                c.refuse(CommonIssue.PORT_RESERVED, at, message);
            } else {
                c.add(CommonIssue.PORT_RESERVED, at, message);
            }
        }
    }

    /** Whether the userinfo has a password part ({@code user:password}, the password possibly empty). */
    static boolean hasPassword(Uri u) {
        return u.hasPassword();
    }

    /** The URI's text with a non-empty password masked: {@link Uri#redacted()}, the one rule of {@link org.urikit.error.Redaction}. */
    static String redacted(Uri u) {
        return u.redacted();
    }

    /**
     * {@code port}, after checking that it is 0–65535: the scheme builders' {@code port(int)}.
     *
     * @throws IllegalArgumentException if it is not
     */
    public static int checkPort(int port) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port out of range 0..65535: " + port);
        }
        return port;
    }

    /** Sets {@code port} on {@code b}, or clears it when it is the scheme's default (RFC 3986 §3.2.3). */
    public static void portOrDefault(UriBuilder b, int port, int defaultPort) {
        if (checkPort(port) == defaultPort) {
            b.clearPort();
        } else {
            b.port(port);
        }
    }

    /** The port to connect to: the URL's, or {@code defaultPort} when it has none or it is empty. */
    public static int effectivePort(Uri u, int defaultPort) {
        int n = u.portNumber();
        return n >= 0 ? n : defaultPort;
    }

    /** The host as a connection takes it (see {@link RetrievalPlan#host()}). */
    public static String connectHost(Uri u) {
        HostKind kind = u.hostKind();
        if (kind == HostKind.REG_NAME) {
            return PercentCodec.decodeLenient(u.host());
        }
        if (kind == HostKind.IPV6) {
            Host.Ipv6 h = (Host.Ipv6) u.hostInfo();
            return h.toCanonicalString() + (h.zone() == null ? "" : "%" + PercentCodec.decodeLenient(h.zone()));
        }
        return u.host();
    }
}
