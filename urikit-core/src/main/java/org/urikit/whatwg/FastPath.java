package org.urikit.whatwg;

import org.urikit.net.Ipv4Addresses;

/**
 * The basic URL parser's first attempt: a single pass that recognizes an input which is already
 * its own serialization, in the common shapes, and returns the {@link WebUrl} over the input
 * {@code String} itself, allocating nothing else. When a special URL is its own serialization up
 * to somewhere in its path, query or fragment, the state machine ({@link UrlParser#resume}) goes
 * on from there with what this pass has read. Anything else returns null and goes through the
 * state machine from the start, which gives the same value (a test compares the two on every
 * conformance input and dataset line).
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
        int schemeEnd = Chars.scan(s, 1, n, Chars.SCHEME_LOWER);
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
        int hostEnd = Chars.scan(s, hostStart, n, Chars.DOMAIN_LOWER);
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
        int pathEnd = path(s, p, n, Chars.SPECIAL_PATH, special == UrlRecord.FILE);
        if (pathEnd < 0) {
            // Canonical up to the segment at ~pathEnd: the state machine goes on from there.
            return UrlParser.resume(s, special, hostStart, hostEnd, type, p, -1, -1, UrlParser.State.PATH, ~pathEnd);
        }
        return rest(s, schemeEnd, hostStart, hostEnd, p, pathEnd, type, special, false, Chars.SPECIAL_QUERY);
    }

    /** A non-special URL with {@code "//"}: an opaque host (or the empty host), an optional port, a list path. */
    private static WebUrl nonSpecialAuthority(String s, int schemeEnd) {
        int n = s.length();
        int hostStart = schemeEnd + 3;
        int hostEnd = Chars.scan(s, hostStart, n, Chars.OPAQUE_HOST);
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
            pathEnd = path(s, p, n, Chars.PATH, false);
            if (pathEnd < 0) {
                return null;
            }
        } else if (p < n && s.charAt(p) != '?' && s.charAt(p) != '#') {
            return null;
        }
        return rest(s, schemeEnd, hostStart, hostEnd, p, pathEnd,
                hostEnd == hostStart ? HostType.EMPTY : HostType.OPAQUE, -1, false, Chars.QUERY);
    }

    /** A non-special URL without host: a list path starting with a single '/', or an opaque path. */
    private static WebUrl noHost(String s, int schemeEnd) {
        int n = s.length();
        int p = schemeEnd + 1;
        if (p < n && s.charAt(p) == '/') {
            int pathEnd = path(s, p, n, Chars.PATH, false);
            if (pathEnd < 0) {
                return null;
            }
            return rest(s, schemeEnd, -1, -1, p, pathEnd, null, -1, false, Chars.QUERY);
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
        return rest(s, schemeEnd, -1, -1, p, pathEnd, null, -1, true, Chars.QUERY);
    }

    /** The query and fragment after {@code pathEnd}, then the value; null when they are not canonical. */
    private static WebUrl rest(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int pathEnd,
            HostType type, int special, boolean opaque, int queryClass) {
        int n = s.length();
        int i = pathEnd;
        int queryStart = -1;
        int fragmentStart = -1;
        if (i < n && s.charAt(i) == '?') {
            queryStart = i;
            i = Chars.scan(s, i + 1, n, queryClass);
        }
        if (i < n && s.charAt(i) == '#') {
            fragmentStart = i;
            i = Chars.scan(s, i + 1, n, Chars.FRAGMENT);
        }
        if (i != n) {
            // A special URL is canonical up to i, in its query or fragment: the state machine goes on from there.
            return special < 0 ? null : UrlParser.resume(s, special, hostStart, hostEnd, type, pathStart, queryStart,
                    fragmentStart, fragmentStart >= 0 ? UrlParser.State.FRAGMENT : UrlParser.State.QUERY, i);
        }
        int userEnd = hostStart < 0 ? schemeEnd + 1 : hostStart;
        return new WebUrl(s, schemeEnd, userEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, type,
                special, opaque);
    }

    /**
     * The end of a list path that starts at {@code p} (a '/') and is its own serialization:
     * segments of class {@code segment} separated by '/', none a dot segment (nor, for a file URL,
     * a Windows drive letter first); otherwise {@code ~start} (negative) for the start of the
     * first segment that is not.
     */
    private static int path(String s, int p, int n, int segment, boolean file) {
        int start = p + 1;
        while (true) {
            int end = Chars.scan(s, start, n, segment);
            int len = end - start;
            if (len <= 6 && len > 0 && (s.charAt(start) == '.' || s.charAt(start) == '%') && (Chars.isSingleDot(s, start, end) || Chars.isDoubleDot(s, start, end))) {
                return ~start;
            }
            if (file && start == p + 1 && len == 2 && Chars.isAlpha(s.charAt(start))
                    && (s.charAt(start + 1) == ':' || s.charAt(start + 1) == '|')) {
                return ~start;
            }
            if (end < n && s.charAt(end) == '/') {
                start = end + 1;
                continue;
            }
            if (end < n && s.charAt(end) != '?' && s.charAt(end) != '#') {
                return ~start;
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
