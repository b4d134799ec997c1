package org.urikit.whatwg;

/**
 * The URL Standard's code point classes and path-segment tests, shared by the state machine and
 * its fast path: ASCII alpha and digits, URL code points, Windows drive letters (section "URL
 * miscellaneous") and the single-dot and double-dot URL path segments (section "URL
 * representation"); and the class table of their scanning loops ({@link #CLASSES}).
 */
final class Chars {
    private Chars() {
    }

    // ---- the class table: one lookup per code unit in every scanning loop ---------------------

    /** Lower-case scheme code points: {@code a-z 0-9 + - .} (a scheme already in canonical form). */
    static final char SCHEME_LOWER = 1;
    /** In a canonical domain: lower-case ASCII, not a forbidden domain code point. */
    static final char DOMAIN_LOWER = 2;
    /** Kept as is in a path segment of a special URL: not in the path set, not '/', '\', '?', '#'. */
    static final char SPECIAL_PATH = 4;
    /** Kept as is in a path segment of a non-special URL ('\' is data there). */
    static final char PATH = 8;
    /** Kept as is in the query of a special URL: not in the special-query set, not '#'. */
    static final char SPECIAL_QUERY = 16;
    /** Kept as is in the query of a non-special URL: not in the query set, not '#'. */
    static final char QUERY = 32;
    /** Kept as is in a fragment: not in the fragment set. */
    static final char FRAGMENT = 64;
    /** Kept as is in an opaque host: ASCII, not a forbidden host code point, not a control or space. */
    static final char OPAQUE_HOST = 128;
    /** Scheme code points in any case: ASCII alphanumerics, {@code + - .}. */
    static final char SCHEME = 256;
    /** A domain's ASCII code points in any case: not a forbidden domain code point. */
    static final char DOMAIN = 512;
    /** Kept as is in an opaque path: not in the C0 control set, not a space, '?' or '#'. */
    static final char OPAQUE_PATH = 1024;

    /**
     * The classes above of every UTF-16 code unit, indexed by the unit itself so that the loops
     * need no range check: a unit above U+007E is in none (it is percent-encoded, or goes to
     * the host parser), nor are the C0 controls and the space.
     */
    static final char[] CLASSES = new char[65536];

    static {
        for (int c = 0x21; c < 0x7F; c++) {
            int t = 0;
            boolean alnum = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
            boolean upper = c >= 'A' && c <= 'Z';
            if (alnum || c == '+' || c == '-' || c == '.') {
                t |= upper ? SCHEME : SCHEME | SCHEME_LOWER;
            }
            if (!HostParser.isForbiddenDomain((char) c)) {
                t |= upper ? DOMAIN : DOMAIN | DOMAIN_LOWER;
            }
            if (!PercentEncodeSet.PATH.contains(c) && c != '/' && c != '?' && c != '#') {
                t |= PATH;
                if (c != '\\') {
                    t |= SPECIAL_PATH;
                }
            }
            if (!PercentEncodeSet.SPECIAL_QUERY.contains(c) && c != '#') {
                t |= SPECIAL_QUERY;
            }
            if (!PercentEncodeSet.QUERY.contains(c) && c != '#') {
                t |= QUERY;
            }
            if (!PercentEncodeSet.FRAGMENT.contains(c)) {
                t |= FRAGMENT;
            }
            if (!HostParser.isForbiddenHost((char) c)) {
                t |= OPAQUE_HOST;
            }
            if (c != '?' && c != '#') {
                t |= OPAQUE_PATH;
            }
            CLASSES[c] = (char) t;
        }
    }

    /** The index of the first unit of {@code s[i, end)} not in class {@code bit} (one of the constants above), or {@code end}. */
    static int scan(String s, int i, int end, int bit) {
        while (i < end && (CLASSES[s.charAt(i)] & bit) != 0) {
            i++;
        }
        return i;
    }

    static boolean isAlpha(int c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** A scheme code point after the first: ASCII alphanumeric, {@code + - .}. */
    static boolean isSchemeChar(char c) {
        return isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.';
    }

    /**
     * "URL code points": ASCII alphanumerics, {@code ! $ & ' ( ) * + , - . / : ; = ? @ _ ~}, and
     * U+00A0 to U+10FFFD except surrogates and noncharacters.
     */
    static boolean isUrlCodePoint(int cp) {
        if (cp < 0x80) {
            return isAlpha(cp) || isDigit(cp) || "!$&'()*+,-./:;=?@_~".indexOf(cp) >= 0;
        }
        if (cp < 0xA0 || cp > 0x10FFFD || cp >= 0xD800 && cp <= 0xDFFF) {
            return false;
        }
        return !(cp >= 0xFDD0 && cp <= 0xFDEF || (cp & 0xFFFE) == 0xFFFE);
    }

    /** "Windows drive letter" at {@code s[i, i + 2)}, before {@code end}: an ASCII alpha, then ':' or '|'. */
    static boolean isWindowsDriveLetter(String s, int i, int end) {
        return i + 1 < end && isAlpha(s.charAt(i)) && (s.charAt(i + 1) == ':' || s.charAt(i + 1) == '|');
    }

    /**
     * "starts with a Windows drive letter": the input from {@code i} to {@code end} is two code
     * points long, or its third is / \ ? #.
     */
    static boolean startsWithWindowsDriveLetter(String s, int i, int end) {
        if (!isWindowsDriveLetter(s, i, end)) {
            return false;
        }
        if (i + 2 == end) {
            return true;
        }
        char c = s.charAt(i + 2);
        return c == '/' || c == '\\' || c == '?' || c == '#';
    }

    /** "single-dot URL path segment": {@code s[from, to)} is {@code .} or {@code %2e} (any case). */
    static boolean isSingleDot(String s, int from, int to) {
        return to - from == 1 && s.charAt(from) == '.' || to - from == 3 && isEncodedDot(s, from);
    }

    /** "double-dot URL path segment": {@code ..}, {@code .%2e}, {@code %2e.} or {@code %2e%2e} (any case). */
    static boolean isDoubleDot(String s, int from, int to) {
        switch (to - from) {
            case 2:
                return s.charAt(from) == '.' && s.charAt(from + 1) == '.';
            case 4:
                return s.charAt(from) == '.' && isEncodedDot(s, from + 1) || isEncodedDot(s, from) && s.charAt(from + 3) == '.';
            case 6:
                return isEncodedDot(s, from) && isEncodedDot(s, from + 3);
            default:
                return false;
        }
    }

    private static boolean isEncodedDot(String s, int i) {
        return s.charAt(i) == '%' && s.charAt(i + 1) == '2' && (s.charAt(i + 2) | 0x20) == 'e';
    }
}
