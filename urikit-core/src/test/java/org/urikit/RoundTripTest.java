package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * The value contract over every valid input of every data file: {@code parse(s).toString()}
 * is {@code s} (parsing never rewrites, design guide C1), the invariants hold, a serialized copy
 * is equal, and {@code toDiagram()} shows every present component and no absent one. Plus
 * {@code equals}/{@code hashCode}/{@code compareTo} on the text, in the style of Guava's
 * {@code EqualsTester}.
 */
class RoundTripTest {

    record Sample(String id, String input, Profile profile) {
    }

    /** Every valid input of parse-valid, seed-examples, profiles and hosts, with its profile. */
    static List<Sample> validSamples() {
        List<Sample> out = new ArrayList<>();
        for (Row r : TestData.rows("parse-valid.tsv")) {
            out.add(new Sample(r.id(), r.get("input"), Profile.RFC3986));
        }
        for (Row r : TestData.rows("seed-examples.tsv")) {
            if (r.get("valid").equals("yes")) {
                out.add(new Sample(r.id(), r.get("input"), Profile.RFC3986));
            }
        }
        for (Row r : TestData.rows("profiles.tsv")) {
            if (r.get("valid").equals("yes")) {
                out.add(new Sample(r.id(), r.get("input"), Profile.valueOf(r.get("profile"))));
            }
        }
        for (Row r : TestData.rows("hosts.tsv")) {
            out.add(new Sample(r.id(), r.get("input"), Profile.RFC3986));
        }
        return out;
    }

    @Test
    void everyValidInputRoundTrips() {
        Deviations.Tally tally = Deviations.parse().tally("round trip (toString, invariants, serialization, diagram)");
        for (Sample s : validSamples()) {
            String[] why = new String[1];
            boolean ok;
            try {
                Uri u = UriAssertions.parse(s.input(), s.profile());
                assertEquals(s.input(), u.toUriString(), "toString gives the input back");
                Uri copy = deserialize(serialize(u));
                assertEquals(u, copy, "serialized copy equals");
                assertEquals(u.profile(), copy.profile(), "serialized copy keeps the profile");
                assertEquals(u.authority(), copy.authority());
                UriAssertions.check(copy);
                assertDiagram(u);
                ok = true;
            } catch (AssertionError | RuntimeException | IOException | ClassNotFoundException e) {
                why[0] = e.toString();
                ok = false;
            }
            tally.record("roundtrip:" + s.id() + "@" + s.profile().name(), null, ok, () -> why[0]);
        }
        tally.finish();
        assertTrue(tally.total() > 700, "samples: " + tally.total());
    }

    /** The diagram: the text first, then one row per present component with its value in quotes; no row for an absent one. */
    static void assertDiagram(Uri u) {
        String d = u.toDiagram();
        assertTrue(d.startsWith(u.toString() + "\n"), d);
        String[][] parts = {
            {"scheme", u.scheme()}, {"authority", u.authority()}, {"userinfo", u.userInfo()}, {"host", u.host()},
            {"port", u.port()}, {"path", u.path()}, {"query", u.query()}, {"fragment", u.fragment()}};
        for (String[] p : parts) {
            boolean row = d.contains("  " + p[0] + " [");
            if (p[1] == null) {
                assertFalse(row, "no " + p[0] + " row for an absent " + p[0] + ":\n" + d);
            } else {
                assertTrue(row, "a " + p[0] + " row:\n" + d);
                // The value as it shows in the masked text (Redaction, tested by RedactionTest): p[1] without a password.
                Span span = u.span(Component.valueOf(p[0].toUpperCase(java.util.Locale.ROOT)));
                String shown = org.urikit.error.Redaction.redact(u.toUriString(), span.start(), span.end());
                assertTrue(d.contains("  " + p[0] + " [") && d.contains(") \"" + shown + "\"\n"), p[0] + " value in the diagram:\n" + d);
            }
        }
    }

    // ---- equals / hashCode / compareTo ----------------------------------------------------------

    /** Guava-EqualsTester style: equal within a group (same hashCode), unequal across groups, never equal to null or a String. */
    static void assertEqualityGroups(List<List<Uri>> groups) {
        for (int i = 0; i < groups.size(); i++) {
            for (Uri a : groups.get(i)) {
                assertEquals(a, a, "reflexive");
                assertFalse(a.equals(null), "not equal to null");
                assertFalse(a.equals(a.toUriString()), "not equal to its String");
                for (Uri b : groups.get(i)) {
                    assertEquals(a, b, "same group " + i);
                    assertEquals(a.hashCode(), b.hashCode(), "hashCode within group " + i);
                    assertEquals(0, a.compareTo(b), "compareTo within group " + i);
                }
                for (int j = 0; j < groups.size(); j++) {
                    if (j != i) {
                        for (Uri b : groups.get(j)) {
                            assertNotEquals(a, b, a + " vs " + b);
                            assertNotEquals(0, a.compareTo(b), "compareTo consistent with equals: " + a + " vs " + b);
                        }
                    }
                }
            }
        }
    }

    @Test
    void equalityIsOnTheText() throws Exception {
        Uri base = UriAssertions.parse("http://a/");
        assertEqualityGroups(List.of(
                List.of(base, UriAssertions.parse("http://a/"), UriAssertions.parse("http://a/", Profile.RFC2396),
                        UriAssertions.parse("http://a/", Profile.RFC1738), UriAssertions.parse("http://a/", Profile.RFC3986_DRAFT_2003),
                        deserialize(serialize(base)), Uri.tryParse("http://a/").orNull()),
                List.of(UriAssertions.parse("HTTP://a/")),
                List.of(UriAssertions.parse("http://A/")),
                List.of(UriAssertions.parse("http://a")),
                List.of(UriAssertions.parse("http://a/?")),
                List.of(UriAssertions.parse("http://a/#")),
                List.of(UriAssertions.parse("http://a/?#")),
                List.of(UriAssertions.parse("http://a:/")),
                List.of(UriAssertions.parse("http://a:80/")),
                List.of(UriAssertions.parse("http://@a/")),
                List.of(UriAssertions.parse("http://a/~"), UriAssertions.parse(new String("http://a/~".toCharArray()))),
                List.of(UriAssertions.parse("http://a/%7e")),
                List.of(UriAssertions.parse("http://a/%7E")),
                List.of(UriAssertions.parse("http://[::1]/")),
                List.of(UriAssertions.parse("http://[0::1]/")),
                List.of(UriAssertions.parse("")),
                List.of(UriAssertions.parse("#")),
                List.of(UriAssertions.parse("?"))));
    }

    @Test
    void compareToOrdersByText() {
        List<Uri> uris = new ArrayList<>();
        for (Sample s : validSamples()) {
            Uri u = Uri.tryParse(s.input(), s.profile()).orNull();   // null only for listed deviations
            if (u != null) {
                UriAssertions.check(u);
                uris.add(u);
            }
        }
        assertTrue(uris.size() > 700);
        for (int i = 0; i < uris.size(); i += 7) {
            Uri a = uris.get(i);
            for (Uri b : uris) {
                int c = a.compareTo(b);
                assertEquals(Integer.signum(a.toUriString().compareTo(b.toUriString())), Integer.signum(c), a + " vs " + b);
                assertEquals(-Integer.signum(c), Integer.signum(b.compareTo(a)), "antisymmetric");
                assertEquals(c == 0, a.equals(b), "consistent with equals");
            }
        }
        List<Uri> sorted = new ArrayList<>(uris);
        Collections.sort(sorted);
        List<String> texts = new ArrayList<>();
        uris.forEach(u -> texts.add(u.toUriString()));
        texts.sort(Comparator.naturalOrder());
        for (int i = 0; i < texts.size(); i++) {
            assertEquals(texts.get(i), sorted.get(i).toUriString());
        }
    }

    // ---- serialization ----------------------------------------------------------------------------

    static byte[] serialize(Uri u) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(u);
        }
        return bytes.toByteArray();
    }

    static Uri deserialize(byte[] b) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return (Uri) in.readObject();
        }
    }

    /** A stream whose text was altered to an invalid reference must not produce a Uri. */
    @Test
    void tamperedStreamIsRejected() throws IOException {
        byte[] good = serialize(UriAssertions.parse("http://a/bcd"));
        byte[] bad = replace(good, "http://a/bcd", "http://a/b d");
        Exception e = assertThrows(Exception.class, () -> deserialize(bad));
        assertTrue(e instanceof UriSyntaxException || e instanceof java.io.ObjectStreamException, e.toString());
        // "1abc:x" is valid only under the legacy profiles: the copy must be re-parsed under its own profile.
        Uri legacy = UriAssertions.parse("1abc:x", Profile.RFC2396);
        Uri copy = assertDoesNotThrowDeserialize(serialize(legacy));
        UriAssertions.check(copy);
        assertEquals(legacy, copy);
        assertEquals(Profile.RFC2396, copy.profile());
        assertEquals("1abc", copy.scheme());
    }

    private static Uri assertDoesNotThrowDeserialize(byte[] b) {
        try {
            return deserialize(b);
        } catch (IOException | ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    private static byte[] replace(byte[] data, String from, String to) {
        byte[] f = from.getBytes(StandardCharsets.UTF_8);
        byte[] t = to.getBytes(StandardCharsets.UTF_8);
        assertEquals(f.length, t.length);
        byte[] out = data.clone();
        for (int i = 0; i + f.length <= out.length; i++) {
            boolean match = true;
            for (int k = 0; k < f.length && match; k++) {
                match = out[i + k] == f[k];
            }
            if (match) {
                System.arraycopy(t, 0, out, i, t.length);
                return out;
            }
        }
        throw new AssertionError("text not found in the stream");
    }
}
