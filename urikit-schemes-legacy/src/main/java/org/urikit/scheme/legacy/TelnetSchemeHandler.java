package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.NamedSchemeHandler;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.Plans;
import org.urikit.scheme.SchemeRules;
import org.urikit.scheme.SchemeStatus;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The telnet handler (RFC 1738 §3.8), also used for rlogin and tn3270 (interactive sessions
 * like telnet in the 1993 and 1994 URL drafts, parsed with the telnet {@code login} syntax):
 * {@code <scheme>://[<user>[:<password>]@]<host>[:<port>][/]}. Telnet's default port is 23; the
 * drafts give none for rlogin and tn3270, so those have none unless configured
 * ({@link TelnetUrl#handler(String, int)}). The view is {@link TelnetUrl}; the plan is the
 * connection and the user to log in as. Package-private.
 */
final class TelnetSchemeHandler extends NamedSchemeHandler {
    static final TelnetSchemeHandler TELNET = new TelnetSchemeHandler("telnet", 23, SchemeStatus.DEFINED);
    /** rlogin: a heading in the 1993 and 1994 drafts only; no grammar and no default port there. */
    static final TelnetSchemeHandler RLOGIN = new TelnetSchemeHandler("rlogin", -1, SchemeStatus.DEFINED);
    /** tn3270: reserved by RFC 1738 §4; no grammar and no default port in RFC 1738 or the URL drafts. */
    static final TelnetSchemeHandler TN3270 = new TelnetSchemeHandler("tn3270", -1, SchemeStatus.RESERVED);

    private final SchemeStatus status;

    TelnetSchemeHandler(String scheme, int defaultPort, SchemeStatus status) {
        super(scheme, defaultPort);
        this.status = status;
    }

    @Override
    public SchemeStatus status() {
        return status;
    }

    /** The generic rules, and the optional trailing {@code '/'} is written (RFC 1738 §3.8): {@code telnet://h} becomes {@code telnet://h/}. */
    @Override
    public Uri normalize(Uri uri) {
        return SchemeRules.authority(uri, defaultPort, true);
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.server(uri, c, TelnetIssue.TELNET_AUTHORITY_MISSING, TelnetIssue.TELNET_HOST_EMPTY, scheme, "RFC 1738 §3.8");
        Checks.authority(uri, c, defaultPort);
        String path = uri.path();
        if (uri.hasAuthority() && !path.isEmpty() && !path.equals("/")) {
            c.add(TelnetIssue.TELNET_PATH, Checks.pathStart(uri) + (path.startsWith("/") ? 1 : 0), scheme
                    + " URLs end after the host and port, with an optional '/' (RFC 1738 §3.8): they name a service, not a data object");
        }
        if (uri.hasQuery()) {
            c.add(TelnetIssue.TELNET_QUERY, Checks.queryStart(uri) - 1, scheme + " URLs have no query (RFC 1738 §3.8)");
        }
        return c.list();
    }

    /** Present when the URL has a host and a 16-bit port (a path or query does not prevent it; the view ignores them). */
    @Override
    public TelnetUrl view(Uri uri) {
        return Checks.hasServer(uri) ? new TelnetUrl(uri, this) : null;
    }

    /**
     * The session (RFC 1738 §3.8): connect to the host and port, and suggest the user and password of the
     * URL at the login prompts. Refused for a validation error, a reserved non-default port, no
     * port at all ({@link TelnetIssue#TELNET_PORT_MISSING}), a host, user or password decoding to CR,
     * LF or NUL (§2.7: they would be typed as extra lines).
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        return Plans.serverPlan(this, uri, policy, TelnetIssue.TELNET_AUTHORITY_MISSING, TelnetIssue.TELNET_HOST_EMPTY, c -> {
            if (uri.hasUserInfo()) {
                Escapes.lineSafe(uri.userInfo(), Checks.authorityStart(uri), c, "user or password");
            }
            if (uri.portNumber() < 0 && defaultPort < 0) {
                c.refuse(TelnetIssue.TELNET_PORT_MISSING, Checks.hostStart(uri) + uri.host().length(), "no port: the URL has none"
                        + " and " + scheme + " has no default in the 1993 and 1994 URL drafts; write one or configure it");
            }
        }, () -> new TelnetUrl(uri, this).sessionPlan());
    }
}
