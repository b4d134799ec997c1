package org.urikit.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.error.Severity;
import org.urikit.testing.TestData;

/**
 * Bad input is normal input: {@link UriInspector#inspect} gives an {@link Inspection} for any
 * string (a quarter megabyte of each adversarial shape, controls, lone surrogates, random mutations of the
 * hazards), never an exception, and every result is consistent: the verdict is the heaviest
 * severity, each code appears once, indices lie in the input, passwords are masked.
 */
class UriInspectorRobustnessTest {
    private static final Uri BASE = Uri.parse("https://good.com/app/page");
    private static final List<InspectionPolicy> POLICIES = List.of(InspectionPolicy.FETCH, InspectionPolicy.LINK);

    /** The invariants of one result. */
    static void assertConsistent(String input, Inspection i) {
        assertNotNull(i.verdict());
        Severity max = Severity.INFO;
        Set<FindingCode> seen = EnumSet.noneOf(FindingCode.class);
        int previous = Integer.MIN_VALUE;
        for (Finding f : i.findings()) {
            assertTrue(seen.add(f.code()), "each code once: " + i.findings());
            assertTrue(f.index() >= -1 && f.index() <= input.length(), f.toString());
            int order = f.index() < 0 ? Integer.MAX_VALUE : f.index();
            assertTrue(order >= previous, "findings in index order: " + i.findings());
            previous = order;
            max = f.severity().compareTo(max) > 0 ? f.severity() : max;
        }
        assertEquals(Verdict.of(max), i.verdict());
        assertEquals(input, i.input());
        if (i.host() != null) {
            assertNotNull(i.host().text());
        }
    }

    @Test
    void adversarialShapesOfAQuarterMegabyte() {
        int n = 1 << 18;
        List<String> inputs = List.of(
                "%".repeat(n), "[".repeat(n), "../".repeat(n / 3), "a@".repeat(n / 2), "/%2e%2e".repeat(n / 7),
                "http://" + "0x7f.".repeat(n / 5), "http://" + "1.".repeat(n / 2) + "1/", "\\".repeat(n),
                "\t".repeat(n), "\ud800".repeat(n), "http://" + "%09".repeat(n / 3) + "/", "http://" + "a".repeat(n) + "/",
                "http://u:" + "p".repeat(n) + "@h/", "//" + "xn--".repeat(n / 4), "http://[" + "::".repeat(n / 2) + "]/",
                "javascript:" + "\u202e".repeat(n), "http://h/" + "%E2%80%AE".repeat(n / 9), "http://h:" + "9".repeat(n) + "/");
        for (String s : inputs) {
            for (InspectionPolicy p : POLICIES) {
                assertConsistent(s, UriInspector.inspect(s, p));
                assertConsistent(s, UriInspector.inspect(s, BASE, p));
            }
        }
    }

    @Test
    void smallHostileStrings() {
        for (String s : List.of("", " ", "\u0000", "%", "%z", ":", "//", "///", "\\\\", "@", "[", "]", "http:", "http://", "http://@",
                "http://:", "http://[", "http://[]/", "http://%/", "http://%%/", "http://a%/", "http://%ff%fe/", "http://%c0%ae/",
                "\ud800", "\udc00http://x/", "http://\ud83d\udca9/", "http://xn--/", "http://xn--a-/", "http://.../", "http://./",
                "http://0x/", "http://0x.0x/", "http://00000000000000000000000000001/", "http://4294967295/", "http://-1/",
                "http://1e3/", "http://٣.٣.٣.٣/", "http://h:65535/", "http://h:00080/", "#@", "?@", "mailto:", "file:",
                "HTTP://ﬀ.com/", "http://a..b/", "http://.a/", "http://a./")) {
            for (InspectionPolicy p : POLICIES) {
                assertConsistent(s, UriInspector.inspect(s, p));
                assertConsistent(s, UriInspector.inspect(s, BASE, p));
            }
        }
    }

    /**
     * An IRI's password is found at its index in the input, not in the longer converted URI (found by
     * the inspector fuzz target: "https://ooóóóóóóóóóóóód.com:´44@evél.c¾m/" gave an index past the end).
     */
    @Test
    void passwordIndexOfAnIri() {
        Inspection i = UriInspector.inspect("https://ó.com:x@e.com/", InspectionPolicy.LINK);
        assertEquals(14, i.findings().stream().filter(f -> f.code() == FindingCode.PASSWORD).findFirst().orElseThrow().index());
        String fuzzed = "https://ooóóóóóóóóóóóód.com:´44@evél.c¾m/";
        assertEquals(fuzzed.indexOf('´'), UriInspector.inspect(fuzzed, InspectionPolicy.FETCH).findings().stream()
                .filter(f -> f.code() == FindingCode.PASSWORD).findFirst().orElseThrow().index());
    }

    /** One to three character edits (insert, delete, replace) of the hazards, 10,000 of them, seeded. */
    @Test
    void mutationsOfTheHazards() {
        List<String> seeds = new ArrayList<>();
        for (TestData.Row r : TestData.rows("security/hazards.tsv")) {
            seeds.add(r.get("input"));
        }
        String alphabet = "/\\@:.%?#[]0xX7fF1 \t\n\u0000\u00e9\u202e\ud800-_~!$&'()*+,;=";
        Random random = new Random(20261125);
        for (int k = 0; k < 10_000; k++) {
            StringBuilder s = new StringBuilder(seeds.get(random.nextInt(seeds.size())));
            int edits = 1 + random.nextInt(3);
            for (int e = 0; e < edits; e++) {
                int at = s.length() == 0 ? 0 : random.nextInt(s.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> s.insert(at, c);
                    case 1 -> {
                        if (s.length() > 0) {
                            s.deleteCharAt(at);
                        }
                    }
                    default -> {
                        if (s.length() > 0) {
                            s.setCharAt(at, c);
                        }
                    }
                }
            }
            String in = s.toString();
            InspectionPolicy p = POLICIES.get(k & 1);
            Inspection i = (k & 2) == 0 ? UriInspector.inspect(in, p) : UriInspector.inspect(in, BASE, p);
            assertConsistent(in, i);
            Uri parsed = Uri.parseOrNull(in);
            if (parsed != null && parsed.hasPassword() && parsed.userInfo().endsWith(":secret")) {
                assertTrue(!i.redactedInput().contains(":secret@"), in + " -> " + i.redactedInput());
            }
        }
    }

    /** Values are shared between threads: the bundled list loads once, inspections do not interfere. */
    @Test
    void concurrentInspectionsAgree() throws Exception {
        List<TestData.Row> rows = TestData.rows("security/hazards.tsv");
        List<String> expected = new ArrayList<>();
        for (TestData.Row r : rows) {
            expected.add(UriInspectorHazardsTest.check(r).toString());
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> futures = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                futures.add(pool.submit(() -> {
                    List<String> out = new ArrayList<>();
                    for (TestData.Row r : rows) {
                        out.add(UriInspectorHazardsTest.check(r).toString());
                    }
                    return out;
                }));
            }
            for (Future<List<String>> f : futures) {
                assertEquals(expected, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
