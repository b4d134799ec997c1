package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The examples of the javadoc of {@code org.urikit.idna} and of the README's IDNA section, one
 * test per type, so the documentation cannot drift from the code. When you change an example,
 * change it here too.
 */
class IdnaDocExamplesTest {
    @Test
    void idna() {
        assertEquals("xn--bcher-kva.example", Idna.toAscii("Bücher.example", Uts46Options.DEFAULT).value());
        assertEquals("bücher.example", Idna.toUnicode("xn--bcher-kva.example", Uts46Options.DEFAULT).value());
        assertEquals("example.com", Idna.domainToAscii("EXAMPLE.com", false).value());
        assertEquals(List.of(new IdnaError(IdnaErrorCode.C2, 1, "ZERO WIDTH JOINER not after a virama (RFC 5892 A.2)")),
                Idna.domainToAscii("a\u200Db.com", false).errors());
        assertEquals("bücher.example", Idna.toDisplayUnicode("xn--bcher-kva.example"));
        assertEquals("xn--pple-43d.com", Idna.toDisplayUnicode("xn--pple-43d.com"));

        assertEquals("xn--fa-hia.de", Idna.toAscii("faß.DE", Uts46Options.DEFAULT).value());
        assertEquals("fass.de", Idna.toAscii("faß.DE", Uts46Options.DEFAULT.withTransitionalProcessing(true)).value());
        assertEquals(codeAt(IdnaErrorCode.P4, 0), codes(Idna.toUnicode("xn--0.example", Uts46Options.DEFAULT)));
        assertEquals("xn--bcher-kva.example", Idna.domainToAscii("Bücher.example", false).value());
        assertTrue(Idna.domainToAscii("xn--a.com", false).isValid());
        assertEquals(codeAt(IdnaErrorCode.V7, 0), codes(Idna.domainToAscii("xn--a.com", Uts46Options.URL_STANDARD)));
        assertEquals(codeAt(IdnaErrorCode.P4, 0), codes(Idna.domainToAscii("xn--", Uts46Options.URL_STANDARD)));
        assertEquals("xn--bcher-kva.example", Idna.domainToAscii("Bücher.example", Uts46Options.URL_STANDARD).value());
        assertEquals(codeAt(IdnaErrorCode.FORBIDDEN_DOMAIN_CODE_POINT, 1), codes(Idna.domainToAscii("a\u00A0b", false)));
        assertEquals("bücher.example", Idna.domainToUnicode("xn--bcher-kva.example", false).value());
        assertEquals("example.com", Idna.domainToUnicode("EXAMPLE.com", false).value());
        assertEquals("bücher.example", Idna.toDisplayUnicode("BÜCHER.example"));
        assertEquals("xn--80ak6aa92e.com", Idna.toDisplayUnicode("xn--80ak6aa92e.com"));
        assertEquals("пример.рф", Idna.toDisplayUnicode("xn--e1afmkfd.xn--p1ai"));
        assertEquals("xn--g6h.example", Idna.toDisplayUnicode("xn--g6h.example"));
    }

    @Test
    void uts46Options() {
        assertEquals("xn--fa-hia.de", Idna.toAscii("faß.de", Uts46Options.DEFAULT).value());
        assertEquals("fass.de", Idna.toAscii("faß.de", Uts46Options.DEFAULT.withTransitionalProcessing(true)).value());
        assertFalse(Idna.toAscii("-x.com", Uts46Options.DEFAULT).isValid());
        assertTrue(Idna.toAscii("-x.com", Uts46Options.URL_STANDARD).isValid());
    }

    @Test
    void idnaResultAndError() {
        IdnaResult ok = Idna.toAscii("Bücher.example", Uts46Options.DEFAULT);
        assertEquals("xn--bcher-kva.example", ok.value());
        assertTrue(ok.isValid());
        IdnaResult bad = Idna.toUnicode("xn--0.example", Uts46Options.DEFAULT);
        assertEquals("xn--0.example", bad.value());
        assertEquals(codeAt(IdnaErrorCode.P4, 0), codes(bad));

        IdnaError e = Idna.toAscii("a.b\u2474c", Uts46Options.DEFAULT).errors().get(0);
        assertEquals(IdnaErrorCode.U1, e.code());
        assertEquals(2, e.index());
    }

    @Test
    void idnaErrorCode() {
        assertEquals(IdnaErrorCode.C1, Idna.toAscii("a\u200Cb", Uts46Options.DEFAULT).errors().get(0).code());
        assertEquals("ZERO WIDTH NON-JOINER outside the contexts of RFC 5892 Appendix A.1", IdnaErrorCode.C1.description());
    }

    @Test
    void punycode() {
        assertEquals("bcher-kva", Punycode.encode("bücher"));
        assertEquals("bücher", Punycode.decode("bcher-kva"));
        assertEquals("Bach-", Punycode.encode("Bach"));
        PunycodeException e = assertThrows(PunycodeException.class, () -> Punycode.decode("ls8h="));
        assertEquals(PunycodeException.Reason.DIGIT_INVALID, e.reason());
        assertEquals(4, e.index());
        assertEquals("DIGIT_INVALID at index 4: '=' is not a Punycode digit (a-z, A-Z, 0-9)", e.getMessage());
    }

    @Test
    void internals() {
        assertEquals("\u00C5", Nfc.normalize("A\u030A"));
        assertEquals("\u00C5", Nfc.normalize("\u212B"));
        String s = "b\u00FCcher";
        assertSame(s, Nfc.normalize(s));
        int v = Uts46Data.mapping(0x00C4);
        assertEquals(Uts46Data.MAPPED, Uts46Data.status(v));
        StringBuilder m = new StringBuilder();
        Uts46Data.appendMapping(0x00C4, v, m);
        assertEquals("\u00E4", m.toString());
        assertEquals(Uts46Data.BIDI_R, Uts46Data.bidi(Uts46Data.props(0x05D0)));
        ErrorList errors = new ErrorList();
        LabelChecks.check("a\u200Cb", false, Uts46Options.DEFAULT, false, "a\u200Cb", 0, errors);
        assertEquals(codeAt(IdnaErrorCode.C1, 1), errors.toList().get(0).code() + "@" + errors.toList().get(0).index());
        assertTrue(DisplayData.isAllowed(0x0430));
        assertTrue(DisplayData.isLatinLookalike(0x0430));
        assertArrayEquals(DisplayData.setOf("Cyrillic"), DisplayData.scripts(0x0430));
        assertEquals("bücher.example", DisplayPolicy.display("xn--bcher-kva.example"));
        assertEquals("xn--80ak6aa92e.com", DisplayPolicy.display("xn--80ak6aa92e.com"));
    }

    private static String codeAt(IdnaErrorCode code, int index) {
        return code + "@" + index;
    }

    private static String codes(IdnaResult r) {
        StringBuilder sb = new StringBuilder();
        r.errors().forEach(e -> sb.append(sb.length() > 0 ? " " : "").append(e.code()).append('@').append(e.index()));
        return sb.toString();
    }
}
