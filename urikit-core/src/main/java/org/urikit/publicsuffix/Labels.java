package org.urikit.publicsuffix;

import org.urikit.idna.Idna;

/**
 * Characters of domain labels as the list compares them: ASCII case folding and digits. Whole
 * labels go through {@link Idna#toAsciiLabel}, {@link Idna#asciiLowercase} and {@link Idna#isAscii}.
 */
final class Labels {
    private Labels() {
    }

    /** {@code c} lower-cased if it is an ASCII upper-case letter. */
    static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
