package org.urikit.internal;

import org.urikit.encoding.CharClass;

/**
 * Syntax-based normalization (RFC 3986 §6.2.2): case, percent-encoding and dot segments, each
 * on raw component text; the result is recomposed and re-parsed under the input's grammar. The
 * scheme-based rung (§6.2.3) belongs to the scheme handlers, above this package.
 */
public final class Normalizer {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private Normalizer() {
    }

    /**
     * {@code u} with the chosen syntax-based steps applied (percent-encoding, case, dot
     * segments), or {@code u} itself when nothing changes.
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
            scheme = scheme == null ? null : lowerAscii(scheme);
            userInfo = upperEscapes(userInfo);
            host = host == null ? null : upperEscapes(lowerHost(host, kind));
            path = upperEscapes(path);
            query = upperEscapes(query);
            fragment = upperEscapes(fragment);
        }
        if (dots) {
            path = dotSegments(g, scheme == null && host == null, decodable.contains('.') ? decodeDotSegments(path) : path);
        }
        String authority = null;
        if (host != null) {
            String port = a.port(u);
            authority = (userInfo == null ? "" : userInfo + "@") + host + (port != null ? ":" + port : "");
        }
        Components c = new Components(scheme, authority, path, query, fragment);
        if (c.recompose().equals(a.text(u))) {
            return u;
        }
        return c.toUri(a, g, Grammar.rfc3986());
    }

    /** Dot-segment removal in the generation's way; {@code relativePath}: the reference has neither scheme nor authority. */
    private static String dotSegments(Grammar g, boolean relativePath, String path) {
        if (path.startsWith("/")) {
            return g.generation == Grammar.Generation.RFC3986 ? DotSegments.removeDotSegments(path, false)
                    : DotSegments.mergeSteps(path, DotSegments.Style.DRAFT, false);
        }
        if (relativePath && !path.isEmpty()) {
            return DotSegments.relativePath(path);
        }
        return path;   // empty, or opaque: dot segments only mean something in a hierarchical path
    }

    /**
     * Writes {@code %2E} as {@code "."} in the segments that are dot segments once decoded
     * ({@code %2E}, {@code %2e%2E}, {@code .%2E}): RFC 3986 §2.3 makes {@code %2E} equivalent to
     * {@code "."}, so {@code /a/%2E%2E/b} is the same path as {@code /a/../b}, even though the
     * remove_dot_segments of §5.2.4 only sees literal dots. Without this, dot-segment removal
     * alone would turn {@code /x/%2e/../b} into {@code /x/b}, which is not equivalent to it.
     */
    static String decodeDotSegments(String path) {
        if (path.indexOf('%') < 0) {
            return path;
        }
        StringBuilder sb = new StringBuilder(path.length());
        int i = 0;
        int n = path.length();
        while (i <= n) {
            int slash = path.indexOf('/', i);
            int end = slash < 0 ? n : slash;
            String segment = path.substring(i, end);
            String decoded = segment.replace("%2E", ".").replace("%2e", ".");
            sb.append(decoded.equals(".") || decoded.equals("..") ? decoded : segment);
            if (slash < 0) {
                break;
            }
            sb.append('/');
            i = slash + 1;
        }
        return sb.toString();
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
                int hi = Character.digit(s.charAt(i + 1), 16);
                int lo = Character.digit(s.charAt(i + 2), 16);
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
                a[i + 1] = HEX[Character.digit(a[i + 1], 16)];
                a[i + 2] = HEX[Character.digit(a[i + 2], 16)];
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
                sb.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
            }
        }
        return sb.append(host, end, host.length()).toString();
    }

    static String lowerAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                StringBuilder sb = new StringBuilder(s.length());
                for (int k = 0; k < s.length(); k++) {
                    char d = s.charAt(k);
                    sb.append(d >= 'A' && d <= 'Z' ? (char) (d + 32) : d);
                }
                return sb.toString();
            }
        }
        return s;
    }
}
