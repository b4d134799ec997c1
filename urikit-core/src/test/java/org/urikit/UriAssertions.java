package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.Names;
import org.urikit.testing.TestData;

/**
 * Shared contract helpers for the parser tests (in the spirit of Guava's
 * {@code UrlEscaperTesting}). Every test that obtains a {@link Uri} goes through {@link #parse}
 * or {@link #check}, which run {@link Uri#checkInvariants()}.
 *
 * <pre>{@code
 * Uri u = UriAssertions.parse("http://a/b?", Profile.RFC3986);
 * UriAssertions.assertComponents(u, new Components("http", "a", null, "a", "reg-name", null, "/b", "", null));
 * ParseResult.Failure f = UriAssertions.assertInvalid("http://h:x/", Profile.RFC3986, SyntaxError.PORT_INVALID, 9);
 * }</pre>
 */
public final class UriAssertions {
    private UriAssertions() {
    }

    /** RFC 3986 Appendix B, verbatim. */
    public static final Pattern APPENDIX_B = Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?");

    /**
     * The expected components of a valid reference; {@code null} means absent. {@code hostType}
     * is the CLI name ({@code reg-name}, {@code ipv4}, {@code ipv6}, {@code ipvfuture}) or null
     * without an authority.
     */
    public record Components(String scheme, String authority, String userInfo, String host, String hostType,
            String port, String path, String query, String fragment) {

        /** The columns {@code scheme authority userinfo host hostType port path query fragment} of a TSV row. */
        public static Components of(TestData.Row row) {
            return new Components(row.get("scheme"), row.get("authority"), row.get("userinfo"), row.get("host"),
                    row.get("hostType"), row.get("port"), row.get("path"), row.get("query"), row.get("fragment"));
        }

        /** RFC 3986 §5.3 recomposition of the five components. */
        public String recompose() {
            StringBuilder sb = new StringBuilder();
            if (scheme != null) {
                sb.append(scheme).append(':');
            }
            if (authority != null) {
                sb.append("//").append(authority);
            }
            sb.append(path);
            if (query != null) {
                sb.append('?').append(query);
            }
            if (fragment != null) {
                sb.append('#').append(fragment);
            }
            return sb.toString();
        }
    }

    /** Parses under {@code profile}, failing with the reason if invalid, and checks the invariants. */
    public static Uri parse(String s, Profile profile) {
        ParseResult r = Uri.tryParse(s, profile);
        if (r instanceof ParseResult.Failure f) {
            fail("expected valid under " + profile + ": " + TestDataText.show(s) + "\nbut got " + f.error() + " at " + f.index()
                    + "\n" + f.message());
        }
        Uri u = ((ParseResult.Success) r).uri();
        check(u);
        return u;
    }

    /** {@link #parse(String, Profile)} under RFC 3986. */
    public static Uri parse(String s) {
        return parse(s, Profile.RFC3986);
    }

    /**
     * The value contract of a parsed reference: invariants hold, the text round-trips,
     * {@code hasX()} agrees with {@code x() != null}, and the entry points agree with each other.
     */
    public static void check(Uri u) {
        u.checkInvariants();
        String s = u.toUriString();
        Profile p = u.profile();
        assertEquals(u, Uri.parse(s, p), "parse(s) equals tryParse(s)");
        assertTrue(Uri.isValid(s, p), "isValid agrees with parse");
        assertEquals(u.scheme() != null, u.isAbsolute(), "isAbsolute iff scheme");
        assertEquals(u.scheme() == null, u.isRelativeReference(), "isRelativeReference iff no scheme");
        assertEquals(u.authority() != null, u.hasAuthority(), "hasAuthority");
        assertEquals(u.userInfo() != null, u.hasUserInfo(), "hasUserInfo");
        assertEquals(u.port() != null, u.hasPort(), "hasPort");
        assertEquals(u.query() != null, u.hasQuery(), "hasQuery");
        assertEquals(u.fragment() != null, u.hasFragment(), "hasFragment");
        assertNotNull(u.path(), "path is never null");
        assertEquals(u.host() != null, u.hostKind() != null, "hostKind iff host");
        assertEquals(u.host() != null, u.hostInfo() != null, "hostInfo iff host");
        if (u.hostInfo() != null) {
            assertEquals(u.hostKind(), u.hostInfo().kind(), "hostInfo().kind() == hostKind()");
        }
        String recomposed = new Components(u.scheme(), u.authority(), u.userInfo(), u.host(), null, u.port(), u.path(),
                u.query(), u.fragment()).recompose();
        assertEquals(s, recomposed, "RFC 3986 §5.3 recomposition gives the text back");
        if (u.authority() != null) {
            String a = (u.userInfo() == null ? "" : u.userInfo() + "@") + u.host() + (u.port() == null ? "" : ":" + u.port());
            assertEquals(u.authority(), a, "authority = [ userinfo \"@\" ] host [ \":\" port ]");
        }
    }

    /** Asserts every component of {@code u} against {@code expected}, with the diagram in the message. */
    public static void assertComponents(Uri u, Components expected) {
        String d = "\n" + u.toDiagram();
        assertEquals(expected.scheme(), u.scheme(), "scheme" + d);
        assertEquals(expected.authority(), u.authority(), "authority" + d);
        assertEquals(expected.userInfo(), u.userInfo(), "userinfo" + d);
        assertEquals(expected.host(), u.host(), "host" + d);
        assertEquals(expected.hostType(), u.hostKind() == null ? null : Names.of(u.hostKind()), "hostType" + d);
        assertEquals(expected.port(), u.port(), "port" + d);
        assertEquals(expected.path(), u.path(), "path" + d);
        assertEquals(expected.query(), u.query(), "query" + d);
        assertEquals(expected.fragment(), u.fragment(), "fragment" + d);
    }

    /**
     * Asserts that {@code s} is invalid under {@code profile} with this error at this index,
     * through every entry point ({@code tryParse}, {@code parse}, {@code isValid}).
     */
    public static ParseResult.Failure assertInvalid(String s, Profile profile, SyntaxError error, int index) {
        ParseResult r = Uri.tryParse(s, profile);
        if (r instanceof ParseResult.Success ok) {
            fail("expected " + error + " at " + index + " under " + profile + " but valid: " + TestDataText.show(s) + "\n"
                    + ok.uri().toDiagram());
        }
        ParseResult.Failure f = (ParseResult.Failure) r;
        assertFalse(Uri.isValid(s, profile), "isValid agrees with tryParse");
        assertEquals(s, f.input(), "failure keeps the input");
        assertEquals(error + " at " + index, f.error() + " at " + f.index(), "error under " + profile + " for "
                + TestDataText.show(s) + "\n" + f.message());
        try {
            Uri.parse(s, profile);
            fail("parse did not throw");
        } catch (UriSyntaxException e) {
            assertEquals(error, e.error(), "exception error");
            assertEquals(index, e.index(), "exception index");
            assertEquals(s, e.rawInput(), "exception input");
            assertNotNull(e.getMessage());
        }
        return f;
    }

    /** Asserts that the Appendix B regex splits {@code u}'s text into exactly its five components. */
    public static void assertAppendixB(Uri u) {
        Matcher m = APPENDIX_B.matcher(u.toUriString());
        assertTrue(m.matches(), "Appendix B matches every string");
        String d = "\n" + u.toDiagram();
        assertEquals(m.group(2), u.scheme(), "scheme = $2" + d);
        assertEquals(m.group(4), u.authority(), "authority = $4" + d);
        assertEquals(m.group(5), u.path(), "path = $5" + d);
        assertEquals(m.group(7), u.query(), "query = $7" + d);
        assertEquals(m.group(9), u.fragment(), "fragment = $9" + d);
    }

    /** Readable rendering of test strings with controls and non-ASCII escaped. */
    static final class TestDataText {
        private TestDataText() {
        }

        static String show(String s) {
            StringBuilder sb = new StringBuilder("\"");
            int n = Math.min(s.length(), 200);
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                if (c < 0x20 || c >= 0x7F) {
                    sb.append(String.format("\\u%04X", (int) c));
                } else {
                    sb.append(c);
                }
            }
            if (s.length() > n) {
                sb.append("...(").append(s.length()).append(" chars)");
            }
            return sb.append('"').toString();
        }
    }
}
