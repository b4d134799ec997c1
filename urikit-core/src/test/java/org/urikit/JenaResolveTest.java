package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * Cross-check against the {@code <Resolve>} groups of Apache Jena's retired jena-iri test data
 * ({@code conformance/jena-iri/test.xml}). The expected values are what jena-iri
 * produced, not a normative verdict: where both strings are URIs the target must equal Jena's
 * {@code toString}; where one is only an IRI, both go through {@link Uri#fromIri} and the target
 * must equal Jena's {@code toASCIIString}. Differences are listed, each with its reason, in
 * {@code deviations/jena-resolve.txt}. The base/relative pairs of {@code uris.xml} (no expected
 * values) are used for the resolve/relativize round trip.
 */
class JenaResolveTest {
    private static final Map<String, Row> DEVIATIONS = Deviations.load("jena-resolve.txt");
    private static int passed;
    private static int deviated;

    /** One {@code <Resolve>} group. */
    record Group(String id, String base, String relative, String jenaString, String jenaAscii) {
    }

    static List<Group> groups() throws Exception {
        JenaXml.Element doc = JenaXml.read(TestData.conformance("jena-iri/test.xml"));
        List<Group> out = new ArrayList<>();
        for (JenaXml.Element r : doc.all("Resolve")) {
            List<JenaXml.Element> children = r.children();
            JenaXml.Element result = children.get(2);
            out.add(new Group(String.format("jena-%03d", out.size() + 1), children.get(0).attribute("iri"),
                    children.get(1).attribute("iri"), result.child("toString").attribute("value"),
                    result.child("toASCIIString").attribute("value")));
        }
        return out;
    }

    static List<Arguments> cases() throws Exception {
        List<Arguments> out = new ArrayList<>();
        for (Group g : groups()) {
            out.add(Arguments.of(Named.of(g.id() + " <" + g.base() + "> <" + g.relative() + ">", g)));
        }
        return out;
    }

    /** Both as URIs if they are, else both through fromIri (which throws for what is neither). */
    private static Uri[] operands(Group g) {
        if (Uri.isValid(g.base()) && Uri.isValid(g.relative())) {
            return new Uri[] {Uri.parse(g.base()), Uri.parse(g.relative())};
        }
        return new Uri[] {Uri.fromIri(g.base()), Uri.fromIri(g.relative())};
    }

    private static String expected(Group g) {
        return Uri.isValid(g.base()) && Uri.isValid(g.relative()) ? g.jenaString() : g.jenaAscii();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void resolvesAsJenaDid(Group g) {
        Row deviation = DEVIATIONS.get(g.id());
        String kind = deviation == null ? null : deviation.get("kind");
        if ("not-a-uri".equals(kind)) {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> operands(g));
            assertEquals(SyntaxError.valueOf(deviation.get("urikit_gives").substring(1)), e.error(), e.getMessage());
            deviated++;
            return;
        }
        Uri[] o = operands(g);
        Uri target = o[0].resolve(o[1]);
        target.checkInvariants();
        if (deviation == null) {
            assertEquals(expected(g), target.toString(), g.id());
            passed++;
            return;
        }
        assertNotEquals(expected(g), target.toString(), g.id() + " now passes: remove it from deviations/jena-resolve.txt");
        assertEquals(deviation.get("urikit_gives"), target.toString());
        if ("nonstrict".equals(kind)) {
            assertEquals(expected(g), o[0].resolve(o[1], ResolveOptions.defaults().withStrict(false)).toString());
        } else {
            assertEquals("differs", kind);
        }
        deviated++;
    }

    @Test
    void everyDeviationNamesAGroup() throws Exception {
        List<String> ids = groups().stream().map(Group::id).toList();
        assertEquals(85, ids.size(), "86 <Resolve> in the file, one of them inside a comment");
        assertTrue(ids.containsAll(DEVIATIONS.keySet()), DEVIATIONS.keySet().toString());
    }

    /** uris.xml: real-world base/relative pairs without expected values: resolve, then relativize back. */
    @Test
    void urisXmlPairsRoundTrip() throws Exception {
        JenaXml.Element doc = JenaXml.read(TestData.conformance("jena-iri/uris.xml"));
        int pairs = 0;
        int resolved = 0;
        int notUris = 0;
        for (JenaXml.Element e : doc.all("uri")) {
            if (e.attribute("base") == null) {
                continue;
            }
            pairs++;
            Uri base;
            Uri ref;
            try {
                base = Uri.fromIri(e.attribute("base"));
                ref = Uri.fromIri(e.attribute("relative"));
            } catch (UriSyntaxException ex) {
                notUris++;
                continue;
            }
            if (!base.isAbsolute()) {
                notUris++;
                continue;
            }
            Uri t = base.resolve(ref);
            t.checkInvariants();
            Uri r = base.relativize(t);
            r.checkInvariants();
            assertEquals(t, base.resolve(r), () -> base + " + " + ref + " -> " + t + " <- " + r);
            assertTrue(r.toString().length() <= t.toString().length());
            resolved++;
        }
        System.out.println("jena-iri uris.xml: " + resolved + "/" + pairs + " base+relative pairs resolve and relativize back, "
                + notUris + " are not URI/IRI pairs with an absolute base");
        assertEquals(86, pairs, "251 base= attributes in the file, most of them inside comments");
        assertEquals(72, resolved);
        assertEquals(14, notUris);
    }

    @AfterAll
    static void report() {
        System.out.println("jena-iri test.xml <Resolve>: " + passed + "/" + (passed + deviated) + " pass, "
                + deviated + " listed in deviations/jena-resolve.txt");
    }
}
