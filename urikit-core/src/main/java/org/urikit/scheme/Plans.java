package org.urikit.scheme;

import java.util.function.Consumer;
import java.util.function.Supplier;
import org.urikit.HostKind;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * What every retrieval plan of a server-based scheme checks whatever the policy says: there is a
 * server to connect to. Validation reports a missing or empty host and a port above 65535 with the
 * policy's severities, and a policy may lower or ignore them; a plan cannot be made without them,
 * so it refuses. Public as part of the extension API (see {@link Checks}): a server-based handler
 * in another module plans with {@link #serverPlan}.
 *
 * <pre>{@code
 * // The plan method of a handler of coap://host[:port]/path.
 * public PlanResult plan(Uri uri, ValidationPolicy policy) {
 *     return Plans.serverPlan(this, uri, policy, CoapIssue.COAP_MISSING_AUTHORITY, CoapIssue.COAP_EMPTY_HOST,
 *             c -> Escapes.lineSafe(uri.path(), Checks.pathStart(uri), c, "path"),
 *             () -> RetrievalPlan.of("coap", Checks.connectHost(uri), Checks.effectivePort(uri, 5683),
 *                     List.of("GET " + uri.path())));
 * }
 * }</pre>
 */
public final class Plans {
    private Plans() {
    }

    /**
     * The template of a server-based handler's {@code plan}: validate with {@code policy}; then,
     * when that found no error and there is a server to connect to, refuse a reserved non-default
     * port and a host decoding to CR, LF or NUL (RFC 3986 §7.2) and run the scheme's own
     * {@code checks}; plan with {@code build} when nothing was refused.
     */
    public static PlanResult serverPlan(SchemeHandler h, Uri uri, ValidationPolicy policy, Issue missing, Issue empty,
            Consumer<Checks.Collector> checks, Supplier<RetrievalPlan> build) {
        Checks.Collector c = new Checks.Collector(policy);
        c.addAll(h.validate(uri, policy));
        // A plan needs a server even when the policy ignores its absence in validation.
        if (!c.hasErrors() && server(uri, c, missing, empty, h.scheme())) {
            Checks.port(uri, c, h.defaultPort(), true);
            Escapes.lineSafe(uri.host(), Checks.hostStart(uri), c, "host");
            checks.accept(c);
        }
        return Checks.finish(c, build);
    }

    /**
     * Refuses (an error whatever the policy says) a URI without an authority ({@code missing}), with
     * an empty host ({@code empty}) or with a port above 65535; returns whether there is a server.
     */
    public static boolean server(Uri u, Checks.Collector c, Issue missing, Issue empty, String scheme) {
        if (!u.hasAuthority()) {
            c.refuse(missing, Checks.pathStart(u), "no server to connect to: " + scheme + " URLs start with \"" + scheme + "://\" and a host");
            return false;
        }
        if (u.host().isEmpty()) {
            c.refuse(empty, Checks.hostStart(u), "no server to connect to: the host is empty");
            return false;
        }
        if (!Checks.portFits(u)) {
            c.refuse(CommonIssue.PORT_OUT_OF_RANGE, Checks.portStart(u), "port " + u.port() + " is above 65535: no server to connect to");
            return false;
        }
        return hostDecodesInGrammar(u, c);
    }

    /**
     * Refuses ({@link CommonIssue#ENCODED_HOST_CHARACTER}) a registered name whose escapes decode to
     * an ASCII byte that the reg-name grammar does not allow unencoded (RFC 3986 §3.2.2: unreserved
     * and sub-delims; {@code h%2Fx}, {@code h%40evil}, {@code h%20x}): the plan connects
     * to the decoded name, which would then be another host or not a name at all. Bytes from 0x80
     * up (a UTF-8 name to be converted by IDNA) pass. Returns whether the host is fine.
     */
    static boolean hostDecodesInGrammar(Uri u, Checks.Collector c) {
        String host = u.host();
        if (u.hostKind() != HostKind.REG_NAME || host.indexOf('%') < 0) {
            return true;
        }
        byte[] bytes = PercentCodec.decodeToBytes(host);
        for (byte b : bytes) {
            // CR, LF and NUL are left to Escapes.lineSafe, which names them (ENCODED_LINE_BREAK, ENCODED_NUL).
            if (b >= 0 && !CharClass.REG_NAME.contains(b) && b != '\r' && b != '\n' && b != 0) {
                int at = Checks.hostStart(u) + escapeIndex(host, b);
                c.refuse(CommonIssue.ENCODED_HOST_CHARACTER, at, String.format("the host decodes to the byte 0x%02X, which a host"
                        + " name cannot hold (RFC 3986 §3.2.2): the plan would connect to another name", b));
                return false;
            }
        }
        return true;
    }

    /** The index in {@code host} of the first escape of {@code b}, or 0. */
    private static int escapeIndex(String host, byte b) {
        String escape = String.format("%%%02X", b);
        for (int i = host.indexOf('%'); i >= 0; i = host.indexOf('%', i + 1)) {
            if (host.regionMatches(true, i, escape, 0, 3)) {
                return i;
            }
        }
        return 0;
    }
}
