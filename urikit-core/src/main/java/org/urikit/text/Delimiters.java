package org.urikit.text;

import org.urikit.Uri;

/**
 * References in delimiters: angle brackets (with or without the {@code URL:} prefix) and double
 * quotes.
 *
 * <p>Angle brackets are the wrapper the URL drafts recommend for plain text: the 1994 URL draft
 * ("Wrappers for URIs in plain text": "the angle brackets ... of the ASCII set be used for this
 * purpose"), RFC 1738 (Appendix, "Recommendations for URLs in Context": angle brackets and the
 * {@code URL:} prefix), the 1997 draft of RFC 2396 and the RFC 3986 draft (2003), Appendix E
 * ("Using &lt;&gt; angle brackets around each URI is especially recommended as a delimiting style
 * for a URI that contains whitespace"). Inside them whitespace is removed, so a reference broken
 * across lines comes back whole with the indentation of its continuation lines dropped ("extra
 * whitespace (spaces, linebreaks, tabs, etc.) may need to be added to break a long URI across
 * lines. The whitespace should be ignored when extracting the URI"). A hyphen right before a line
 * break is kept and the match flagged ({@link UriMatch#isAmbiguous()}): the hyphen "may or may
 * not actually be part of the URI".
 *
 * <p>Double quotes delimit a reference that has no whitespace ("usually within double-quotes
 * "http://example.com/"", 2003 draft, Appendix E): between quotes, sentence punctuation is part
 * of the reference.
 */
final class Delimiters {
    private Delimiters() {
    }

    /**
     * {@code <…>} or {@code <URL:…>} starting at {@code p} (the {@code <}): whitespace, an optional
     * {@code URL:} (any case, RFC 1738 Appendix; "with or without a trailing space", 1997 draft,
     * Appendix E), whitespace, a scheme and its colon (no whitespace inside the scheme name), then
     * reference characters and whitespace up to {@code >}. The attempt fails at a second
     * {@code <}, at an empty line, at the end of the text, or when the span passes the maximum
     * length; the main loop then goes on after the {@code <}, so a bare reference inside is still
     * found. A closed wrapper whose scheme counts but whose content is not a valid reference (it
     * holds a character that no URI has, such as {@code "} or {@code \}, or does not parse) is
     * skipped whole, not repaired: nothing inside it is reported.
     */
    static long angle(Scanner sc, long p) {
        TextWindow w = sc.win;
        long limit = p + sc.maxLength;
        long q = skipSpace(w, p + 1, limit);
        if (q < 0) {
            return p + 1;
        }
        boolean prefix = sc.isUrlColon(q);
        if (prefix) {
            q = skipSpace(w, q + 4, limit);
            if (q < 0) {
                return p + 1;
            }
        }
        long s = q;
        long colon = sc.schemeColon(s);
        if (colon < 0) {
            return p + 1;
        }
        boolean known = sc.schemes.contains(w, s, colon);
        int colonIndex = (int) (colon - s);
        StringBuilder sb = null;   // the reference, once whitespace has been seen inside it
        long end = colon + 1;
        boolean ambiguous = false;
        boolean nonAscii = false;
        boolean wrapped = false;
        boolean space = false;
        boolean invalid = false;
        int breaks = 0;
        boolean afterCr = false;
        q = colon + 1;
        long run = q;   // the start of the current run of reference characters, -1 in whitespace
        while (true) {
            if (q > limit) {
                return p + 1;
            }
            int c = w.at(q);
            if (c == '>') {
                break;
            }
            if (c < 0) {
                return p + 1;
            }
            if (Chars.isSpace(c)) {
                if (sb == null) {
                    sb = sc.sb;
                    sb.setLength(0);
                    w.appendTo(sb, s, q);
                } else if (run >= 0) {
                    w.appendTo(sb, run, q);
                }
                run = -1;
                if (c == '\r' || (c == '\n' && !afterCr)) {
                    if (++breaks == 2) {
                        return p + 1;   // an empty line: a paragraph ends, no reference spans it
                    }
                    if (w.at(end - 1) == '-') {
                        ambiguous = true;
                    }
                }
                afterCr = c == '\r';
                space = true;
                q++;
                continue;
            }
            afterCr = false;
            if (c < 0x80) {
                if (c == '<') {
                    return p + 1;       // not closed before another wrapper opens
                }
                if (!Chars.isToken(c)) {
                    invalid = true;     // no URI has it: the wrapper is skipped once it is closed
                }
            } else {
                nonAscii = true;
            }
            breaks = 0;
            if (space) {
                space = false;
                wrapped = true;
                run = q;
            }
            end = ++q;
        }
        String ref;
        if (sb == null) {
            ref = w.substring(s, end);
        } else {
            if (run >= 0) {
                w.appendTo(sb, run, end);
            }
            ref = sb.toString();
        }
        if (!prefix && !known && !ref.startsWith("//", colonIndex + 1)) {
            return p + 1;       // <note: see http://a/> : no reference wrapped, a bare one may be inside
        }
        Uri uri = invalid || !Scanner.hasBody(ref, colonIndex) ? null : sc.parse(ref, nonAscii);
        if (uri != null && !prefix && !ref.startsWith("//", colonIndex + 1)) {
            uri = sc.followingScheme(uri);
        }
        if (uri == null) {
            return sc.consume(q + 1);   // a wrapped candidate that is no valid reference: skipped, not repaired
        }
        sc.emit(ref, s, end, prefix ? UriMatch.Form.URL_PREFIX : UriMatch.Form.ANGLE, null, wrapped, ambiguous, uri);
        return sc.consume(q + 1);
    }

    /**
     * Skips whitespace from {@code q}; returns the first other offset, or -1 at an empty line
     * (two line breaks with only whitespace between them) or past {@code limit}.
     */
    private static long skipSpace(TextWindow w, long q, long limit) {
        int breaks = 0;
        boolean afterCr = false;
        while (true) {
            int c = w.at(q);
            if (!Chars.isSpace(c)) {
                return q;
            }
            if (c == '\r' || (c == '\n' && !afterCr)) {
                if (++breaks == 2) {
                    return -1;
                }
            }
            afterCr = c == '\r';
            if (++q > limit) {
                return -1;
            }
        }
    }

    /**
     * {@code "…"} starting at {@code p} (the opening quote): a scheme that counts (or {@code URL:}
     * and any scheme) right after the quote, then reference characters up to the closing quote.
     * Anything else (whitespace, the end of the run elsewhere) fails the attempt, and the bare
     * reference, if any, is found from its colon.
     */
    static long quoted(Scanner sc, long p) {
        TextWindow w = sc.win;
        long s = p + 1;
        boolean prefix = sc.isUrlColon(s);
        if (prefix) {
            s += 4;
        }
        long colon = sc.schemeColon(s);
        if (colon < 0 || !(prefix || sc.counts(s, colon))) {
            return p + 1;
        }
        sc.scanToken(s, p, false);
        long e = sc.tokenEnd;
        if (sc.tokenTooLong || w.at(e) != '"') {
            return p + 1;
        }
        boolean nonAscii = sc.tokenNonAscii;
        String ref = w.substring(s, e);
        if (!Scanner.hasBody(ref, (int) (colon - s))) {
            return p + 1;
        }
        Uri uri = sc.parse(ref, nonAscii);
        if (!prefix && !sc.slashesAfter(colon)) {
            uri = sc.followingScheme(uri);
        }
        if (uri == null) {
            return p + 1;
        }
        sc.emit(ref, s, e, prefix ? UriMatch.Form.URL_PREFIX : UriMatch.Form.QUOTED, null, false, false, uri);
        return sc.consume(e + 1);
    }
}
