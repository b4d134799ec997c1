package org.urikit.internal;

import static org.urikit.error.SyntaxError.IPV6_INVALID;
import static org.urikit.error.SyntaxError.IPVFUTURE_INVALID;
import static org.urikit.error.SyntaxError.PERCENT_ENCODING_INVALID;
import static org.urikit.error.SyntaxError.ZONE_ID_INVALID;
import static org.urikit.error.SyntaxError.IP_LITERAL_UNCLOSED;

import org.urikit.encoding.CharClass;
import org.urikit.net.Ipv6Addresses;

/**
 * The host productions of {@link Parser} that go beyond a scan: IP literals (RFC 3986 §3.2.2,
 * RFC 6874) and the host names and numbers of the older grammars (RFC 1738 §3.1, §5; the 1997
 * and 2003 drafts). Results are the parser's packed forms: an index, or an error made by
 * {@link Parser#error}.
 */
final class HostSyntax {
    private HostSyntax() {
    }

    /** The host kind of an accepted host: an IPv4 address as decided, an IP literal by its first character, else a reg-name. */
    static int hostKind(String s, int hostStart, int hostEnd, boolean ipv4) {
        if (ipv4) {
            return UriFactory.IPV4;
        }
        if (hostEnd > hostStart && s.charAt(hostStart) == '[') {
            char c = s.charAt(hostStart + 1);
            return c == 'v' || c == 'V' ? UriFactory.IPVFUTURE : UriFactory.IPV6;
        }
        return UriFactory.REG_NAME;
    }

    // ---- IP literals (RFC 3986 §3.2.2, RFC 6874) -------------------------------------------------

    /**
     * {@code IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"}: the index after ']'
     * (an authority result's low bits) or an error.
     */
    static long ipLiteral(Grammar g, String s, int open, int to) {
        int i = open + 1;
        if (i < to && (s.charAt(i) == 'v' || s.charAt(i) == 'V')) {
            return g.ipLiterals < 2 ? Parser.error(IPV6_INVALID, i) : ipvFuture(s, open, to);
        }
        int end = Ipv6Addresses.end(s, i, to);
        if (end < 0) {
            int bad = -1 - end;
            return bad >= to ? Parser.error(IP_LITERAL_UNCLOSED, open) : Parser.error(IPV6_INVALID, bad);
        }
        i = end;
        if (i < to && s.charAt(i) == '%') {
            return g.ipLiterals < 2 ? Parser.error(IPV6_INVALID, i) : zoneId(s, open, i, to);
        }
        if (i >= to) {
            return Parser.error(IP_LITERAL_UNCLOSED, open);
        }
        if (s.charAt(i) != ']') {
            return Parser.error(IPV6_INVALID, i);
        }
        return i + 1;
    }

    /** {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )}, then ']'; after the '[' at {@code open}. */
    private static long ipvFuture(String s, int open, int to) {
        int i = open + 2;
        int h = i;
        while (i < to && CharClass.HEXDIG.contains(s.charAt(i))) {
            i++;
        }
        if (i == h || i >= to || s.charAt(i) != '.') {
            return i >= to ? Parser.error(IP_LITERAL_UNCLOSED, open) : Parser.error(IPVFUTURE_INVALID, i);
        }
        int b = ++i;
        while (i < to && CharClass.IPVFUTURE.contains(s.charAt(i))) {
            i++;
        }
        if (i >= to) {
            return Parser.error(IP_LITERAL_UNCLOSED, open);
        }
        if (i == b || s.charAt(i) != ']') {
            return Parser.error(IPVFUTURE_INVALID, i);
        }
        return i + 1;
    }

    /**
     * {@code IPv6addrz = IPv6address "%25" ZoneID}, {@code ZoneID = 1*( unreserved / pct-encoded )}
     * (RFC 6874 §2), from the '%' at {@code percent}, then ']'.
     */
    private static long zoneId(String s, int open, int percent, int to) {
        if (!(percent + 2 < to && s.charAt(percent + 1) == '2' && s.charAt(percent + 2) == '5')) {
            return Parser.error(ZONE_ID_INVALID, percent);
        }
        int z = percent + 3;
        int i = scan(s, z, to, CharClass.ZONE_ID);
        if (i >= to) {
            return Parser.error(IP_LITERAL_UNCLOSED, open);
        }
        if (s.charAt(i) != ']') {
            return Parser.error(s.charAt(i) == '%' ? PERCENT_ENCODING_INVALID : ZONE_ID_INVALID, i);
        }
        if (i == z) {
            return Parser.error(ZONE_ID_INVALID, i);
        }
        return i + 1;
    }

    // ---- legacy host names (RFC 1738 §3.1, §5; the 1997 and 2003 drafts) ------------------------

    /** {@code hostname / hostnumber}: the run of letters, digits, '-' and '.' from {@code from}. */
    static int hostName(Grammar g, String s, int from, int to) {
        int k = from;
        while (k < to && g.in(s.charAt(k), Grammar.HOST_NAME)) {
            k++;
        }
        return k;
    }

    /**
     * {@code hostnumber = digits "." digits "." digits "." digits} (RFC 1738 §5, the 1997
     * draft): 0 when {@code s[from, to)} is not one, 1 when it is but is no address (a part
     * above 255, or a part with a leading zero), 2 when it is an address.
     */
    static int hostNumber(String s, int from, int to) {
        int parts = 1;
        int digits = 0;
        int value = 0;
        boolean fits = true;
        for (int k = from; k < to; k++) {
            char c = s.charAt(k);
            if (c == '.') {
                if (digits == 0) {
                    return 0;
                }
                parts++;
                digits = 0;
                value = 0;
            } else if (c >= '0' && c <= '9') {
                // A leading zero makes inet_aton read the part as octal (RFC 3986 §7.4): such a
                // host number is valid syntax but is not taken as an IPv4 address.
                fits &= !(digits == 1 && value == 0);
                digits++;
                value = Math.min(value * 10 + (c - '0'), 1000);
                fits &= value <= 255;
            } else {
                return 0;
            }
        }
        if (parts != 4 || digits == 0) {
            return 0;
        }
        return fits ? 2 : 1;
    }

    /**
     * The first index that breaks the host-name rule, or -1. Legacy (RFC 1738, the 1997 draft):
     * {@code *( domainlabel "." ) toplabel}, the top label starting with a letter, no trailing
     * dot. The 2003 draft: {@code domainlabel *( "." domainlabel ) [ "." toplabel "." ]}, labels
     * of 1–63 characters. Labels start and end with a letter or digit. Only letters, digits, '-'
     * and '.' reach here.
     */
    static int hostNameError(String s, int from, int to, boolean draft) {
        int labelStart = from;
        int previousLabel = from;
        for (int k = from; k < to; k++) {
            char c = s.charAt(k);
            if (c == '.') {
                if (k == labelStart) {
                    return k;
                }
                if (s.charAt(k - 1) == '-') {
                    return k - 1;
                }
                if (draft && k - labelStart > 63) {
                    return labelStart + 63;
                }
                previousLabel = labelStart;
                labelStart = k + 1;
            } else if (c == '-' && k == labelStart) {
                return k;
            }
        }
        if (labelStart == to) {
            // A trailing '.' after a top label: the 2003 draft only.
            // "." toplabel "." follows a domainlabel, so a lone "a." is no host name.
            if (!draft || previousLabel == from) {
                return to - 1;
            }
            return CharClass.ALPHA.contains(s.charAt(previousLabel)) ? -1 : previousLabel;
        }
        if (s.charAt(to - 1) == '-') {
            return to - 1;
        }
        if (draft && to - labelStart > 63) {
            return labelStart + 63;
        }
        if (!draft && !CharClass.ALPHA.contains(s.charAt(labelStart))) {
            return labelStart;
        }
        return -1;
    }

    /** {@link #scan(Grammar, String, int, int, int)} with a {@link CharClass}: for the fixed RFC 6874 ZoneID class. */
    private static int scan(String s, int i, int end, CharClass allowed) {
        while (i < end) {
            char c = s.charAt(i);
            if (allowed.contains(c)) {
                i++;
            } else if (c == '%' && Parser.isEscape(s, i, end)) {
                i += 3;
            } else {
                return i;
            }
        }
        return i;
    }
}
