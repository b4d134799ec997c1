package org.urikit.robust;

import static org.urikit.RobustChecks.that;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.urikit.RobustChecks;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaError;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Punycode;
import org.urikit.idna.PunycodeException;
import org.urikit.idna.Uts46Options;

/**
 * Jazzer targets for {@link Idna} (UTS #46) and {@link Punycode} (RFC 3492). Properties:
 * <ul>
 * <li>every operation returns a result for any string (no exception), and each error's index lies
 *   in the input;</li>
 * <li>UTS #46 §4.2: when ToASCII succeeds, ToASCII of its result is the same text, ToUnicode of it
 *   succeeds and (nontransitional) equals ToUnicode of the input, and ToASCII of that gives the
 *   ASCII form back: {@code toUnicode(toAscii(x))} is stable; ToUnicode of a valid ToUnicode result
 *   is itself (nontransitional: transitional processing maps the deviation characters again);</li>
 * <li>the URL Standard's domain to ASCII ({@code beStrict} false) agrees with ToASCII under its
 *   options except for the documented ASCII shortcut; the display form converts back to the same
 *   ASCII name;</li>
 * <li>Punycode: decode(encode(s)) is s for well-formed text, encode gives ASCII and fails only on
 *   overflow or an unpaired surrogate, and what decodes encodes back to a string that decodes to
 *   the same text (RFC 3492 §6).</li>
 * </ul>
 * Regression seeds: {@code src/test/resources/org/urikit/robust/IdnaFuzzTargetsTestInputs/<method>/}.
 */
class IdnaFuzzTargetsTest {
    private static final Uts46Options[] OPTIONS = {Uts46Options.URL_STANDARD, Uts46Options.DEFAULT,
        Uts46Options.URL_STANDARD_STRICT, Uts46Options.URL_STANDARD.withTransitionalProcessing(true),
        Uts46Options.URL_STANDARD.withCheckBidi(false).withCheckJoiners(false).withIgnoreInvalidPunycode(true)};

    @FuzzTest(maxDuration = "10m")
    void idna(byte[] data) {
        String s = FuzzInput.text(data);
        for (Uts46Options o : OPTIONS) {
            checkUts46(s, o);
        }
        IdnaResult url = Idna.domainToAscii(s, false);
        checkErrors(s, url);
        IdnaResult full = Idna.domainToAscii(s, Uts46Options.URL_STANDARD);
        checkErrors(s, full);
        if (full.isValid()) {
            that(url.isValid() && url.value().equals(full.value()), s, "domainToAscii(false) differs from every label checked");
        } else if (url.isValid()) {
            // the shortcut: an ASCII domain is only lower-cased (URL Standard, domain to ASCII)
            that(Idna.isAscii(s) && url.value().equals(Idna.asciiLowercase(s)), s, "domainToAscii(false) accepted what ToASCII rejects");
        }
        checkErrors(s, Idna.domainToAscii(s, true));
        checkErrors(s, Idna.domainToUnicode(s, false));
        String display = Idna.toDisplayUnicode(s);
        if (full.isValid()) {
            IdnaResult back = Idna.domainToAscii(display, Uts46Options.URL_STANDARD);
            that(back.isValid() && back.value().equals(full.value()), s,
                    () -> "the display form " + RobustChecks.show(display) + " converts to " + back);
        } else if (!url.isValid()) {
            that(display.equals(s), s, "a domain that domain to ASCII rejects is shown unchanged");
        }
    }

    @FuzzTest(maxDuration = "10m")
    void punycode(byte[] data) {
        String s = FuzzInput.text(data);
        String encoded = null;
        try {
            encoded = Punycode.encode(s);
        } catch (PunycodeException e) {
            // RFC 3492 §6.4: overflow is the only failure of well-formed text
            boolean expected = e.reason() == PunycodeException.Reason.OVERFLOW
                    || e.reason() == PunycodeException.Reason.SURROGATE_UNPAIRED && !RobustChecks.isWellFormed(s);
            that(expected && e.index() >= 0 && e.index() <= s.length(), s, "encode failed: " + e.getMessage());
        }
        if (encoded != null) {
            String e = encoded;
            that(Idna.isAscii(e), s, "encode gave non-ASCII");
            that(Punycode.decode(e).equals(s), s, () -> "decode(encode(s)) differs via " + RobustChecks.show(e));
        }
        String decoded;
        try {
            decoded = Punycode.decode(s);
        } catch (PunycodeException e) {
            that(e.index() >= 0 && e.index() <= s.length(), s, "decode failure index " + e.index());
            return;
        }
        String again = Punycode.encode(decoded);
        that(Punycode.decode(again).equals(decoded), s, "encode(decode(s)) does not decode to the same text");
    }

    private static void checkUts46(String s, Uts46Options o) {
        IdnaResult a = Idna.toAscii(s, o);
        IdnaResult u = Idna.toUnicode(s, o);
        checkErrors(s, a);
        checkErrors(s, u);
        if (u.isValid() && !o.transitionalProcessing()) {
            // (transitional processing maps ß, ς and the joiners of a Unicode input again)
            IdnaResult uu = Idna.toUnicode(u.value(), o);
            that(uu.isValid() && uu.value().equals(u.value()), s, () -> "toUnicode is not a fixed point under " + o + ": " + uu);
        }
        if (!a.isValid()) {
            return;
        }
        String ascii = a.value();
        IdnaResult aa = Idna.toAscii(ascii, o);
        that(aa.isValid() && aa.value().equals(ascii), s, () -> "toAscii(toAscii(x)) differs under " + o + ": " + aa);
        IdnaResult ua = Idna.toUnicode(ascii, o);
        that(ua.isValid(), s, () -> "toUnicode(toAscii(x)) fails under " + o + ": " + ua);
        if (o.transitionalProcessing()) {
            return;     // deprecated, and not a round trip: toAscii maps the ß that toUnicode decodes from xn--zca
        }
        that(ua.value().equals(u.value()), s, () -> "toUnicode(toAscii(x)) " + RobustChecks.show(ua.value())
                + " differs from toUnicode(x) " + RobustChecks.show(u.value()) + " under " + o);
        IdnaResult back = Idna.toAscii(ua.value(), o);
        that(back.isValid() && back.value().equals(ascii), s, () -> "toAscii(toUnicode(toAscii(x))) differs under " + o + ": " + back);
    }

    private static void checkErrors(String s, IdnaResult r) {
        for (IdnaError e : r.errors()) {
            that(e.index() >= 0 && e.index() <= s.length(), s, "error index " + e.index() + " of " + e.code());
            that(e.message() != null && !e.message().isEmpty(), s, "error without a message");
        }
    }
}
