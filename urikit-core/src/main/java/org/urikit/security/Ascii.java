package org.urikit.security;

import org.urikit.idna.Idna;

/** ASCII helpers for host text: case folding that leaves every other character alone. */
final class Ascii {
    private Ascii() {
    }

    /** {@code s} with A-Z lower-cased; {@code s} itself when it has no upper-case ASCII letter. */
    static String lower(String s) {
        return Idna.asciiLowercase(s);
    }

    /** {@code c} lower-cased if it is an ASCII upper-case letter. */
    static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static boolean isLetter(int c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    }

    static boolean isHexDigit(int c) {
        return isDigit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
    }

    static int hexValue(int c) {
        return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    }
}
