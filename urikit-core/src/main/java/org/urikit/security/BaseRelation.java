package org.urikit.security;

import java.util.Objects;
import java.util.OptionalInt;
import org.urikit.Uri;
import org.urikit.scheme.SchemeRegistry;

/**
 * Where the target is relative to the base: on another origin (scheme, host, port; RFC 6454 §4)
 * or on another site (registrable domain; HTML Standard, sites).
 */
final class BaseRelation {
    private BaseRelation() {
    }

    /** Records {@link FindingCode#CROSS_ORIGIN} and {@link FindingCode#CROSS_SITE} of the target (whose canonical host is {@code host}). */
    static void check(Uri base, Uri target, CanonicalHost host, Findings f) {
        if (!base.hasAuthority()) {
            return;
        }
        CanonicalHost baseHost = canonicalHost(base, f.policy());
        if (!sameOrigin(target, host, base, baseHost)) {
            f.add(FindingCode.CROSS_ORIGIN, 0, "the target " + Findings.shorten(target.redacted())
                    + " is on another origin than the base " + Findings.shorten(base.redacted()));
        }
        if (!Objects.equals(host.site(), baseHost.site())) {
            f.add(FindingCode.CROSS_SITE, 0, "the target's site '" + Findings.shorten(host.site()) + "' is not the base's, '"
                    + Findings.shorten(baseHost.site()) + "'");
        }
    }

    /** The canonical host of {@code u}'s authority (findings discarded). */
    static CanonicalHost canonicalHost(Uri u, InspectionPolicy policy) {
        return HostAnalyzer.analyze(u.host(), u.hostKind() == org.urikit.HostKind.REG_NAME ? null : u.hostInfo(), -1, -1,
                new Findings(policy));
    }

    /** Whether two absolute URIs with authorities, whose canonical hosts are given, have the same scheme, host and port. */
    static boolean sameOrigin(Uri a, CanonicalHost aHost, Uri b, CanonicalHost bHost) {
        String aScheme = Ascii.lower(a.scheme());
        String bScheme = Ascii.lower(b.scheme());
        return aScheme.equals(bScheme) && aHost.text().equals(bHost.text()) && port(a, aScheme) == port(b, bScheme);
    }

    private static int port(Uri u, String scheme) {
        OptionalInt p = u.portNumber();
        if (p.isPresent()) {
            return p.getAsInt();
        }
        OptionalInt d = SchemeRegistry.defaults().defaultPort(scheme);
        return d.isPresent() ? d.getAsInt() : -1;
    }
}
