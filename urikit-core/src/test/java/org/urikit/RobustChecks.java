package org.urikit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.FormCodec;
import org.urikit.encoding.PercentCodec;
import org.urikit.encoding.QueryParameters;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * The properties that every robustness test checks (fuzz targets, jqwik properties, the
 * adversarial and concurrency tests): for any input string, each public entry point either
 * returns a value that satisfies its contract or throws {@link UriSyntaxException}, and nothing
 * else. Lives in {@code org.urikit} for the package-private {@link Uri#checkInvariants()}.
 *
 * <p>Each check throws {@link AssertionError} (or lets an unexpected exception escape) on the
 * first broken property, with the input in the message, so a fuzzer reports it as a finding.
 */
public final class RobustChecks {
    /** RFC 3986 Appendix B, with DOTALL so that it also splits near-valid text with line breaks. */
    public static final Pattern APPENDIX_B =
            Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?", Pattern.DOTALL);

    /** Allowed sets the codec checks encode with: every public constant a component uses, and the empty set. */
    private static final CharClass[] CLASSES = {CharClass.NONE, CharClass.UNRESERVED, CharClass.PCHAR,
        CharClass.QUERY, CharClass.FRAGMENT, CharClass.USERINFO, CharClass.REG_NAME, CharClass.SEGMENT_NZ_NC,
        PercentCodec.PATH_SEGMENT, PercentCodec.QUERY_PARAMETER, CharClass.NONE.complement()};

    private RobustChecks() {
    }

    // ---- parse ----------------------------------------------------------------------------------

    /**
     * Parses {@code s} under {@code profile} through every entry point ({@code tryParse},
     * {@code isValid}, {@code parse}) and checks that they agree; a success must satisfy
     * {@link #checkUri}, a failure must carry a code, an index within the input and a short message.
     *
     * @return the parsed value, or null when {@code s} is not valid under {@code profile}
     */
    public static Uri checkParse(String s, Profile profile) {
        ParseResult r = Uri.tryParse(s, profile);
        boolean valid = Uri.isValid(s, profile);
        that(valid == r.isSuccess(), s, "isValid disagrees with tryParse under " + profile);
        Uri thrown = null;
        try {
            thrown = Uri.parse(s, profile);
            that(valid, s, "parse accepts what tryParse rejects under " + profile);
        } catch (UriSyntaxException e) {
            that(!valid, s, "parse rejects what tryParse accepts under " + profile);
            ParseResult.Failure f = (ParseResult.Failure) r;
            that(e.error() == f.error() && e.index() == f.index() && s.equals(e.rawInput()), s,
                    "exception and failure differ: " + e.error() + "@" + e.index() + " vs " + f.error() + "@" + f.index());
        }
        if (r instanceof ParseResult.Failure f) {
            checkFailure(f.error(), f.index(), s);
            that(f.input().equals(s), s, "failure input is not the input");
            that(r.orNull() == null, s, "orNull of a failure");
            return null;
        }
        Uri u = r.orElseThrow();
        that(u.equals(thrown) && u.hashCode() == thrown.hashCode() && u.compareTo(thrown) == 0, s,
                "parse and tryParse give different values");
        checkUri(u, s, profile);
        return u;
    }

    /** A failure's code, index and message: never INPUT_NULL for a string, index within [0, length], message short. */
    public static void checkFailure(SyntaxError error, int index, String s) {
        that(error != null && error != SyntaxError.INPUT_NULL, s, "failure code " + error);
        that(index >= 0 && index <= s.length(), s, "failure index " + index + " outside [0, " + s.length() + "]");
        String message = new UriSyntaxException(error, s, index).getMessage();
        that(message.startsWith(error.name() + " at index " + index), s, "message does not start with code and index: " + message);
        that(message.length() < 600, s, "message not windowed: " + message.length() + " chars");
    }

    /**
     * Every property a parsed value must have: the text round trip, the internal invariants,
     * recomposition from its components (RFC 3986 §5.3), agreement with RFC 3986 Appendix B's
     * regular expression, consistent has/get pairs, decoded accessors that never throw, and a
     * builder round trip.
     */
    public static void checkUri(Uri u, String s, Profile profile) {
        that(u.toUriString().equals(s), s, "toUriString is not the input: " + u);
        that(u.profile() == profile, s, "profile " + u.profile());
        u.checkInvariants();

        // RFC 3986 §5.3 recomposition
        StringBuilder sb = new StringBuilder();
        if (u.scheme() != null) {
            sb.append(u.scheme()).append(':');
        }
        if (u.authority() != null) {
            sb.append("//").append(u.authority());
        }
        sb.append(u.path());
        if (u.query() != null) {
            sb.append('?').append(u.query());
        }
        if (u.fragment() != null) {
            sb.append('#').append(u.fragment());
        }
        that(sb.toString().equals(s), s, () -> "recomposed " + sb);
        if (u.hasAuthority()) {
            String a = (u.userInfo() == null ? "" : u.userInfo() + "@") + u.host() + (u.port() == null ? "" : ":" + u.port());
            that(a.equals(u.authority()), s, "authority recomposed as " + a);
        }
        that(u.isAbsolute() == (u.scheme() != null) && u.isRelativeReference() == !u.isAbsolute(), s, "absolute/relative");
        that(u.hasAuthority() == (u.authority() != null) && u.hasAuthority() == (u.host() != null)
                && u.hasUserInfo() == (u.userInfo() != null) && u.hasPort() == (u.port() != null)
                && u.hasQuery() == (u.query() != null) && u.hasFragment() == (u.fragment() != null), s, "hasX vs x()");
        that(u.hasAuthority() == (u.hostKind() != null) && u.hasAuthority() == (u.hostInfo() != null), s, "host kind / info presence");
        if (u.hasAuthority()) {
            Host h = u.hostInfo();
            that(h.kind() == u.hostKind(), s, "hostInfo kind " + h.kind() + " vs " + u.hostKind());
            if (h instanceof Host.Ipv4 v4) {
                // dotted decimal parts; the legacy profiles' hostnumber allows leading zeros (read as decimal)
                int value = 0;
                for (String part : split(u.host(), '.')) {
                    value = (value << 8) | Integer.parseInt(part);
                }
                that(split(u.host(), '.').size() == 4 && v4.address() == value, s, "IPv4 value");
            }
            if (h instanceof Host.RegName r) {
                that(r.raw().equals(u.host()), s, "reg-name raw");
            }
        }
        if (u.port() != null && !u.port().isEmpty()
                && new java.math.BigInteger(u.port()).compareTo(java.math.BigInteger.valueOf(65535)) <= 0) {
            that(u.portNumber() == Integer.parseInt(u.port()), s, "portNumber");
        } else {
            that(u.portNumber() < 0, s, "portNumber present for port " + u.port());
        }

        // segments
        List<String> segments = u.pathSegments();
        String path = u.path();
        if (path.isEmpty()) {
            that(segments.isEmpty(), s, "segments of the empty path");
        } else {
            String joined = String.join("/", segments);
            that((path.charAt(0) == '/' ? path.substring(1) : path).equals(joined), s, () -> "segments " + segments);
        }
        List<String> decoded = u.decodedPathSegments();
        that(decoded.size() == segments.size(), s, "decoded segment count");
        for (int k = 0; k < decoded.size(); k++) {
            that(decoded.get(k).equals(PercentCodec.decodeLenient(segments.get(k))), s, "decoded segment " + k);
            that(isWellFormed(decoded.get(k)), s, "decoded segment has a lone surrogate");
        }
        that(Objects.equals(u.decodedUserInfo(), u.userInfo() == null ? null : PercentCodec.decodeLenient(u.userInfo())), s,
                "decodedUserInfo");
        that(Objects.equals(u.decodedFragment(), u.fragment() == null ? null : PercentCodec.decodeLenient(u.fragment())), s,
                "decodedFragment");
        that(u.queryParameters().equals(u.query() == null ? QueryParameters.empty() : QueryParameters.parse(u.query())), s,
                "queryParameters");
        that(u.toDiagram() != null && u.hashCode() == s.hashCode(), s, "diagram / hashCode");

        // RFC 3986 Appendix B: the same five components on every valid reference, every profile
        Matcher m = APPENDIX_B.matcher(s);
        that(m.matches(), s, "Appendix B does not match");
        that(Objects.equals(m.group(2), u.scheme()) && Objects.equals(m.group(4), u.authority())
                && m.group(5).equals(u.path()) && Objects.equals(m.group(7), u.query())
                && Objects.equals(m.group(9), u.fragment()), s,
                "Appendix B splits differently: scheme=" + m.group(2) + " authority=" + m.group(4) + " path=" + m.group(5)
                        + " query=" + m.group(7) + " fragment=" + m.group(9));

        // the builder reads every component back unchanged (Uri.toBuilder javadoc)
        Uri again = u.toBuilder().build();
        that(again.equals(u) && again.profile() == profile, s, () -> "toBuilder().build() gives " + again);
    }

    // ---- normalize, resolve, relativize ---------------------------------------------------------

    private static final List<java.util.Set<Normalization>> STEP_SETS = List.of(Normalization.all(),
            Normalization.syntaxBased(), java.util.EnumSet.of(Normalization.PERCENT_ENCODING),
            java.util.EnumSet.of(Normalization.CASE), java.util.EnumSet.of(Normalization.DOT_SEGMENTS),
            java.util.EnumSet.of(Normalization.SCHEME_BASED));

    /**
     * {@link Uri#normalize}: for all steps and for each step on its own, the result is a valid
     * value of the same profile ({@link #checkUri}), parsing its text gives it back, normalizing
     * it again changes nothing (a fixed point), and it is equivalent to the input.
     *
     * @return the fully normalized value
     */
    public static Uri checkNormalize(Uri u) {
        String s = u.toUriString();
        Uri all = null;
        for (java.util.Set<Normalization> steps : STEP_SETS) {
            Uri n = u.normalize(steps);
            String t = n.toUriString();
            checkUri(n, t, u.profile());
            that(Uri.parse(t, u.profile()).equals(n), s, "parse(normalize(u)) differs for " + steps);
            Uri again = n.normalize(steps);
            that(again.equals(n), s, () -> "normalize " + steps + " is not idempotent: " + n + " then " + again);
            if (steps.equals(Normalization.all())) {
                all = n;
            }
        }
        that(all.equals(u.normalize()), s, "normalize() differs from normalize(all())");
        that(Equivalence.SCHEME.test(u, all) && Equivalence.SCHEME.test(all, u), s, "not equivalent to its normal form");
        that(Equivalence.SCHEME.key(u).equals(Equivalence.SCHEME.key(all)), s, "equivalence keys differ");
        return all;
    }

    /**
     * {@link Uri#resolve(Uri)} (RFC 3986 §5.2): a valid absolute value, or {@link UriSyntaxException};
     * the target takes the reference's fragment, its scheme if it has one, else the base's, and the
     * base's authority when the reference has neither scheme nor authority (§5.2.2).
     *
     * @return the target, or null when resolution refused
     */
    public static Uri checkResolve(Uri base, Uri ref) {
        String what = base + " + " + ref;
        Uri t;
        try {
            t = base.resolve(ref);
        } catch (UriSyntaxException e) {
            checkFailure(e.error(), e.index(), e.rawInput() == null ? "" : e.rawInput());
            that(base.isRelativeReference() || base.profile() != Profile.RFC3986 || ref.profile() != Profile.RFC3986,
                    what, "RFC 3986 resolution of an absolute base refused: " + e.getMessage());
            return null;
        }
        checkUri(t, t.toUriString(), t.profile());
        that(t.isAbsolute(), what, "target is not absolute: " + t);
        that(Objects.equals(t.fragment(), ref.fragment()), what, "target fragment " + t.fragment());
        if (ref.isAbsolute()) {
            that(t.scheme().equals(ref.scheme()), what, "target scheme " + t.scheme());
        } else {
            that(t.scheme().equals(base.scheme()), what, "target scheme " + t.scheme());
            if (!ref.hasAuthority()) {
                that(Objects.equals(t.authority(), base.authority()), what, "target authority " + t.authority());
            }
        }
        if (ref.toUriString().isEmpty()) {
            String noFragment = base.hasFragment() ? base.toUriString().substring(0, base.toUriString().indexOf('#')) : base.toUriString();
            that(t.toUriString().equals(noFragment), what, "empty reference gives " + t);
        }
        return t;
    }

    /**
     * {@link Uri#relativize(Uri)}: a reference that resolves against the base to exactly the
     * target, except (as documented) a target whose dot segments resolution would remove, which
     * comes back as it is.
     */
    public static Uri checkRelativize(Uri base, Uri target) {
        String what = base + " -> " + target;
        Uri r;
        try {
            r = base.relativize(target);
        } catch (UriSyntaxException e) {
            that(base.isRelativeReference() || target.isRelativeReference(), what, "relativize refused: " + e.getMessage());
            return null;
        }
        checkUri(r, r.toUriString(), r.profile());
        Uri back = base.resolve(r);
        // The documented exception: a target that resolution itself would change (its "." and
        // ".." segments are removed, even in a rootless path such as http:a/b/..) comes back as is.
        that(back.equals(target) || (r.toUriString().equals(target.toUriString()) && !base.resolve(target).equals(target)), what,
                () -> "resolve(relativize) gives " + back + " via " + r);
        return r;
    }

    // ---- bugs in code under test, listed until fixed ----------------------------------------------

    private static final String DEVIATIONS = "/testdata/deviations/differential-jena.txt";
    private static java.util.Set<String> knownBugs;

    /**
     * Whether the deviations file lists {@code bug:<id>} as "PARSER BUG (reported)": a property
     * broken by a bug in code this test suite does not own is then skipped for inputs of that
     * bug's shape only, and KnownBugsTest checks that the bug still reproduces.
     */
    public static synchronized boolean knownBug(String id) {
        if (knownBugs == null) {
            java.util.Set<String> bugs = new java.util.HashSet<>();
            try (java.io.InputStream in = RobustChecks.class.getResourceAsStream(DEVIATIONS)) {
                for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                    String[] f = line.split("\t", 2);
                    if (f[0].startsWith("bug:") && f.length == 2 && f[1].startsWith("PARSER BUG (reported)")) {
                        bugs.add(f[0].substring(4));
                    }
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            knownBugs = bugs;
        }
        return knownBugs.contains(id);
    }

    // ---- lenient --------------------------------------------------------------------------------

    /**
     * {@link Uri#parseLenient}: a {@link RepairedUri} whose repairs, applied in order to the
     * input, give the repaired text, which is a valid RFC 3986 reference; valid text that does
     * not start with {@code URL:} comes back unchanged; otherwise a {@link UriSyntaxException}
     * with an index into the input as given.
     *
     * @return the repaired value, or null when the input was rejected
     */
    public static RepairedUri checkLenient(String s) {
        RepairedUri r;
        try {
            r = Uri.parseLenient(s);
        } catch (UriSyntaxException e) {
            that(s.equals(e.rawInput()), s, "lenient failure input is not the input");
            checkFailure(e.error(), e.index(), s);
            that(!Uri.isValid(s) || startsWithUrlPrefix(s), s, "lenient rejects a valid reference: " + e.getMessage());
            return null;
        }
        String text = r.uri().toUriString();
        checkUri(r.uri(), text, Profile.RFC3986);
        that(r.input().equals(s), s, "RepairedUri.input");
        StringBuilder applied = new StringBuilder();
        int at = 0;
        for (Repair repair : r.repairs()) {
            if (repair.index() < at) {
                that(false, s, "repairs out of order or overlapping at " + repair);
            }
            that(s.startsWith(repair.original(), repair.index()), s, () -> "repair original not in the input: " + repair);
            applied.append(s, at, repair.index()).append(repair.replacement());
            at = repair.index() + repair.original().length();
        }
        applied.append(s, at, s.length());
        that(applied.toString().equals(text), s, () -> "applying the repairs gives " + applied + " not " + text);
        that(r.isRepaired() == !text.equals(s), s, "isRepaired");
        if (Uri.isValid(s) && !startsWithUrlPrefix(s)) {
            that(text.equals(s) && r.repairs().isEmpty(), s, "valid text was repaired into " + text);
        }
        if (!startsWithUrlPrefix(text)) {
            RepairedUri twice = Uri.parseLenient(text);
            that(twice.repairs().isEmpty() && twice.uri().equals(r.uri()), s, "lenient output is not a fixed point");
        }
        return r;
    }

    private static boolean startsWithUrlPrefix(String s) {
        // Lenient parsing strips a leading "URL:" after trimming and unwrapping: anything that
        // starts with it (after such characters) is outside the "valid comes back unchanged" rule.
        return s.regionMatches(true, 0, "URL:", 0, 4);
    }

    // ---- codecs ---------------------------------------------------------------------------------

    /**
     * {@link PercentCodec}, {@link FormCodec} and {@link QueryParameters} on {@code s}: strict and
     * lenient decoding agree where both succeed, a strict failure names the first bad {@code '%'},
     * decoded text is well-formed UTF-16, encoding with any allowed set gives only allowed
     * characters and upper-case escapes and decodes back, re-encoding keeping escapes is
     * idempotent, every component encoder's output parses in its component, and query/form
     * parameters survive their serializers.
     */
    public static void checkCodecs(String s) {
        String lenient = PercentCodec.decodeLenient(s);
        that(isWellFormed(lenient), s, "decodeLenient output has a lone surrogate");
        int firstBad = firstBadPercent(s);
        try {
            String strict = PercentCodec.decode(s);
            that(firstBad < 0, s, "decode accepted a malformed escape at " + firstBad);
            that(strict.equals(lenient), s, "decode and decodeLenient differ");
            byte[] bytes = PercentCodec.decodeToBytes(s);
            that(utf8Decode(bytes).equals(strict), s, "decodeToBytes read as UTF-8 (WHATWG) differs from decode");
            String reencoded = PercentCodec.encode(bytes, CharClass.PCHAR);
            that(java.util.Arrays.equals(PercentCodec.decodeToBytes(reencoded), bytes), s, "bytes round trip");
        } catch (UriSyntaxException e) {
            that(e.error() == SyntaxError.PERCENT_ENCODING_INVALID && e.index() == firstBad, s,
                    "decode failed with " + e.error() + "@" + e.index() + ", first bad '%' at " + firstBad);
            try {
                PercentCodec.decodeToBytes(s);
                that(false, s, "decodeToBytes accepted what decode rejects");
            } catch (UriSyntaxException e2) {
                that(e2.index() == firstBad, s, "decodeToBytes index " + e2.index());
            }
        }
        String wf = wellFormed(s);
        for (CharClass allowed : CLASSES) {
            String e = PercentCodec.encode(s, allowed);
            checkEncoded(e, allowed, s, true);
            that(!e.equals(s) || e == s, s, "encode returned an equal copy instead of the input");
            if (!PercentCodec.decode(e).equals(wf)) {
                that(false, s, "decode(encode(s, " + allowed + ")) is not s");
            }
            String kept = PercentCodec.encodeKeepingEscapes(s, allowed);
            checkEncoded(kept, allowed, s, false);
            that(PercentCodec.encodeKeepingEscapes(kept, allowed).equals(kept), s, "encodeKeepingEscapes not idempotent");
        }
        String whole = PercentCodec.encodeKeepingEscapes(s);
        that(PercentCodec.encodeKeepingEscapes(whole).equals(whole), s, "encodeKeepingEscapes(String) not idempotent");

        // each component encoder's output is valid in its component (RFC 3986 §3)
        that(Uri.isValid("/" + PercentCodec.encodePathSegment(s)), s, "encodePathSegment output is not a segment");
        that(Uri.isValid("?" + PercentCodec.encodeQuery(s)), s, "encodeQuery output is not a query");
        that(Uri.isValid("?" + PercentCodec.encodeQueryParameter(s)), s, "encodeQueryParameter output is not a query");
        that(Uri.isValid("#" + PercentCodec.encodeFragment(s)), s, "encodeFragment output is not a fragment");
        that(Uri.isValid("//" + PercentCodec.encodeUserInfo(s) + "@h"), s, "encodeUserInfo output is not a userinfo");
        that(Uri.isValid("//" + PercentCodec.encodeUserInfoPart(s) + ":p@h"), s, "encodeUserInfoPart output");
        that(Uri.isValid("//" + PercentCodec.encodeRegName(s)), s, "encodeRegName output is not a reg-name");
        that(PercentCodec.decode(PercentCodec.encodePathSegment(s)).equals(wf), s, "path segment round trip");
        that(PercentCodec.decode(PercentCodec.encodeUserInfoPart(s)).equals(wf), s, "userinfo part round trip");

        // application/x-www-form-urlencoded
        String fd = FormCodec.decode(s);
        that(isWellFormed(fd), s, "FormCodec.decode output has a lone surrogate");
        String fe = FormCodec.encode(s);
        for (int k = 0; k < fe.length(); k++) {
            char c = fe.charAt(k);
            if (!(FormCodec.ALLOWED.contains(c) || c == '+' || (c == '%' && isUpperEscape(fe, k)))) {
                that(false, s, "FormCodec.encode wrote " + c);
            }
        }
        that(FormCodec.decode(fe).equals(wf), s, "FormCodec round trip");

        // query parameters
        QueryParameters q = QueryParameters.parse(s);
        String raw = q.toRawQuery();
        that(Uri.isValid("?" + raw), s, () -> "toRawQuery output is not a query: " + raw);
        that(QueryParameters.parse(raw).equals(q), s, "parse(toRawQuery) differs");
        QueryParameters form = QueryParameters.parseForm(s);
        that(FormCodec.parse(s).equals(form), s, "FormCodec.parse vs parseForm");
        that(QueryParameters.parseForm(form.toFormEncoded()).equals(form), s, "parseForm(toFormEncoded) differs");
        for (QueryParameters.Parameter p : q) {
            that(isWellFormed(p.name()) && (p.value() == null || isWellFormed(p.value())), s, "parameter with a lone surrogate");
        }
    }

    /** Only characters of {@code allowed} and escapes (upper-case hex when {@code upper}: encoding writes them so, RFC 3986 §2.1). */
    private static void checkEncoded(String e, CharClass allowed, String s, boolean upper) {
        for (int k = 0; k < e.length(); k++) {
            char c = e.charAt(k);
            if (c == '%') {
                if (upper ? !isUpperEscape(e, k) : !PercentCodec.isEscape(e, k)) {
                    that(false, s, "encoded text has a bad or lower-case escape at " + k + ": " + e);
                }
                k += 2;
            } else if (c >= 0x80 || !allowed.contains(c)) {
                that(false, s, "encoded text has " + c + " outside " + allowed);
            }
        }
    }

    private static boolean isUpperEscape(String e, int k) {
        return k + 2 < e.length() && "0123456789ABCDEF".indexOf(e.charAt(k + 1)) >= 0
                && "0123456789ABCDEF".indexOf(e.charAt(k + 2)) >= 0;
    }

    /** The index of the first '%' not followed by two hex digits, or -1. */
    public static int firstBadPercent(String s) {
        for (int k = s.indexOf('%'); k >= 0; k = s.indexOf('%', k + 1)) {
            if (!PercentCodec.isEscape(s, k)) {
                return k;
            }
        }
        return -1;
    }

    // ---- builder --------------------------------------------------------------------------------

    /**
     * {@link UriBuilder#build()} on a builder in any state: either a value that parses back
     * identically, satisfies {@link #checkUri} and rebuilds unchanged, or {@link UriSyntaxException}
     * with an index into the recomposed text.
     *
     * @return the built value, or null when the builder rejected its components
     */
    public static Uri checkBuild(UriBuilder b, Profile profile) {
        Uri u;
        try {
            u = b.build();
        } catch (UriSyntaxException e) {
            that(e.rawInput() != null, "<builder>", "builder failure without input");
            checkFailure(e.error(), e.index(), e.rawInput());
            return null;
        }
        String text = u.toUriString();
        that(u.profile() == profile, text, "built profile " + u.profile());
        checkUri(u, text, profile);
        Uri parsed = Uri.parse(text, profile);
        that(parsed.equals(u), text, "built value differs from the parse of its text");
        that(b.build().equals(u), text, "building twice differs");
        return u;
    }

    // ---- helpers --------------------------------------------------------------------------------

    /**
     * The WHATWG Encoding Standard's UTF-8 decoder (§4.1.1 "UTF-8 decoder", replacement mode),
     * written out independently of the code under test: one U+FFFD per maximal invalid subpart
     * (Unicode §3.9). The JDK's decoder is not used as the oracle because it reads an encoded
     * surrogate such as {@code ED A0 80} as one U+FFFD where the standard gives three.
     */
    public static String utf8Decode(byte[] bytes) {
        StringBuilder sb = new StringBuilder(bytes.length);
        int needed = 0;
        int seen = 0;
        int cp = 0;
        int lower = 0x80;
        int upper = 0xBF;
        int i = 0;
        while (i < bytes.length) {
            int b = bytes[i] & 0xFF;
            if (needed == 0) {
                if (b <= 0x7F) {
                    sb.append((char) b);
                } else if (b >= 0xC2 && b <= 0xDF) {
                    needed = 1;
                    cp = b & 0x1F;
                } else if (b >= 0xE0 && b <= 0xEF) {
                    lower = b == 0xE0 ? 0xA0 : 0x80;
                    upper = b == 0xED ? 0x9F : 0xBF;
                    needed = 2;
                    cp = b & 0x0F;
                } else if (b >= 0xF0 && b <= 0xF4) {
                    lower = b == 0xF0 ? 0x90 : 0x80;
                    upper = b == 0xF4 ? 0x8F : 0xBF;
                    needed = 3;
                    cp = b & 0x07;
                } else {
                    sb.append('\uFFFD');
                }
                i++;
                continue;
            }
            if (b < lower || b > upper) {
                needed = 0;
                seen = 0;
                cp = 0;
                lower = 0x80;
                upper = 0xBF;
                sb.append('\uFFFD');
                continue;       // the byte is read again as a lead byte
            }
            lower = 0x80;
            upper = 0xBF;
            cp = (cp << 6) | (b & 0x3F);
            seen++;
            i++;
            if (seen == needed) {
                sb.appendCodePoint(cp);
                needed = 0;
                seen = 0;
                cp = 0;
            }
        }
        if (needed != 0) {
            sb.append('\uFFFD');
        }
        return sb.toString();
    }

    /** {@code s} with every lone surrogate replaced by U+FFFD, which is what every decoder gives back. */
    public static String wellFormed(String s) {
        StringBuilder sb = null;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            boolean lone = Character.isHighSurrogate(c)
                    ? k + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(k + 1))
                    : Character.isLowSurrogate(c) && (k == 0 || !Character.isHighSurrogate(s.charAt(k - 1)));
            if (lone && sb == null) {
                sb = new StringBuilder(s.length()).append(s, 0, k);
            }
            if (sb != null) {
                sb.append(lone ? '\uFFFD' : c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    public static boolean isWellFormed(String s) {
        return wellFormed(s).equals(s);
    }

    /** A shortened, escaped form of {@code s} for assertion messages. */
    public static String show(String s) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(s.length(), 200);
        for (int k = 0; k < n; k++) {
            char c = s.charAt(k);
            if (c >= 0x20 && c < 0x7F && c != '\\') {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04X", (int) c));
            }
        }
        if (s.length() > n) {
            sb.append("... (").append(s.length()).append(" chars)");
        }
        return sb.toString();
    }

    public static void that(boolean ok, String input, String what) {
        if (!ok) {
            throw new AssertionError(what + " for input \"" + show(input) + "\"");
        }
    }

    /** {@link #that(boolean, String, String)} with a message built only on failure (for costly ones). */
    public static void that(boolean ok, String input, java.util.function.Supplier<String> what) {
        if (!ok) {
            that(false, input, what.get());
        }
    }

    /** Splits {@code s} at each {@code sep}, keeping empty pieces. */
    public static List<String> split(String s, char sep) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int k = s.indexOf(sep); k >= 0; k = s.indexOf(sep, from)) {
            out.add(s.substring(from, k));
            from = k + 1;
        }
        out.add(s.substring(from));
        return out;
    }
}
