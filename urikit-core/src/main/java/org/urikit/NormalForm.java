package org.urikit;

/**
 * A single scan that tells whether syntax-based normalization (RFC 3986 §6.2.2) would leave a
 * URI unchanged, so {@link Uri#normalize()} can return the value itself without taking it
 * apart. It answers {@code true} only when it is sure: lower-case scheme and host, upper-case
 * hex in every escape and no escape of an unreserved character, no {@code "."} or {@code ".."}
 * path segment, and no IPv6 literal (whose text form the normalizer always rewrites). Only the
 * RFC 3986 profile is covered; every other case goes through {@code internal.Normalizer}.
 */
final class NormalForm {
    private NormalForm() {
    }

    /** Whether every syntax-based step would leave {@code u} as it is (conservative: false when unsure). */
    static boolean isSyntaxNormal(Uri u) {
        if (u.profile() != Profile.RFC3986 || u.hostKind() == HostKind.IPV6) {
            return false;
        }
        String t = u.toString();
        int schemeEnd = u.schemeEndOffset();
        for (int i = 0; i < schemeEnd; i++) {
            char c = t.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                return false;                        // 6.2.2.1: the scheme is lower-cased
            }
        }
        int hostStart = u.hostStartOffset();
        int hostEnd = u.hostEndOffset();
        int pathStart = u.pathStartOffset();
        int len = t.length();
        for (int i = schemeEnd + 1; i < len; i++) {
            char c = t.charAt(i);
            if (c == '%') {
                // 6.2.2.1 and 6.2.2.2: upper-case hex digits, and no escaped unreserved character.
                char hi = t.charAt(i + 1);
                char lo = t.charAt(i + 2);
                if (isLowerHex(hi) || isLowerHex(lo)) {
                    return false;
                }
                int octet = Character.digit(hi, 16) << 4 | Character.digit(lo, 16);
                if (org.urikit.encoding.CharClass.UNRESERVED.contains(octet)) {
                    return false;
                }
                i += 2;
            } else if (c >= 'A' && c <= 'Z' && i >= hostStart && i < hostEnd) {
                return false;                        // 6.2.2.1: the host is lower-cased
            }
        }
        int pathEnd = u.queryStartOffset() >= 0 ? u.queryStartOffset()
                : u.fragmentStartOffset() >= 0 ? u.fragmentStartOffset() : len;
        return !Rfc3986Resolution.hasDotSegment(t, pathStart, pathEnd);   // 6.2.2.3
    }

    private static boolean isLowerHex(char c) {
        return c >= 'a' && c <= 'f';
    }
}
