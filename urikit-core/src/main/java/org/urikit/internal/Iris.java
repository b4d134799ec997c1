package org.urikit.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import org.urikit.encoding.CharClass;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.net.Ascii;

/**
 * IRIs (RFC 3987): mapping an IRI to a URI (§3.1) and a URI to its display form (§3.2).
 *
 * <p>Host names go through {@link RegNames}: UTS #46 as the URL Standard applies it ("domain to
 * ASCII"), so {@code faß.de} is {@code xn--fa-hia.de} (IDNA2008, as browsers read it; IDNA2003
 * and {@code java.net.IDN} gave {@code fass.de}). Only the host is mapped: every other non-ASCII
 * character is percent-encoded as UTF-8, so a compatibility mapping can never turn a character
 * into a delimiter (the fullwidth {@code ＠ ／ ？ ＃ ：} stay data), and a host whose mapping
 * would hold one ({@code evil.com＠good.com}) is refused.
 */
public final class Iris {

    private Iris() {
    }

    // ---- IRI to URI (RFC 3987 §3.1) -----------------------------------------------------------

    /**
     * The URI text of an IRI reference and, for each of its characters, the index in the IRI of the
     * character it came from: the positions of the IRI's components are those of the URI's mapped
     * back ({@link #toIri}), with no second reading of the IRI.
     */
    public static final class Mapping {
        private final String text;
        private final int[] origin;

        private Mapping(String text, int[] origin) {
            this.text = text;
            this.origin = origin;
        }

        /** The URI text: ASCII, to be parsed as an RFC 3986 URI reference. */
        public String text() {
            return text;
        }

        /**
         * The index in the IRI of index {@code i} of {@link #text()} (0 to its length): the host's
         * ASCII form maps to the host's first index, the three characters of an escape to the
         * character encoded, the end to the IRI's end.
         */
        public int toIri(int i) {
            return origin[i];
        }
    }

    /**
     * The URI of an IRI reference: every non-ASCII character outside the host is written as the
     * percent-encoding of its UTF-8 octets; a host with non-ASCII characters becomes its ASCII
     * form ({@link RegNames#toAscii(String, int, int)}, e.g. {@code bücher.example} to
     * {@code xn--bcher-kva.example}). The result is then parsed as an RFC 3986 URI reference;
     * errors point into the IRI.
     *
     * @throws UriSyntaxException {@link SyntaxError#IRI_CHAR_INVALID}, {@link SyntaxError#IDN_HOST_INVALID},
     *     or the parser's error for the ASCII characters
     */
    public static <U> U toUri(UriAccess<U> a, String iri) {
        Mapping m = map(iri);
        U u = Parser.parse(m.text, Grammar.rfc3986(), a);
        if (u == null) {
            Parser.Rejection r = Parser.rejection(m.text, Grammar.rfc3986());
            throw new UriSyntaxException(r.error(), iri, m.toIri(Math.min(r.index(), m.text.length())));
        }
        return u;
    }

    /**
     * The URI text of {@code iri} with its map back into the IRI ({@link #toUri} before parsing):
     * the IRI read once, left to right, split as RFC 3986 Appendix B splits.
     *
     * @throws UriSyntaxException {@link SyntaxError#IRI_CHAR_INVALID} or {@link SyntaxError#IDN_HOST_INVALID}
     */
    public static Mapping map(String iri) {
        Objects.requireNonNull(iri, "iri");
        int n = iri.length();
        int[] host = hostRange(iri);
        int queryStart = queryStart(iri);
        int queryEnd = queryStart < 0 ? -1 : fragmentStart(iri, queryStart);
        StringBuilder out = new StringBuilder(n + 16);
        int[] origin = new int[n + 16];   // out index -> iri index, for error positions and spans
        int i = 0;
        while (i < n) {
            if (i == host[0] && host[1] > host[0] && !Ascii.isAscii(iri, host[0], host[1])) {
                String ascii = RegNames.toAscii(iri, host[0], host[1]);
                for (int k = 0; k < ascii.length(); k++) {
                    origin = mark(origin, out.length(), host[0]);
                    out.append(ascii.charAt(k));
                }
                i = host[1];
                continue;
            }
            int cp = iri.codePointAt(i);
            int width = Character.charCount(cp);
            if (cp < 0x80) {
                origin = mark(origin, out.length(), i);
                out.append((char) cp);
            } else {
                boolean inQuery = queryStart >= 0 && i > queryStart && i < queryEnd;
                if (!isUcschar(cp) && !(inQuery && isIprivate(cp))) {
                    throw new UriSyntaxException(SyntaxError.IRI_CHAR_INVALID, iri, i);
                }
                for (byte b : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) {
                    for (int k = 0; k < 3; k++) {
                        origin = mark(origin, out.length() + k, i);
                    }
                    Ascii.appendEscape(out, b & 0xFF);
                }
            }
            i += width;
        }
        origin = mark(origin, out.length(), n);
        return new Mapping(out.toString(), origin);
    }

    private static int[] mark(int[] origin, int at, int index) {
        int[] a = at < origin.length ? origin : Arrays.copyOf(origin, Math.max(at + 1, origin.length * 2));
        a[at] = index;
        return a;
    }

    /**
     * {@code {start, end}} of the host of the IRI reference, found as RFC 3986 Appendix B splits
     * (scheme up to the first ':' before any '/', '?' or '#'; an authority after "//" up to the
     * next '/', '?' or '#'; the host after the last '@' and before a ':' port). {@code {-1, -1}}
     * without an authority or for an IP literal.
     */
    static int[] hostRange(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && "/?#:".indexOf(s.charAt(i)) < 0) {
            i++;
        }
        int start = i < n && s.charAt(i) == ':' ? i + 1 : 0;
        if (!s.startsWith("//", start)) {
            return new int[] {-1, -1};
        }
        int a = start + 2;
        int end = a;
        while (end < n && "/?#".indexOf(s.charAt(end)) < 0) {
            end++;
        }
        int at = s.lastIndexOf('@', end - 1);
        int h = at >= a ? at + 1 : a;
        if (h < end && s.charAt(h) == '[') {
            return new int[] {-1, -1};
        }
        int colon = s.indexOf(':', h);
        int hostEnd = colon >= 0 && colon < end ? colon : end;
        return new int[] {h, hostEnd};
    }

    private static int queryStart(String s) {
        int q = s.indexOf('?');
        int f = s.indexOf('#');
        return q >= 0 && (f < 0 || q < f) ? q : -1;
    }

    /** The index of the first '#' after {@code from}, or the length: where a query that starts at {@code from} ends. */
    private static int fragmentStart(String s, int from) {
        int f = s.indexOf('#', from);
        return f < 0 ? s.length() : f;
    }

    /** {@code ucschar} (RFC 3987 §2.2). */
    static boolean isUcschar(int cp) {
        if (cp < 0x10000) {
            return (cp >= 0xA0 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFDCF) || (cp >= 0xFDF0 && cp <= 0xFFEF);
        }
        return cp <= 0xEFFFD && (cp & 0xFFFF) <= 0xFFFD && !(cp >= 0xE0000 && cp < 0xE1000);
    }

    /** {@code iprivate} (RFC 3987 §2.2), allowed in the query only. */
    static boolean isIprivate(int cp) {
        return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD) || (cp >= 0x100000 && cp <= 0x10FFFD);
    }

    // ---- URI to IRI for display (RFC 3987 §3.2) ---------------------------------------------

    /**
     * The display form of {@code u}: percent-encoded UTF-8 sequences of characters that are
     * safe to show are decoded, as are escapes of unreserved ASCII characters; a registered name
     * is shown by {@link RegNames#forDisplay(String)} (A-labels in Unicode unless they could pass
     * for another name, UTS #39). Everything else stays
     * encoded: reserved and other ASCII escapes ({@code %2F}, {@code %25}, {@code %20}),
     * invalid UTF-8, and characters that are not {@code ucschar} or that would not show as
     * themselves (controls, format characters such as the bidi controls of RFC 3987 §4.1,
     * spaces, private use, unassigned code points).
     */
    public static <U> String toDisplayString(UriAccess<U> a, U u) {
        StringBuilder sb = new StringBuilder(a.text(u).length());
        String scheme = a.scheme(u);
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        String host = a.host(u);
        if (host != null) {
            sb.append("//");
            String userInfo = a.userInfo(u);
            if (userInfo != null) {
                sb.append(decodeForDisplay(userInfo)).append('@');
            }
            sb.append(a.hostKind(u) == UriFactory.REG_NAME ? RegNames.forDisplay(host) : host);
            String port = a.port(u);
            if (port != null) {
                sb.append(':').append(port);
            }
        }
        sb.append(decodeForDisplay(a.path(u)));
        String query = a.query(u);
        if (query != null) {
            sb.append('?').append(decodeForDisplay(query));
        }
        String fragment = a.fragment(u);
        if (fragment != null) {
            sb.append('#').append(decodeForDisplay(fragment));
        }
        return sb.toString();
    }

    /** Decodes the escapes of {@code s} that are safe to show; see {@link #toDisplayString}. */
    static String decodeForDisplay(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        int n = s.length();
        StringBuilder sb = new StringBuilder(n);
        byte[] run = new byte[16];
        int i = 0;
        while (i < n) {
            if (!(s.charAt(i) == '%' && isEscape(s, i))) {
                sb.append(s.charAt(i++));
                continue;
            }
            int count = 0;
            int j = i;
            while (j < n && s.charAt(j) == '%' && isEscape(s, j)) {
                if (count == run.length) {
                    run = Arrays.copyOf(run, count * 2);
                }
                run[count++] = (byte) (Ascii.hexValue(s.charAt(j + 1)) << 4 | Ascii.hexValue(s.charAt(j + 2)));
                j += 3;
            }
            appendRun(sb, s, i, run, count);
            i = j;
        }
        return sb.toString();
    }

    /** Appends the escapes {@code s[at, at + 3 * count)} whose octets are {@code run[0, count)}. */
    private static void appendRun(StringBuilder sb, String s, int at, byte[] run, int count) {
        int k = 0;
        while (k < count) {
            int b = run[k] & 0xFF;
            if (b < 0x80) {
                if (CharClass.UNRESERVED.contains(b)) {
                    sb.append((char) b);
                } else {
                    sb.append(s, at + 3 * k, at + 3 * k + 3);
                }
                k++;
                continue;
            }
            int len = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
            int cp = len == 2 ? b & 0x1F : len == 3 ? b & 0x0F : b & 0x07;
            boolean ok = len > 0 && k + len <= count;
            for (int m = 1; ok && m < len; m++) {
                int c = run[k + m] & 0xFF;
                ok = c >= 0x80 && c <= 0xBF;
                cp = cp << 6 | (c & 0x3F);
            }
            ok = ok && !(len == 3 && cp < 0x800) && !(len == 4 && (cp < 0x10000 || cp > 0x10FFFF))
                    && !(cp >= 0xD800 && cp <= 0xDFFF);
            if (ok && isDisplayable(cp)) {
                sb.appendCodePoint(cp);
                k += len;
            } else {
                int keep = ok ? len : 1;
                sb.append(s, at + 3 * k, at + 3 * (k + keep));
                k += keep;
            }
        }
    }

    private static boolean isEscape(String s, int i) {
        return i + 2 < s.length() && CharClass.HEXDIG.contains(s.charAt(i + 1)) && CharClass.HEXDIG.contains(s.charAt(i + 2));
    }

    /** A {@code ucschar} that shows as itself: no control, format (bidi), separator, private-use or unassigned character. */
    static boolean isDisplayable(int cp) {
        if (cp < 0x80) {
            return cp > 0x20 && cp < 0x7F;
        }
        if (!isUcschar(cp)) {
            return false;
        }
        return (NOT_DISPLAYED >>> Character.getType(cp) & 1) == 0;
    }

    /** The general categories that do not show as themselves, one bit per {@link Character#getType} value. */
    private static final int NOT_DISPLAYED = 1 << Character.CONTROL | 1 << Character.FORMAT | 1 << Character.SPACE_SEPARATOR
            | 1 << Character.LINE_SEPARATOR | 1 << Character.PARAGRAPH_SEPARATOR | 1 << Character.PRIVATE_USE
            | 1 << Character.SURROGATE | 1 << Character.UNASSIGNED;
}
