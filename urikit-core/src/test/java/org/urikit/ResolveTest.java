package org.urikit;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** RFC 3986 §5.4 (all 42 examples), the derived and design vectors, and base establishment (§5.1). */
class ResolveTest {

    static List<Arguments> rfc3986() {
        return TestData.arguments("resolve/rfc3986-5.4.tsv");
    }

    @ParameterizedTest
    @MethodSource("rfc3986")
    void rfc3986Section54(Row row) {
        ResolveOptions o = ResolveOptions.defaults().withStrict(Boolean.parseBoolean(row.get("strict")));
        ResolveCases.check(row.get("base"), Profile.RFC3986, row.get("reference"), o, row.get("expected"));
    }

    @Test
    void rfc3986FileHasAll42Examples() {
        List<Row> rows = TestData.rows("resolve/rfc3986-5.4.tsv");
        assertEquals(23, rows.stream().filter(r -> r.id().startsWith("rfc3986-5.4.1-")).count());
        assertEquals(20, rows.stream().filter(r -> r.id().startsWith("rfc3986-5.4.2-")).count(), "19 + the non-strict answer");
    }

    static List<Arguments> extra() {
        return TestData.arguments("resolve/resolve-extra.tsv");
    }

    @ParameterizedTest
    @MethodSource("extra")
    void derivedAndDesignVectors(Row row) {
        ResolveCases.check(row.get("base"), Profile.valueOf(row.get("profile")), row.get("reference"),
                ResolveCases.options(row.get("options")), row.get("expected"));
    }

    @Test
    void resultsAreUnambiguousAndReparseToTheSameComponents() {
        Uri t = Uri.parse("foo:/a").resolve("..//x");
        assertEquals("/.//x", t.path());
        assertFalse(t.hasAuthority());
        assertEquals(List.of(".", "", "x"), t.pathSegments());
        assertEquals("foo:/.//x", t.normalize().toString(), "normalization keeps the prefix");
    }

    @Test
    void theDefectIsTheOnlyResultThatDoesNotKeepItsComputedComponents() {
        Uri base = Uri.parse("http://a", Profile.RFC2396);
        Uri t = base.resolve("g", ResolveOptions.defaults().withEmptyBasePathDefect(true));
        assertEquals("ag", t.host(), "the defect: the path 'g' becomes part of the host");
        assertEquals(Profile.RFC2396, t.profile());
        Uri q = base.resolve("?y", ResolveOptions.defaults().withEmptyBasePathDefect(true));
        assertEquals("http://a?y", q.toString());
        assertEquals(Profile.RFC3986, q.profile(), "the 1997 grammar has no query right after an authority");
    }

    @Test
    void profileOfTheResultIsTheBasesProfile() {
        assertEquals(Profile.RFC2396, Uri.parse("http://a/b", Profile.RFC2396).resolve("c").profile());
        assertEquals(Profile.RFC3986_DRAFT_2003, Uri.parse("http://a/b", Profile.RFC3986_DRAFT_2003).resolve("c").profile());
    }

    @Test
    void badReferencesGiveTheParserError() {
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://a/").resolve("a b"));
        assertEquals(SyntaxError.PATH_CHAR_INVALID, e.error());
        assertEquals(1, e.index());
        assertThrows(NullPointerException.class, () -> Uri.parse("http://a/").resolve((String) null));
        assertThrows(NullPointerException.class, () -> Uri.parse("http://a/").resolve((Uri) null));
        assertThrows(NullPointerException.class, () -> Uri.parse("http://a/").resolve("g", null));
    }

    @Test
    void optionsAreValues() {
        ResolveOptions a = ResolveOptions.defaults().withStrict(false).withAlgorithm(Profile.RFC2396);
        ResolveOptions b = ResolveOptions.defaults().withAlgorithm(Profile.RFC2396).withStrict(false);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertTrue(ResolveOptions.defaults().isStrict());
        assertNull(ResolveOptions.defaults().algorithm());
        assertNull(ResolveOptions.defaults().leadingDotDot());
        assertFalse(ResolveOptions.defaults().emptyBasePathDefect());
        assertEquals(ResolveOptions.defaults(), a.withStrict(true).withAlgorithm(null));
    }

    // ---- base establishment (RFC 3986 §5.1) ---------------------------------------------------

    static List<Arguments> bases() {
        return TestData.arguments("resolve/base-establishment.tsv");
    }

    @ParameterizedTest
    @MethodSource("bases")
    void baseEstablishment(Row row) {
        BaseUri.Builder b = BaseUri.builder()
                .embedded(row.get("embedded"))
                .encapsulatingEntity(row.get("encapsulating"))
                .defaultBase(row.get("default"));
        if (row.get("retrieval") != null) {
            b.retrievedFrom(row.get("retrieval").split(" "));
        }
        BaseUri base = b.establish();
        if (row.get("expected_base") == null) {
            assertNull(base, () -> "no base expected, got " + base);
            return;
        }
        assertNotNull(base);
        base.uri().checkInvariants();
        assertEquals(row.get("expected_base"), base.uri().toString());
        assertEquals(BaseUri.Source.valueOf(row.get("expected_source")), base.source());
        Uri t = base.resolve(row.get("reference"));
        t.checkInvariants();
        assertEquals(row.get("expected"), t.toString());
    }
}
