package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;

/** {@link Uri#toJavaNetUri()} and {@link Uri#fromJavaNetUri(URI)}. */
class JavaNetUriInteropTest {

    static List<Arguments> toCases() {
        return TestData.arguments("interop/to-java-net.tsv");
    }

    @ParameterizedTest
    @MethodSource("toCases")
    void toJavaNetUri(TestData.Row row) {
        Uri u = Uri.parse(row.get("input"));
        if ("ok".equals(row.get("result"))) {
            URI j = u.toJavaNetUri();
            assertEquals(u.toUriString(), j.toString());
            assertEquals(u, Uri.fromJavaNetUri(j));
            return;
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, u::toJavaNetUri);
        assertTrue(e.getMessage().startsWith("java.net.URI cannot represent " + u + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(row.get("reason")), e.getMessage());
    }

    static List<Arguments> fromCases() {
        return TestData.arguments("interop/from-java-net.tsv");
    }

    @ParameterizedTest
    @MethodSource("fromCases")
    void fromJavaNetUri(TestData.Row row) throws URISyntaxException {
        URI j = new URI(row.get("javaNet"));
        if (row.get("error") == null) {
            Uri u = Uri.fromJavaNetUri(j);
            assertEquals(row.get("expected"), u.toUriString());
            u.checkInvariants();
            return;
        }
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.fromJavaNetUri(j));
        assertEquals(SyntaxError.valueOf(row.get("error")), e.error(), e.getMessage());
        assertEquals(Integer.parseInt(row.get("index")), e.index(), e.getMessage());
    }

    @Test
    void fromMultiArgumentConstructor() throws URISyntaxException {
        // java.net.URI's component constructor quotes illegal characters itself.
        URI j = new URI("http", "a b", "/c d", "q r", "f g");
        assertEquals("http://a%20b/c%20d?q%20r#f%20g", Uri.fromJavaNetUri(j).toUriString());
        assertThrows(NullPointerException.class, () -> Uri.fromJavaNetUri(null));
    }

    @Test
    void zoneReallyMeansSomethingElseToTheJdk() {
        // The reason given for refusing RFC 6874 zones, checked against the JDK itself.
        URI j = URI.create("http://[fe80::1%25eth0]/");
        assertEquals("[fe80::1%25eth0]", j.getHost());
        Exception e = assertThrows(java.net.UnknownHostException.class,
                () -> java.net.InetAddress.getByName("fe80::1%25eth0"));
        assertTrue(e.getMessage().contains("25eth0"), e.getMessage());
    }

    /**
     * Every valid reference of the shared corpora, and seeded random ones: toJavaNetUri either
     * gives the same text and round-trips through fromJavaNetUri, or refuses with a reason; it
     * never throws anything else.
     */
    @Test
    void sharedCorporaAndRandomReferences() {
        Map<String, Integer> refused = new TreeMap<>();
        List<String> corpus = LenientParserTest.SharedInputs.valid();
        int ok = check(corpus, refused);
        System.out.println("java.net.URI interop over shared corpora: " + corpus.size() + "/" + corpus.size()
                + " pass (" + ok + " represented, refused: " + refused + ")");

        Random random = new Random(0x1a7e_0b1L);
        String alphabet = "ab1:/?#@[]%25.-_~!$&'()*+,;=vVF0";
        String[] starts = {"http://", "//", "s:", "", "s://", "s:/", "http://[::1]", "http://u@", "file://", "http://[v1."};
        List<String> generated = new java.util.ArrayList<>();
        while (generated.size() < 20_000) {
            StringBuilder sb = new StringBuilder(starts[random.nextInt(starts.length)]);
            int len = random.nextInt(8);
            for (int k = 0; k < len; k++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (Uri.isValid(sb.toString())) {
                generated.add(sb.toString());
            }
        }
        refused.clear();
        ok = check(generated, refused);
        System.out.println("java.net.URI interop over random valid references: 20000/20000 pass (" + ok
                + " represented, refused: " + refused + ")");
        assertTrue(ok > 5_000, "the generator produces representable references: " + ok);
    }

    private static int check(List<String> inputs, Map<String, Integer> refused) {
        int ok = 0;
        for (String s : inputs) {
            Uri u = Uri.parse(s);
            URI j;
            try {
                j = u.toJavaNetUri();
            } catch (IllegalArgumentException e) {
                String m = e.getMessage();
                assertTrue(m.startsWith("java.net.URI cannot represent "), m);
                refused.merge(category(m), 1, Integer::sum);
                continue;
            }
            assertEquals(s, j.toString());
            assertEquals(u, Uri.fromJavaNetUri(j), s);
            ok++;
        }
        return ok;
    }

    /** The documented refusal categories (JavaNetUriInterop javadoc); anything else fails the test. */
    private static String category(String m) {
        if (m.contains("no IPvFuture literals")) {
            return "ipvfuture";
        }
        if (m.contains("requires a scheme-specific part")) {
            return "empty-ssp";
        }
        if (m.contains("requires a non-empty authority")) {
            return "empty-authority";
        }
        if (m.contains("because the host is empty")) {
            return "registry-empty-host";
        }
        if (m.contains("does not fit an int")) {
            return "registry-port";
        }
        if (m.contains("as registry-based")) {
            return "registry-host";
        }
        if (m.contains("RFC 6874")) {
            return "zone";
        }
        fail("undocumented refusal: " + m);
        return null;
    }
}
