package org.urikit.security;

import org.urikit.net.Ascii;

/**
 * The path segments of the input: dot segments, raw ({@code ..}) and in the forms that some
 * reader between the filter and the file takes for one, and encoded separators ({@code %2F},
 * {@code %5C}). A filter that checks a path prefix sees {@code /api/%2e%2e/admin} under
 * {@code /api/}; a browser, and a server that normalizes (RFC 3986 §6.2.2.2 decodes {@code %2E}
 * before §5.2.4 removes dot segments), goes to {@code /admin}.
 *
 * <p>The forms of a dot (RFC 3986 §7.3, back-end transcoding): {@code .}; {@code %2e}, also
 * encoded twice ({@code %252e}); the overlong UTF-8 forms of {@code .} ({@code %c0%ae},
 * {@code %e0%80%ae}, {@code %f0%80%80%ae}), which RFC 3629 §3 forbids and lax decoders accept; the
 * characters whose compatibility form (NFKC, UAX #15) is {@code .} or {@code ..}, raw or as UTF-8
 * escapes: U+FF0E FULLWIDTH FULL STOP ({@code ．}), U+FE52 SMALL FULL STOP, U+2024 ONE DOT LEADER
 * and U+2025 TWO DOT LEADER, for servers that normalize what they decode. A segment is also a dot
 * segment to servlet containers when a path parameter follows the dots ({@code ..;/},
 * {@code ..;jsessionid=x/}, {@code ..%3b/}): they remove {@code ;...} (the path parameters of
 * RFC 2396 §3.3) before they remove dot segments, while proxies in front of them do not.
 */
final class PathScan {
    private PathScan() {
    }

    /** What made a segment an encoded dot segment, for the message: bits of the forms met. */
    private static final int ENCODED = 1;
    private static final int OVERLONG = 2;
    private static final int COMPATIBILITY = 4;
    private static final int PARAMETER = 8;

    /**
     * Records the findings of the path {@code s[from, to)}; {@code nonAscii} says that the path may
     * hold non-ASCII characters (an IRI), which are then read too.
     */
    static void scan(String s, int from, int to, boolean nonAscii, Findings f) {
        int pct = s.indexOf('%', from);
        int dot = s.indexOf("/.", from);
        if (!nonAscii && (pct < 0 || pct >= to) && (dot < 0 || dot >= to) && (from == to || s.charAt(from) != '.')) {
            return;                                   // no escape and no segment that starts with a dot
        }
        int start = from < to && s.charAt(from) == '/' ? from + 1 : from;
        for (int i = start; i <= to; i++) {
            if (i == to || s.charAt(i) == '/') {
                segment(s, start, i, f);
                start = i + 1;
            }
        }
    }

    private static void segment(String s, int from, int to, Findings f) {
        int len = to - from;
        if (len == 0) {
            return;
        }
        char first = s.charAt(from);
        if (first == '.' && (len == 1 || (len == 2 && s.charAt(from + 1) == '.'))) {
            if (f.has(FindingCode.DOT_SEGMENT)) {
                return;
            }
            f.add(FindingCode.DOT_SEGMENT, from, "the dot segment '" + s.substring(from, to) + "' at index " + from
                    + ": resolution removes it (and the segment before it)");
            return;
        }
        if ((first == '.' || first == '%' || first >= 0x2024) && !f.has(FindingCode.ENCODED_DOT_SEGMENT)) {
            long d = dots(s, from, to, true);
            if (d >= 0) {
                f.add(FindingCode.ENCODED_DOT_SEGMENT, from, message(s, from, to, (int) (d >> 8), (int) d & 0xff));
                return;
            }
        }
        int pct = from;
        while (pct < to && s.charAt(pct) != '%') {      // within the segment only: indexOf would search the rest of the text
            pct++;
        }
        if (pct == to || (f.has(FindingCode.ENCODED_DOT_SEGMENT) && f.has(FindingCode.ENCODED_PATH_SEPARATOR))) {
            return;
        }
        for (int i = pct; i < to; i++) {
            int escape = s.charAt(i) == '%' ? separatorEscape(s, i, to) : 0;
            if (escape > 0) {
                if (!f.has(FindingCode.ENCODED_PATH_SEPARATOR)) {
                    f.add(FindingCode.ENCODED_PATH_SEPARATOR, i, "'" + s.substring(i, i + escape) + "' at index " + i
                            + " is an encoded '" + separator(s, i) + "' inside a segment");
                }
                if (!f.has(FindingCode.ENCODED_DOT_SEGMENT)) {
                    dotPieces(s, from, to, f);
                }
                return;
            }
        }
    }

    /** The message of an encoded or alternative dot segment {@code s[from, to)} of {@code dots} dots, made of the forms {@code kinds}. */
    private static String message(String s, int from, int to, int dots, int kinds) {
        String segment = Findings.shorten(s.substring(from, to));
        String what = ".".repeat(dots);
        if (kinds == ENCODED) {
            return "the segment '" + segment + "' at index " + from + " is '" + what
                    + "' once decoded: browsers and normalizing servers remove it";
        }
        StringBuilder b = new StringBuilder("the segment '").append(segment).append("' at index ").append(from)
                .append(" is '").append(what).append("' to ");
        String sep = "";
        if ((kinds & OVERLONG) != 0) {
            b.append("a decoder that accepts overlong UTF-8 (RFC 3629 §3 forbids it)");
            sep = ", ";
        }
        if ((kinds & COMPATIBILITY) != 0) {
            b.append(sep).append("a server that normalizes Unicode (NFKC: U+FF0E, U+FE52, U+2024 are '.', U+2025 is '..')");
            sep = ", ";
        }
        if ((kinds & PARAMETER) != 0) {
            b.append(sep).append("a servlet container, which removes the path parameter (';...', RFC 2396 §3.3) first");
        }
        return b.append(": the server goes up a level, a proxy or a prefix check does not").toString();
    }

    /**
     * Records an encoded dot segment when the segment, split at its encoded separators as a
     * server that decodes before routing splits it, has a {@code .} or {@code ..} piece ({@code ..%2fadmin}).
     */
    private static void dotPieces(String s, int from, int to, Findings f) {
        int start = from;
        for (int i = from; i <= to; ) {
            int escape = i < to && s.charAt(i) == '%' ? separatorEscape(s, i, to) : 0;
            if (i == to || escape > 0) {
                long d = dots(s, start, i, false);
                if (d >= 0) {
                    f.add(FindingCode.ENCODED_DOT_SEGMENT, start, "'" + Findings.shorten(s.substring(from, to)) + "' at index " + from
                            + " holds the dot segment '" + ".".repeat((int) (d >> 8)) + "' once its separators are decoded");
                    return;
                }
                i += Math.max(escape, 1);
                start = i;
            } else {
                i++;
            }
        }
    }

    /**
     * The length of an escape of '/' or '\\' at {@code i}: {@code %2F} (3), encoded twice
     * {@code %252F} (5), overlong UTF-8 {@code %C0%AF} ('/') and {@code %C1%9C} ('\\') (6); or 0.
     */
    private static int separatorEscape(String s, int i, int to) {
        int b = octet(s, i, to);
        if (b == 0xc0 || b == 0xc1) {
            int c = octet(s, i + 3, to);
            return (b == 0xc0 && c == 0xaf) || (b == 0xc1 && c == 0x9c) ? 6 : 0;
        }
        int j = i + 1;
        if (s.startsWith("25", j) && i + 5 <= to) {
            j += 2;                                   // "%25" is '%': an escape encoded twice
        }
        if (j + 2 > to) {
            return 0;
        }
        char a = s.charAt(j);
        char c = Ascii.lower(s.charAt(j + 1));
        return (a == '2' && c == 'f') || (a == '5' && c == 'c') ? j + 2 - i : 0;
    }

    /** The separator an escape at {@code i} stands for. */
    private static char separator(String s, int i) {
        int b = octet(s, i, s.length());
        if (b == 0xc0) {
            return '/';
        }
        if (b == 0xc1) {
            return '\\';
        }
        int e = s.startsWith("%25", i) ? i + 4 : i + 2;
        return Ascii.lower(s.charAt(e)) == 'f' ? '/' : '\\';
    }

    /**
     * Whether {@code s[from, to)} is a dot segment in one of the forms of the class comment: its
     * number of dots (1 or 2) in bits 8 and up, the forms met ({@link #ENCODED}, {@link #OVERLONG},
     * {@link #COMPATIBILITY}, {@link #PARAMETER}; none for {@code .} or {@code ..} as written) in the
     * low bits; -1 when it is not. {@code parameter}: whether a path parameter may follow the dots.
     */
    private static long dots(String s, int from, int to, boolean parameter) {
        int dots = 0;
        int kinds = 0;
        int i = from;
        while (i < to && dots <= 2) {
            char c = s.charAt(i);
            if (parameter && dots > 0 && (c == ';' || (c == '%' && octet(s, i, to) == ';'))) {
                kinds |= PARAMETER;
                break;
            }
            int u = dotUnit(s, i, to);
            if (u < 0) {
                return -1;
            }
            kinds |= u & 0xff;
            dots += u >> 8 & 0xff;
            i += u >>> 16;
        }
        return dots < 1 || dots > 2 ? -1 : (long) dots << 8 | kinds;
    }

    /**
     * The form of a dot at {@code s[i]}: its length in bits 16 and up, its number of dots in bits 8
     * to 15, its kind in the low bits (0 for a plain {@code .}); -1 when it is no dot.
     */
    private static int dotUnit(String s, int i, int to) {
        char c = s.charAt(i);
        if (c == '.') {
            return 1 << 16 | 1 << 8;
        }
        if (c == '\uff0e' || c == '\ufe52' || c == '\u2024') {
            return 1 << 16 | 1 << 8 | COMPATIBILITY;
        }
        if (c == '\u2025') {
            return 1 << 16 | 2 << 8 | COMPATIBILITY;
        }
        int b = octet(s, i, to);
        if (b < 0) {
            return -1;
        }
        if (b == '.') {
            return 3 << 16 | 1 << 8 | ENCODED;
        }
        if (b == '%' && i + 5 <= to && s.charAt(i + 3) == '2' && Ascii.lower(s.charAt(i + 4)) == 'e') {
            return 5 << 16 | 1 << 8 | ENCODED;        // %252e: '%2e' encoded again
        }
        int b2 = octet(s, i + 3, to);
        if (b == 0xc0 && b2 == 0xae) {
            return 6 << 16 | 1 << 8 | OVERLONG;
        }
        int b3 = octet(s, i + 6, to);
        if (b == 0xe0 && b2 == 0x80 && b3 == 0xae) {
            return 9 << 16 | 1 << 8 | OVERLONG;
        }
        if (b == 0xf0 && b2 == 0x80 && b3 == 0x80 && octet(s, i + 9, to) == 0xae) {
            return 12 << 16 | 1 << 8 | OVERLONG;
        }
        if ((b == 0xef && b2 == 0xbc && b3 == 0x8e) || (b == 0xef && b2 == 0xb9 && b3 == 0x92)
                || (b == 0xe2 && b2 == 0x80 && b3 == 0xa4)) {
            return 9 << 16 | 1 << 8 | COMPATIBILITY;   // U+FF0E, U+FE52, U+2024 in UTF-8
        }
        if (b == 0xe2 && b2 == 0x80 && b3 == 0xa5) {
            return 9 << 16 | 2 << 8 | COMPATIBILITY;   // U+2025
        }
        return -1;
    }

    /** The octet of the escape at {@code s[i, i + 3)} when it lies before {@code to}, else -1. */
    private static int octet(String s, int i, int to) {
        return i + 3 <= to ? InputScan.octet(s, i) : -1;
    }
}
