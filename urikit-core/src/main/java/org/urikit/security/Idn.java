package org.urikit.security;

import java.net.IDN;

/**
 * The one place where this package converts host labels between their Unicode form and their
 * ASCII-compatible form (an A-label, {@code xn--} followed by Punycode, RFC 3492). Everything else
 * in the package goes through here, so a better IDNA implementation plugs in at this seam.
 *
 * <p>Today the conversion is the JDK's {@link java.net.IDN} (IDNA2003, RFC 3490, with unassigned
 * code points allowed). For the labels this package sees (Public Suffix List rules, which the list
 * keeps in their canonical lower-case form, and hosts a URL carries percent-encoded) IDNA2003 and
 * UTS #46 agree except for the deviation characters (ß, ς, ZWJ, ZWNJ), which the list does not use.
 */
final class Idn {
    private Idn() {
    }

    /**
     * The ASCII form of one label: the label lower-cased if it is ASCII, its A-label otherwise;
     * null when the label cannot be converted (a prohibited character, too long).
     */
    static String toAsciiLabel(String label) {
        if (isAscii(label)) {
            return Ascii.lower(label);
        }
        try {
            String a = IDN.toASCII(label, IDN.ALLOW_UNASSIGNED);
            return a.isEmpty() || a.indexOf('.') >= 0 ? null : Ascii.lower(a);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The Unicode form of an A-label ({@code xn--…}, any case), or null when it is not valid
     * Punycode or does not round-trip (IDNA2003 ToUnicode, RFC 3490 §4.2).
     */
    static String toUnicodeLabel(String aLabel) {
        String u = IDN.toUnicode(aLabel, IDN.ALLOW_UNASSIGNED);
        return u.equalsIgnoreCase(aLabel) ? null : u;
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
}
