package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Resolver;
import org.urikit.testing.TestData;

/**
 * The offset-level fast path of {@link Resolver} must give exactly what its general way gives, offsets included, wherever it answers; and it must answer for the
 * common shapes, or it is not a fast path.
 */
class FastResolutionTest {
    private static final String[] BASES = {
        "http://a/b/c/d;p?q", "http://a", "http://a?q#f", "http://u@[::1]:8/x/y/?q#f", "foo:", "foo:a/b",
        "mailto:x@y", "file:///etc/motd", "s://h/a/b/", "s:/a", "http://a/b/../c/d", "h://a/b/.",
    };
    private static final String[] PIECES = {
        "g", "g/h", "/g", "//g", "//u@g:1/x", "?y", "#s", "", "g?y#s", ";x", "g;x", "a/", "/", "//", "g:h",
        "http:g", "HTTP:g", "http://x/y", "%41", "a@b", "./g", "../g", ".", "..", "g/./h", "/.//x", "?", "#",
        "a b", "%zz", "<g>", ":x", "a:", "[x]", "g#%", "/%4", "\u00e9", "/.", "a%2F", "/x%2e", "/a b", "/#",
    };

    /** The pieces, the references of RFC 3986 §5.4, and 4,000 random pairs of pieces (a fixed seed). */
    private static List<String> references() {
        List<String> refs = new ArrayList<>(List.of(PIECES));
        for (TestData.Row row : TestData.rows("resolve/rfc3986-5.4.tsv")) {
            refs.add(row.get("reference"));
        }
        Random random = new Random(20261122);
        for (int n = 0; n < 4000; n++) {
            refs.add(PIECES[random.nextInt(PIECES.length)] + PIECES[random.nextInt(PIECES.length)]);
        }
        return refs;
    }

    @Test
    void agreesWithTheGeneralResolverOnEveryPair() {
        List<String> refs = references();
        int answered = 0;
        int compared = 0;
        for (String bs : BASES) {
            Uri base = Uri.parse(bs);
            for (String rs : refs) {
                ParseResult pr = Uri.tryParse(rs);
                if (!pr.isSuccess()) {
                    continue;
                }
                Uri ref = pr.orElseThrow();
                for (boolean strict : new boolean[] {true, false}) {
                    Uri fast = Resolver.offsets(Bridge.INSTANCE, base, ref, strict);
                    compared++;
                    if (fast == null) {
                        continue;
                    }
                    answered++;
                    Uri slow = Resolver.general(Bridge.INSTANCE, base, ref, ResolveOptions.defaults().withStrict(strict).internal());
                    String what = bs + " + " + rs + (strict ? "" : " (non-strict)");
                    assertEquals(slow.toString(), fast.toString(), what);
                    fast.checkInvariants();
                    assertEquals(slow.toDiagram(), fast.toDiagram(), what);
                }
            }
        }
        assertTrue(answered > compared / 2, "the fast path answered only " + answered + " of " + compared);
    }

    /**
     * {@link Uri#resolve(String)} reads an absolute-path reference and resolves it in one go; it must
     * give exactly what parsing the reference first gives, and fail where parsing fails (same code
     * and index). {@link Uri#resolveOrNull(String)} gives the same target, or null.
     */
    @Test
    void stringReferencesGiveWhatParsingThemFirstGives() {
        for (String rs : references()) {
            for (String bs : BASES) {
                Uri base = Uri.parse(bs);
                String what = bs + " + " + rs;
                ParseResult pr = Uri.tryParse(rs);
                if (!pr.isSuccess()) {
                    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> base.resolve(rs), what);
                    ParseResult.Failure f = (ParseResult.Failure) pr;
                    assertEquals(f.error(), e.error(), what);
                    assertEquals(f.index(), e.index(), what);
                    assertNull(base.resolveOrNull(rs), what);
                    continue;
                }
                Uri expected = base.resolve(pr.orElseThrow());
                Uri actual = base.resolve(rs);
                actual.checkInvariants();
                assertEquals(expected.toString(), actual.toString(), what);
                assertEquals(expected.toDiagram(), actual.toDiagram(), what);
                assertEquals(expected, base.resolveOrNull(rs), what);
            }
        }
        Uri base = Uri.parse(BASES[0]);
        for (String common : new String[] {"/g", "/", "/x/y.html", "/%41/b;p", "/a:b"}) {
            assertNotNull(Resolver.absolutePath(Bridge.INSTANCE, base, common), "one pass for " + common);
        }
    }

    @Test
    void resolveOrNullIsNullWhereResolveThrows() {
        Uri relative = Uri.parse("/a/b");
        assertEquals(SyntaxError.SCHEME_MISSING, assertThrows(UriSyntaxException.class, () -> relative.resolve("g")).error());
        assertNull(relative.resolveOrNull("g"));
        assertNull(Uri.parse("http://a/b").resolveOrNull(null));
        Uri opaque = Uri.parse("mailto:x@y", Profile.RFC2396);
        assertEquals(SyntaxError.BASE_NOT_HIERARCHICAL, assertThrows(UriSyntaxException.class, () -> opaque.resolve("g")).error());
        assertNull(opaque.resolveOrNull("g"));
        assertEquals("http://a/b/g", Uri.parse("http://a/b/c").resolveOrNull("g").toString());
    }

    @Test
    void returnsTheInputsThemselvesWhenTheTargetIsOneOfThem() {
        Uri base = Uri.parse("http://a/b/c/d;p?q");
        Uri absolute = Uri.parse("https://example.com/x?y");
        assertSame(absolute, base.resolve(absolute));
        assertSame(base, base.resolve(Uri.parse("")));
        assertSame(base, base.resolve(""));
        Uri withFragment = Uri.parse("http://a/b?q#f");
        assertSame(withFragment, withFragment.resolve("#f"));        // the current document, the same fragment
        Uri page = Uri.parse("https://www.sec.gov/edgar.shtml");
        assertSame(page, page.resolve("/edgar.shtml"));             // one pass, and the base's own text
        assertSame(page, page.resolveOrNull("edgar.shtml"));          // parsed first, same target
    }
}
