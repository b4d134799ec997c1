package org.urikit.scheme.legacy;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.urikit.ParseResult;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.Issue;
import org.urikit.scheme.MailtoIssue;
import org.urikit.scheme.MailtoUrl;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeReport;
import org.urikit.scheme.SchemeView;
import org.urikit.scheme.UrnIssue;
import org.urikit.scheme.UrnUrl;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * Seeded random URIs of the schemes of §1.M.4-§1.M.13, under RFC 3986 and RFC 1738: the handlers
 * never throw, reports are consistent, every plan obeys R236 (no CR, LF or NUL except in a gopher
 * request, and there only in a filled-in ASK form on port 70), views round-trip through their
 * builders, and scheme-based normalization is idempotent and keeps views readable.
 */
class LegacySchemeRobustnessTest {
    private static final String[] PREFIXES = {"gopher://", "gopher:", "news:", "news://", "nntp://", "nntp:", "telnet://",
        "rlogin://", "tn3270://", "wais://", "prospero://", "mailto:", "MAILTO:", "mid:", "cid:", "afs://", "urn:", "URN:",
        "x-a:", "x-a://"};
    private static final String[] PIECES = {"h", "H.example", "", "u@", "u:p@", ":", ":70", ":119", ":25", ":7070", ":99999",
        "/", "//", "0", "1", "7", "a", "sel", "%09", "%09%09", "+", "!", "$", "?", "%3F", "%20", "%0D%0A", "%0D", "%0a", "%00",
        "+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", ".%0D%0A", "@", "a@b.example", ",", "&", "=", ";", ";a=b", "%00%00", "x1",
        "%22", "%5C", "%5B", "%5D", "subject=", "?to=", "example:", "isbn:", "?+", "?=", "#f", "~", "*", "comp.misc", "12",
        "%C3%A9", "%FF", "%2F", "-"};

    /** A policy that ignores every issue: plans must still refuse what R235/R236 forbid and never throw. */
    private static final ValidationPolicy IGNORE_ALL = ignoreAll();

    private static ValidationPolicy ignoreAll() {
        ValidationPolicy p = ValidationPolicy.defaults();
        for (Class<? extends Issue> type : List.of(CommonIssue.class, GopherIssue.class, NewsIssue.class, NntpIssue.class,
                TelnetIssue.class, WaisIssue.class, ProsperoIssue.class, MailtoIssue.class, MidCidIssue.class, AfsIssue.class,
                UrnIssue.class)) {
            for (Issue i : type.getEnumConstants()) {
                p = p.ignoring(i);
            }
        }
        return p;
    }

    @Test
    void randomUris() {
        Random random = new Random(7);
        SchemeRegistry r = SchemeRegistry.defaults();
        int parsed = 0;
        int planned = 0;
        for (int n = 0; n < 30_000; n++) {
            StringBuilder sb = new StringBuilder(PREFIXES[random.nextInt(PREFIXES.length)]);
            int k = random.nextInt(7);
            for (int i = 0; i < k; i++) {
                sb.append(PIECES[random.nextInt(PIECES.length)]);
            }
            String text = sb.toString();
            Profile profile = random.nextInt(4) == 0 ? Profile.RFC1738 : Profile.RFC3986;
            ParseResult p = Uri.tryParse(text, profile);
            if (!(p instanceof ParseResult.Success s)) {
                continue;
            }
            parsed++;
            Uri u = s.uri();
            SchemeReport report = r.inspect(u, ValidationPolicy.defaults());
            for (Violation v : report.violations()) {
                assertTrue(v.index() >= 0 && v.index() <= text.length(), text + " " + v);
            }
            assertEquals(report.isValid(), report.violations().stream().noneMatch(Violation::isError), text);
            if (report.plan() != null) {
                planned++;
                checkPlan(report.plan(), u, text, true);
            }
            SchemeReport lax = r.inspect(u, IGNORE_ALL);       // never throws either
            if (lax.plan() != null) {
                checkPlan(lax.plan(), u, text + " (all issues ignored)", false);
            }
            SchemeView v = report.view();
            if (v != null) {
                assertEquals(u, v.toUri(), text);
                v.fields();   // never throws
                assertEquals(v, rebuilt(v), text + " toBuilder().build()");
            }
            Uri n1 = r.normalize(u.normalize());
            assertEquals(n1, r.normalize(n1.normalize()), text + " normalization is idempotent");
            if (report.view() != null) {
                assertNotNull(r.view(n1), text + " normalized " + n1 + " keeps a view");
            }
        }
        assertTrue(parsed > 15_000, "parsed " + parsed);
        // Fewer plans since hosts decoding outside the reg-name grammar (%20, %22, %2F, %5C...) are refused.
        assertTrue(planned > 400, "planned " + planned);
    }

    private static void checkPlan(RetrievalPlan plan, Uri u, String text, boolean defaultPolicy) {
        if (plan.host().indexOf(':') < 0 && !plan.host().startsWith("<")) {   // a name or IPv4 address, not a placeholder: only reg-name characters (RFC 3986 §3.2.2)
            plan.host().chars().filter(ch -> ch < 0x80).forEach(ch ->
                    assertTrue(org.urikit.encoding.CharClass.REG_NAME.contains(ch), text + " host " + plan.host()));
        }
        for (String step : plan.revealedLines()) {
            assertTrue(step.indexOf('\0') < 0, text + " NUL in " + step);
            boolean lineBreak = step.indexOf('\r') >= 0 || step.indexOf('\n') >= 0;
            if (!plan.protocol().equals("gopher")) {
                assertTrue(!lineBreak, text + " line break in " + step);
                continue;
            }
            assertTrue(step.endsWith("\r\n"), text + " a gopher request ends with CR LF");
            String body = step.substring(0, step.length() - 2);
            if (body.indexOf('\r') >= 0 || body.indexOf('\n') >= 0) {
                GopherPlus g = GopherUrl.from(u).gopherPlus();
                assertTrue(g != null && (g.form() == GopherPlus.Form.ASK_DATA || g.form() == GopherPlus.Form.ASK), text);
                if (defaultPolicy) {
                    assertEquals(70, plan.portNumber(), text + " R237: the ASK form's lines only on port 70");
                }
            }
        }
    }

    private static SchemeView rebuilt(SchemeView v) {
        if (v instanceof GopherUrl g) {
            return g.toBuilder().build();
        } else if (v instanceof NewsUrl n) {
            return n.toBuilder().build();
        } else if (v instanceof NntpUrl n) {
            return n.toBuilder().build();
        } else if (v instanceof TelnetUrl t) {
            return t.toBuilder().build();
        } else if (v instanceof WaisUrl w) {
            return w.toBuilder().build();
        } else if (v instanceof ProsperoUrl p) {
            return p.toBuilder().build();
        } else if (v instanceof MailtoUrl m) {
            return m.toBuilder().build();
        } else if (v instanceof MidCidUrl m) {
            return m.toBuilder().build();
        } else if (v instanceof AfsUrl a) {
            return a.toBuilder().build();
        } else if (v instanceof UrnUrl n) {
            return n.toBuilder().build();
        }
        return v;
    }

    @Test
    void hugeInputsGiveFewViolations() {
        SchemeRegistry r = SchemeRegistry.defaults();
        for (String s : List.of("gopher://h/0" + "%0D%0A".repeat(10_000), "gopher://h/0a%09%09+%091%0D%0A+-1%0D%0A"
                + "v%0D%0A".repeat(10_000) + ".%0D%0A", "mailto:" + "a@b.example,".repeat(10_000) + "c@d.example",
                "mailto:a@b.example?" + "subject=x&".repeat(10_000) + "body=y", "news:" + "a".repeat(100_000) + "@h.example",
                "prospero://h/x" + ";a=b".repeat(10_000), "urn:example:" + "a".repeat(100_000), "nntp://h/g/" + "9".repeat(1000))) {
            SchemeReport report = r.inspect(Uri.parse(s), ValidationPolicy.defaults());
            assertTrue(report.violations().size() <= 3, s.substring(0, 40) + " " + report.violations().size() + " violations");
        }
    }
}
