package org.urikit.publicsuffix;

import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46Options;

/**
 * Domain labels as the list compares them: ASCII case folding, and the ASCII form of a label
 * (its A-label, {@code xn--} and Punycode, RFC 3492) through {@link Idna} with the URL Standard's
 * options of UTS #46, as browsers process host names.
 */
final class Labels {
    private Labels() {
    }

    /** Whether every character of {@code s} is ASCII. */
    static boolean isAscii(CharSequence s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /**
     * The ASCII form of one label: the label lower-cased if it is ASCII, its A-label (UTS #46
     * ToASCII with the URL Standard's options) otherwise; null when UTS #46 reports an error.
     */
    static String toAsciiLabel(String label) {
        if (isAscii(label)) {
            return lower(label);
        }
        IdnaResult r = Idna.toAscii(label, Uts46Options.URL_STANDARD);
        String a = r.value();
        return !r.isValid() || a == null || a.isEmpty() || a.indexOf('.') >= 0 ? null : lower(a);
    }

    /** {@code s} with A-Z lower-cased; {@code s} itself when it has no upper-case ASCII letter. */
    static String lower(String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                char[] a = s.toCharArray();
                for (int j = i; j < n; j++) {
                    a[j] = lower(a[j]);
                }
                return new String(a);
            }
        }
        return s;
    }

    /** {@code c} lower-cased if it is an ASCII upper-case letter. */
    static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
