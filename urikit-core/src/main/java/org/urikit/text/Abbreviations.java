package org.urikit.text;

import org.urikit.Uri;

/**
 * Abbreviated references, expanded by heuristics (only when the extractor's
 * {@link UriExtractor.Builder#abbreviated(boolean)} is on): the RFC 3986 draft (2003), Appendix F
 * ("Abbreviated URIs"), describes "a reference consisting of only the authority and path portions
 * of the identified resource, such as www.w3.org/Addressing/", completed by "context-based
 * heuristics (e.g., most hostnames beginning with "www" are likely to have a URI prefix of
 * "http://")". Such references are "intended for human interpretation rather than machine", so
 * the rules are strict:
 *
 * <ul>
 * <li>{@code www.} becomes {@code http://www.} and {@code ftp.} becomes {@code ftp://ftp.} when
 *   the name that follows is a DNS name of at least three labels ({@code www.w3.org}) whose last
 *   label starts with a letter (RFC 1738 §3.1: {@code toplabel = alpha | alpha *[alphanum | "-"] alphanum}),
 *   starting a word (after whitespace, an opening bracket, a quote, {@code *}, {@code _} or
 *   {@code :}); a port, path, query and fragment may follow, as in a bare reference;</li>
 * <li>{@code user@host.domain} becomes {@code mailto:user@host.domain} (RFC 6068; RFC 1738 §3.5)
 *   when the local part is letters, digits and {@code . _ % + -} (at most 64, not starting or
 *   ending with a dot) and the domain has at least two labels, the last starting with a letter.</li>
 * </ul>
 *
 * Each expansion is reported as such ({@link UriMatch#expandedFrom()}).
 */
final class Abbreviations {
    private static final int MAX_LOCAL_PART = 64;

    private Abbreviations() {
    }

    /** The dot at {@code p}: {@code www.} or {@code ftp.} may end here. */
    static long www(Scanner sc, long p) {
        TextWindow w = sc.win;
        long s = p - 3;
        if (p < sc.abbreviationFloor || s < sc.floor) {
            return p + 1;
        }
        int a = Chars.lower(w.at(s));
        int b = Chars.lower(w.at(s + 1));
        int c = Chars.lower(w.at(s + 2));
        boolean www = a == 'w' && b == 'w' && c == 'w';
        boolean ftp = a == 'f' && b == 't' && c == 'p';
        if (!(www || ftp) || (s > 0 && !opensWord(w.at(s - 1)))) {
            return p + 1;
        }
        long limit = s + sc.maxLength;
        long h = s;
        while (Chars.isHost(w.at(h)) && h <= limit) {
            h++;
        }
        long he = h;
        while (he > s && w.at(he - 1) == '.') {
            he--;
        }
        if (h > limit || !isDomain(w, s, he, 3)) {
            sc.abbreviationFloor = h;
            return p + 1;
        }
        long e = he;
        long runEnd = he;
        boolean nonAscii = false;
        int next = w.at(h);
        if (he == h && (next == ':' || next == '/' || next == '?' || next == '#')) {
            sc.scanToken(s, s, true);
            runEnd = sc.tokenEnd;
            if (sc.tokenTooLong) {
                return sc.consume(runEnd);
            }
            nonAscii = sc.tokenNonAscii;
            e = runEnd;
            e = BareForms.trimTrailing(w, he, runEnd);
        } else if (he == h && continuesWord(next)) {
            sc.abbreviationFloor = h;
            return p + 1;
        }
        String written = w.substring(s, e);
        String expanded = (www ? "http://" : "ftp://") + written;
        Uri uri = sc.parse(expanded, nonAscii);
        if (uri != null) {
            sc.emit(expanded, s, e, UriMatch.Form.ABBREVIATED, written, false, false, uri);
        }
        return sc.consume(runEnd);
    }

    /** The at sign at {@code p}: a mail address may be around it. */
    static long mail(Scanner sc, long p) {
        TextWindow w = sc.win;
        if (p < sc.abbreviationFloor) {
            return p + 1;
        }
        long back = Math.max(sc.floor, p - MAX_LOCAL_PART);
        long j = p;
        while (j > back && isLocal(w.at(j - 1))) {
            j--;
        }
        if (j == p || w.at(j) == '.' || w.at(p - 1) == '.' || (j > 0 && !opensWord(w.at(j - 1)))) {
            return p + 1;   // empty, too long (a local character before the limit), or not starting a word
        }
        long limit = p + sc.maxLength;
        long h = p + 1;
        while (Chars.isHost(w.at(h)) && h <= limit) {
            h++;
        }
        long he = h;
        while (he > p + 1 && (w.at(he - 1) == '.' || w.at(he - 1) == '-')) {
            he--;
        }
        if (h > limit || !isDomain(w, p + 1, he, 2) || (he == h && continuesWord(w.at(h)))) {
            sc.abbreviationFloor = h;
            return p + 1;
        }
        String written = w.substring(j, he);
        Uri uri = sc.parse("mailto:" + written, false);
        if (uri == null) {
            sc.abbreviationFloor = h;
            return p + 1;
        }
        sc.emit("mailto:" + written, j, he, UriMatch.Form.ABBREVIATED, written, false, false, uri);
        return sc.consume(he);
    }

    /** What may stand right before an abbreviated reference: not part of a word or of another reference. */
    private static boolean opensWord(int c) {
        return !Chars.isToken(c) || (c >= 0x80 && !Character.isLetterOrDigit(c)) || c == '(' || c == '[' || c == '\'' || c == '*'
                || c == '_' || c == ':';
    }

    /** What may not stand right after the host name of an abbreviated reference: it would continue the word. */
    private static boolean continuesWord(int c) {
        return Chars.isToken(c) && !Chars.isTrailing(c) && c != ')' && c != ']';
    }

    private static boolean isLocal(int c) {
        return Chars.isAlnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-';
    }

    /**
     * Whether {@code [from, to)} is a DNS name of at least {@code minLabels} labels: each 1 to 63
     * letters, digits and inner hyphens (RFC 1034 §3.5, RFC 1123 §2.1), the last starting with a
     * letter (RFC 1738 §3.1 {@code toplabel}).
     */
    static boolean isDomain(TextWindow w, long from, long to, int minLabels) {
        int labels = 0;
        long start = from;
        for (long i = from; i <= to; i++) {
            int c = i < to ? w.at(i) : '.';
            if (c != '.') {
                continue;
            }
            long n = i - start;
            if (n < 1 || n > 63 || !Chars.isAlnum(w.at(start)) || !Chars.isAlnum(w.at(i - 1))) {
                return false;
            }
            labels++;
            if (i == to && !Chars.isAlpha(w.at(start))) {
                return false;
            }
            start = i + 1;
        }
        return labels >= minLabels;
    }
}
