package org.urikit.text;

import org.urikit.Uri;
import org.urikit.net.Ascii;

/**
 * References that markup marks as links, where relative references count too because the markup
 * says that a reference follows: the destination of a Markdown inline link or image
 * ({@code [text](url)}, {@code ![alt](url "title")}) and the value of an HTML {@code href} or
 * {@code src} attribute ({@code href="…"}, {@code src='…'} or unquoted; the attribute name in any
 * case, as the 1997 draft of RFC 2396, Appendix D, notes of HTML: "element and attribute names are
 * case-insensitive").
 *
 * <p>An attribute value is taken as HTML gives it to the URL parser, the way browsers read it:
 * the character references {@code &amp; &lt; &gt; &quot; &apos;} and numeric ones decoded (so
 * {@code ?a=1&amp;b=2} gives {@code ?a=1&b=2}); then, as the URL Standard's basic URL parser
 * does, leading and trailing C0 controls and spaces removed, tabs and newlines removed, and a
 * space inside percent-encoded ({@code href="/a b"} gives {@code /a%20b}). A value that is then
 * not a valid URI reference (RFC 3986 §4.1, or an IRI) is skipped, not repaired.
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

    /**
     * {@code =} at {@code p}: {@code href} or {@code src} before it (blanks allowed), a value after
     * it. The value is read as HTML hands it to the URL parser (see the class comment); a value
     * that is then empty is not a reference, and one that is not a valid reference is skipped
     * whole, not repaired.
     */
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
        UriMatch.Form form = isName(w, j, "href", sc.floor) ? UriMatch.Form.HREF
                : isName(w, j, "src", sc.floor) ? UriMatch.Form.SRC : null;
        if (form == null) {
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
        while (vs < ve && isUrlSpace(w.at(vs))) {
            vs++;
        }
        while (ve > vs && isUrlSpace(w.at(ve - 1))) {
            ve--;
        }
        if (vs == ve) {
            sc.hrefFloor = resume;
            return p + 1;
        }
        String ref = attributeUrl(w.substring(vs, ve));
        Uri uri = ref.isEmpty() ? null : sc.parse(ref, !Ascii.isAscii(ref));
        if (uri == null) {
            return sc.consume(resume);      // skipped, not repaired: nothing inside it is reported
        }
        sc.emit(ref, vs, ve, form, null, false, false, uri);
        return sc.consume(resume);
    }

    /** Whether the attribute name {@code name} (any case) ends at {@code end}, not as the tail of a longer name. */
    private static boolean isName(TextWindow w, long end, String name, long floor) {
        long start = end - name.length();
        if (start < floor) {
            return false;
        }
        for (int k = 0; k < name.length(); k++) {
            if (Chars.lower(w.at(start + k)) != name.charAt(k)) {
                return false;
            }
        }
        return start == 0 || !isNameChar(w.at(start - 1));
    }

    /**
     * An attribute value as the URL parser reads it: character references decoded (HTML), then,
     * as the URL Standard's basic URL parser does, leading and trailing C0 controls and spaces
     * removed, every ASCII tab and newline removed, and a space left inside percent-encoded as
     * {@code %20} (it is in the path, query and fragment percent-encode sets).
     */
    static String attributeUrl(String raw) {
        String s = raw.indexOf('&') >= 0 ? decodeCharacterReferences(raw) : raw;
        int from = Ascii.skipC0ControlOrSpace(s, 0, s.length());
        int to = Ascii.skipC0ControlOrSpaceBack(s, from, s.length());
        StringBuilder out = null;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r' || c == ' ') {
                if (out == null) {
                    out = new StringBuilder(to - from + 8).append(s, from, i);
                }
                if (c == ' ') {
                    out.append("%20");
                }
            } else if (out != null) {
                out.append(c);
            }
        }
        return out != null ? out.toString() : s.substring(from, to);
    }

    /** A character of an attribute name that could precede {@code href} in a longer name ({@code data-href}). */
    private static boolean isNameChar(int c) {
        return Chars.isAlnum(c) || c == '-' || c == '_' || c == ':' || c == '.';
    }

    /** A C0 control or space: what the URL parser strips from both ends of its input. */
    private static boolean isUrlSpace(int c) {
        return c >= 0 && c <= ' ';
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
