package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** The per-profile character-class API (requirements R32) against the classes typed from the seeds. */
class ProfileClassesTest {
    private static final String ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    static List<Arguments> rows() {
        return TestData.arguments("profile-classes.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void reservedAndUnreservedExhaustively(TestData.Row row) {
        Profile p = Profile.valueOf(row.get("profile"));
        String reserved = row.get("reserved");
        String unreserved = ALNUM + row.get("unreservedMarks");
        for (int c = -1; c < 130; c++) {
            boolean r = c >= 0 && reserved.indexOf(c) >= 0;
            boolean u = c >= 0 && unreserved.indexOf(c) >= 0;
            assertEquals(r, p.isReserved(c), row.id() + " reserved " + c);
            assertEquals(u, p.isUnreserved(c), row.id() + " unreserved " + c);
        }
    }

    static List<Arguments> componentRows() {
        return TestData.arguments("profile-components.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("componentRows")
    void componentClassesExhaustively(TestData.Row row) {
        Profile p = Profile.valueOf(row.get("profile"));
        Component component = Component.valueOf(row.get("component"));
        String marks = row.get("marks") == null ? "" : row.get("marks");
        for (int c = 0; c < 128; c++) {
            boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            boolean digit = c >= '0' && c <= '9';
            boolean expected = letter ? row.get("letters").equals("yes") : digit ? row.get("digits").equals("yes") : marks.indexOf(c) >= 0;
            assertEquals(expected, p.allowed(component).contains(c), row.id() + " '" + (char) c + "' (" + c + ")");
            assertEquals(!expected, p.mustEscape(c, component), row.id() + " mustEscape " + c);
        }
    }

    @Test
    void mustEscapeFollowsEachGenerationsPathRules() {
        // D-15: '~' is unsafe (national) in RFC 1738 and an unreserved mark from 1997 on.
        assertTrue(Profile.RFC1738.mustEscape('~', Component.PATH_SEGMENT));
        assertFalse(Profile.RFC2396.mustEscape('~', Component.PATH_SEGMENT));
        assertFalse(Profile.RFC3986.mustEscape('~', Component.PATH_SEGMENT));
        // '/' separates segments, so it is data only when escaped; '#' never appears literally.
        for (Profile p : Profile.values()) {
            assertTrue(p.mustEscape('/', Component.PATH_SEGMENT), p.name());
            assertTrue(p.mustEscape('#', Component.QUERY), p.name());
            assertTrue(p.mustEscape(' ', Component.FRAGMENT), p.name());
            assertTrue(p.mustEscape('%', Component.PATH_SEGMENT), p.name() + ": '%' is always an escape introducer");
        }
        // '[' ']' only around an IP literal (RFC 3986 §3.2.2): never literal in a query.
        assertTrue(Profile.RFC3986.mustEscape('[', Component.QUERY));
        // RFC 1738 §3.3 http search: ';' ':' '@' '&' '=' allowed; '?' in a query is xchar.
        assertFalse(Profile.RFC1738.mustEscape('?', Component.QUERY));
        // Host names of the legacy profiles are letters, digits, '-' and '.'.
        assertTrue(Profile.RFC2396.mustEscape('_', Component.HOST));
        assertFalse(Profile.RFC3986.mustEscape('_', Component.HOST));
    }
}
