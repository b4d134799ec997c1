package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/** {@link FtpUrl}: builder round trips over the ftp vectors, passwords (§2.7), the builder's encoding. */
class FtpUrlTest {
    static Stream<TestData.Row> valid() {
        return SchemeCases.vectorRows("ftp").stream().filter(r -> r.get("plan") != null);
    }

    private static Uri uri(TestData.Row row) {
        return Uri.parse(row.get("input"), SchemeCases.profile(row.get("profile")));
    }

    /** {@code toBuilder().build()} gives the same text back. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void builderRoundTrip(TestData.Row row) {
        FtpUrl u = FtpUrl.from(uri(row));
        assertEquals(row.get("input"), u.toBuilder().build().toUri().toUriString(), row.id());
    }

    /** Building from the decoded fields gives a URL with the same fields, and the same plan. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    @SuppressWarnings("unchecked")
    void builderFromFields(TestData.Row row) {
        if (uri(row).profile() != Profile.RFC3986) {
            return;   // the builder writes RFC 3986 URLs; the 1994 type codes are not valid there
        }
        Map<String, Object> f = (Map<String, Object>) SchemeCases.json(row.get("fields"));
        FtpUrl built = FtpUrl.builder().user((String) f.get("user")).password((String) f.get("password"))
                .host((String) f.get("host")).port((Integer) f.get("port"))
                .directories((List<String>) f.get("directories")).name((String) f.get("name"))
                .type((String) f.get("type")).build();
        assertEquals(f, built.fields(), row.id() + " built " + built);
        ValidationPolicy policy = SchemeCases.policy(row.get("policy"));
        assertEquals(SchemeCases.json(row.get("plan")), SchemeCases.plan(built.plan(policy)), row.id() + " plan of " + built);
    }

    @Test
    void passwords() {
        FtpUrl secret = FtpUrl.parse("ftp://foo:secret@host.com/");
        assertTrue(secret.hasPassword());
        assertEquals("ftp://foo:****@host.com/", secret.redacted());   // §2.7, R234
        FtpUrl empty = FtpUrl.parse("ftp://foo:@host.com/");
        assertTrue(empty.hasPassword());                                // §2.7: defined but empty
        assertEquals("", empty.password());
        assertEquals("ftp://foo:@host.com/", empty.redacted());       // the one rule: an empty password has nothing to hide
        assertEquals(empty.toUri().redacted(), empty.redacted());
        FtpUrl none = FtpUrl.parse("ftp://foo@host.com/");
        assertFalse(none.hasPassword());
        assertEquals("ftp://foo@host.com/", none.redacted());
        assertFalse(FtpUrl.parse("ftp://host.com/").hasPassword());
        Violation v = SchemeRegistry.defaults().validate(secret.toUri()).get(0);
        assertEquals("the URI carries a password, which is NOT RECOMMENDED (RFC 3986 §3.2.1, §7.4): ftp://foo:****@host.com/",
                v.message(), "the message never shows the password");
    }

    @Test
    void builderEncodesReservedCharacters() {
        assertEquals("ftp://h/%2Fetc/motd;type=a",
                FtpUrl.builder().host("h").addDirectory("/etc").name("motd").type("a").build().toUri().toUriString());   // R147
        assertEquals("ftp://my%3Aname:p%40ss@h:2121/a%3Bb/c%20d",
                FtpUrl.builder().user("my:name").password("p@ss").host("h").port(2121).addDirectory("a;b").name("c d")
                        .build().toUri().toUriString());
        assertEquals("ftp://myname@host.dom//etc/motd",
                FtpUrl.builder().user("myname").host("host.dom").addDirectory("").addDirectory("etc").name("motd").build().toUri().toUriString());
        assertEquals("ftp://h", FtpUrl.builder().host("h").port(21).build().toUri().toUriString());   // R135
        assertEquals("ftp://h/dir/", FtpUrl.builder().host("h").addDirectory("dir").build().toUri().toUriString());
        assertEquals("ftp://h/;type=d", FtpUrl.builder().host("h").type("d").build().toUri().toUriString());
        assertEquals("ftp://[::1]/f#top", FtpUrl.builder().host("::1").name("f").fragment("top").build().toUri().toUriString());
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class,
                () -> FtpUrl.builder().host("h").name("f").type("x").build());
        assertEquals("FTP_TYPE_INVALID", e.violations().get(0).code());
        assertEquals("FTP_HOST_EMPTY", assertThrows(SchemeSyntaxException.class, () -> FtpUrl.builder().name("f").build())
                .violations().get(0).code());
        assertThrows(IllegalArgumentException.class, () -> FtpUrl.builder().port(-1));
    }

    @Test
    void accessors() {
        FtpUrl u = FtpUrl.parse("ftp://info.cern.ch/pub/www/doc;type=d");
        assertEquals("ftp", u.scheme());
        assertEquals(List.of("pub", "www"), u.directories());
        assertEquals("doc", u.name());
        assertEquals("d", u.type());
        assertTrue(u.isDirectoryListing());
        assertFalse(FtpUrl.parse("ftp://h/f;type=a").isDirectoryListing());
        assertTrue(FtpUrl.parse("ftp://h").isDirectoryListing());
        assertEquals(null, FtpUrl.parse("ftp://h").name());
        assertEquals("A N", FtpUrl.typeCommand("an"));
        assertEquals("L 8", FtpUrl.typeCommand("L8"));
        assertEquals("I", FtpUrl.typeCommand("i"));
    }

    @Test
    void errors() {
        assertEquals("FTP_AUTHORITY_MISSING", assertThrows(SchemeSyntaxException.class, () -> FtpUrl.parse("ftp:x"))
                .violations().get(0).code());
        assertThrows(SchemeSyntaxException.class, () -> FtpUrl.parse("http://h/"));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> FtpUrl.parse("ftp://h/a%0D%0ADELE%20x").plan());
        assertEquals("ENCODED_LINE_BREAK", e.violations().get(0).code());
        assertEquals(9, e.violations().get(0).index());
    }
}
