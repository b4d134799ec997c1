package org.urikit.scheme;

import org.urikit.HostKind;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * What every retrieval plan of a server-based scheme checks whatever the policy says: there is a
 * server to connect to. Validation reports a missing or empty host and a port above 65535 with the
 * policy's severities, and a policy may lower or ignore them; a plan cannot be made without them,
 * so it refuses. Package-private.
 */
final class Plans {
    private Plans() {
    }

    /**
     * Refuses (an error whatever the policy says) a URI without an authority ({@code missing}), with
     * an empty host ({@code empty}) or with a port above 65535; returns whether there is a server.
     */
    static boolean server(Uri u, Checks.Collector c, Issue missing, Issue empty, String scheme) {
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
            // CR, LF and NUL are left to Checks.protocolSafe, which names them (ENCODED_LINE_BREAK, ENCODED_NUL).
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
