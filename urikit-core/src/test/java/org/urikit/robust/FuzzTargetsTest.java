package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import org.urikit.Profile;
import org.urikit.RobustChecks;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.encoding.QueryParameters;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * Jazzer fuzz targets (issue 6). Each checks properties, not just "no crash": the checks of
 * {@link RobustChecks} (text round trip, {@code checkInvariants()}, RFC 3986 §5.3 recomposition,
 * Appendix B agreement, builder round trip, parse(normalize(u)) a fixed point,
 * resolve(relativize(t)) == t, and that the only exception ever thrown is
 * {@code UriSyntaxException}).
 *
 * <p>Under {@code mvn verify} they run in Jazzer's regression mode: once per file of the committed
 * seed corpus in {@code src/test/resources/org/urikit/robust/FuzzTargetsTestInputs/<method>/} (plus
 * an empty input). {@code bench/fuzz.sh <method> <seconds>} fuzzes one of them for real
 * ({@code JAZZER_FUZZ=1}); a crashing input it finds lands in that directory and is committed
 * with its fix. Input bytes become text by {@link FuzzInput}'s rules, so a corpus file is the
 * text itself.
 */
class FuzzTargetsTest {

    /** Uri.parse / tryParse / isValid under every profile. */
    @FuzzTest(maxDuration = "10m")
    void parse(byte[] data) {
        String s = FuzzInput.text(data);
        for (Profile p : Profile.values()) {
            RobustChecks.checkParse(s, p);
        }
    }

    /** Uri.parseLenient: repairs that replay onto the input, a valid result, a fixed point. */
    @FuzzTest(maxDuration = "10m")
    void lenient(byte[] data) {
        RobustChecks.checkLenient(FuzzInput.text(data));
    }

    /** PercentCodec decode/encode, FormCodec and QueryParameters. */
    @FuzzTest(maxDuration = "10m")
    void percent(byte[] data) {
        RobustChecks.checkCodecs(FuzzInput.text(data));
    }

    /**
     * Uri.normalize (all steps and each step alone) on whatever parses under each profile:
     * parse(normalize(u)) succeeds and is a fixed point of normalize.
     */
    @FuzzTest(maxDuration = "10m")
    void normalize(byte[] data) {
        String s = FuzzInput.text(data);
        for (Profile p : Profile.values()) {
            Uri u = Uri.tryParse(s, p).orNull();
            if (u != null) {
                RobustChecks.checkNormalize(u);
            }
        }
    }

    /** Uri.resolve: base and reference are the text before and after the first 0xFF byte. */
    @FuzzTest(maxDuration = "10m")
    void resolve(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        String base = f.get(0);
        String ref = f.size() > 1 ? f.get(1) : "";
        for (Profile p : Profile.values()) {
            Uri b = Uri.tryParse(base, p).orNull();
            Uri r = Uri.tryParse(ref, p).orNull();
            if (b != null && r != null) {
                Uri t = RobustChecks.checkResolve(b, r);
                if (t != null && b.isAbsolute()) {
                    RobustChecks.checkRelativize(b, t);     // resolve(relativize(resolve(b, r))) is the target
                }
            }
        }
    }

    /** Uri.relativize: base and target are the text before and after the first 0xFF byte. */
    @FuzzTest(maxDuration = "10m")
    void relativize(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        String base = f.get(0);
        String target = f.size() > 1 ? f.get(1) : "";
        for (Profile p : Profile.values()) {
            Uri b = Uri.tryParse(base, p).orNull();
            Uri t = Uri.tryParse(target, p).orNull();
            if (b != null && t != null) {
                RobustChecks.checkRelativize(b, t);
            }
        }
    }

    /**
     * UriBuilder: the first field (fields are separated by 0xFF bytes) is a program, one builder
     * call per character; later fields are the calls' string arguments, in order. Any sequence of
     * calls must end in a value that passes {@link RobustChecks#checkBuild} or in
     * {@code UriSyntaxException}. Then the same fields, given as decoded components under RFC 3986,
     * must always build and decode back to what was given.
     */
    @FuzzTest(maxDuration = "10m")
    void builder(byte[] data) {
        List<String> fields = FuzzInput.fields(data);
        runProgram(fields);
        decodedComponents(fields);
    }

    // ---- builder program --------------------------------------------------------------------

    private static final int OPS = 30;

    static void runProgram(List<String> fields) {
        String program = fields.get(0);
        int next = 1;
        UriBuilder b = Uri.builder();
        Profile profile = Profile.RFC3986;
        for (int k = 0; k < program.length(); k++) {
            // Characters below U+0100 pick the first OPS operations (the committed seeds use only those);
            // the others pick the userinfo's parts, the decoded path and the query edits by predicate and sort.
            char c = program.charAt(k);
            int op = c < 0x100 ? c % OPS : OPS + c % 7;
            String arg = next < fields.size() ? fields.get(next) : "";
            String arg2 = next + 1 < fields.size() ? fields.get(next + 1) : null;
            next++;
            try {
                switch (op) {
                    case 0 -> b.scheme(arg);
                    case 1 -> b.scheme(null);
                    case 2 -> b.userInfo(arg);
                    case 3 -> b.rawUserInfo(arg);
                    case 4 -> b.host(arg);
                    case 5 -> b.rawHost(arg);
                    case 6 -> b.port(arg.hashCode() & 0xFFFF);
                    case 7 -> b.rawPort(arg);
                    case 8 -> b.clearPort();
                    case 9 -> b.rawPath(arg);
                    case 10 -> b.addPathSegment(arg);
                    case 11 -> b.addRawPathSegment(arg);
                    case 12 -> b.setPathSegment(arg.length() % 4, arg);
                    case 13 -> b.removePathSegment(arg.length() % 4);
                    case 14 -> b.query(arg);
                    case 15 -> b.rawQuery(arg);
                    case 16 -> b.addQueryParameter(arg, arg2);
                    case 17 -> b.addRawQueryParameter(arg, arg2);
                    case 18 -> b.setQueryParameter(arg, arg2);
                    case 19 -> b.removeQueryParameters(arg);
                    case 20 -> b.clearQuery();
                    case 21 -> b.fragment(arg);
                    case 22 -> b.rawFragment(arg);
                    case 23 -> b.fragment(null);
                    case 24 -> {
                        profile = Profile.values()[arg.length() % Profile.values().length];
                        b.profile(profile);
                    }
                    case 25 -> b.host(null);
                    case 26 -> b.userInfo(null);
                    case 27 -> b.setRawQueryParameter(arg, arg2);
                    case 28 -> RobustChecks.checkBuild(b, profile);
                    case OPS -> b.user(arg);
                    case OPS + 1 -> b.rawUser(arg);
                    case OPS + 2 -> b.password(arg.isEmpty() ? null : arg);
                    case OPS + 3 -> b.rawPassword(arg);
                    case OPS + 4 -> b.path(arg);
                    case OPS + 5 -> b.removeQueryParameters(n -> n.startsWith(arg));
                    case OPS + 6 -> {
                        // sorting is a fixed point
                        b.sortQueryParameters();
                        Uri once = buildOrNull(b);
                        b.sortQueryParameters();
                        Uri twice = buildOrNull(b);
                        RobustChecks.that(java.util.Objects.equals(once, twice), once == null ? "<builder>" : once.toUriString(),
                                "sortQueryParameters twice differs");
                    }
                    case 29 -> {
                        Uri u = Uri.tryParse(arg, profile).orNull();
                        if (u != null) {
                            b = u.toBuilder();
                        }
                    }
                    default -> throw new AssertionError(op);
                }
            } catch (IndexOutOfBoundsException e) {
                // documented for setPathSegment / removePathSegment without such a segment
                if (op != 12 && op != 13) {
                    throw e;
                }
            } catch (UriSyntaxException e) {
                // documented for addPathSegment / setPathSegment given "." or ".." (they would move up the path)
                if ((op != 10 && op != 12) || e.error() != SyntaxError.DOT_SEGMENT_AS_DATA || !dataSegment(arg).equals(arg + "_")) {
                    throw e;
                }
            }
        }
        RobustChecks.checkBuild(b, profile);
    }

    // ---- decoded components -----------------------------------------------------------------

    /**
     * userinfo, host, two path segments, one query parameter and the fragment, all given decoded
     * under RFC 3986, with scheme {@code http}: the builder encodes what each component does not
     * allow, so the build cannot fail (unless the host is written in brackets, which the builder
     * takes as an IP literal as given), and each decoded accessor gives back the input with lone
     * surrogates as U+FFFD.
     */
    private static Uri buildOrNull(UriBuilder b) {
        try {
            return b.build();
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    /** {@code "."} and {@code ".."} are refused as segment data (DOT_SEGMENT_AS_DATA): anything else is kept. */
    private static String dataSegment(String s) {
        return s.equals(".") || s.equals("..") ? s + "_" : s;
    }

    static void decodedComponents(List<String> f) {
        String userInfo = field(f, 1);
        String host = field(f, 2);
        String seg1 = dataSegment(field(f, 3));
        String seg2 = dataSegment(field(f, 4));
        String name = field(f, 5);
        String value = field(f, 6);
        String fragment = field(f, 7);
        boolean literal = host.length() >= 2 && host.startsWith("[") && host.endsWith("]");
        // a non-ASCII name takes its IDNA form (URL Standard domain to ASCII) or fails with IDN_HOST_INVALID
        boolean idn = !literal && host.chars().anyMatch(c -> c >= 0x80);
        UriBuilder b = Uri.builder().scheme("http").userInfo(userInfo).host(host).addPathSegment(seg1)
                .addPathSegment(seg2).addQueryParameter(name, value).fragment(fragment);
        Uri u = RobustChecks.checkBuild(b, Profile.RFC3986);
        if (u == null) {
            RobustChecks.checkBuild(b, Profile.RFC3986);    // the same failure again, not a crash
            if (!literal && !idn) {
                throw new AssertionError("decoded components did not build: " + show(f));
            }
            return;
        }
        assertEquals(RobustChecks.wellFormed(userInfo), u.decodedUserInfo(), () -> "userinfo of " + u);
        if (!literal && u.hostKind() == org.urikit.HostKind.IPV6) {
            // an IPv6 address with a zone, which the builder brackets before any IDNA: the zone decodes back
            int zone = host.indexOf('%');
            String z = ((org.urikit.Host.Ipv6) u.hostInfo()).zone();
            assertEquals(zone < 0 ? null : RobustChecks.wellFormed(host.substring(zone + 1)), z == null ? null : PercentCodec.decode(z),
                    () -> "zone of " + u);
        } else if (idn) {
            // the URL Standard's domain to ASCII keeps '"' and '`', which a reg-name holds percent-encoded
            assertEquals(org.urikit.idna.Idna.domainToAscii(host, false).value(), PercentCodec.decode(u.host()),
                    () -> "IDNA host of " + u);
        } else if (!literal && (u.hostKind() == org.urikit.HostKind.REG_NAME || u.hostKind() == org.urikit.HostKind.IPV4)) {
            assertEquals(RobustChecks.wellFormed(host), PercentCodec.decode(u.host()), () -> "host of " + u);
        }
        List<String> segments = new ArrayList<>();
        segments.add(RobustChecks.wellFormed(seg1));
        if (seg1.isEmpty()) {
            segments.set(0, RobustChecks.wellFormed(seg2));   // adding after an empty last segment replaces it
        } else {
            segments.add(RobustChecks.wellFormed(seg2));
        }
        assertEquals(segments, u.decodedPathSegments(), () -> "segments of " + u);
        assertEquals(QueryParameters.empty().withAppended(RobustChecks.wellFormed(name), RobustChecks.wellFormed(value)),
                u.queryParameters(), () -> "query of " + u);
        assertEquals(RobustChecks.wellFormed(fragment), u.decodedFragment(), () -> "fragment of " + u);
        Uri w = u.withFragment(value);
        assertEquals(RobustChecks.wellFormed(value), w.decodedFragment(), () -> "withFragment on " + u);
    }

    private static String field(List<String> f, int k) {
        return k < f.size() ? f.get(k) : "";
    }

    private static String show(List<String> f) {
        List<String> out = new ArrayList<>();
        for (String s : f) {
            out.add(RobustChecks.show(s));
        }
        return out.toString();
    }
}
