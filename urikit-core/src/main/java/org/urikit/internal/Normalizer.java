package org.urikit.internal;

import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.urikit.HostKind;
import org.urikit.Normalization;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.scheme.SchemeRegistry;

/**
 * Syntax-based normalization (RFC 3986 §6.2.2) and the generic part of scheme-based
 * normalization (§6.2.3). Each step works on raw component text; the result is recomposed and
 * re-parsed under the input's profile.
 */
public final class Normalizer {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** Escapes RFC 3986 §6.2.2.2 decodes: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~". */
    private static final CharClass RFC3986_DECODABLE = CharClass.UNRESERVED;
    /** The 2003 draft §2.3: ALPHA, DIGIT, "_" and "~"; decoding the other marks "is usually counterproductive" (R27). */
    private static final CharClass DRAFT_DECODABLE = CharClass.ALPHA.union(CharClass.DIGIT).with("_~");
    /** The 1997 draft §2.4.2: unreserved = alphanum | mark, mark = "$-_.!~*'()," (R27). */
    private static final CharClass RFC2396_DECODABLE = CharClass.ALPHA.union(CharClass.DIGIT).with("$-_.!~*'(),");
    /** RFC 1738: letters, digits and "-._"; its other safe/extra characters often carry scheme meaning. */
    private static final CharClass RFC1738_DECODABLE = CharClass.ALPHA.union(CharClass.DIGIT).with("-._");

    private Normalizer() {
    }

    /** {@code u} with the chosen steps applied, in the order of {@link Normalization}. */
    public static Uri normalize(Uri u, Set<Normalization> steps, SchemeRegistry registry) {
        return normalize(u, steps, registry, false);
    }

    /**
     * As {@link #normalize(Uri, Set, SchemeRegistry)}; {@code syntaxNormal} says that the caller
     * already knows every syntax-based step would leave {@code u} unchanged, so only the
     * scheme-based rung runs.
     */
    public static Uri normalize(Uri u, Set<Normalization> steps, SchemeRegistry registry, boolean syntaxNormal) {
        Objects.requireNonNull(steps, "steps");
        Objects.requireNonNull(registry, "registry");
        Uri out = u;
        if (!syntaxNormal) {
            boolean percent = steps.contains(Normalization.PERCENT_ENCODING);
            boolean caseStep = steps.contains(Normalization.CASE);
            boolean dots = steps.contains(Normalization.DOT_SEGMENTS);
            if (percent || caseStep || dots) {
                out = syntax(u, percent, caseStep, dots);
            }
        }
        if (steps.contains(Normalization.SCHEME_BASED)) {
            out = registry.normalize(out);
        }
        return out;
    }

    private static Uri syntax(Uri u, boolean percent, boolean caseStep, boolean dots) {
        CharClass decodable = decodable(u.profile());
        String scheme = u.scheme();
        String userInfo = u.userInfo();
        String host = u.host();
        String path = u.path();
        String query = u.query();
        String fragment = u.fragment();
        HostKind kind = u.hostKind();
        if (percent) {
            userInfo = decodeUnreserved(userInfo, decodable);
            host = kind == HostKind.REG_NAME || kind == HostKind.IPV6 ? decodeUnreserved(host, decodable) : host;
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
            path = dotSegments(u, decodable.contains('.') ? decodeDotSegments(path) : path);
        }
        String authority = null;
        if (host != null) {
            authority = (userInfo == null ? "" : userInfo + "@") + host + (u.hasPort() ? ":" + u.port() : "");
        }
        Components c = new Components(scheme, authority, path, query, fragment);
        if (c.recompose().equals(u.toString())) {
            return u;
        }
        return c.toUri(u.profile(), Profile.RFC3986);
    }

    private static String dotSegments(Uri u, String path) {
        if (path.startsWith("/")) {
            return u.profile() == Profile.RFC3986 ? DotSegments.removeDotSegments(path, false)
                    : DotSegments.mergeSteps(path, DotSegments.Style.DRAFT, false);
        }
        if (u.isRelativeReference() && !u.hasAuthority() && !path.isEmpty()) {
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

    static CharClass decodable(Profile profile) {
        switch (profile) {
            case RFC3986_DRAFT_2003:
                return DRAFT_DECODABLE;
            case RFC2396:
                return RFC2396_DECODABLE;
            case RFC1738:
                return RFC1738_DECODABLE;
            default:
                return RFC3986_DECODABLE;
        }
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
    private static String lowerHost(String host, HostKind kind) {
        int start = host.lastIndexOf('@') + 1;
        int end = host.length();
        if (kind == HostKind.IPV6) {
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

    // ---- the generic scheme-based rules, shared by every SchemeHandler ------------------------

    /**
     * The scheme-based rules that hold for every scheme with an authority (RFC 3986 §3.2.3,
     * §6.2.3; O-32): an empty port is dropped ("URI producers and normalizers should omit the
     * port component and its ':' delimiter if port is empty or if its value would be the same
     * as that of the scheme's default"), so is a port equal to {@code defaultPort}, and an IPv6
     * literal is rewritten in its RFC 5952 text form (zone kept). With {@code emptyPathIsRoot},
     * an empty path after an authority becomes {@code "/"} (http, RFC 7230 §2.7.3).
     */
    public static Uri schemeBasedAuthority(Uri u, OptionalInt defaultPort, boolean emptyPathIsRoot) {
        if (!u.hasAuthority() || (!u.hasPort() && u.hostKind() != HostKind.IPV6
                && !(emptyPathIsRoot && u.isPathEmpty()))) {
            return u;                                // nothing any of these rules would change (kept small: inlined)
        }
        return rewriteAuthority(u, defaultPort, emptyPathIsRoot);
    }

    private static Uri rewriteAuthority(Uri u, OptionalInt defaultPort, boolean emptyPathIsRoot) {
        String host = u.host();
        if (u.hostKind() == HostKind.IPV6) {
            host = u.hostInfo().toUriString();
        }
        String port = u.port();
        if (port != null && (port.isEmpty()
                || (defaultPort.isPresent() && u.portNumber().equals(OptionalInt.of(defaultPort.getAsInt()))))) {
            port = null;
        }
        String path = u.path();
        if (emptyPathIsRoot && path.isEmpty()) {
            path = "/";
        }
        return withAuthority(u, u.userInfo(), host, port, path);
    }

    /** {@code u} with another userinfo, host, port and path; the same value when nothing changes. */
    public static Uri withAuthority(Uri u, String userInfo, String host, String port, String path) {
        if (!u.hasAuthority() && path.startsWith("/.//")) {
            // "/." only kept "//" from reading as an authority (Components.disambiguate); once
            // an authority is written it is not needed, and keeping it would leave a dot segment.
            path = path.substring(2);
        }
        String authority = (userInfo == null ? "" : userInfo + "@") + host + (port == null ? "" : ":" + port);
        Components c = new Components(u.scheme(), authority, path, u.query(), u.fragment());
        String text = c.recompose();
        if (text.equals(u.toString())) {
            return u;
        }
        return c.toUri(u.profile(), Profile.RFC3986);
    }
}
