package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.urikit.HostKind;
import org.urikit.Profile;
import org.urikit.RobustChecks;
import org.urikit.Uri;

/**
 * jqwik properties (issue 6, part 2) over references generated from the RFC 3986 ABNF
 * ({@link UriGen}) and near-valid ones (one character replaced, inserted or deleted): the same
 * properties as the fuzz targets ({@link RobustChecks}), the components the generator built,
 * agreement of the verdict with the ABNF transcribed as a regular expression
 * ({@link Rfc3986Abnf}), and of the split with RFC 3986 Appendix B's expression (inside
 * {@link RobustChecks#checkUri}). Tries: 1,000 per property in {@code mvn verify}
 * ({@code jqwik.tries.default} in urikit-core/pom.xml).
 */
class UriPropertiesTest {
    /**
     * One fixed seed, so that `mvn verify` (and CI) runs the same 1,000 tries every time; new
     * inputs are explored by the Jazzer targets (bench/fuzz.sh). Change it to look elsewhere.
     */
    static final String SEED = "20261122";

    private static final Pattern IPV4 = Pattern.compile("(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])){3}");

    @Provide
    Arbitrary<UriGen.Ref> valid() {
        return Arbitraries.randomValue(r -> new UriGen(r).reference());
    }

    @Provide
    Arbitrary<String> nearValid() {
        return Arbitraries.randomValue(r -> {
            UriGen g = new UriGen(r);
            String s = g.reference().text();
            return r.nextInt(8) == 0 ? g.mutate(g.mutate(s)) : g.mutate(s);
        });
    }

    /** Short strings of any UTF-16 code units, lone surrogates included, biased towards URI delimiters and '%'. */
    @Provide
    Arbitrary<String> anyText() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(30),
                Arbitraries.strings().withChars("%25aFfGz+ &=#?/:@[]\u00e9\ud800\udc00\ud83d\ude00\u0000").ofMaxLength(30));
    }

    @Property(seed = SEED)
    void generatedReferencesParseIntoTheComponentsTheyWereBuiltFrom(@ForAll("valid") UriGen.Ref ref) {
        String s = ref.text();
        assertTrue(Rfc3986Abnf.isUriReference(s), () -> "the generator left the ABNF: " + s);
        Uri u = RobustChecks.checkParse(s, Profile.RFC3986);
        assertNotNull(u, () -> "rejected: " + Uri.tryParse(s));
        assertEquals(ref.scheme(), u.scheme(), s);
        assertEquals(ref.authority(), u.authority(), s);
        assertEquals(ref.userInfo(), u.userInfo(), s);
        assertEquals(ref.host(), u.host(), s);
        assertEquals(ref.port(), u.port(), s);
        assertEquals(ref.path(), u.path(), s);
        assertEquals(ref.query(), u.query(), s);
        assertEquals(ref.fragment(), u.fragment(), s);
        if (ref.host() != null) {
            HostKind kind = ref.host().startsWith("[v") || ref.host().startsWith("[V") ? HostKind.IPVFUTURE
                    : ref.host().startsWith("[") ? HostKind.IPV6
                    : IPV4.matcher(ref.host()).matches() ? HostKind.IPV4 : HostKind.REG_NAME;
            assertEquals(kind, u.hostKind(), s);
        }
    }

    @Property(seed = SEED)
    void nearValidVerdictAgreesWithTheAbnf(@ForAll("nearValid") String s) {
        Uri u = RobustChecks.checkParse(s, Profile.RFC3986);
        assertEquals(Rfc3986Abnf.isUriReference(s), u != null,
                () -> "ABNF and urikit disagree on \"" + RobustChecks.show(s) + "\": " + Uri.tryParse(s));
    }

    @Property(seed = SEED)
    void everyProfileGivesAVerdictWithItsProperties(@ForAll("nearValid") String s) {
        for (Profile p : Profile.values()) {
            RobustChecks.checkParse(s, p);
        }
    }

    @Property(seed = SEED)
    void lenientParsingOfNearValidText(@ForAll("nearValid") String s) {
        RobustChecks.checkLenient(s);
    }

    @Property(seed = SEED)
    void lenientParsingOfValidTextChangesNothing(@ForAll("valid") UriGen.Ref ref) {
        String s = ref.text();
        if (!s.regionMatches(true, 0, "URL:", 0, 4)) {
            assertEquals(s, RobustChecks.checkLenient(s).uri().toUriString());
        }
    }

    @Property(seed = SEED)
    void codecs(@ForAll("anyText") String s) {
        RobustChecks.checkCodecs(s);
    }

    @Property(seed = SEED)
    void codecsOnNearValidReferences(@ForAll("nearValid") String s) {
        RobustChecks.checkCodecs(s);
    }

    @Property(seed = SEED)
    void builderTakesAnyDecodedComponentsAndGivesThemBack(@ForAll("anyText") String userInfo,
            @ForAll("anyText") String host, @ForAll("anyText") String seg1, @ForAll("anyText") String seg2,
            @ForAll("anyText") String name, @ForAll("anyText") String value, @ForAll("anyText") String fragment) {
        FuzzTargetsTest.decodedComponents(List.of("", userInfo, host, seg1, seg2, name, value, fragment));
    }

    @Property(seed = SEED)
    void builderProgramsEndInAValueOrUriSyntaxException(@ForAll("program") List<String> fields) {
        FuzzTargetsTest.runProgram(fields);
    }

    /** A builder program (see FuzzTargetsTest.runProgram) and its arguments, half of them near-valid references. */
    @Provide
    Arbitrary<List<String>> program() {
        return Arbitraries.randomValue(r -> {
            UriGen g = new UriGen(r);
            List<String> fields = new ArrayList<>();
            StringBuilder ops = new StringBuilder();
            int n = 1 + r.nextInt(10);
            for (int k = 0; k < n; k++) {
                ops.append((char) r.nextInt(30));
                fields.add(switch (r.nextInt(6)) {
                    case 0 -> g.reference().text();
                    case 1 -> g.mutate(g.reference().text());
                    case 2 -> g.scheme();
                    case 3 -> g.host();
                    case 4 -> g.queryOrFragment();
                    default -> g.mutate(g.pathAbempty());
                });
            }
            fields.add(0, ops.toString());
            return fields;
        });
    }

    @Property(seed = SEED)
    void normalizeGivesAValidFixedPoint(@ForAll("valid") UriGen.Ref ref) {
        for (Profile p : Profile.values()) {
            Uri u = Uri.tryParse(ref.text(), p).orNull();
            if (u != null) {
                RobustChecks.checkNormalize(u);
            }
        }
    }

    @Property(seed = SEED)
    void normalizeNearValidReferences(@ForAll("nearValid") String s) {
        Uri u = Uri.tryParse(s).orNull();
        if (u != null) {
            RobustChecks.checkNormalize(u);
        }
    }

    /** An absolute base, a reference (valid or near-valid) and a second reference for a target beside the base. */
    @Provide
    Arbitrary<String[]> baseAndReferences() {
        return Arbitraries.randomValue(r -> {
            UriGen g = new UriGen(r);
            String ref = g.reference().text();
            return new String[] {g.uri().text(), r.nextInt(4) == 0 ? g.mutate(ref) : ref, g.relativeRef().text()};
        });
    }

    @Property(seed = SEED)
    void resolveThenRelativizeGivesTheTargetBack(@ForAll("baseAndReferences") String[] texts) {
        for (Profile p : Profile.values()) {
            Uri base = Uri.tryParse(texts[0], p).orNull();
            Uri ref = Uri.tryParse(texts[1], p).orNull();
            if (base == null || ref == null) {
                continue;
            }
            Uri target = RobustChecks.checkResolve(base, ref);
            if (target != null) {
                RobustChecks.checkRelativize(base, target);
                Uri other = Uri.tryParse(texts[2], p).orNull();
                Uri beside = other == null ? null : RobustChecks.checkResolve(target, other);
                if (beside != null) {
                    RobustChecks.checkRelativize(base, beside);      // a target sharing scheme and authority
                    RobustChecks.checkRelativize(target, beside);
                }
            }
        }
    }

    @Property(tries = 200, seed = SEED)
    void serializationKeepsTextAndProfile(@ForAll("valid") UriGen.Ref ref) throws Exception {
        Uri u = Uri.parse(ref.text());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(u);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            Uri back = (Uri) in.readObject();
            assertEquals(u, back);
            assertEquals(u.profile(), back.profile());
        }
    }
}
