package org.urikit.whatwg;

/**
 * The URL Standard's code point classes and path-segment tests, shared by the state machine and
 * its fast path: ASCII alpha and digits, URL code points, Windows drive letters (section "URL
 * miscellaneous") and the single-dot and double-dot URL path segments (section "URL
 * representation").
 */
final class Chars {
    private Chars() {
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

    /** "Windows drive letter" at {@code s[i, i + 2)}: an ASCII alpha, then ':' or '|'. */
    static boolean isWindowsDriveLetter(String s, int i) {
        return i + 1 < s.length() && isAlpha(s.charAt(i)) && (s.charAt(i + 1) == ':' || s.charAt(i + 1) == '|');
    }

    /** "starts with a Windows drive letter": the substring from {@code i} is two code points long, or the third is / \ ? #. */
    static boolean startsWithWindowsDriveLetter(String s, int i) {
        if (!isWindowsDriveLetter(s, i)) {
            return false;
        }
        if (i + 2 == s.length()) {
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
