package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** Normalization (RFC 3986 §6.2.2, §6.2.3) and the scheme registry. */
class NormalizeTest {
    static final Map<String, Row> DEVIATIONS = Deviations.load("resolve.txt");

    static List<Arguments> cases() {
        return TestData.arguments("resolve/normalize.tsv");
    }

    static Set<Normalization> steps(String spec) {
        if (spec.equals("all")) {
            return Normalization.all();
        }
        if (spec.equals("syntax")) {
            return Normalization.syntaxBased();
        }
        EnumSet<Normalization> s = EnumSet.noneOf(Normalization.class);
        for (String name : spec.split(",")) {
            s.add(Normalization.valueOf(name.trim()));
        }
        return s;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void normalize(Row row) {
        Uri u = Uri.parse(row.get("input"), Profile.valueOf(row.get("profile")));
        Set<Normalization> steps = steps(row.get("steps"));
        Uri n = u.normalize(steps);
        n.checkInvariants();
        assertEquals(u.profile(), n.profile());
        Row deviation = DEVIATIONS.get(row.id());
        if (deviation != null) {
            assertNotEquals(row.get("expected"), n.toString(), row.id() + " now passes: remove it from deviations/resolve.txt");
            assertEquals(deviation.get("urikit_gives"), n.toString());
        } else {
            assertEquals(row.get("expected"), n.toString());
        }
        assertEquals(n, n.normalize(steps), "idempotent");
        assertEquals(n.normalize(), u.normalize(), "the remaining steps lead to the same full normalization");
    }

    @Test
    void anUnchangedUriIsReturnedAsIs() {
        Uri u = Uri.parse("http://a/b");
        assertSame(u, u.normalize(Normalization.syntaxBased()));
        assertSame(u, u.normalize(EnumSet.noneOf(Normalization.class)));
    }

    @Test
    void registryDefaultsAndLookup() {
        SchemeRegistry r = SchemeRegistry.defaults();
        assertEquals(80, r.defaultPort("http"));
        assertEquals(80, r.defaultPort("HTTP"));
        assertEquals(443, r.defaultPort("https"));
        assertEquals(80, r.defaultPort("ws"));
        assertEquals(443, r.defaultPort("wss"));
        assertEquals(21, r.defaultPort("ftp"));
        // The historic schemes (gopher 70, nntp 119, telnet 23, wais 210, prospero 1525) are in
        // urikit-schemes-legacy: without it they have no default port (LegacyStatusTest has them with it).
        assertEquals(-1, r.defaultPort("gopher"));
        assertEquals(-1, r.defaultPort("file"));
        assertEquals(-1, r.defaultPort("mailto"));
        assertEquals(-1, r.defaultPort(null));
        // Every scheme of the core with a default port in the seeds (plus https, ws, wss) is registered;
        // scheme handlers without a port (mailto, urn, ...) may be registered too.
        assertTrue(r.schemes().containsAll(Set.of("file", "ftp", "http", "https", "ws", "wss")), r.schemes().toString());
        assertEquals("http", r.handler("Http").scheme());
    }

    @Test
    void registryIsImmutableAndExtensible() {
        SchemeRegistry base = SchemeRegistry.defaults();
        SchemeRegistry mine = base.with(SchemeHandler.withDefaultPort("CoAP", 5683));
        assertEquals(-1, base.defaultPort("coap"));
        assertEquals(5683, mine.defaultPort("coap"));
        assertEquals("coap", mine.handler("COAP").scheme());
        Uri u = Uri.parse("coap://h:5683/x");
        assertEquals("coap://h:5683/x", u.normalize().toString());
        assertEquals("coap://h/x", u.normalize(Normalization.all(), mine).toString());
        SchemeRegistry replaced = mine.with(SchemeHandler.withDefaultPort("coap", 61616));
        assertEquals(61616, replaced.defaultPort("coap"));
        assertEquals("http://a:80/", Uri.parse("http://a:80/").normalize(Normalization.all(), SchemeRegistry.empty()).toString());
        assertThrows(IllegalArgumentException.class, () -> SchemeHandler.named("1x"));
        assertThrows(IllegalArgumentException.class, () -> SchemeHandler.withDefaultPort("x", 65536));
        assertThrows(IllegalArgumentException.class, () -> base.with(() -> "no good"));
    }

    @Test
    void aHandlerCanAddItsOwnRule() {
        SchemeHandler lowerPath = new SchemeHandler() {
            @Override
            public String scheme() {
                return "lower";
            }

            @Override
            public Uri normalize(Uri uri) {
                Uri u = SchemeHandler.super.normalize(uri);
                return Uri.parse(u.scheme() + "://" + u.authority() + u.path().toLowerCase(java.util.Locale.ROOT));
            }
        };
        Uri u = Uri.parse("lower://h:/A/B");
        assertEquals("lower://h/a/b", u.normalize(Normalization.all(), SchemeRegistry.defaults().with(lowerPath)).toString());
    }

    @Test
    void nullArguments() {
        Uri u = Uri.parse("http://a/");
        assertThrows(NullPointerException.class, () -> u.normalize(null));
        assertThrows(NullPointerException.class, () -> u.normalize(Normalization.all(), null));
    }
}
