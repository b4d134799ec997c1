package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.urikit.internal.Resolver;
import org.urikit.testing.TestData;

/**
 * {@link Rfc3986Resolution} (the offset-level fast path) must give exactly what the general
 * {@link Resolver} gives, offsets included, wherever it answers; and it must answer for the
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
    };

    @Test
    void agreesWithTheGeneralResolverOnEveryPair() {
        List<String> refs = new ArrayList<>(List.of(PIECES));
        for (TestData.Row row : TestData.rows("resolve/rfc3986-5.4.tsv")) {
            refs.add(row.get("reference"));
        }
        Random random = new Random(20261122);
        for (int n = 0; n < 4000; n++) {
            refs.add(PIECES[random.nextInt(PIECES.length)] + PIECES[random.nextInt(PIECES.length)]);
        }
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
                    Uri fast = Rfc3986Resolution.resolve(base, ref, strict);
                    compared++;
                    if (fast == null) {
                        continue;
                    }
                    answered++;
                    Uri slow = Resolver.resolve(base, ref, ResolveOptions.defaults().withStrict(strict));
                    String what = bs + " + " + rs + (strict ? "" : " (non-strict)");
                    assertEquals(slow.toString(), fast.toString(), what);
                    fast.checkInvariants();
                    assertEquals(slow.toDiagram(), fast.toDiagram(), what);
                }
            }
        }
        assertTrue(answered > compared / 2, "the fast path answered only " + answered + " of " + compared);
    }

    @Test
    void returnsTheInputsThemselvesWhenTheTargetIsOneOfThem() {
        Uri base = Uri.parse("http://a/b/c/d;p?q");
        Uri absolute = Uri.parse("https://example.com/x?y");
        assertSame(absolute, base.resolve(absolute));
        assertSame(base, base.resolve(Uri.parse("")));
    }
}
