package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Normalization;
import org.urikit.Uri;
import org.urikit.testing.TestData;

/** The registry: defaults (testdata/scheme/registry.tsv), lookup by name and prefix, immutability. */
class SchemeRegistryTest {
    static List<org.junit.jupiter.params.provider.Arguments> registry() {
        return TestData.arguments("scheme/registry.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("registry")
    void defaults(TestData.Row row) {
        SchemeRegistry r = SchemeRegistry.defaults();
        String scheme = row.get("scheme");
        SchemeHandler h = r.handler(scheme);
        assertEquals(Boolean.parseBoolean(row.get("known")), h != null, scheme + " known");
        String port = row.get("defaultPort");
        assertEquals(port == null ? -1 : Integer.parseInt(port), r.defaultPort(scheme),
                scheme + " default port");
        if (h != null) {
            assertEquals(SchemeStatus.valueOf(row.get("status")), h.status(), scheme + " status");
            assertEquals(scheme.toLowerCase(java.util.Locale.ROOT), h.scheme());
        }
    }

    @Test
    void unknownAndRelative() {
        SchemeRegistry r = SchemeRegistry.defaults();
        SchemeReport z = r.inspect(Uri.parse("z39.50://host/db"), ValidationPolicy.defaults());
        assertFalse(z.isKnown());
        assertTrue(z.isValid());
        assertEquals("z39.50", z.scheme());
        assertNull(z.view());
        assertNull(z.plan());
        assertTrue(r.plan(Uri.parse("z39.50://host/db"), ValidationPolicy.defaults()) instanceof PlanResult.NoRetrieval);
        SchemeReport rel = r.inspect(Uri.parse("a/b"), ValidationPolicy.defaults());
        assertEquals(null, rel.scheme());
        assertFalse(rel.isKnown());
        assertFalse(rel.isValid());
        assertNull(r.handler(null));
    }

    /** A handler for the experimental x- schemes (RFC 1738 §4), as a test stand-in for the real one. */
    private static final SchemeHandler EXPERIMENTAL = new SchemeHandler() {
        @Override
        public String scheme() {
            return "x-";
        }

        @Override
        public SchemeStatus status() {
            return SchemeStatus.EXPERIMENTAL;
        }
    };

    @Test
    void prefixHandlers() {
        SchemeRegistry r = SchemeRegistry.defaults().withPrefix("X-", EXPERIMENTAL);
        assertEquals(Set.of("x-"), r.prefixes());
        assertFalse(r.schemes().contains("x-"));
        assertSame(EXPERIMENTAL, r.handler("x-foo"));
        assertSame(EXPERIMENTAL, r.handler("X-Foo"));
        assertNull(r.handler("x-"), "the prefix alone is not a scheme of the family");
        assertNull(r.handler("xfoo"));
        assertTrue(r.inspect(Uri.parse("x-foo:bar"), ValidationPolicy.defaults()).isKnown());
        assertEquals(List.of(), r.validate(Uri.parse("x-foo:bar")));

        SchemeHandler longer = SchemeHandler.named("x-foo-");
        SchemeRegistry r2 = r.withPrefix("x-foo-", longer);
        assertSame(longer, r2.handler("x-foo-bar"), "the longest prefix wins");
        assertSame(EXPERIMENTAL, r2.handler("x-food"));
        SchemeHandler exact = SchemeHandler.withDefaultPort("x-foo-bar", 9);
        assertSame(exact, r2.with(exact).handler("x-foo-bar"), "an exact name wins over a prefix");

        assertNotSame(EXPERIMENTAL, SchemeRegistry.defaults().handler("x-foo"), "defaults() is unchanged");
        assertThrows(IllegalArgumentException.class, () -> SchemeRegistry.defaults().withPrefix("-x", EXPERIMENTAL));
        assertThrows(IllegalArgumentException.class, () -> SchemeRegistry.defaults().withPrefix("", EXPERIMENTAL));
        assertThrows(NullPointerException.class, () -> SchemeRegistry.defaults().withPrefix("x-", null));
    }

    @Test
    void aUserHandlerGetsTheCommonChecks() {
        SchemeRegistry r = SchemeRegistry.defaults().with(SchemeHandler.withDefaultPort("coap", 5683));
        assertEquals("[WARNING PORT_RESERVED at 9: port 25 is not the scheme's default (5683) and is in the reserved"
                + " range 0-1023: a client could be made to talk to another protocol's server (RFC 3986 §7.2; RFC 1738 §6)]",
                r.validate(Uri.parse("coap://h:25/x")).toString());
        assertEquals(List.of(), r.validate(Uri.parse("coap://h:5683/x")));
        assertEquals("coap://h/x", Uri.parse("coap://h:5683/x").normalize(Normalization.all(), r).toString());
        assertTrue(r.plan(Uri.parse("coap://h/x"), ValidationPolicy.defaults()) instanceof PlanResult.NoRetrieval);
    }

    @Test
    void nullArguments() {
        SchemeRegistry r = SchemeRegistry.defaults();
        Uri u = Uri.parse("http://h/");
        assertThrows(NullPointerException.class, () -> r.validate(null));
        assertThrows(NullPointerException.class, () -> r.validate(u, null));
        assertThrows(NullPointerException.class, () -> r.plan(u, null));
        assertThrows(NullPointerException.class, () -> r.inspect(null, ValidationPolicy.defaults()));
        assertThrows(NullPointerException.class, () -> r.view(null));
    }
}
