package org.urikit.security;

import org.urikit.net.Ascii;

/**
 * The path segments of the input: dot segments, raw ({@code ..}) and encoded ({@code %2e%2e},
 * also encoded twice, {@code %252e}), and encoded separators ({@code %2F}, {@code %5C}). A filter
 * that checks a path prefix sees {@code /api/%2e%2e/admin} under {@code /api/}; a browser, and a
 * server that normalizes (RFC 3986 §6.2.2.2 decodes {@code %2E} before §5.2.4 removes dot
 * segments), goes to {@code /admin}.
 */
final class PathScan {
    private PathScan() {
    }

    /** The longest segment that can be a dot segment encoded twice: {@code %252e%252e}. */
    private static final int MAX_ENCODED_DOTS = 10;

    /** Records the findings of the path {@code s[from, to)}. */
    static void scan(String s, int from, int to, Findings f) {
        int pct = s.indexOf('%', from);
        int dot = s.indexOf("/.", from);
        if ((pct < 0 || pct >= to) && (dot < 0 || dot >= to) && (from == to || s.charAt(from) != '.')) {
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
        if (s.charAt(from) == '.' && (len == 1 || (len == 2 && s.charAt(from + 1) == '.'))) {
            if (f.has(FindingCode.DOT_SEGMENT)) {
                return;
            }
            f.add(FindingCode.DOT_SEGMENT, from, "the dot segment '" + s.substring(from, to) + "' at index " + from
                    + ": resolution removes it (and the segment before it)");
            return;
        }
        int pct = from;
        while (pct < to && s.charAt(pct) != '%') {      // within the segment only: indexOf would search the rest of the text
            pct++;
        }
        if (pct == to || (f.has(FindingCode.ENCODED_DOT_SEGMENT) && f.has(FindingCode.ENCODED_PATH_SEPARATOR))) {
            return;
        }
        if (len <= MAX_ENCODED_DOTS) {
            int dots = dotsAfterDecoding(s, from, to);
            if ((dots == 1 || dots == 2) && !f.has(FindingCode.ENCODED_DOT_SEGMENT)) {
                f.add(FindingCode.ENCODED_DOT_SEGMENT, from, "the segment '" + Findings.shorten(s.substring(from, to))
                        + "' at index " + from + " is '" + ".".repeat(dots) + "' once decoded: browsers and normalizing servers remove it");
                return;
            }
        }
        for (int i = pct; i < to; i++) {
            int escape = s.charAt(i) == '%' ? separatorEscape(s, i, to) : 0;
            if (escape > 0) {
                if (!f.has(FindingCode.ENCODED_PATH_SEPARATOR)) {
                    f.add(FindingCode.ENCODED_PATH_SEPARATOR, i, "'" + s.substring(i, i + escape) + "' at index " + i
                            + " is an encoded '" + (Ascii.lower(s.charAt(i + escape - 1)) == 'f' ? '/' : '\\') + "' inside a segment");
                }
                if (!f.has(FindingCode.ENCODED_DOT_SEGMENT)) {
                    dotPieces(s, from, to, f);
                }
                return;
            }
        }
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
                int dots = i - start <= MAX_ENCODED_DOTS ? dotsAfterDecoding(s, start, i) : -1;
                if (dots == 1 || dots == 2) {
                    f.add(FindingCode.ENCODED_DOT_SEGMENT, start, "'" + Findings.shorten(s.substring(from, to)) + "' at index " + from
                            + " holds the dot segment '" + ".".repeat(dots) + "' once its separators are decoded");
                    return;
                }
                i += Math.max(escape, 1);
                start = i;
            } else {
                i++;
            }
        }
    }

    /** The length of an escape of '/' or '\\' at {@code i} ({@code %2F}, 3; encoded twice, {@code %252F}, 5), or 0. */
    private static int separatorEscape(String s, int i, int to) {
        int j = i + 1;
        if (s.startsWith("25", j) && i + 5 <= to) {
            j += 2;                                   // "%25" is '%': an escape encoded twice
        }
        if (j + 2 > to) {
            return 0;
        }
        char a = s.charAt(j);
        char b = Ascii.lower(s.charAt(j + 1));
        return (a == '2' && b == 'f') || (a == '5' && b == 'c') ? j + 2 - i : 0;
    }

    /**
     * How many dots the segment {@code s[from, to)} is once decoded, once or twice ({@code %2e},
     * {@code %252e}), when it decodes to nothing but dots; -1 otherwise.
     */
    private static int dotsAfterDecoding(String s, int from, int to) {
        int dots = 0;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '.') {
                i++;
            } else if (s.startsWith("%2", i) && i + 2 < to && (s.charAt(i + 2) | 0x20) == 'e') {
                i += 3;
            } else if (s.startsWith("%252", i) && i + 4 < to && (s.charAt(i + 4) | 0x20) == 'e') {
                i += 5;
            } else {
                return -1;
            }
            dots++;
        }
        return dots;
    }
}
