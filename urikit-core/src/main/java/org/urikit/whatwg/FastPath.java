package org.urikit.whatwg;

import org.urikit.net.Ipv4Addresses;

/**
 * The basic URL parser's first attempt: a single pass that recognizes an input which is already
 * its own serialization, in the common shapes, and returns the {@link WebUrl} over the input
 * {@code String} itself, allocating nothing else. Anything it is not sure of returns null and
 * goes through the state machine ({@link UrlParser}), which gives the same value (a test compares
 * the two on every conformance input and dataset line).
 *
 * <p>The input is its own serialization when: it has no leading or trailing C0 control or space
 * and no tab or newline; the scheme is lower-case; a special URL has {@code "//"}, no
 * credentials, a lower-case ASCII domain without {@code '%'} that does not end in a number (or a
 * dotted-decimal IPv4 address in canonical form), no default port and a canonical port, and a
 * path that starts with {@code '/'}; no path segment is a dot segment (or a Windows drive letter
 * of a {@code file} URL); and no character of the path, query or fragment is in that component's
 * percent-encode set (or is {@code '\'} in a special URL). Non-special URLs with an opaque host,
 * a path without host or an opaque path are recognized the same way.
 */
final class FastPath {
    private FastPath() {
    }

    private static final byte SCHEME = 1;
    /** In a canonical domain: lower-case, not a forbidden domain code point. */
    private static final byte DOMAIN = 2;
    /** Kept as is in a path segment of a special URL: not in the path set, not '/', '\', '?', '#'. */
    private static final byte SPECIAL_PATH = 4;
    /** Kept as is in a path segment of a non-special URL ('\' is data there). */
    private static final byte PATH = 8;
    /** Kept as is in the query of a special URL. */
    private static final byte SPECIAL_QUERY = 16;
    /** Kept as is in the query of a non-special URL. */
    private static final byte QUERY = 32;
    /** Kept as is in a fragment. */
    private static final byte FRAGMENT = 64;
    /** Kept as is in an opaque host: not a forbidden host code point, not a control or space. */
    private static final byte OPAQUE_HOST = (byte) 128;
    /** Indexed by any UTF-16 unit, so the loops need no range check: everything above 126 is 0. */
    private static final byte[] T = new byte[65536];

    static {
        for (int c = 0x21; c < 0x7F; c++) {
            int t = 0;
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.') {
                t |= SCHEME;
            }
            if (!(c >= 'A' && c <= 'Z') && !HostParser.isForbiddenDomain((char) c)) {
                t |= DOMAIN;
            }
            if (!PercentEncodeSet.PATH.contains(c) && c != '/' && c != '?' && c != '#') {
                t |= PATH;
                if (c != '\\') {
                    t |= SPECIAL_PATH;
                }
            }
            if (!PercentEncodeSet.SPECIAL_QUERY.contains(c) && c != '#') {
                t |= SPECIAL_QUERY;
            }
            if (!PercentEncodeSet.QUERY.contains(c) && c != '#') {
                t |= QUERY;
            }
            if (!PercentEncodeSet.FRAGMENT.contains(c)) {
                t |= FRAGMENT;
            }
            if (!HostParser.isForbiddenHost((char) c)) {
                t |= OPAQUE_HOST;
            }
            T[c] = (byte) t;
        }
    }

    /** The index of the first character from {@code i} that is not of class {@code bit}. */
    private static int scan(String s, int i, int n, int bit) {
        while (i < n && (T[s.charAt(i)] & bit) != 0) {
            i++;
        }
        return i;
    }

    /** The URL when {@code s} is its own serialization in a shape this pass knows, else null. */
    static WebUrl parse(String s) {
        int n = s.length();
        if (n == 0) {
            return null;
        }
        char c0 = s.charAt(0);
        if (c0 < 'a' || c0 > 'z') {
            return null;
        }
        int schemeEnd = scan(s, 1, n, SCHEME);
        if (schemeEnd == n || s.charAt(schemeEnd) != ':') {
            return null;
        }
        int special = special(s, schemeEnd);
        int i = schemeEnd + 1;
        boolean slashes = i + 1 < n && s.charAt(i) == '/' && s.charAt(i + 1) == '/';
        if (special < 0) {
            return slashes ? nonSpecialAuthority(s, schemeEnd) : noHost(s, schemeEnd);
        }
        if (!slashes) {
            return null;
        }
        int hostStart = i + 2;
        int hostEnd = scan(s, hostStart, n, DOMAIN);
        HostType type;
        if (hostEnd == hostStart) {
            if (special != UrlRecord.FILE) {
                return null;
            }
            type = HostType.EMPTY;
        } else {
            type = domainOrIpv4(s, hostStart, hostEnd);
            if (type == null || special == UrlRecord.FILE && s.startsWith("localhost", hostStart) && hostEnd - hostStart == 9) {
                return null;
            }
        }
        int p = hostEnd;
        if (p < n && s.charAt(p) == ':') {
            if (special == UrlRecord.FILE) {
                return null;
            }
            int digitsEnd = p + 1;
            int value = 0;
            while (digitsEnd < n && digitsEnd - p <= 5 && Chars.isDigit(s.charAt(digitsEnd))) {
                value = value * 10 + s.charAt(digitsEnd) - '0';
                digitsEnd++;
            }
            int digits = digitsEnd - p - 1;
            if (digits == 0 || digits > 5 || value > 65535 || s.charAt(p + 1) == '0' && digits > 1
                    || value == UrlRecord.defaultPort(special)) {
                return null;
            }
            p = digitsEnd;
        }
        if (p == n || s.charAt(p) != '/') {
            return null;
        }
        int pathEnd = path(s, p, n, SPECIAL_PATH, special == UrlRecord.FILE);
        if (pathEnd < 0) {
            return null;
        }
        return rest(s, schemeEnd, hostStart, hostEnd, p, pathEnd, type, special, false, SPECIAL_QUERY);
    }

    /** A non-special URL with {@code "//"}: an opaque host (or the empty host), an optional port, a list path. */
    private static WebUrl nonSpecialAuthority(String s, int schemeEnd) {
        int n = s.length();
        int hostStart = schemeEnd + 3;
        int hostEnd = scan(s, hostStart, n, OPAQUE_HOST);
        int p = hostEnd;
        if (p < n && s.charAt(p) == ':') {
            if (hostEnd == hostStart) {
                return null;
            }
            int digitsEnd = p + 1;
            int value = 0;
            while (digitsEnd < n && digitsEnd - p <= 5 && Chars.isDigit(s.charAt(digitsEnd))) {
                value = value * 10 + s.charAt(digitsEnd) - '0';
                digitsEnd++;
            }
            int digits = digitsEnd - p - 1;
            if (digits == 0 || digits > 5 || value > 65535 || s.charAt(p + 1) == '0' && digits > 1) {
                return null;
            }
            p = digitsEnd;
        }
        int pathEnd = p;
        if (p < n && s.charAt(p) == '/') {
            pathEnd = path(s, p, n, PATH, false);
            if (pathEnd < 0) {
                return null;
            }
        } else if (p < n && s.charAt(p) != '?' && s.charAt(p) != '#') {
            return null;
        }
        return rest(s, schemeEnd, hostStart, hostEnd, p, pathEnd,
                hostEnd == hostStart ? HostType.EMPTY : HostType.OPAQUE, -1, false, QUERY);
    }

    /** A non-special URL without host: a list path starting with a single '/', or an opaque path. */
    private static WebUrl noHost(String s, int schemeEnd) {
        int n = s.length();
        int p = schemeEnd + 1;
        if (p < n && s.charAt(p) == '/') {
            int pathEnd = path(s, p, n, PATH, false);
            if (pathEnd < 0) {
                return null;
            }
            return rest(s, schemeEnd, -1, -1, p, pathEnd, null, -1, false, QUERY);
        }
        // An opaque path: kept as is unless it has controls, spaces or non-ASCII characters.
        int pathEnd = p;
        while (pathEnd < n) {
            char c = s.charAt(pathEnd);
            if (c <= ' ' || c >= 0x7F || c == '?' || c == '#') {
                break;
            }
            pathEnd++;
        }
        if (pathEnd < n && s.charAt(pathEnd) != '?' && s.charAt(pathEnd) != '#') {
            return null;
        }
        return rest(s, schemeEnd, -1, -1, p, pathEnd, null, -1, true, QUERY);
    }

    /** The query and fragment after {@code pathEnd}, then the value; null when they are not canonical. */
    private static WebUrl rest(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int pathEnd,
            HostType type, int special, boolean opaque, byte queryClass) {
        int n = s.length();
        int i = pathEnd;
        int queryStart = -1;
        int fragmentStart = -1;
        if (i < n && s.charAt(i) == '?') {
            queryStart = i;
            i = scan(s, i + 1, n, queryClass);
        }
        if (i < n && s.charAt(i) == '#') {
            fragmentStart = i;
            i = scan(s, i + 1, n, FRAGMENT);
        }
        if (i != n) {
            return null;
        }
        int userEnd = hostStart < 0 ? schemeEnd + 1 : hostStart;
        return new WebUrl(s, schemeEnd, userEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, type,
                special, opaque);
    }

    /**
     * The end of a list path that starts at {@code p} (a '/') and is its own serialization:
     * segments of class {@code segment} separated by '/', none a dot segment (nor, for a file URL,
     * a Windows drive letter first); -1 otherwise.
     */
    private static int path(String s, int p, int n, byte segment, boolean file) {
        int start = p + 1;
        while (true) {
            int end = scan(s, start, n, segment);
            int len = end - start;
            if (len <= 6 && len > 0 && (s.charAt(start) == '.' || s.charAt(start) == '%') && (Chars.isSingleDot(s, start, end) || Chars.isDoubleDot(s, start, end))) {
                return -1;
            }
            if (file && start == p + 1 && len == 2 && Chars.isAlpha(s.charAt(start))
                    && (s.charAt(start + 1) == ':' || s.charAt(start + 1) == '|')) {
                return -1;
            }
            if (end < n && s.charAt(end) == '/') {
                start = end + 1;
                continue;
            }
            if (end < n && s.charAt(end) != '?' && s.charAt(end) != '#') {
                return -1;
            }
            return end;
        }
    }

    /**
     * {@link HostType#DOMAIN} for a domain that does not end in a number, {@link HostType#IPV4}
     * for an address already in dotted-decimal form (RFC 3986's {@code IPv4address} is the IPv4
     * serializer's output), and null for a domain that ends in a number some other way (the
     * IPv4 parser would rewrite it or fail).
     */
    private static HostType domainOrIpv4(String s, int from, int to) {
        if (!Ipv4Addresses.endsInANumber(s, from, to)) {
            return HostType.DOMAIN;
        }
        return Ipv4Addresses.isDottedDecimal(s, from, to) ? HostType.IPV4 : null;
    }

    /** The special scheme {@code s[0, end)} is, or -1. */
    private static int special(String s, int end) {
        switch (end) {
            case 2:
                return s.charAt(0) == 'w' && s.charAt(1) == 's' ? UrlRecord.WS : -1;
            case 3:
                if (s.startsWith("wss")) {
                    return UrlRecord.WSS;
                }
                return s.startsWith("ftp") ? UrlRecord.FTP : -1;
            case 4:
                if (s.startsWith("http")) {
                    return UrlRecord.HTTP;
                }
                return s.startsWith("file") ? UrlRecord.FILE : -1;
            case 5:
                return s.startsWith("https") ? UrlRecord.HTTPS : -1;
            default:
                return -1;
        }
    }
}
