package org.urikit.internal;

import org.urikit.encoding.CharClass;

/**
 * A single scan that tells whether syntax-based normalization (RFC 3986 §6.2.2) would leave a
 * URI unchanged, so normalization can return the value itself without taking it apart. It
 * answers {@code true} only when it is sure: lower-case scheme and host, upper-case hex in every
 * escape and no escape of an unreserved character, no {@code "."} or {@code ".."} path segment,
 * and no IPv6 literal (whose text form the normalizer always rewrites). Only the RFC 3986
 * grammar is covered; every other case goes through {@link Normalizer}.
 */
public final class NormalForm {
    private NormalForm() {
    }

    /** Whether every syntax-based step would leave {@code u} as it is (conservative: false when unsure). */
    public static <U> boolean isSyntaxNormal(UriAccess<U> a, U u) {
        if (a.grammar(u) != Grammar.rfc3986() || a.hostKind(u) == UriFactory.IPV6) {
            return false;
        }
        if ((a.flags(u) & UriFactory.PLAIN) == 0 && !isCaseAndEscapeNormal(a.text(u), a.schemeEnd(u), a.hostStart(u),
                a.hostEnd(u))) {
            return false;
        }
        return !Rfc3986Resolution.hasDotSegment(a, u);   // 6.2.2.3
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
            if (CharClass.UNRESERVED.contains(Character.digit(hi, 16) << 4 | Character.digit(lo, 16))) {
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
}
