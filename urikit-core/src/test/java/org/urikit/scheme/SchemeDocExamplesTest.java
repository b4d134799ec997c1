package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.Normalization;
import org.urikit.Uri;
import org.urikit.error.Severity;
import org.urikit.testing.Names;

/** The examples in the javadoc of org.urikit.scheme, one test per type, so that they cannot drift (design guide C9). */
class SchemeDocExamplesTest {
    private static final ValidationPolicy DEFAULTS = ValidationPolicy.defaults();

    @Test
    void severity() {
        ValidationPolicy strict = DEFAULTS.withSeverity(CommonIssue.PASSWORD_IN_URI, Severity.ERROR);
        assertEquals(Severity.ERROR, SchemeRegistry.defaults().validate(Uri.parse("ftp://foo:secret@host.com/"), strict).get(0).severity());
        assertEquals("warning", Names.of(Severity.WARNING));
    }

    @Test
    void issueAndViolation() {
        List<Violation> v = SchemeRegistry.defaults().validate(Uri.parse("http:///x"));
        assertSame(HttpIssue.HTTP_HOST_EMPTY, v.get(0).issue());
        assertEquals("HTTP_HOST_EMPTY", v.get(0).code());
        assertEquals(Severity.ERROR, v.get(0).severity());
        assertEquals(7, v.get(0).index());
        assertEquals("http URLs need a host (RFC 3986 §3.2.2; RFC 1738 §3.3)", v.get(0).message());
        assertEquals("ERROR HTTP_HOST_EMPTY at 7: http URLs need a host (RFC 3986 §3.2.2; RFC 1738 §3.3)", v.get(0).toString());
    }

    @Test
    void commonIssue() {
        SchemeRegistry r = SchemeRegistry.defaults();
        assertEquals("WARNING PASSWORD_IN_URI at 10", head(r.validate(Uri.parse("ftp://foo:secret@host.com/"))));
        assertEquals("WARNING PORT_RESERVED at 8", head(r.validate(Uri.parse("ftp://h:25/x"))));
        PlanResult p = r.plan(Uri.parse("ftp://h/a%0D%0ADELE%20x"), DEFAULTS);
        assertTrue(p instanceof PlanResult.Refused);
        assertEquals("ERROR ENCODED_LINE_BREAK at 9", head(p.violations()));
    }

    private static String head(List<Violation> v) {
        assertEquals(1, v.size(), v.toString());
        return v.get(0).severity() + " " + v.get(0).code() + " at " + v.get(0).index();
    }

    @Test
    void validationPolicy() {
        ValidationPolicy p = DEFAULTS.withAnonymousPassword("me@example.org").withReservedPorts(0, 1023)
                .withSeverity(CommonIssue.PASSWORD_IN_URI, Severity.ERROR);
        assertEquals(List.of("USER anonymous", "PASS me@example.org", "CWD a", "TYPE I", "RETR b"),
                SchemeRegistry.defaults().plan(Uri.parse("ftp://h/a/b;type=i"), p).plan().lines());
    }

    @Test
    void retrievalPlanAndPlanResult() {
        RetrievalPlan p = FtpUrl.parse("ftp://h/a/b;type=i").plan(DEFAULTS);
        assertEquals(RetrievalPlan.of("ftp", "h", 21, List.of("USER anonymous", "PASS <mail-address>", "CWD a", "TYPE I", "RETR b")), p);
        assertEquals(List.of("GET /pub/ietf/uri/ HTTP/1.1", "Host: www.ics.uci.edu"),
                HttpUrl.parse("http://www.ics.uci.edu/pub/ietf/uri/#Related").plan().lines());
        PlanResult r = SchemeRegistry.defaults().plan(Uri.parse("ftp://h/a%0D%0ADELE%20x"), DEFAULTS);
        assertNull(r.plan());
        assertThrows(IllegalArgumentException.class, () -> new RetrievalPlan("ftp", "h", 65536, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new PlanResult.Refused(List.of()));
    }

    @Test
    void schemeViewAndReport() {
        SchemeView v = SchemeRegistry.defaults().view(Uri.parse("ftp://h/a/b;type=i"));
        assertEquals("ftp", v.scheme());
        assertEquals("{user=null, password=null, host=h, port=21, directories=[a], name=b, type=i}", v.fields().toString());
        assertEquals("ftp://h/a/b;type=i", v.toUri().toString());
        assertTrue(v instanceof FtpUrl);
        SchemeReport r = SchemeRegistry.defaults().inspect(Uri.parse("ftp://h/a/b;type=i"), DEFAULTS);
        assertEquals("ftp", r.scheme());
        assertTrue(r.isKnown());
        assertTrue(r.isValid());
        assertEquals("ftp://h/a/b;type=i", r.view().toString());
        assertEquals("ftp", r.handler().scheme());
        assertFalse(SchemeRegistry.defaults().inspect(Uri.parse("z39.50://host/db"), DEFAULTS).isKnown());
    }

    @Test
    void schemeRegistryAndHandler() {
        SchemeRegistry r = SchemeRegistry.defaults();
        assertEquals(80, r.defaultPort("HTTP"));
        assertEquals("http://a/", r.normalize(Uri.parse("http://a:80")).toString());
        Uri u = Uri.parse("ftp://myname@host.dom/%2Fetc/motd");
        assertEquals(List.of(), r.validate(u));
        assertEquals(List.of("/etc"), ((FtpUrl) r.view(u)).directories());
        assertEquals(List.of("USER myname", "PASS <prompt>", "CWD /etc", "RETR motd"), r.plan(u, DEFAULTS).plan().lines());
        assertEquals("WARNING HANDLER_MISSING at 0", head(r.validate(Uri.parse("z39.50://host/db"))));
        assertEquals("ERROR HTTP_AUTHORITY_MISSING at 5", head(r.validate(Uri.parse("http:x"), DEFAULTS)));

        SchemeRegistry registry = r.with(SchemeHandler.withDefaultPort("coap", 5683));
        assertEquals("coap://h/x", Uri.parse("coap://h:5683/x").normalize(Normalization.all(), registry).toString());
        SchemeHandler http = r.handler("http");
        assertEquals("ERROR HTTP_HOST_EMPTY at 7", head(http.validate(Uri.parse("http:///x"), DEFAULTS)));
        assertEquals("http://h/a%20b", http.view(Uri.parse("http://h/a%20b")).toString());
        assertEquals(List.of("GET /a HTTP/1.1", "Host: h"), http.plan(Uri.parse("http://h/a#f"), DEFAULTS).plan().lines());
        assertEquals(SchemeStatus.DEFINED, r.handler("ftp").status());
    }

    @Test
    void schemeSyntaxException() {
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class, () -> HttpUrl.parse("http:///x"));
        assertEquals("HTTP_HOST_EMPTY", e.violations().get(0).code());
        assertEquals("http:///x", e.input());
    }

    @Test
    void httpUrlAndIssue() {
        SchemeRegistry r = SchemeRegistry.defaults();
        assertEquals("ERROR HTTP_USERINFO at 7", head(r.validate(Uri.parse("http://u@h/"))));
        HttpUrl u = HttpUrl.parse("http://www.ics.uci.edu:8080/pub/ietf%20uri/?q=1#Related");
        assertEquals("www.ics.uci.edu", u.host());
        assertEquals(8080, u.effectivePort());
        assertEquals(List.of("pub", "ietf uri", ""), u.decodedPathSegments());
        assertEquals("q=1", u.query());
        assertEquals("Related", u.decodedFragment());
        assertEquals("/pub/ietf%20uri/?q=1", u.originForm());
        assertEquals("http://www.ics.uci.edu:8080/pub/ietf%20uri/?q=1", u.absoluteForm());
        assertEquals(List.of("GET /pub/ietf%20uri/?q=1 HTTP/1.1", "Host: www.ics.uci.edu:8080"), u.plan().lines());
        assertEquals("https://example.com/a%20b?x=1", HttpUrl.builder().scheme("https").host("example.com").port(443)
                .addPathSegment("a b").query("x=1").build().toString());
        assertEquals("http://example.com/a", HttpUrl.builder().host("example.com").port(80).addPathSegment("a").build().toString());
    }

    @Test
    void ftpUrlAndIssue() {
        SchemeRegistry r = SchemeRegistry.defaults();
        assertEquals("ERROR FTP_HOST_EMPTY at 6", head(r.validate(Uri.parse("ftp:///pub"))));
        assertEquals("ERROR FTP_SEMICOLON at 9", head(r.validate(Uri.parse("ftp://h/a;b/c"))));
        assertEquals("ERROR FTP_TYPE_INVALID at 15", head(r.validate(Uri.parse("ftp://h/f;type=x"))));
        FtpUrl u = FtpUrl.parse("ftp://myname@host.dom/%2Fetc/motd");
        assertEquals("myname", u.user());
        assertEquals(null, u.password());
        assertEquals(List.of("/etc"), u.directories());
        assertEquals("motd", u.name());
        assertEquals(List.of("USER myname", "PASS <prompt>", "CWD /etc", "RETR motd"), u.plan().lines());
        assertEquals("ftp://h/%2Fetc/motd;type=a", FtpUrl.builder().host("h").addDirectory("/etc").name("motd").type("a").build().toString());
        assertEquals("ftp://myname@host.dom//etc/motd", FtpUrl.builder().user("myname").host("host.dom").addDirectory("")
                .addDirectory("etc").name("motd").build().toString());
    }

    @Test
    void fileUrlIssueAndPathConvention() {
        assertEquals("ERROR FILE_PORT at 8", head(SchemeRegistry.defaults().validate(Uri.parse("file://h:8/x"))));
        SchemeSyntaxException e = assertThrows(SchemeSyntaxException.class,
                () -> FileUrl.parse("file://server/x").toPathString(PathConvention.UNIX));
        assertEquals("ERROR FILE_NOT_LOCAL at 7", head(e.violations()));
        FileUrl u = FileUrl.parse("file:///home/me/caf%C3%A9%20menu.txt");
        assertTrue(u.isLocal());
        assertEquals(List.of("home", "me", "café menu.txt"), u.decodedPathSegments());
        assertEquals("/home/me/café menu.txt", u.toPathString(PathConvention.UNIX));
        assertEquals("C:\\Program Files\\x.txt", FileUrl.parse("file:///C:/Program%20Files/x.txt").toPathString(PathConvention.WINDOWS));
        assertEquals("\\\\server\\share\\x", FileUrl.parse("file://server/share/x").toPathString(PathConvention.WINDOWS));
        assertEquals("file:///C:/a%20b/c", FileUrl.fromPathString("C:\\a b\\c", PathConvention.WINDOWS).toString());
        if (PathConvention.current() == PathConvention.UNIX) {
            assertEquals("file:///tmp/x", FileUrl.fromPath(Path.of("/tmp/x")).toString());
        }
        assertEquals("C:\\Program Files\\café.txt",
                FileUrl.parse("file:///C:/Program%20Files/caf%C3%A9.txt").toPathString(PathConvention.WINDOWS));
        assertEquals("file:///home/a%20b", FileUrl.fromPathString("/home/a b", PathConvention.UNIX).toString());
        assertEquals("file:///C:/a%20b", FileUrl.builder().addPathSegment("C:").addPathSegment("a b").build().toString());
    }


    @Test
    void extensionApi() {
        // SchemeRules
        assertEquals("ws://h/", SchemeRules.authority(Uri.parse("ws://h:80"), 80, true).toUriString());
        assertEquals("coap://h/x", SchemeRules.authority(Uri.parse("coap://h:/x"), -1, false).toUriString());
        // Checks.Collector
        Checks.Collector c = new Checks.Collector(ValidationPolicy.defaults());
        c.add(CommonIssue.PASSWORD_IN_URI, 9, "a password");
        c.refuse(CommonIssue.ENCODED_NUL, 12, "a NUL");
        assertTrue(c.hasErrors());
        assertEquals("WARNING PASSWORD_IN_URI at 9: a password, ERROR ENCODED_NUL at 12: a NUL",
                String.join(", ", c.list().stream().map(Violation::toString).toList()));
        // Escapes
        assertEquals(1, Escapes.find("a%0D%0Ab", Escapes.CR, Escapes.LF));
        Checks.Collector lines = new Checks.Collector(ValidationPolicy.defaults());
        assertFalse(Escapes.lineSafe("a%0Ab", 10, lines, "selector"));
        assertEquals("ERROR ENCODED_LINE_BREAK at 11", lines.list().get(0).severity() + " " + lines.list().get(0).code()
                + " at " + lines.list().get(0).index());
        assertEquals("a b", Escapes.decode("a%20b"));
        // AddrSpec
        assertEquals(3, AddrSpec.separator("joe@example.com"));
        assertEquals(11, AddrSpec.separator("%22a%20b%22%40h.example"));
        assertEquals(-1, AddrSpec.separator("joe"));
        // Splitter
        assertEquals(List.of("a", "", "b"), List.of(Splitter.split("a,,b", ",")));
        assertEquals(List.of(""), List.of(Splitter.split("", ",")));
        // NamedSchemeHandler
        assertEquals("ftp (default port 21)", SchemeRegistry.defaults().handler("ftp").toString());
    }
    @Test
    void mailtoIssueAndUrl() {
        assertEquals("ERROR MAILTO_ADDRESS_INVALID at 7, WARNING MAILTO_RECIPIENT_MISSING at 7", v("mailto:joe"));
        assertEquals("ERROR MAILTO_HEADER_INVALID at 21", v("mailto:a@example.com?subject"));
        assertEquals("WARNING MAILTO_HEADER_UNSAFE at 21", v("mailto:a@example.com?bcc=b@x.org"));
        MailtoUrl m = MailtoUrl.parse("mailto:joe@example.com?cc=bob@example.com&body=hello");
        assertEquals(List.of("joe@example.com"), m.to());
        assertEquals(List.of("bob@example.com"), m.cc());
        assertEquals("hello", m.body());
        assertEquals(List.of("user%gw@relay.example"), MailtoUrl.parse("mailto:user%25gw@relay.example").addresses());
        assertEquals(List.of("a@x.example", "b@x.example"), MailtoUrl.parse("mailto:?to=a@x.example,b@x.example").to());
        assertEquals("mailto:a@x.example?subject=caf%C3%A9%20%26%20more",
                MailtoUrl.builder().addAddress("a@x.example").subject("caf\u00e9 & more").build().toString());
    }

    @Test
    void urnIssueAndUrl() {
        assertEquals("", v("urn:isbn:0451450523"));
        assertEquals("ERROR URN_NID_INVALID at 4", v("urn:a:b"));
        assertEquals("ERROR URN_NSS_INVALID at 9", v("urn:isbn:"));
        assertEquals("ERROR URN_INVALID_COMPONENT at 10", v("urn:isbn:1?x"));
        UrnUrl u = UrnUrl.parse("urn:ISBN:0-395-36341-1");
        assertEquals("ISBN", u.nid());
        assertEquals("0-395-36341-1", u.nss());
        assertEquals("isbn", u.canonicalNid());
        assertEquals("q", UrnUrl.parse("urn:example:a?+r?=q#f").qComponent());
        assertEquals("urn:example:a%20b", UrnUrl.builder().nid("example").nss("a b").build().toString());
    }

    @Test
    void experimental() {
        SchemeReport r = SchemeRegistry.defaults().inspect(Uri.parse("x-foo:bar"), ValidationPolicy.defaults());
        assertTrue(r.isKnown());
        assertEquals(SchemeStatus.EXPERIMENTAL, r.handler().status());
        assertEquals(List.of(), r.violations());
    }

    /** The violations of {@code text} under the default policy as {@code "SEVERITY CODE at INDEX"}, joined by ", ". */
    private static String v(String text) {
        return String.join(", ", SchemeRegistry.defaults().validate(Uri.parse(text)).stream()
                .map(x -> x.severity() + " " + x.code() + " at " + x.index()).toList());
    }
}
