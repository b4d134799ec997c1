package org.urikit.text;

import org.urikit.Uri;
import org.urikit.net.Ascii;

/**
 * References that markup marks as links, where relative references count too because the markup
 * says that a reference follows: the destination of a Markdown inline link or image
 * ({@code [text](url)}, {@code ![alt](url "title")}) and the value of an HTML {@code href}
 * attribute ({@code href="…"}, {@code href='…'} or unquoted; the attribute name in any case, as
 * the 1997 draft of RFC 2396, Appendix D, notes of HTML: "element and attribute names are
 * case-insensitive").
 *
 * <p>An {@code href} value is taken as HTML gives it to a URL parser: leading and trailing ASCII
 * whitespace removed and the character references {@code &amp; &lt; &gt; &quot; &apos;} and
 * numeric ones decoded (so {@code ?a=1&amp;b=2} gives {@code ?a=1&b=2}). A value
 * that is then not a valid URI reference (RFC 3986 §4.1, or an IRI) is not reported.
 */
final class Markup {
    private Markup() {
    }

    /** {@code ](} at {@code p}: the destination up to its closing parenthesis or a title. */
    static long markdown(Scanner sc, long p) {
        TextWindow w = sc.win;
        if (p < sc.markdownFloor || w.at(p + 1) != '(') {
            return p + 1;
        }
        long limit = p + sc.maxLength;
        long s = p + 2;
        while (Chars.isBlank(w.at(s)) && s < limit) {
            s++;
        }
        sc.scanToken(s, p, false);
        long e = sc.tokenEnd;
        boolean nonAscii = sc.tokenNonAscii;
        if (sc.tokenTooLong || e == s) {
            sc.markdownFloor = e;
            return p + 1;
        }
        long r = e;
        while (Chars.isBlank(w.at(r)) && r < limit) {
            r++;
        }
        int c = w.at(r);
        boolean closed = c == ')';
        if (!closed && !(r > e && (c == '"' || c == '\'' || c == '('))) {
            sc.markdownFloor = e;
            return p + 1;
        }
        String ref = w.substring(s, e);
        Uri uri = sc.parse(ref, nonAscii);
        if (uri == null) {
            sc.markdownFloor = e;
            return p + 1;
        }
        sc.emit(ref, s, e, UriMatch.Form.MARKDOWN, null, false, false, uri);
        return sc.consume(closed ? r + 1 : e);
    }

    /** {@code =} at {@code p}: {@code href} before it (blanks allowed), a value after it. */
    static long href(Scanner sc, long p) {
        TextWindow w = sc.win;
        if (p < sc.hrefFloor) {
            return p + 1;
        }
        long j = p;
        long back = Math.max(sc.floor, p - 16);
        while (j > back && Chars.isSpace(w.at(j - 1))) {
            j--;
        }
        long name = j - 4;
        if (name < sc.floor || Chars.lower(w.at(name)) != 'h' || Chars.lower(w.at(name + 1)) != 'r'
                || Chars.lower(w.at(name + 2)) != 'e' || Chars.lower(w.at(name + 3)) != 'f'
                || (name > 0 && isNameChar(w.at(name - 1)))) {
            return p + 1;
        }
        long limit = p + sc.maxLength;
        long q = p + 1;
        while (Chars.isSpace(w.at(q)) && q < p + 16) {
            q++;
        }
        int quote = w.at(q);
        long vs;
        long ve;
        long resume;
        if (quote == '"' || quote == '\'') {
            vs = q + 1;
            ve = vs;
            while (true) {
                int c = w.at(ve);
                if (c == quote) {
                    break;
                }
                if (c < 0 || ve > limit) {
                    sc.hrefFloor = ve;
                    return p + 1;
                }
                ve++;
            }
            resume = ve + 1;
        } else {
            // An unquoted attribute value (HTML): no whitespace, quotes, '=', '<', '>' or '`'.
            vs = q;
            ve = q;
            while (true) {
                int c = w.at(ve);
                if (c < 0 || Chars.isSpace(c) || c == '"' || c == '\'' || c == '=' || c == '<' || c == '>' || c == '`') {
                    break;
                }
                if (ve > limit) {
                    sc.hrefFloor = ve;
                    return p + 1;
                }
                ve++;
            }
            resume = ve;
        }
        while (vs < ve && isAsciiSpace(w.at(vs))) {
            vs++;
        }
        while (ve > vs && isAsciiSpace(w.at(ve - 1))) {
            ve--;
        }
        if (vs == ve) {
            sc.hrefFloor = resume;
            return p + 1;
        }
        String raw = w.substring(vs, ve);
        String ref = raw.indexOf('&') >= 0 ? decodeCharacterReferences(raw) : raw;
        Uri uri = sc.parse(ref, !Ascii.isAscii(ref));
        if (uri == null) {
            sc.hrefFloor = resume;
            return p + 1;
        }
        sc.emit(ref, vs, ve, UriMatch.Form.HREF, null, false, false, uri);
        return sc.consume(resume);
    }

    /** A character of an attribute name that could precede {@code href} in a longer name ({@code data-href}). */
    private static boolean isNameChar(int c) {
        return Chars.isAlnum(c) || c == '-' || c == '_' || c == ':' || c == '.';
    }

    /** ASCII whitespace as HTML defines it: tab, line feed, form feed, carriage return, space. */
    private static boolean isAsciiSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
    }

    /**
     * Decodes {@code &amp; &lt; &gt; &quot; &apos;}, {@code &#NNN;} and {@code &#xHH;}; anything
     * else after {@code &} stays as written.
     */
    static String decodeCharacterReferences(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            int semi = c == '&' ? s.indexOf(';', i + 1) : -1;
            if (semi < 0 || semi - i > 10) {
                out.append(c);
                i++;
                continue;
            }
            String name = s.substring(i + 1, semi);
            int cp = named(name);
            if (cp < 0 && name.length() > 1 && name.charAt(0) == '#') {
                cp = number(name);
            }
            if (cp < 0) {
                out.append(c);
                i++;
                continue;
            }
            out.appendCodePoint(cp);
            i = semi + 1;
        }
        return out.toString();
    }

    private static int named(String name) {
        switch (name) {
            case "amp": return '&';
            case "lt": return '<';
            case "gt": return '>';
            case "quot": return '"';
            case "apos": return '\'';
            default: return -1;
        }
    }

    /** {@code #NNN} or {@code #xHH}: the code point, or -1 when malformed, zero, a surrogate or out of range. */
    private static int number(String ref) {
        boolean hex = ref.length() > 2 && (ref.charAt(1) == 'x' || ref.charAt(1) == 'X');
        int from = hex ? 2 : 1;
        if (from >= ref.length()) {
            return -1;
        }
        int cp = 0;
        for (int k = from; k < ref.length(); k++) {
            char ch = ref.charAt(k);
            int d = ch < 0x80 ? Character.digit(ch, hex ? 16 : 10) : -1;
            if (d < 0 || !Character.isValidCodePoint(cp * (hex ? 16 : 10) + d)) {
                return -1;
            }
            cp = cp * (hex ? 16 : 10) + d;
        }
        return cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF) ? -1 : cp;
    }
}
