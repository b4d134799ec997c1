package org.urikit.security;

import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46Options;

/**
 * The one place where this package converts host labels between their Unicode form and their
 * ASCII-compatible form (an A-label, {@code xn--} followed by Punycode, RFC 3492) and asks which
 * labels are safe to show: each call goes to {@link org.urikit.idna.Idna} (UTS #46 with the URL
 * Standard's options, as browsers process host names; UTS #39 for display).
 */
final class Idn {
    private Idn() {
    }

    /**
     * The ASCII form of one label: the label lower-cased if it is ASCII, its A-label (UTS #46
     * ToASCII with the URL Standard's options) otherwise; null when UTS #46 reports an error.
     */
    static String toAsciiLabel(String label) {
        return Idna.toAsciiLabel(label);
    }

    /**
     * The Unicode form of an A-label ({@code xn--…}, any case), or null when it is not valid
     * Punycode or its Unicode form is not a valid label (UTS #46 ToUnicode, §4 Validity Criteria).
     */
    static String toUnicodeLabel(String aLabel) {
        IdnaResult r = Idna.toUnicode(aLabel, Uts46Options.URL_STANDARD);
        return r.isValid() && r.value() != null && !r.value().equalsIgnoreCase(aLabel) ? r.value() : null;
    }

    /**
     * The name as an address bar shows it ({@link Idna#toDisplayUnicode(String)}): each A-label
     * in Unicode where UTS #39's checks find it safe, in Punycode where it could pass for another
     * name (mixed scripts, a whole-script confusable, characters not allowed in identifiers).
     */
    static String display(String asciiName) {
        return Idna.toDisplayUnicode(asciiName);
    }
}
