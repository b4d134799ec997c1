package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/** Shared helpers of the resolution tests: option specs and result checks. */
final class ResolveCases {
    private ResolveCases() {
    }

    /**
     * Options from a spec: "-" (or null) for the defaults, else a comma-separated list of
     * {@code nonstrict}, {@code algorithm=PROFILE}, {@code dotdot=RETAIN|REMOVE|REFUSE}, {@code defect}.
     */
    static ResolveOptions options(String spec) {
        ResolveOptions o = ResolveOptions.defaults();
        if (spec == null || spec.equals("-")) {
            return o;
        }
        for (String part : spec.split(",")) {
            String p = part.trim();
            if (p.equals("nonstrict")) {
                o = o.withStrict(false);
            } else if (p.equals("strict")) {
                o = o.withStrict(true);
            } else if (p.equals("defect")) {
                o = o.withEmptyBasePathDefect(true);
            } else if (p.startsWith("algorithm=")) {
                o = o.withAlgorithm(Profile.valueOf(p.substring("algorithm=".length())));
            } else if (p.startsWith("dotdot=")) {
                o = o.withLeadingDotDot(ResolveOptions.LeadingDotDot.valueOf(p.substring("dotdot=".length())));
            } else {
                throw new IllegalArgumentException("unknown option " + p);
            }
        }
        return o;
    }

    /** An empty TSV field is the empty reference. */
    static String text(String field) {
        return field == null ? "" : field;
    }

    /**
     * Resolves {@code reference} against {@code base} (both parsed under {@code profile}) and
     * checks the result: either the text {@code expected}, or {@code !CODE@index}. Returns the
     * result (null for an expected error). Every result passes {@link Uri#checkInvariants()}.
     */
    static Uri check(String base, Profile profile, String reference, ResolveOptions options, String expected) {
        Uri b = Uri.parse(base, profile);
        Uri r = Uri.parse(text(reference), profile);
        if (expected.startsWith("!")) {
            String code = expected.substring(1, expected.indexOf('@'));
            int index = Integer.parseInt(expected.substring(expected.indexOf('@') + 1));
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> b.resolve(r, options));
            assertEquals(SyntaxError.valueOf(code), e.error(), e.getMessage());
            assertEquals(index, e.index(), e.getMessage());
            return null;
        }
        Uri t = b.resolve(r, options);
        t.checkInvariants();
        assertEquals(expected, t.toString(), () -> base + " + <" + reference + "> under " + profile + " " + options);
        assertEquals(t, b.resolve(text(reference), options), "resolve(String) agrees with resolve(Uri)");
        return t;
    }
}
