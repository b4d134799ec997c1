package org.urikit.security;

import java.util.Objects;
import org.urikit.Uri;

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

    /**
     * Whether two absolute URIs with authorities, whose canonical hosts are given, have the same origin: the same
     * canonical host ({@code 0x7f.1} is {@code 127.0.0.1}) and, for scheme and port, {@link Uri#isSameOrigin(Uri)}
     * (RFC 6454 §5) with the one host written in both.
     */
    static boolean sameOrigin(Uri a, CanonicalHost aHost, Uri b, CanonicalHost bHost) {
        return aHost.text().equals(bHost.text()) && a.isSameOrigin(b.toBuilder().rawHost(a.host()).build());
    }
}
