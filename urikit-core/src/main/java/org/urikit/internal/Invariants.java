package org.urikit.internal;

/**
 * The representation invariants of a URI value (rust-url's {@code check_invariants}): offsets
 * in order, a delimiter at every offset that says so, re-parsing the text under the same
 * grammar gives the same offsets, and the parser's {@link UriFactory#PLAIN} flag is never set
 * wrongly. Tests and fuzz targets check every value they see.
 */
public final class Invariants {
    private Invariants() {
    }

    /** @throws IllegalStateException describing the first broken invariant */
    public static <U> void check(UriAccess<U> a, U u) {
        String text = a.text(u);
        int len = text.length();
        int[] offsets = offsets(a, u);
        int schemeEnd = offsets[0], hostStart = offsets[1], hostEnd = offsets[2], pathStart = offsets[3], queryStart = offsets[4],
                fragmentStart = offsets[5], hostKind = offsets[6];
        int pathEnd = queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : len;
        check(a, u, schemeEnd >= -1 && schemeEnd < len, "schemeEnd in range");
        check(a, u, schemeEnd < 0 || text.charAt(schemeEnd) == ':', "':' at schemeEnd");
        if (hostStart >= 0) {
            int authority = schemeEnd + 3;
            check(a, u, text.startsWith("//", authority - 2), "\"//\" before the authority");
            check(a, u, authority <= hostStart && hostStart <= hostEnd && hostEnd <= pathStart, "authority offsets ordered");
            check(a, u, hostStart == authority || text.charAt(hostStart - 1) == '@', "'@' before the host");
            check(a, u, hostEnd == pathStart || text.charAt(hostEnd) == ':', "':' before the port");
            check(a, u, hostKind >= 0, "host kind set");
            check(a, u, pathStart == pathEnd || text.charAt(pathStart) == '/', "path-abempty after an authority");
        } else {
            check(a, u, hostEnd == -1 && hostKind == -1, "no host without an authority");
            check(a, u, pathStart == schemeEnd + 1, "path right after the scheme");
        }
        check(a, u, pathStart <= pathEnd, "path offsets ordered");
        check(a, u, queryStart < 0 || (queryStart >= pathStart && text.charAt(queryStart) == '?'), "'?' at queryStart");
        check(a, u, fragmentStart < 0 || (fragmentStart >= pathStart && fragmentStart > queryStart
                && text.charAt(fragmentStart) == '#'), "'#' at fragmentStart");
        U v = Parser.parse(text, a.grammar(u), a);
        check(a, u, v != null, "re-parses");
        check(a, u, java.util.Arrays.equals(offsets(a, v), offsets), "re-parse gives the same offsets");
        if ((a.flags(u) & UriFactory.PLAIN) != 0) {
            check(a, u, text.indexOf('%') < 0 && !hasUpperCase(text, 0, Math.max(schemeEnd, 0))
                    && (hostStart < 0 || !hasUpperCase(text, hostStart, hostEnd)), "PLAIN: no '%', no upper-case scheme or host");
        }
    }

    /** The offsets and the host kind of {@code u}, in the order of the text. */
    private static <U> int[] offsets(UriAccess<U> a, U u) {
        return new int[] {a.schemeEnd(u), a.hostStart(u), a.hostEnd(u), a.pathStart(u), a.queryStart(u), a.fragmentStart(u),
            a.hostKind(u)};
    }

    private static boolean hasUpperCase(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 'A' && s.charAt(i) <= 'Z') {
                return true;
            }
        }
        return false;
    }

    private static <U> void check(UriAccess<U> a, U u, boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("invariant broken (" + what + ") for " + a.text(u) + "\n" + Diagram.of(a, u));
        }
    }
}
