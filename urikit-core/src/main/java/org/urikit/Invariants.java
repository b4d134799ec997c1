package org.urikit;

/**
 * The representation invariants of {@link Uri} (rust-url's {@code check_invariants}): offsets in
 * order, a delimiter at every offset that says so, re-parsing the text under the same
 * profile gives the same offsets, and the parser's {@link Uri#PLAIN} flag is never set wrongly. Tests and fuzz targets call {@link Uri#checkInvariants()} on
 * every value they see.
 */
final class Invariants {
    private Invariants() {
    }

    /** @throws IllegalStateException describing the first broken invariant */
    static void check(Uri u) {
        String text = u.toString();
        int len = text.length();
        int schemeEnd = u.schemeEndOffset();
        int hostStart = u.hostStartOffset();
        int hostEnd = u.hostEndOffset();
        int pathStart = u.pathStartOffset();
        int queryStart = u.queryStartOffset();
        int fragmentStart = u.fragmentStartOffset();
        int pathEnd = queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : len;
        check(u, schemeEnd >= -1 && schemeEnd < len, "schemeEnd in range");
        check(u, schemeEnd < 0 || text.charAt(schemeEnd) == ':', "':' at schemeEnd");
        if (hostStart >= 0) {
            int a = schemeEnd + 3;
            check(u, text.startsWith("//", a - 2), "\"//\" before the authority");
            check(u, a <= hostStart && hostStart <= hostEnd && hostEnd <= pathStart, "authority offsets ordered");
            check(u, hostStart == a || text.charAt(hostStart - 1) == '@', "'@' before the host");
            check(u, hostEnd == pathStart || text.charAt(hostEnd) == ':', "':' before the port");
            check(u, u.hostKindOrdinal() >= 0, "host kind set");
            check(u, pathStart == pathEnd || text.charAt(pathStart) == '/', "path-abempty after an authority");
        } else {
            check(u, hostEnd == -1 && u.hostKindOrdinal() == -1, "no host without an authority");
            check(u, pathStart == schemeEnd + 1, "path right after the scheme");
        }
        check(u, pathStart <= pathEnd, "path offsets ordered");
        check(u, queryStart < 0 || (queryStart >= pathStart && text.charAt(queryStart) == '?'), "'?' at queryStart");
        check(u, fragmentStart < 0 || (fragmentStart >= pathStart && fragmentStart > queryStart
                && text.charAt(fragmentStart) == '#'), "'#' at fragmentStart");
        Object again = Parser.parse(text, u.profile());
        check(u, again instanceof Uri, "re-parses");
        Uri v = (Uri) again;
        check(u, v.schemeEndOffset() == schemeEnd && v.hostStartOffset() == hostStart && v.hostEndOffset() == hostEnd
                && v.pathStartOffset() == pathStart && v.queryStartOffset() == queryStart
                && v.fragmentStartOffset() == fragmentStart && v.hostKindOrdinal() == u.hostKindOrdinal(),
                "re-parse gives the same offsets");
        if ((u.flags() & Uri.PLAIN) != 0) {
            check(u, text.indexOf('%') < 0 && !hasUpperCase(text, 0, Math.max(schemeEnd, 0))
                    && (hostStart < 0 || !hasUpperCase(text, hostStart, hostEnd)), "PLAIN: no '%', no upper-case scheme or host");
        }
    }

    private static boolean hasUpperCase(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 'A' && s.charAt(i) <= 'Z') {
                return true;
            }
        }
        return false;
    }

    private static void check(Uri u, boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("invariant broken (" + what + ") for " + u + "\n" + u.toDiagram());
        }
    }
}
