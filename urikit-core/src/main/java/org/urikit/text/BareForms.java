package org.urikit.text;

import org.urikit.Uri;

/**
 * References without delimiters, found from the colon after their scheme: bare references and
 * the {@code URL:} prefix outside brackets.
 *
 * <p>Which schemes count (so that "ratio 3:4" or "Note: this" are not references): a name the
 * extractor knows (by default those of {@link org.urikit.scheme.SchemeRegistry#defaults()}), or
 * any scheme followed by {@code "//"} (the generic syntax's authority, RFC 3986 §3.2), or any
 * scheme after the {@code URL:} prefix, which says that a URL follows (the 1994 URL draft,
 * "PrePrefix"; RFC 1738, Appendix). A known scheme without {@code "//"} must also be used as its
 * scheme defines ({@link Scanner#followingScheme}). The scheme starts at the first letter of the
 * run of scheme characters before the colon, and must start a word: a scheme right after an
 * ASCII letter or digit, {@code _}, a currency sign such as {@code $}, {@code #} or {@code @}
 * ({@code _http://}, {@code 1http://}, {@code $http://}, {@code #http://}) is part of an
 * identifier, amount, hashtag or mention, not a reference ({@link Chars#joinsWord}).
 *
 * <p>A bare reference ends at whitespace ("or just using whitespace", RFC 3986 draft (2003),
 * Appendix E), at a character that no URI contains, or at a {@code )} or {@code ]} that closes
 * nothing opened inside it; then sentence punctuation at its end ({@code . , ; : ! ? '}) is not
 * part of it, since the drafts warn of "punctuation marks that might be mistaken for part of the
 * URI". It never continues onto the next line: only delimiters say that a reference was wrapped.
 * A hyphen at its end right before a line break flags the match as ambiguous.
 */
final class BareForms {
    private BareForms() {
    }

    /** The colon at {@code p}: a bare reference or a {@code URL:} prefix ends here, or nothing does. */
    static long colon(Scanner sc, long p) {
        TextWindow w = sc.win;
        long limit = Math.max(sc.floor, p - Scanner.MAX_SCHEME);
        long j = p;
        while (j > limit && Chars.isScheme(w.at(j - 1))) {
            j--;
        }
        if (j == limit && j > sc.floor && Chars.isScheme(w.at(j - 1))) {
            return p + 1;   // longer than a scheme name in running text
        }
        while (j < p && !Chars.isAlpha(w.at(j))) {
            j++;
        }
        if (j == p || (j > 0 && Chars.joinsWord(codePointBefore(w, j)))) {
            return p + 1;   // no scheme, or one inside a word: _http://, $http://, 1http://, #http://
        }
        if (p - j == 3 && sc.isUrlColon(j)) {
            return urlPrefix(sc, j, p);
        }
        if (!sc.counts(j, p)) {
            return p + 1;
        }
        return bare(sc, j, p, UriMatch.Form.BARE);
    }

    /** {@code URL:} at {@code [u, colon]}, then blanks, then a reference with any scheme. */
    private static long urlPrefix(Scanner sc, long u, long colon) {
        TextWindow w = sc.win;
        long limit = u + sc.maxLength;
        long s = colon + 1;
        while (Chars.isBlank(w.at(s)) && s < limit) {
            s++;
        }
        long c = sc.schemeColon(s);
        if (c < 0 || (c - s == 3 && sc.isUrlColon(s))) {
            return colon + 1;
        }
        return bare(sc, s, c, UriMatch.Form.URL_PREFIX);
    }

    /** The bare reference whose scheme is {@code [s, colon)}: its run is consumed whether it is valid or not. */
    private static long bare(Scanner sc, long s, long colon, UriMatch.Form form) {
        TextWindow w = sc.win;
        sc.scanToken(s, s, true);
        long runEnd = sc.tokenEnd;
        if (sc.tokenTooLong) {
            return sc.consume(runEnd);
        }
        long e = trimTrailing(w, colon + 1, runEnd);
        String ref = w.substring(s, e);
        if (!Scanner.hasBody(ref, (int) (colon - s))) {
            return sc.consume(runEnd);
        }
        Uri uri = sc.parse(ref, sc.tokenNonAscii);
        if (form == UriMatch.Form.BARE && !sc.slashesAfter(colon)) {
            uri = sc.followingScheme(uri);
        }
        if (uri != null) {
            boolean ambiguous = e == runEnd && w.at(e - 1) == '-' && lineBreakFollows(w, e);
            sc.emit(ref, s, e, form, null, false, ambiguous, uri);
        }
        return sc.consume(runEnd);
    }

    /**
     * {@code end} moved back over the punctuation that ends a run ({@link Chars#isTrailing}), not
     * below {@code from}; a character outside the BMP is read as its surrogate pair.
     */
    static long trimTrailing(TextWindow w, long from, long end) {
        long e = end;
        while (e > from) {
            int c = w.at(e - 1);
            int n = 1;
            if (Character.isLowSurrogate((char) c) && e - 2 >= from && Character.isHighSurrogate((char) w.at(e - 2))) {
                c = Character.toCodePoint((char) w.at(e - 2), (char) c);
                n = 2;
            }
            if (!Chars.isTrailing(c)) {
                break;
            }
            e -= n;
        }
        return e;
    }

    /** The character before {@code q}, a pair of surrogates read as one code point; -1 at the start of the text. */
    static int codePointBefore(TextWindow w, long q) {
        int c = w.at(q - 1);
        if (Character.isLowSurrogate((char) c) && q >= 2 && Character.isHighSurrogate((char) w.at(q - 2))) {
            return Character.toCodePoint((char) w.at(q - 2), (char) c);
        }
        return c;
    }

    /** Whether only blanks stand between {@code q} and a line break. */
    static boolean lineBreakFollows(TextWindow w, long q) {
        for (int i = 0; i < 256; i++, q++) {
            int c = w.at(q);
            if (!Chars.isBlank(c)) {
                return Chars.isLineBreak(c);
            }
        }
        return false;
    }
}
