package org.urikit.testing;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An independent test oracle: the RFC 3986 Appendix A grammar (with the RFC 6874 zone
 * identifier) transcribed rule by rule into a Java regular expression, with every character
 * class typed out as a literal string. It shares nothing with the library's {@code CharClass} or
 * parser, so agreement between the two means something.
 *
 * <pre>{@code
 * Rfc3986Abnf.isUriReference("http://[fe80::1%25eth0]/");  // true
 * Rfc3986Abnf.isUri("//example.com/");                     // false: no scheme
 * Rfc3986Abnf.firstNonViable("http://[::1.2.3.256]/");     // 18: "...25" can still continue, "...256" cannot
 * }</pre>
 *
 * <p>Regular expressions are fine in tests (design guide C9); Java's engine recurses on
 * repetition, so keep inputs below a few thousand characters.
 */
public final class Rfc3986Abnf {
    private Rfc3986Abnf() {
    }

    // ---- RFC 3986 §2 and Appendix A, character sets typed out ----------------------------------

    /** ALPHA (RFC 5234 B.1). */
    public static final String ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    /** DIGIT. */
    public static final String DIGIT = "0123456789";
    /** HEXDIG: ABNF strings are case-insensitive, so "A".."F" also match "a".."f". */
    public static final String HEXDIG = "0123456789ABCDEFabcdef";
    /** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"   (§2.3) */
    public static final String UNRESERVED = ALPHA + DIGIT + "-._~";
    /** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="   (§2.2) */
    public static final String SUB_DELIMS = "!$&'()*+,;=";
    /** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"   (§2.2) */
    public static final String GEN_DELIMS = ":/?#[]@";
    /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )   (§3.1): the later characters. */
    public static final String SCHEME_CHARS = ALPHA + DIGIT + "+-.";
    /** userinfo = *( unreserved / pct-encoded / sub-delims / ":" )   (§3.2.1), without '%'. */
    public static final String USERINFO_CHARS = UNRESERVED + SUB_DELIMS + ":";
    /** reg-name = *( unreserved / pct-encoded / sub-delims )   (§3.2.2), without '%'. */
    public static final String REG_NAME_CHARS = UNRESERVED + SUB_DELIMS;
    /** pchar = unreserved / pct-encoded / sub-delims / ":" / "@"   (§3.3), without '%'. */
    public static final String PCHAR_CHARS = UNRESERVED + SUB_DELIMS + ":@";
    /** segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )   (§3.3), without '%'. */
    public static final String SEGMENT_NZ_NC_CHARS = UNRESERVED + SUB_DELIMS + "@";
    /** query = fragment = *( pchar / "/" / "?" )   (§3.4, §3.5), without '%'. */
    public static final String QUERY_CHARS = PCHAR_CHARS + "/?";
    /** IPvFuture tail: 1*( unreserved / sub-delims / ":" )   (§3.2.2). No pct-encoded. */
    public static final String IPVFUTURE_CHARS = UNRESERVED + SUB_DELIMS + ":";
    /** ZoneID = 1*( unreserved / pct-encoded )   (RFC 6874 §2), without '%'. */
    public static final String ZONE_ID_CHARS = UNRESERVED;

    /** A regex character class holding exactly the characters of {@code chars}. */
    static String cls(String chars) {
        StringBuilder sb = new StringBuilder("[");
        for (char c : chars.toCharArray()) {
            sb.append(String.format("\\x{%X}", (int) c));
        }
        return sb.append(']').toString();
    }

    private static final String PCT = "%" + cls(HEXDIG) + cls(HEXDIG);

    private static String star(String chars) {
        return "(?:" + cls(chars) + "|" + PCT + ")*";
    }

    private static String plus(String chars) {
        return "(?:" + cls(chars) + "|" + PCT + ")+";
    }

    // §3.2.2
    private static final String DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])";
    static final String IPV4ADDRESS = DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET;
    private static final String H16 = cls(HEXDIG) + "{1,4}";
    private static final String LS32 = "(?:" + H16 + ":" + H16 + "|" + IPV4ADDRESS + ")";
    static final String IPV6ADDRESS = "(?:"
            + "(?:" + H16 + ":){6}" + LS32
            + "|::(?:" + H16 + ":){5}" + LS32
            + "|(?:" + H16 + ")?::(?:" + H16 + ":){4}" + LS32
            + "|(?:(?:" + H16 + ":){0,1}" + H16 + ")?::(?:" + H16 + ":){3}" + LS32
            + "|(?:(?:" + H16 + ":){0,2}" + H16 + ")?::(?:" + H16 + ":){2}" + LS32
            + "|(?:(?:" + H16 + ":){0,3}" + H16 + ")?::" + H16 + ":" + LS32
            + "|(?:(?:" + H16 + ":){0,4}" + H16 + ")?::" + LS32
            + "|(?:(?:" + H16 + ":){0,5}" + H16 + ")?::" + H16
            + "|(?:(?:" + H16 + ":){0,6}" + H16 + ")?::"
            + ")";
    // RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID
    private static final String IPV6ADDRZ = IPV6ADDRESS + "%25" + plus(ZONE_ID_CHARS);
    // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ); "v" is case-insensitive
    private static final String IPVFUTURE = "[vV]" + cls(HEXDIG) + "+\\." + cls(IPVFUTURE_CHARS) + "+";
    private static final String IP_LITERAL = "\\[(?:" + IPV6ADDRZ + "|" + IPV6ADDRESS + "|" + IPVFUTURE + ")\\]";
    private static final String HOST = "(?:" + IP_LITERAL + "|" + IPV4ADDRESS + "|" + star(REG_NAME_CHARS) + ")";
    private static final String AUTHORITY = "(?:" + star(USERINFO_CHARS) + "@)?" + HOST + "(?::[0-9]*)?";
    // §3.3
    private static final String SEGMENT = star(PCHAR_CHARS);
    private static final String SEGMENT_NZ = plus(PCHAR_CHARS);
    private static final String PATH_ABEMPTY = "(?:/" + SEGMENT + ")*";
    private static final String PATH_ABSOLUTE = "/(?:" + SEGMENT_NZ + "(?:/" + SEGMENT + ")*)?";
    private static final String PATH_NOSCHEME = plus(SEGMENT_NZ_NC_CHARS) + "(?:/" + SEGMENT + ")*";
    private static final String PATH_ROOTLESS = SEGMENT_NZ + "(?:/" + SEGMENT + ")*";
    private static final String QUERY = star(QUERY_CHARS);
    private static final String SCHEME = cls(ALPHA) + cls(SCHEME_CHARS) + "*";
    // §3: hier-part; §4.2: relative-part (path-empty is the empty alternative)
    private static final String HIER_PART = "(?://" + AUTHORITY + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_ROOTLESS + "|)";
    private static final String RELATIVE_PART = "(?://" + AUTHORITY + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_NOSCHEME + "|)";
    private static final String TAIL = "(?:\\?" + QUERY + ")?(?:#" + QUERY + ")?";
    /** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]   (§3) */
    private static final Pattern URI = Pattern.compile(SCHEME + ":" + HIER_PART + TAIL);
    /** URI-reference = URI / relative-ref   (§4.1) */
    private static final Pattern URI_REFERENCE = Pattern.compile("(?:" + SCHEME + ":" + HIER_PART + "|" + RELATIVE_PART + ")" + TAIL);
    private static final Pattern IPV4 = Pattern.compile(IPV4ADDRESS);
    private static final Pattern IPV6 = Pattern.compile(IPV6ADDRESS);

    /** Whether {@code s} matches RFC 3986 {@code URI-reference} (with RFC 6874 zones). */
    public static boolean isUriReference(String s) {
        return URI_REFERENCE.matcher(s).matches();
    }

    /** Whether {@code s} matches RFC 3986 {@code URI}: scheme required, fragment allowed. */
    public static boolean isUri(String s) {
        return URI.matcher(s).matches();
    }

    /** Whether {@code s} is exactly an RFC 3986 {@code IPv4address}. */
    public static boolean isIpv4address(String s) {
        return IPV4.matcher(s).matches();
    }

    /** Whether {@code s} is exactly an RFC 3986 {@code IPv6address} (no zone, no brackets). */
    public static boolean isIpv6address(String s) {
        return IPV6.matcher(s).matches();
    }

    /**
     * The index of the first character after which {@code s} can no longer be completed to a
     * URI-reference, or -1 if {@code s} is one: the literal "first offending character". The
     * prefix {@code s[0, k]} is viable when it matches or the matcher ran into its end (more
     * input could still match). Viability is prefix-closed, so a binary search finds the boundary.
     */
    public static int firstNonViable(String s) {
        if (isUriReference(s)) {
            return -1;
        }
        int lo = 0;
        int hi = s.length();        // invariant: s[0, lo) is viable; s[0, hi] is not (or hi == length)
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (viable(s.substring(0, mid + 1))) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static boolean viable(String prefix) {
        Matcher m = URI_REFERENCE.matcher(prefix);
        return m.matches() || m.hitEnd();
    }
}
