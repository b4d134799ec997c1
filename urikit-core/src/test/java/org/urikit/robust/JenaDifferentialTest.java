package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.IRIParseException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.HostKind;
import org.urikit.RobustChecks;
import org.urikit.Uri;
import org.urikit.testing.TestData;

/**
 * Differential test (issue 6, part 5) against Apache Jena's jena-iri3986, an independent strict
 * RFC 3986 parser: over the URL datasets in {@code conformance/datasets} and a
 * generated corpus of 100,000 references ({@link UriGen}: 50,000 valid, 50,000 near-valid),
 * urikit and Jena must agree on validity and, when both accept, on every component (scheme,
 * authority, userinfo, host, port, path, query, fragment).
 *
 * <p>Jena's entry point is {@code IRI3986.create}: it throws {@code IRIParseException} for a
 * syntax error and only <em>records</em> scheme-specific findings (http, urn, file, did...) as
 * violations, which are not RFC 3986 syntax and are ignored here (the count is printed).
 *
 * <p>Every disagreement is sorted into a class; the classes are listed with their reasons in
 * {@code testdata/deviations/differential-jena.txt}. The test fails on a disagreement in no
 * class, on a listed class that no longer occurs, and on a disagreement where the RFC 3986 ABNF
 * transcribed as a regular expression ({@link Rfc3986Abnf}, a third opinion) sides with Jena:
 * that is a urikit bug until shown otherwise.
 */
class JenaDifferentialTest {
    private static final String DEVIATIONS = "testdata/deviations/differential-jena.txt";
    private static final int GENERATED = 100_000;

    private static Map<String, String> listed;
    private static final Map<String, Integer> seenClasses = new TreeMap<>();
    private static final Map<String, String> examples = new TreeMap<>();

    @BeforeAll
    static void readDeviations() {
        listed = new LinkedHashMap<>();
        try (InputStream in = JenaDifferentialTest.class.getResourceAsStream("/" + DEVIATIONS)) {
            if (in == null) {
                throw new IllegalStateException("missing " + DEVIATIONS);
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#") || line.startsWith("bug:")) {
                    continue;       // bug: lines are the robustness tests' known bugs (RobustChecks.knownBug)
                }
                String[] f = line.split("\t", 2);
                if (f.length != 2 || f[1].isBlank()) {
                    throw new IllegalStateException(DEVIATIONS + ": need class id TAB reason: " + line);
                }
                listed.put(f[0], f[1]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String> corpora() {
        return Stream.of("kasztp", "node_files", "isaacs_files", "generated");
    }

    private static List<String> corpus(String name) throws IOException {
        if (name.equals("generated")) {
            UriGen g = new UriGen(new Random(3986));
            List<String> out = new ArrayList<>(GENERATED);
            for (int k = 0; k < GENERATED / 2; k++) {
                String s = g.reference().text();
                out.add(s);
                out.add(g.mutate(s));
            }
            return out;
        }
        List<String> lines = TestData.datasetLines(name);
        if (!lines.isEmpty() && lines.get(0).startsWith("\uFEFF")) {
            lines.set(0, lines.get(0).substring(1));       // kasztp.txt starts with a UTF-8 BOM
        }
        return lines;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpora")
    void urikitAndJenaAgree(String name) throws IOException {
        List<String> inputs = corpus(name);
        int agree = 0;
        int bothValid = 0;
        int violations = 0;
        List<String> unexplained = new ArrayList<>();
        for (String s : inputs) {
            Uri u = Uri.tryParse(s).orNull();
            IRI3986 j;
            try {
                j = IRI3986.create(s);
                if (j.hasViolations()) {
                    violations++;
                }
            } catch (IRIParseException e) {
                j = null;
            }
            String difference = difference(u, j);
            if (difference == null) {
                agree++;
                bothValid += u != null ? 1 : 0;
                continue;
            }
            String cls = classify(s, u, difference);
            boolean abnf = Rfc3986Abnf.isUriReference(s);
            if (abnf != (u != null)) {
                cls = "abnf-sides-with-jena";       // never listed: a urikit bug until shown otherwise
            }
            seenClasses.merge(cls, 1, Integer::sum);
            examples.merge(cls, "\"" + RobustChecks.show(s) + "\"", (a, b) -> a.split("\" \"").length < 3 ? a + " " + b : a);
            if (!listed.containsKey(cls)) {
                unexplained.add(cls + ": " + difference + " for \"" + RobustChecks.show(s) + "\"");
            }
        }
        System.out.println("jena differential " + name + ": " + agree + " agree of " + inputs.size() + " (" + bothValid
                + " valid in both; Jena scheme-rule violations, not syntax, ignored: " + violations + ")");
        assertEquals(List.of(), unexplained.subList(0, Math.min(20, unexplained.size())),
                unexplained.size() + " disagreements in no class of " + DEVIATIONS);
    }

    @AfterAll
    static void everyListedClassStillOccurs() {
        seenClasses.forEach((cls, n) -> System.out.println("jena differential class " + cls + ": " + n + ", e.g. "
                + examples.get(cls)));
        TreeSet<String> stale = new TreeSet<>(listed.keySet());
        stale.removeAll(seenClasses.keySet());
        assertTrue(stale.isEmpty(), "listed in " + DEVIATIONS + " but no longer seen (remove them): " + stale);
    }

    /** null when both agree (both invalid, or both valid with equal components), else what differs. */
    private static String difference(Uri u, IRI3986 j) {
        if (u == null && j == null) {
            return null;
        }
        if (u == null) {
            return "Jena accepts, urikit rejects (" + Uri.tryParse(jenaText(j)) + ")";
        }
        if (j == null) {
            return "urikit accepts, Jena rejects";
        }
        String[][] pairs = {{"scheme", u.scheme(), j.scheme()}, {"authority", u.authority(), j.authority()},
            {"userinfo", u.userInfo(), j.userInfo()}, {"host", u.host(), j.host()}, {"port", u.port(), j.port()},
            {"path", u.path(), j.path()}, {"query", u.query(), j.query()}, {"fragment", u.fragment(), j.fragment()}};
        for (String[] p : pairs) {
            if (!Objects.equals(p[1], p[2])) {
                return p[0] + " urikit=" + p[1] + " jena=" + p[2];
            }
        }
        return null;
    }

    private static String jenaText(IRI3986 j) {
        return j.str();
    }

    /**
     * The class of a disagreement, by the shape of the input. Classes whose names start with
     * {@code jena-} are Jena rejecting RFC 3986 text or accepting text outside it; each is
     * explained in the deviations file.
     */
    static String classify(String s, Uri u, String difference) {
        if (u != null && !difference.startsWith("urikit accepts")) {
            return "components-" + difference.substring(0, difference.indexOf(' '));
        }
        if (u == null) {
            // Jena accepts what urikit rejects
            if (!s.chars().allMatch(c -> c < 0x80)) {
                return "jena-accepts-iri-characters";
            }
            Matcher m = RobustChecks.APPENDIX_B.matcher(s);
            String authority = m.matches() ? m.group(4) : null;
            if (authority != null) {
                int open = authority.indexOf('[');
                int close = authority.indexOf(']');
                int at = authority.indexOf('@');
                if (open >= 0 && close > open) {
                    boolean before = open != 0 && open != at + 1;
                    boolean after = close + 1 < authority.length() && authority.charAt(close + 1) != ':';
                    if (before || after) {
                        return "jena-accepts-text-around-ip-literal";
                    }
                    String literal = authority.substring(open + 1, close);
                    int dc = literal.indexOf("::");
                    if (dc >= 0 && literal.indexOf("::", dc + 1) >= 0) {
                        return "jena-accepts-two-double-colons";
                    }
                    int zone = literal.indexOf("%25");
                    String address = zone < 0 ? literal : literal.substring(0, zone);
                    if (address.indexOf('.') >= 0 && java.util.regex.Pattern.compile("(^|[:.])0[0-9]").matcher(
                            address.substring(address.lastIndexOf(':') + 1)).find()) {
                        return "jena-accepts-leading-zero-in-embedded-ipv4";
                    }
                    if (zone > 1 && literal.charAt(zone - 1) == ':' && literal.charAt(zone - 2) != ':') {
                        return "jena-accepts-colon-before-zone-id";
                    }
                }
            }
            return "unclassified-jena-accepts";
        }
        // urikit accepts what Jena rejects
        String host = u.host();
        if (u.hostKind() == HostKind.IPVFUTURE) {
            if (host.charAt(1) == 'V') {
                return "jena-rejects-ipvfuture-capital-v";
            }
            if (host.indexOf('.') > 3) {
                return "jena-rejects-ipvfuture-version-of-several-digits";
            }
        }
        if (u.hostKind() == HostKind.IPV6) {
            int zone = host.indexOf("%25");
            String address = host.substring(1, zone < 0 ? host.length() - 1 : zone);
            if (zone >= 0 && host.charAt(zone + 3) == '.') {
                return "jena-rejects-zone-id-starting-with-dot";
            }
            int dc = address.indexOf("::");
            int groups = dc < 0 ? 8 : groups(address.substring(0, dc)) + groups(address.substring(dc + 2));
            if (dc >= 0 && groups == 7) {
                return "jena-rejects-double-colon-for-one-group";
            }
        }
        return "unclassified-urikit-accepts";
    }

    /** The number of 16-bit groups in one side of "::": h16s separated by ':', a trailing IPv4address counting two. */
    private static int groups(String side) {
        if (side.isEmpty()) {
            return 0;
        }
        int n = 1;
        for (int k = 0; k < side.length(); k++) {
            n += side.charAt(k) == ':' ? 1 : 0;
        }
        return side.indexOf('.') >= 0 ? n + 1 : n;
    }
}
