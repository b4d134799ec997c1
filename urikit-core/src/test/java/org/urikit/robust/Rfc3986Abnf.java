package org.urikit.robust;

import java.util.regex.Pattern;

/**
 * RFC 3986 Appendix A (plus RFC 6874's {@code IPv6addrz}) transcribed rule by rule into one
 * regular expression: an oracle for the validity verdict that shares no code with the parser.
 * ABNF string literals are case-insensitive, so {@code "v"} of IPvFuture and the hex letters
 * match either case. Java's regex engine recurses on repeated groups, so use it on short
 * inputs only (the generated ones are under a few hundred characters).
 */
final class Rfc3986Abnf {
    private Rfc3986Abnf() {
    }

    private static final String HEXDIG = "[0-9A-Fa-f]";
    private static final String PCT_ENCODED = "%" + HEXDIG + HEXDIG;
    private static final String UNRESERVED = "[A-Za-z0-9._~-]";
    private static final String SUB_DELIMS = "[!$&'()*+,;=]";
    private static final String PCHAR = "(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|" + PCT_ENCODED + ")";
    private static final String SEGMENT = PCHAR + "*";
    private static final String SEGMENT_NZ = PCHAR + "+";
    private static final String SEGMENT_NZ_NC = "(?:[A-Za-z0-9._~!$&'()*+,;=@-]|" + PCT_ENCODED + ")+";
    private static final String QUERY = "(?:" + PCHAR + "|[/?])*";
    private static final String SCHEME = "[A-Za-z][A-Za-z0-9+.-]*";
    private static final String USERINFO = "(?:[A-Za-z0-9._~!$&'()*+,;=:-]|" + PCT_ENCODED + ")*";
    private static final String DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
    private static final String IPV4 = DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET + "\\." + DEC_OCTET;
    private static final String H16 = HEXDIG + "{1,4}";
    private static final String LS32 = "(?:" + H16 + ":" + H16 + "|" + IPV4 + ")";
    private static final String IPV6 = "(?:"
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
    private static final String ZONE_ID = "(?:" + UNRESERVED + "|" + PCT_ENCODED + ")+";
    private static final String IPV6ADDRZ = IPV6 + "%25" + ZONE_ID;
    private static final String IPVFUTURE = "[vV]" + HEXDIG + "+\\.(?:" + UNRESERVED + "|" + SUB_DELIMS + "|:)+";
    private static final String IP_LITERAL = "\\[(?:" + IPV6 + "|" + IPV6ADDRZ + "|" + IPVFUTURE + ")\\]";
    private static final String REG_NAME = "(?:" + UNRESERVED + "|" + PCT_ENCODED + "|" + SUB_DELIMS + ")*";
    private static final String HOST = "(?:" + IP_LITERAL + "|" + IPV4 + "|" + REG_NAME + ")";
    private static final String AUTHORITY = "(?:" + USERINFO + "@)?" + HOST + "(?::[0-9]*)?";
    private static final String PATH_ABEMPTY = "(?:/" + SEGMENT + ")*";
    private static final String PATH_ABSOLUTE = "/(?:" + SEGMENT_NZ + "(?:/" + SEGMENT + ")*)?";
    private static final String PATH_ROOTLESS = SEGMENT_NZ + "(?:/" + SEGMENT + ")*";
    private static final String PATH_NOSCHEME = SEGMENT_NZ_NC + "(?:/" + SEGMENT + ")*";
    private static final String HIER_PART = "(?://" + AUTHORITY + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_ROOTLESS + "|)";
    private static final String RELATIVE_PART = "(?://" + AUTHORITY + PATH_ABEMPTY + "|" + PATH_ABSOLUTE + "|" + PATH_NOSCHEME + "|)";
    private static final String TAIL = "(?:\\?" + QUERY + ")?(?:#" + QUERY + ")?";
    /** URI-reference = URI / relative-ref */
    static final Pattern URI_REFERENCE = Pattern.compile(
            "(?:" + SCHEME + ":" + HIER_PART + TAIL + "|" + RELATIVE_PART + TAIL + ")");

    /** Whether {@code s} matches URI-reference. */
    static boolean isUriReference(String s) {
        return URI_REFERENCE.matcher(s).matches();
    }
}
