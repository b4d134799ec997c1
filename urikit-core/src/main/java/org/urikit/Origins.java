package org.urikit;

import java.util.EnumSet;
import java.util.Set;

/**
 * The origin of a URI (RFC 6454 §4) and the same-origin test (§5) behind
 * {@link Uri#isSameOrigin(Uri)}: the triple of scheme, host and port, compared after the case
 * and percent-encoding steps of RFC 3986 §6.2.2 and the scheme-based step of §6.2.3, which drops
 * a port equal to the scheme's default ({@code http://a.example:80/} is {@code http://a.example/};
 * the default ports come from the scheme rules, {@link SchemeNormalizer}). A URI without a scheme or
 * with no or an empty host (a relative reference, {@code mailto:x}, {@code file:///x}) has a unique
 * origin (§4 step 1; browsers give {@code file:} an opaque origin too): it is the same as no other.
 */
final class Origins {
    private static final Set<Normalization> STEPS = EnumSet.of(Normalization.CASE, Normalization.PERCENT_ENCODING,
            Normalization.SCHEME_BASED);

    private Origins() {
    }

    static boolean same(Uri a, Uri b) {
        if (!hasOrigin(a) || !hasOrigin(b) || !a.scheme().equalsIgnoreCase(b.scheme())) {
            return false;
        }
        Uri x = a.normalize(STEPS);
        Uri y = b.normalize(STEPS);
        return x.hostInfo().equals(y.hostInfo()) && x.portNumber() == y.portNumber() && x.hasPort() == y.hasPort();
    }

    /** Whether {@code u} has a tuple origin: a scheme and a non-empty host. */
    private static boolean hasOrigin(Uri u) {
        return u.isAbsolute() && u.hasAuthority() && !u.host().isEmpty();
    }
}
