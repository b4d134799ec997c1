package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;

/** {@link UriBuilder} and the {@code Uri.withX} shortcuts (design guide C7, RFC 3986 §5.3). */
class UriBuilderTest {
    private static final String NULL = "(null)";

    static List<Arguments> buildCases() {
        return TestData.arguments("builder/build.tsv");
    }

    @ParameterizedTest
    @MethodSource("buildCases")
    void build(TestData.Row row) {
        String base = row.get("base");
        Profile profile = row.get("profile") == null ? Profile.RFC3986 : Profile.valueOf(row.get("profile"));
        UriBuilder b = base == null ? Uri.builder() : Uri.parse(base, profile).toBuilder();
        expect(row, () -> {     // a call may throw (addPathSegment("..")), as build() may
            if (row.get("calls") != null) {
                for (String call : row.get("calls").split("\n", -1)) {
                    apply(b, call.split("\t", -1));
                }
            }
            return b.build();
        });
    }

    static List<Arguments> withCases() {
        return TestData.arguments("builder/with.tsv");
    }

    @ParameterizedTest
    @MethodSource("withCases")
    void with(TestData.Row row) {
        Uri base = Uri.parse(row.get("base"));
        String a = row.get("arg");
        String arg = NULL.equals(a) ? null : a;
        expect(row, () -> switch (row.get("method")) {
            case "withScheme" -> base.withScheme(arg);
            case "withUserInfo" -> base.withUserInfo(arg);
            case "withHost" -> base.withHost(arg);
            case "withPort" -> base.withPort(Integer.parseInt(arg));
            case "withoutPort" -> base.withoutPort();
            case "withRawPath" -> base.withRawPath(arg);
            case "withQuery" -> base.withQuery(arg);
            case "withRawQuery" -> base.withRawQuery(arg);
            case "withoutQuery" -> base.withoutQuery();
            case "withFragment" -> base.withFragment(arg);
            case "withRawFragment" -> base.withRawFragment(arg);
            case "withoutFragment" -> base.withoutFragment();
            default -> throw new IllegalArgumentException("unknown method " + row.get("method"));
        });
        assertEquals(row.get("base"), base.toUriString(), "the base is immutable");
    }

    private static void expect(TestData.Row row, java.util.function.Supplier<Uri> build) {
        if (row.get("error") != null) {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, build::get);
            assertEquals(SyntaxError.valueOf(row.get("error")), e.error(), e.getMessage());
            assertEquals(Integer.parseInt(row.get("index")), e.index(), e.getMessage());
            return;
        }
        Uri u = build.get();
        assertEquals(row.get("expected"), u.toUriString(), u.toDiagram());
        u.checkInvariants();
        assertEquals(u, Uri.parse(u.toUriString(), u.profile()));
    }

    private static void apply(UriBuilder b, String[] c) {
        String m = c[0];
        String a1 = c.length > 1 ? arg(c[1]) : null;
        String a2 = c.length > 2 ? arg(c[2]) : null;
        switch (m) {
            case "profile" -> b.profile(Profile.valueOf(a1));
            case "scheme" -> b.scheme(a1);
            case "userInfo" -> b.userInfo(a1);
            case "rawUserInfo" -> b.rawUserInfo(a1);
            case "host" -> b.host(a1);
            case "rawHost" -> b.rawHost(a1);
            case "port" -> b.port(Integer.parseInt(a1));
            case "rawPort" -> b.rawPort(a1);
            case "clearPort" -> b.clearPort();
            case "rawPath" -> b.rawPath(a1);
            case "addPathSegment" -> b.addPathSegment(a1);
            case "addRawPathSegment" -> b.addRawPathSegment(a1);
            case "setPathSegment" -> b.setPathSegment(Integer.parseInt(a1), a2);
            case "setRawPathSegment" -> b.setRawPathSegment(Integer.parseInt(a1), a2);
            case "removePathSegment" -> b.removePathSegment(Integer.parseInt(a1));
            case "query" -> b.query(a1);
            case "rawQuery" -> b.rawQuery(a1);
            case "addQueryParameter" -> b.addQueryParameter(a1, a2);
            case "addRawQueryParameter" -> b.addRawQueryParameter(a1, a2);
            case "setQueryParameter" -> b.setQueryParameter(a1, a2);
            case "setRawQueryParameter" -> b.setRawQueryParameter(a1, a2);
            case "removeQueryParameters" -> b.removeQueryParameters(a1);
            case "removeQueryParametersStartingWith" -> b.removeQueryParameters(n -> n.startsWith(a1));
            case "sortQueryParameters" -> b.sortQueryParameters();
            case "user" -> b.user(a1);
            case "rawUser" -> b.rawUser(a1);
            case "password" -> b.password(a1);
            case "rawPassword" -> b.rawPassword(a1);
            case "path" -> b.path(a1);
            case "clearQuery" -> b.clearQuery();
            case "fragment" -> b.fragment(a1);
            case "rawFragment" -> b.rawFragment(a1);
            default -> throw new IllegalArgumentException("unknown builder call " + m);
        }
    }

    private static String arg(String s) {
        return NULL.equals(s) ? null : s;
    }

    @Test
    void designGuideExample() {
        Uri u = Uri.builder()
                .scheme("https")
                .host("example.com")
                .addPathSegment("a b")
                .addRawPathSegment("c%2Fd")
                .addQueryParameter("q", "x&y")
                .fragment(null)
                .build();
        assertEquals("https://example.com/a%20b/c%2Fd?q=x%26y", u.toUriString());
        assertEquals(List.of("a b", "c/d"), u.decodedPathSegments());
        assertEquals("https://example.com/a%20b/c%2Fd", u.toBuilder().clearQuery().build().toUriString());
        assertEquals("https://example.com/a%20b/c%2Fd?q=x%26y#top", u.withFragment("top").toUriString());
        assertEquals("https://example.com/a%20b", Uri.builder().scheme("https").host("example.com")
                .addPathSegment("a b").build().toUriString());
    }

    @Test
    void builderIsReusableAndDoesNotAlias() {
        UriBuilder b = Uri.builder().scheme("http").host("h").addPathSegment("a");
        Uri first = b.build();
        b.addPathSegment("b").fragment("f");
        assertEquals("http://h/a", first.toUriString());
        assertEquals("http://h/a/b#f", b.build().toUriString());
        assertEquals(b.build(), b.build());
        assertEquals(Profile.RFC2396, Uri.parse("http://h/", Profile.RFC2396).toBuilder().build().profile());
    }

    @Test
    void programmingErrorsAreNotSyntaxErrors() {
        assertThrows(IllegalArgumentException.class, () -> Uri.builder().port(-1));
        assertThrows(IllegalArgumentException.class, () -> Uri.builder().port(65536));
        assertThrows(NullPointerException.class, () -> Uri.builder().addPathSegment(null));
        assertThrows(NullPointerException.class, () -> Uri.builder().addQueryParameter(null, "v"));
        assertThrows(NullPointerException.class, () -> Uri.builder().profile(null));
        assertThrows(IndexOutOfBoundsException.class, () -> Uri.builder().removePathSegment(0));
        assertThrows(IndexOutOfBoundsException.class, () -> Uri.parse("/a").toBuilder().setPathSegment(1, "x"));
    }

    @Test
    void exceptionShowsTheRecomposedText() {
        UriSyntaxException e = assertThrows(UriSyntaxException.class,
                () -> Uri.builder().scheme("http").host("h").rawQuery("a#b").build());
        assertEquals("http://h?a#b", e.input());
        assertTrue(e.getMessage().startsWith("QUERY_CHAR_INVALID at index 10"), e.getMessage());
    }

    /** toBuilder().build() gives back every valid reference of the shared corpora, under every profile that accepts it. */
    @Test
    void toBuilderRoundTripOverSharedCorpora() {
        List<String> inputs = LenientParserTest.SharedInputs.valid();
        int checked = 0;
        for (String s : inputs) {
            for (Profile p : Profile.values()) {
                if (!Uri.isValid(s, p)) {
                    continue;
                }
                Uri u = Uri.parse(s, p);
                Uri again = u.toBuilder().build();
                assertEquals(u, again, p + " " + s);
                assertSame(p, again.profile());
                again.checkInvariants();
                checked++;
            }
        }
        assertTrue(inputs.size() > 500, "corpus size " + inputs.size());
        System.out.println("toBuilder round trip over shared corpora: " + checked + "/" + checked + " pass ("
                + inputs.size() + " valid references, all profiles)");
    }

    /**
     * Seeded property loop (design guide C9): random decoded components, including delimiters,
     * '%', spaces and non-ASCII text. build() never throws, the text re-parses to the same
     * offsets, and the decoded accessors give back the decoded input.
     */
    @Test
    void randomDecodedComponentsRoundTrip() {
        Random random = new Random(0xb011d3e5L);
        int builds = 20_000;
        for (int n = 0; n < builds; n++) {
            UriBuilder b = Uri.builder();
            String scheme = pick(random, null, "http", "s+v.1-x", "urn");
            b.scheme(scheme);
            boolean authority = random.nextInt(3) > 0;
            String userInfo = authority && random.nextInt(3) == 0 ? text(random) : null;
            String host = null;
            Integer port = null;
            if (authority) {
                // ASCII names only: a non-ASCII name takes its IDNA form (builder/build.tsv)
                host = random.nextInt(8) == 0 ? pick(random, "::1", "fe80::1:2", "192.0.2.7", "") : ascii(text(random));
                if (host.startsWith("[")) {
                    host = "x" + host;          // bracketed text is taken as an IP literal
                }
                port = random.nextInt(3) == 0 ? random.nextInt(65536) : null;
                b.userInfo(userInfo).host(host);
                if (port != null) {
                    b.port(port);
                }
            }
            List<String> expectedSegments = new ArrayList<>();
            int segments = random.nextInt(5);
            for (int k = 0; k < segments; k++) {
                String seg = random.nextInt(6) == 0 ? "" : text(random);
                if (seg.equals(".") || seg.equals("..")) {
                    seg = seg + "x";    // dot segments are refused as data (builder/build.tsv)
                }
                b.addPathSegment(seg);
                // The builder's documented rule: a new segment replaces an empty last segment.
                if (!expectedSegments.isEmpty() && expectedSegments.get(expectedSegments.size() - 1).isEmpty()) {
                    expectedSegments.set(expectedSegments.size() - 1, seg);
                } else {
                    expectedSegments.add(seg);
                }
            }
            String query = null;
            List<String[]> params = new ArrayList<>();
            switch (random.nextInt(3)) {
                case 0 -> {
                    query = text(random);
                    b.query(query);
                }
                case 1 -> {
                    int count = 1 + random.nextInt(3);
                    for (int k = 0; k < count; k++) {
                        String[] pv = {text(random), random.nextInt(4) == 0 ? null : text(random)};
                        if (pv[0].isEmpty() && pv[1] == null) {
                            pv[1] = "";         // "" alone is the empty query, which has no parameters
                        }
                        params.add(pv);
                        b.addQueryParameter(pv[0], pv[1]);
                    }
                }
                default -> {
                }
            }
            String fragment = random.nextBoolean() ? text(random) : null;
            b.fragment(fragment);

            Uri u = b.build();
            String why = u.toDiagram();
            u.checkInvariants();
            assertEquals(scheme, u.scheme(), why);
            if (authority) {
                assertEquals(userInfo, u.decodedUserInfo(), why);
                if (u.hostKind() == HostKind.IPV6) {
                    // brackets added; an RFC 6874 zone written %25zone
                    assertEquals(host, PercentCodec.decode(u.host().substring(1, u.host().length() - 1)), why);
                } else {
                    assertEquals(host, PercentCodec.decode(u.host()), why);
                }
                assertEquals(port == null ? null : String.valueOf(port), u.port(), why);
            } else {
                assertNull(u.authority(), why);
            }
            assertEquals(expectedPath(expectedSegments, authority, scheme != null), u.decodedPathSegments(), why);
            if (query != null) {
                assertEquals(query, PercentCodec.decode(u.query()), why);
            } else if (!params.isEmpty()) {
                // Cross-check with the independent reader of org.urikit.encoding.QueryParameters.
                assertEquals(params.size(), u.queryParameters().size(), why);
                for (int k = 0; k < params.size(); k++) {
                    assertEquals(params.get(k)[0], u.queryParameters().name(k), why);
                    assertEquals(params.get(k)[1], u.queryParameters().value(k), why);
                }
                String[] pairs = u.query().split("&", -1);
                assertEquals(params.size(), pairs.length, why);
                for (int k = 0; k < pairs.length; k++) {
                    int eq = pairs[k].indexOf('=');
                    assertEquals(params.get(k)[0], PercentCodec.decode(eq < 0 ? pairs[k] : pairs[k].substring(0, eq)), why);
                    assertEquals(params.get(k)[1], eq < 0 ? null : PercentCodec.decode(pairs[k].substring(eq + 1)), why);
                }
            } else {
                assertNull(u.query(), why);
            }
            assertEquals(fragment, u.decodedFragment(), why);
        }
        System.out.println("builder random decoded components: " + builds + "/" + builds + " pass");
    }

    /**
     * What {@link Uri#decodedPathSegments()} gives for segments added to an empty path: the
     * builder roots the path after an authority and adds "./" or "/." (a "." segment) exactly
     * where the class comment says.
     */
    private static List<String> expectedPath(List<String> segs, boolean authority, boolean scheme) {
        if (segs.isEmpty() || (!authority && segs.size() == 1 && segs.get(0).isEmpty())) {
            return List.of();
        }
        if (authority) {
            return segs;
        }
        boolean emptyFirst = segs.size() >= 2 && segs.get(0).isEmpty();
        if (emptyFirst || (!scheme && segs.get(0).indexOf(':') >= 0)) {
            List<String> out = new ArrayList<>();
            out.add(".");
            out.addAll(segs);
            return out;
        }
        return segs;
    }

    private static final String POOL = "abcXYZ019 -._~!$&'()*+,;=:@/?#[]%\"<>\\^`{|}\u00e9\u00fc\u4e2d\u00a0\ud83d\ude00\t\u0001";

    /** {@code s} without its non-ASCII characters. */
    private static String ascii(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.chars().filter(c -> c < 0x80).forEach(c -> sb.append((char) c));
        return sb.toString();
    }

    private static String text(Random random) {
        int len = random.nextInt(7);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < len; k++) {
            int i = random.nextInt(POOL.length());
            char c = POOL.charAt(i);
            if (Character.isHighSurrogate(c)) {
                sb.append(c).append(POOL.charAt(i + 1));
            } else if (!Character.isLowSurrogate(c)) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... values) {
        return values[random.nextInt(values.length)];
    }

    @Test
    void withShortcutsMatchTheBuilder() {
        Uri u = Uri.parse("http://u@h:8/p?q#f");
        assertEquals(u.toBuilder().userInfo("a b").build(), u.withUserInfo("a b"));
        assertEquals(u.toBuilder().query("x y").build(), u.withQuery("x y"));
        assertEquals(u.toBuilder().rawQuery("x%20y").build(), u.withRawQuery("x%20y"));
        assertEquals(u.withQuery("x y"), u.withRawQuery("x%20y"));
        assertEquals(u.withFragment("x y"), u.withRawFragment("x%20y"));
        assertNotEquals(u, u.withoutFragment());
    }
}
