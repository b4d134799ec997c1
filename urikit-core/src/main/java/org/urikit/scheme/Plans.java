package org.urikit.scheme;

import org.urikit.Uri;

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
        return true;
    }
}
