package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.scheme.SchemeRegistry;

/**
 * Properties over a seeded random corpus of base/reference/target triples (plain JUnit loops,
 * reproducible): resolution against an independent RFC 3986 oracle, relativization as its
 * inverse and shortest (checked exhaustively on small cases), normalization idempotent and
 * equivalence-preserving, and every result re-parsing to the same components.
 */
class ResolvePropertiesTest {
    private static final long SEED = 0x5EED_3986L;
    private static final int PAIRS = 100_000;

    // ---- an independent RFC 3986 §5.2 oracle (Appendix B regex, the RFC's pseudocode on strings) ---

    private static final Pattern APPENDIX_B = Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?");

    /** RFC 3986 §5.2.2 with §5.2.3 and §5.2.4, as the RFC writes it, then §5.3 and the /. rule for "//" paths. */
    static String oracle(String base, String reference, boolean strict) {
        Matcher b = APPENDIX_B.matcher(base);
        Matcher r = APPENDIX_B.matcher(reference);
        assertTrue(b.matches() && r.matches());
        String rScheme = r.group(2);
        String rAuthority = r.group(3) == null ? null : r.group(4);
        String rPath = r.group(5);
        String rQuery = r.group(6) == null ? null : r.group(7);
        String rFragment = r.group(8) == null ? null : r.group(9);
        String bScheme = b.group(2);
        String bAuthority = b.group(3) == null ? null : b.group(4);
        String bPath = b.group(5);
        String bQuery = b.group(6) == null ? null : b.group(7);
        if (!strict && rScheme != null && rScheme.equalsIgnoreCase(bScheme)) {
            rScheme = null;
        }
        String tScheme;
        String tAuthority;
        String tPath;
        String tQuery;
        if (rScheme != null) {
            tScheme = rScheme;
            tAuthority = rAuthority;
            tPath = oracleRemoveDots(rPath);
            tQuery = rQuery;
        } else {
            if (rAuthority != null) {
                tAuthority = rAuthority;
                tPath = oracleRemoveDots(rPath);
                tQuery = rQuery;
            } else {
                if (rPath.isEmpty()) {
                    tPath = bPath;
                    tQuery = rQuery != null ? rQuery : bQuery;
                } else {
                    if (rPath.startsWith("/")) {
                        tPath = oracleRemoveDots(rPath);
                    } else {
                        String merged;
                        if (bAuthority != null && bPath.isEmpty()) {
                            merged = "/" + rPath;
                        } else {
                            int slash = bPath.lastIndexOf('/');
                            merged = (slash < 0 ? "" : bPath.substring(0, slash + 1)) + rPath;
                        }
                        tPath = oracleRemoveDots(merged);
                    }
                    tQuery = rQuery;
                }
                tAuthority = bAuthority;
            }
            tScheme = bScheme;
        }
        if (tAuthority == null && tPath.startsWith("//")) {
            tPath = "/." + tPath;   // urikit's documented rule: never produce an ambiguous string
        }
        return (tScheme != null ? tScheme + ":" : "") + (tAuthority != null ? "//" + tAuthority : "") + tPath
                + (tQuery != null ? "?" + tQuery : "") + (rFragment != null ? "#" + rFragment : "");
    }

    /** §5.2.4, step by step on strings, as written in the RFC. */
    static String oracleRemoveDots(String path) {
        String input = path;
        StringBuilder output = new StringBuilder();
        while (!input.isEmpty()) {
            if (input.startsWith("../")) {
                input = input.substring(3);
            } else if (input.startsWith("./")) {
                input = input.substring(2);
            } else if (input.startsWith("/./")) {
                input = "/" + input.substring(3);
            } else if (input.equals("/.")) {
                input = "/";
            } else if (input.startsWith("/../")) {
                input = "/" + input.substring(4);
                dropLastSegment(output);
            } else if (input.equals("/..")) {
                input = "/";
                dropLastSegment(output);
            } else if (input.equals(".") || input.equals("..")) {
                input = "";
            } else {
                int end = input.indexOf('/', input.startsWith("/") ? 1 : 0);
                if (end < 0) {
                    end = input.length();
                }
                output.append(input, 0, end);
                input = input.substring(end);
            }
        }
        return output.toString();
    }

    private static void dropLastSegment(StringBuilder output) {
        int slash = output.lastIndexOf("/");
        output.setLength(Math.max(slash, 0));
    }

    // ---- the corpus -----------------------------------------------------------------------------

    private static final String[] SCHEMES = {"http", "http", "http", "s", "foo", "HTTP", "https"};
    private static final String[] AUTHORITIES = {"a", "a", "b", "", "a:80", "u@a", "A", "[::1]", "a:", "%41", "U%41@a:80"};
    private static final String[] SEGMENTS = {"a", "b", "c", "", ".", "..", "a:b", "%41", "x;p", "b.c", "..g", "%2e"};
    private static final String[] QUERIES = {null, null, null, "", "q", "y", "a=b", "x/../y"};
    private static final String[] FRAGMENTS = {null, null, null, "", "f", "s/./t"};

    private static String pick(Random rnd, String[] from) {
        return from[rnd.nextInt(from.length)];
    }

    private static String path(Random rnd, boolean rooted, int max) {
        int n = rnd.nextInt(max + 1);
        StringBuilder sb = new StringBuilder(rooted ? "/" : "");
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(pick(rnd, SEGMENTS));
        }
        return n == 0 && !rooted ? "" : sb.toString();
    }

    private static String tail(Random rnd) {
        String q = pick(rnd, QUERIES);
        String f = pick(rnd, FRAGMENTS);
        return (q == null ? "" : "?" + q) + (f == null ? "" : "#" + f);
    }

    /** An absolute URI text (may be invalid: callers filter with Uri.isValid). */
    static String absolute(Random rnd) {
        String scheme = pick(rnd, SCHEMES);
        int shape = rnd.nextInt(10);
        if (shape < 7) {
            return scheme + "://" + pick(rnd, AUTHORITIES) + path(rnd, true, 4) + tail(rnd);
        }
        if (shape < 9) {
            return scheme + ":" + path(rnd, true, 3) + tail(rnd);
        }
        return scheme + ":" + path(rnd, false, 3) + tail(rnd);
    }

    /** A reference text of any kind. */
    static String reference(Random rnd) {
        int shape = rnd.nextInt(10);
        if (shape < 2) {
            return absolute(rnd);
        }
        if (shape < 3) {
            return "//" + pick(rnd, AUTHORITIES) + path(rnd, true, 3) + tail(rnd);
        }
        if (shape < 5) {
            return path(rnd, true, 4) + tail(rnd);
        }
        return path(rnd, false, 4) + tail(rnd);
    }

    private static Uri valid(Random rnd, boolean absolute) {
        while (true) {
            String s = absolute ? absolute(rnd) : reference(rnd);
            if (Uri.isValid(s)) {
                return Uri.parse(s);
            }
        }
    }

    // ---- properties -------------------------------------------------------------------------

    @Test
    void resolutionMatchesTheOracleAndRelativizeInvertsIt() {
        Random rnd = new Random(SEED);
        int unreachable = 0;
        for (int i = 0; i < PAIRS; i++) {
            Uri base = valid(rnd, true);
            Uri ref = valid(rnd, false);
            boolean strict = rnd.nextInt(8) != 0;
            Uri t = base.resolve(ref, ResolveOptions.defaults().withStrict(strict));
            t.checkInvariants();
            assertEquals(oracle(base.toString(), ref.toString(), strict), t.toString(), () -> base + " + " + ref);
            if (strict) {
                assertEquals(t, base.resolve(ref.toString()), () -> "from the text: " + base + " + " + ref);
            }

            // relativize is the inverse of resolve, for resolved targets and for arbitrary ones
            Uri r = base.relativize(t);
            r.checkInvariants();
            assertEquals(t, base.resolve(r), () -> base + " -> " + t + " via " + r);
            assertTrue(r.toString().length() <= t.toString().length());
            Uri any = valid(rnd, true);
            Uri ra = base.relativize(any);
            ra.checkInvariants();
            if (!base.resolve(ra).equals(any)) {
                // only a target that resolution cannot produce: it is returned as it is
                assertEquals(any, ra, () -> base + " -> " + any);
                assertTrue(!any.path().equals(oracleRemoveDots(any.path())), any::toString);
                unreachable++;
            }
        }
        System.out.println("resolve/relativize properties: " + PAIRS + " pairs, " + unreachable
                + " arbitrary targets unreachable (dot segments in the path)");
    }

    @Test
    void normalizationIsIdempotentEquivalentAndKeepsResolution() {
        Random rnd = new Random(SEED + 1);
        List<Set<Normalization>> subsets = new ArrayList<>();
        for (int mask = 1; mask < 16; mask++) {
            EnumSet<Normalization> s = EnumSet.noneOf(Normalization.class);
            for (Normalization n : Normalization.values()) {
                if ((mask & (1 << n.ordinal())) != 0) {
                    s.add(n);
                }
            }
            subsets.add(s);
        }
        Profile[] profiles = Profile.values();
        for (int i = 0; i < PAIRS; i++) {
            Uri u = valid(rnd, rnd.nextBoolean());
            Profile p = profiles[rnd.nextInt(profiles.length)];
            if (Uri.isValid(u.toString(), p)) {
                u = Uri.parse(u.toString(), p);   // the older profiles normalize with their own rules
            }
            Uri n = u.normalize();
            n.checkInvariants();
            Uri w = u;
            assertEquals(SchemeRegistry.defaults().normalize(org.urikit.internal.Normalizer.syntax(Bridge.INSTANCE, u, true, true, true)), n,
                    () -> "the normal-form shortcut agrees with the general normalizer: " + w);
            assertEquals(n, n.normalize(), () -> "idempotent: " + w);
            assertTrue(Equivalence.SCHEME.test(n, u), () -> "equivalent: " + w);
            assertEquals(Equivalence.SCHEME.key(u), n.toString());
            Set<Normalization> some = subsets.get(rnd.nextInt(subsets.size()));
            Uri m = u.normalize(some);
            m.checkInvariants();
            Uri v = u;
            assertEquals(m, m.normalize(some), () -> "idempotent " + some + ": " + v);
            assertEquals(n, m.normalize(), () -> "a partial normalization normalizes fully to the same: " + v);
            if (u.profile() == Profile.RFC3986 && u.isRelativeReference()
                    && !u.path().toLowerCase(java.util.Locale.ROOT).contains("%2e")) {
                // a normalized reference still resolves to the same target (dot segments step),
                // against any hierarchical base; %2E is left out: RFC 3986 §5.2.4 does not see it as
                // a dot, while §2.3 (and so normalization) does
                Uri base = valid(rnd, true);
                while (base.isOpaque() || !(base.hasAuthority() || base.path().startsWith("/"))) {
                    base = valid(rnd, true);
                }
                Uri d = u.normalize(EnumSet.of(Normalization.DOT_SEGMENTS));
                Uri b = base;
                assertEquals(b.resolve(u), b.resolve(d), () -> b + " + " + v + " / " + d);
            }
        }
    }

    @Test
    void legacyAlgorithmsRoundTripAndKeepInvariants() {
        Random rnd = new Random(SEED + 2);
        Profile[] profiles = {Profile.RFC3986_DRAFT_2003, Profile.RFC2396, Profile.RFC1738};
        int resolved = 0;
        int refused = 0;
        for (int i = 0; i < PAIRS / 4; i++) {
            Profile p = profiles[i % profiles.length];
            String bs = absolute(rnd);
            String rs = reference(rnd);
            if (!Uri.isValid(bs, p) || !Uri.isValid(rs, p)) {
                continue;
            }
            Uri base = Uri.parse(bs, p);
            Uri t;
            try {
                t = base.resolve(rs);
            } catch (UriSyntaxException e) {
                assertEquals(SyntaxError.BASE_NOT_HIERARCHICAL, e.error(), e::getMessage);
                assertTrue(base.isOpaque());
                refused++;
                continue;
            }
            t.checkInvariants();
            Uri r = base.relativize(t);
            r.checkInvariants();
            assertEquals(t, base.resolve(r), () -> base + " -> " + t + " via " + r + " under " + p);
            Uri n = t.normalize();
            n.checkInvariants();
            assertEquals(n, n.normalize(), () -> "idempotent under " + p + ": " + t);
            resolved++;
        }
        assertTrue(resolved > 10_000, "enough legacy cases: " + resolved);
        System.out.println("legacy profiles: " + resolved + " resolved and relativized back, " + refused + " refused (opaque base)");
    }

    /**
     * No shorter reference resolves to the target: for small bases, every string of up to five
     * characters over the alphabet of the small corpus is resolved, and relativize must find a
     * reference exactly as short as the shortest one found.
     */
    @Test
    void relativizeIsShortestByBruteForce() {
        String alphabet = "sha/.?#:";
        String[] bases = {"s://h/a/b", "s://h/a/", "s://h", "s://h/", "s:/a/b", "s://h/a/b?a", "s://h//a", "s:/", "s://h?a",
            "s://h/a/b/a", "s:a/b", "s:/a/a/", "s:a/h/s", "s:a/a/"};
        int checked = 0;
        for (String bs : bases) {
            Uri base = Uri.parse(bs);
            Map<String, Integer> shortest = new HashMap<>();
            List<String> all = new ArrayList<>();
            all.add("");
            for (int len = 1; len <= 5; len++) {
                int from = all.size();
                for (int k = (int) Math.pow(alphabet.length(), len - 1) > 0 ? indexOfLength(all, len - 1) : 0; k < from; k++) {
                    for (int c = 0; c < alphabet.length(); c++) {
                        all.add(all.get(k) + alphabet.charAt(c));
                    }
                }
            }
            for (String ref : all) {
                if (!Uri.isValid(ref)) {
                    continue;
                }
                Uri t;
                try {
                    t = base.resolve(ref);
                } catch (UriSyntaxException e) {
                    continue;
                }
                shortest.merge(t.toString(), ref.length(), Math::min);
            }
            for (Map.Entry<String, Integer> e : shortest.entrySet()) {
                Uri target = Uri.parse(e.getKey());
                Uri r = base.relativize(target);
                if (r.toString().length() != e.getValue()) {
                    fail(base + " -> " + target + ": relativize gave <" + r + "> but a reference of length " + e.getValue() + " exists");
                }
                checked++;
            }
        }
        System.out.println("relativize shortest: " + checked + " targets checked against every reference of up to 5 characters");
        assertTrue(checked > 1000);
    }

    /** The index of the first string of length {@code len} in the breadth-first list. */
    private static int indexOfLength(List<String> all, int len) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).length() == len) {
                return i;
            }
        }
        return all.size();
    }
}
