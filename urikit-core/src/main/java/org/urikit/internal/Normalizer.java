package org.urikit.internal;

import org.urikit.encoding.CharClass;
import org.urikit.net.Ascii;

/**
 * Syntax-based normalization (RFC 3986 §6.2.2): case, percent-encoding and dot segments. The
 * one entry, {@link #normalize}, first asks the quick check ({@link #isSyntaxNormal}) and returns
 * the value itself when no step can change it; otherwise each step works on raw component text
 * and the result is recomposed and re-parsed under the input's grammar ({@link #syntax}). The
 * scheme-based rung (§6.2.3) belongs to the scheme handlers, above this package.
 */
public final class Normalizer {
    private Normalizer() {
    }

    /**
     * {@code u} with the chosen syntax-based steps applied (percent-encoding, case, dot
     * segments), or {@code u} itself when nothing changes; the quick check first.
     */
    public static <U> U normalize(UriAccess<U> a, U u, boolean percent, boolean caseStep, boolean dots) {
        if (!(percent || caseStep || dots) || isSyntaxNormal(a, u)) {
            return u;
        }
        return syntax(a, u, percent, caseStep, dots);
    }

    // ---- the quick check -------------------------------------------------------------------

    /**
     * Whether every syntax-based step would leave {@code u} as it is, in a single scan that is
     * conservative (false when unsure): lower-case scheme and host, upper-case hex in every
     * escape and no escape of an unreserved character, no {@code "."} or {@code ".."} path
     * segment, and no IPv6 literal (whose text form the normalizer always rewrites). Only the
     * RFC 3986 grammar is covered. The parser's {@link UriFactory#PLAIN} flag answers the case
     * and escape questions for most URLs without a scan.
     */
    public static <U> boolean isSyntaxNormal(UriAccess<U> a, U u) {
        if (a.grammar(u) != Grammar.rfc3986() || a.hostKind(u) == UriFactory.IPV6) {
            return false;
        }
        if ((a.flags(u) & UriFactory.PLAIN) == 0 && !isCaseAndEscapeNormal(a.text(u), a.schemeEnd(u), a.hostStart(u),
                a.hostEnd(u))) {
            return false;
        }
        return !DotSegments.hasDotSegment(a, u);   // 6.2.2.3
    }

    /**
     * The case and percent-encoding steps, when the parser could not tell that they change
     * nothing (an escape somewhere, an upper-case letter or {@code '_'} in the scheme or host):
     * a lower-case scheme and host (6.2.2.1), upper-case hex digits in every escape (6.2.2.1)
     * and no escaped unreserved character (6.2.2.2).
     */
    private static boolean isCaseAndEscapeNormal(String t, int schemeEnd, int hostStart, int hostEnd) {
        for (int i = t.indexOf('%', schemeEnd + 1); i >= 0; i = t.indexOf('%', i + 3)) {
            char hi = t.charAt(i + 1);
            char lo = t.charAt(i + 2);
            if (isLowerHex(hi) || isLowerHex(lo)) {
                return false;
            }
            if (CharClass.UNRESERVED.contains(Ascii.hexValue(hi) << 4 | Ascii.hexValue(lo))) {
                return false;
            }
        }
        return !hasUpperCase(t, 0, schemeEnd) && !hasUpperCase(t, hostStart, hostEnd);
    }

    private static boolean hasUpperCase(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                return true;
            }
        }
        return false;
    }

    private static boolean isLowerHex(char c) {
        return c >= 'a' && c <= 'f';
    }

    // ---- the steps -------------------------------------------------------------------------

    /**
     * The syntax-based steps without the quick check (public for the test that compares the
     * two): {@code u} with the chosen steps applied, or {@code u} itself when nothing changes.
     */
    public static <U> U syntax(UriAccess<U> a, U u, boolean percent, boolean caseStep, boolean dots) {
        Grammar g = a.grammar(u);
        CharClass decodable = g.decodable;
        String scheme = a.scheme(u);
        String userInfo = a.userInfo(u);
        String host = a.host(u);
        String path = a.path(u);
        String query = a.query(u);
        String fragment = a.fragment(u);
        int kind = a.hostKind(u);
        if (percent) {
            userInfo = decodeUnreserved(userInfo, decodable);
            host = kind == UriFactory.REG_NAME || kind == UriFactory.IPV6 ? decodeUnreserved(host, decodable) : host;
            path = decodeUnreserved(path, decodable);
            query = decodeUnreserved(query, decodable);
            fragment = decodeUnreserved(fragment, decodable);
        }
        if (caseStep) {
            scheme = scheme == null ? null : Ascii.lower(scheme);
            userInfo = upperEscapes(userInfo);
            host = host == null ? null : upperEscapes(lowerHost(host, kind));
            path = upperEscapes(path);
            query = upperEscapes(query);
            fragment = upperEscapes(fragment);
        }
        if (dots) {
            path = dotSegments(g, scheme == null && host == null, decodable.contains('.') ? DotSegments.decodeEscapedDots(path) : path);
        }
        String authority = host == null ? null : Components.authority(userInfo, host, a.port(u));
        Components c = new Components(scheme, authority, path, query, fragment);
        if (c.recompose().equals(a.text(u))) {
            return u;
        }
        return c.toUri(a, g, Grammar.rfc3986());
    }

    /** Dot-segment removal in the generation's way; {@code relativePath}: the reference has neither scheme nor authority. */
    private static String dotSegments(Grammar g, boolean relativePath, String path) {
        if (path.startsWith("/")) {
            return switch (g.generation) {
                case RFC3986 -> DotSegments.removeDotSegments(path, false);
                case RFC3986_DRAFT_2003, RFC2396, RFC1738 -> DotSegments.mergeSteps(path, DotSegments.Style.DRAFT, false);
            };
        }
        if (relativePath && !path.isEmpty()) {
            return DotSegments.relativePath(path);
        }
        return path;   // empty, or opaque: dot segments only mean something in a hierarchical path
    }

    /** Decodes each {@code %XX} whose octet is in {@code decodable}; everything else stays as written. */
    static String decodeUnreserved(String s, CharClass decodable) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < n) {
                int hi = Ascii.hexValue(s.charAt(i + 1));
                int lo = Ascii.hexValue(s.charAt(i + 2));
                if (hi >= 0 && lo >= 0 && decodable.contains(hi << 4 | lo)) {
                    sb.append((char) (hi << 4 | lo));
                    i += 2;
                    continue;
                }
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** Upper-cases the two hex digits of every {@code %XX}. */
    static String upperEscapes(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        char[] a = s.toCharArray();
        for (int i = 0; i + 2 < a.length; i++) {
            if (a[i] == '%' && CharClass.HEXDIG.contains(a[i + 1]) && CharClass.HEXDIG.contains(a[i + 2])) {
                a[i + 1] = Ascii.upperHexDigit(Ascii.hexValue(a[i + 1]));
                a[i + 2] = Ascii.upperHexDigit(Ascii.hexValue(a[i + 2]));
                i += 2;
            }
        }
        return new String(a);
    }

    /**
     * Lower-cases ASCII letters outside escapes. An IPv6 zone identifier keeps its case, and so
     * does whatever precedes an {@code '@'}: under the 2003 draft a whole authority that is not
     * a server ({@code reg_name}) is reported as the host, userinfo and all.
     */
    private static String lowerHost(String host, int kind) {
        int start = host.lastIndexOf('@') + 1;
        int end = host.length();
        if (kind == UriFactory.IPV6) {
            int zone = host.indexOf('%');
            if (zone >= 0) {
                end = zone;
            }
        }
        StringBuilder sb = new StringBuilder(host.length()).append(host, 0, start);
        for (int i = start; i < end; i++) {
            char c = host.charAt(i);
            if (c == '%') {
                sb.append(host, i, Math.min(i + 3, end));
                i += 2;
            } else {
                sb.append(Ascii.lower(c));
            }
        }
        return sb.append(host, end, host.length()).toString();
    }
}
