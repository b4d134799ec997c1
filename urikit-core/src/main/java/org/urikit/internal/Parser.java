package org.urikit.internal;

import static org.urikit.error.SyntaxError.COLON_IN_FIRST_RELATIVE_SEGMENT;
import static org.urikit.error.SyntaxError.EMPTY_SCHEME;
import static org.urikit.error.SyntaxError.INVALID_CHAR_IN_FRAGMENT;
import static org.urikit.error.SyntaxError.INVALID_CHAR_IN_HOST;
import static org.urikit.error.SyntaxError.INVALID_CHAR_IN_PATH;
import static org.urikit.error.SyntaxError.INVALID_CHAR_IN_QUERY;
import static org.urikit.error.SyntaxError.INVALID_CHAR_IN_USERINFO;
import static org.urikit.error.SyntaxError.INVALID_HOST;
import static org.urikit.error.SyntaxError.INVALID_IPV6;
import static org.urikit.error.SyntaxError.INVALID_IPVFUTURE;
import static org.urikit.error.SyntaxError.INVALID_PERCENT_ENCODING;
import static org.urikit.error.SyntaxError.INVALID_PORT;
import static org.urikit.error.SyntaxError.INVALID_SCHEME_CHAR;
import static org.urikit.error.SyntaxError.INVALID_SCHEME_START;
import static org.urikit.error.SyntaxError.INVALID_ZONE_ID;
import static org.urikit.error.SyntaxError.IP_LITERAL_NOT_ALLOWED;
import static org.urikit.error.SyntaxError.MISSING_HOST;
import static org.urikit.error.SyntaxError.PATH_REQUIRED_BEFORE_QUERY;
import static org.urikit.error.SyntaxError.UNCLOSED_IP_LITERAL;

import org.urikit.encoding.CharClass;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Grammar.AuthorityRule;

/**
 * The one parser: a single hand-written left-to-right pass over the input (RFC 3986 §3, §4 and
 * the grammars of the older profiles), with no regular expressions, no backtracking and no
 * allocation on success apart from the value its {@link UriFactory} makes.
 *
 * <p>Productions are methods that return the index where they stopped. The component split is
 * the one of RFC 3986 Appendix B: the scheme ends at the first {@code ':'} before any
 * {@code '/'}, {@code '?'} or {@code '#'}; an authority runs from {@code "//"} to the next
 * {@code '/'}, {@code '?'} or {@code '#'}; the query starts at the first {@code '?'} and the
 * fragment at the first {@code '#'}. The authority is read after one forward look for its
 * end (and for the {@code '@'} that ends a userinfo), which is linear in its length.
 *
 * <p>Authority results travel in one {@code long} so that nothing is allocated: bits 0–30 are
 * the host end, bits 31–61 the host start, bit 62 is {@link #HOST_FLAG}, and bit 63 marks an
 * error whose code ordinal is in bits 32–39 and whose index is in bits 0–31.
 *
 * <p>On its way the parser notes what normalization would otherwise scan for again:
 * that the scheme and the host have no upper-case letter and that no {@code '%'} occurs
 * ({@link UriFactory#PLAIN}). The scheme's characters all have the 0x20 bit set except the upper-case
 * letters, so an AND over them tells; the same holds for a reg-name except {@code '_'}, which
 * only leaves the flag conservatively clear. {@link #scan} reports a passed escape in bit 31 of
 * its result ({@link #ESCAPED}).
 */
public final class Parser {
    private static final long ERROR = Long.MIN_VALUE;
    /**
     * Bit 62 of an authority result. Under the RFC 3986 rule: the host has no upper-case letter
     * and the authority no escape (the caller tells an IPv4 address itself). Under the legacy rules: the host is a
     * dotted-quad IPv4 address, which their host-number rules decide on the way.
     */
    private static final long HOST_FLAG = 1L << 62;
    /** AND-ed over ASCII text, keeps this bit iff no character is an upper-case letter (or '@', '[', '\\', ']', '^', '_'). */
    private static final int NO_UPPER = 0x20;
    /** Bit 31 of a {@link #scan} result: a pct-encoded octet was passed. Bits 0–30 are the index. */
    private static final int ESCAPED = Integer.MIN_VALUE;
    /** Bit 31 of a {@link #scanNoting} result: a passed character may be an upper-case letter. */
    private static final int UPPER = Integer.MIN_VALUE;
    private static final int INDEX = Integer.MAX_VALUE;
    /** {@link #ESCAPED} in an {@link #absolutePath} result. */
    private static final long ESCAPED_BIT = 1L << 31;
    private static final SyntaxError[] ERRORS = SyntaxError.values();

    private Parser() {
    }

    /** Why a text is not a URI reference: the reason and the index of the first offending character. */
    public record Rejection(SyntaxError error, int index) {
        /** This rejection of {@code input} as the exception the API throws. */
        public UriSyntaxException toException(String input) {
            return new UriSyntaxException(error, input, index);
        }
    }

    /** Makes nothing for a valid text, and the {@link Rejection} for an invalid one. */
    private static final UriFactory<Rejection> REJECTIONS = new UriFactory<>() {
        @Override
        public Rejection create(String text, Grammar grammar, int schemeEnd, int hostStart, int hostEnd, int pathStart,
                int queryStart, int fragmentStart, int hostKind, int flags) {
            return null;
        }

        @Override
        public Rejection reject(String text, SyntaxError error, int index) {
            return new Rejection(error, index);
        }
    };

    /**
     * Why {@code s} is not a URI reference under {@code g}, or null if it is one: a second pass
     * for callers that want the reason after {@link #parse} said no (so that the first pass
     * allocates nothing for invalid input).
     */
    public static Rejection rejection(String s, Grammar g) {
        return parse(s, g, REJECTIONS);
    }

    /**
     * Parses {@code s} under {@code g}: {@code f.create(...)} with the offsets for a URI
     * reference, else {@code f.reject(...)} with the reason and the index.
     */
    public static <U> U parse(String s, Grammar g, UriFactory<U> f) {
        int len = s.length();

        int i = 0;
        int lower = NO_UPPER;
        int schemeEnd = -1;
        if (len == 0 || s.charAt(0) != '/') {
            // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )   (RFC 3986 §3.1); a leading
            // '/' cannot start one, so a network-path or absolute-path reference skips this.
            i = scanNoting(g, s, 0, len, Grammar.SCHEME);
            lower = i < 0 ? 0 : NO_UPPER;
            i &= INDEX;
            if (i < len && s.charAt(i) == ':') {
                if (i == 0) {
                    return f.reject(s, EMPTY_SCHEME, 0);
                }
                if (!g.schemeFirst.contains(s.charAt(0))) {
                    return f.reject(s, INVALID_SCHEME_START, 0);
                }
                schemeEnd = i;
                i++;
            } else if (len > 0) {
                // No scheme: s[0, i) are scheme characters, which are also segment characters, so
                // the relative-part continues from i without reading them again.
                return relativePath(g, s, i, f);
            }
        }

        int hostStart = -1;
        int hostEnd = -1;
        int hostKind = -1;
        int pathStart;
        boolean opaque = false;
        int p;
        if (i + 1 < len && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            // "//" authority path-abempty   (RFC 3986 §3.2)
            int authStart = i + 2;
            long r = g.authorityRule == AuthorityRule.RFC3986
                    ? authority3986(g, s, authStart)
                    : authority(g, s, authStart, authorityEnd(g, s, authStart));
            if (r < 0) {
                return f.reject(s, ERRORS[(int) (r >>> 32) & 0xFF], (int) r);
            }
            hostEnd = (int) (r & 0x7FFFFFFF);
            hostStart = (int) ((r >>> 31) & 0x7FFFFFFF);
            boolean ipv4;
            if (g.authorityRule == AuthorityRule.RFC3986) {
                ipv4 = IpAddresses.isIpv4(s, hostStart, hostEnd);
                lower &= (r & HOST_FLAG) != 0 ? NO_UPPER : 0;
            } else {
                ipv4 = (r & HOST_FLAG) != 0;
                lower = 0;
            }
            hostKind = hostKind(s, hostStart, hostEnd, ipv4);
            pathStart = hostEnd;
            if (pathStart < len && s.charAt(pathStart) == ':') {
                pathStart++;
                while (pathStart < len && s.charAt(pathStart) >= '0' && s.charAt(pathStart) <= '9') {
                    pathStart++;
                }
            }
            p = pathStart < len && s.charAt(pathStart) == '/' ? scan(g, s, pathStart, len, Grammar.PATH) : pathStart;
            lower &= ~(p >> 31);                       // an escape clears the flag (p < 0: bit 31)
            p &= INDEX;
            if (!g.queryAfterAuthority && p == pathStart && p < len && s.charAt(p) == '?') {
                return f.reject(s, PATH_REQUIRED_BEFORE_QUERY, p);
            }
        } else {
            // path-absolute / path-rootless / path-empty   (RFC 3986 §3.3)
            pathStart = i;
            opaque = schemeEnd >= 0 && (i == len || s.charAt(i) != '/');
            p = scan(g, s, i, len, opaque ? Grammar.OPAQUE_PATH : Grammar.PATH);
            lower &= ~(p >> 31);
            p &= INDEX;
        }
        int flags = lower != 0 ? UriFactory.PLAIN : 0;
        return tail(g, s, schemeEnd, hostStart, hostEnd, hostKind, pathStart, p, opaque, flags, f);
    }

    /** relative-part = path-noscheme, continuing at {@code i} inside the first segment. */
    private static <U> U relativePath(Grammar g, String s, int i, UriFactory<U> f) {
        int len = s.length();
        int escaped = 0;
        // segment-nz-nc: the first segment of a relative path has no ':'   (RFC 3986 §4.2)
        while (i < len) {
            char c = s.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
            if (c == ':') {
                return f.reject(s, COLON_IN_FIRST_RELATIVE_SEGMENT, i);
            }
            if (g.in(c, Grammar.PATH)) {
                i++;
            } else if (c == '%' && isEscape(s, i, len)) {
                i += 3;
                escaped = ESCAPED;
            } else {
                return f.reject(s, firstSegmentError(g, s, i), i);
            }
        }
        int p = (i < len && s.charAt(i) == '/' ? scan(g, s, i, len, Grammar.PATH) : i) | escaped;
        return tail(g, s, -1, -1, -1, -1, 0, p & INDEX, false, p < 0 ? 0 : UriFactory.PLAIN, f);
    }

    /**
     * For the resolution fast path, which resolves an absolute-path reference as it is read,
     * without building a value for it: if {@code s} is one '/' followed by anything but
     * another, the path read as {@link #parse} reads it under RFC 3986, as a {@link #scan}
     * result in bits 0–31 (the path's end, {@link #ESCAPED}); otherwise -1. What follows the
     * path is not read.
     */
    public static long absolutePath(String s) {
        int len = s.length();
        if (len == 0 || s.charAt(0) != '/' || (len > 1 && s.charAt(1) == '/')) {
            return -1;
        }
        return scan(Grammar.rfc3986(), s, 0, len, Grammar.PATH) & 0xFFFFFFFFL;
    }

    /** The end of the path in an {@link #absolutePath} result. */
    public static int end(long path) {
        return (int) path & INDEX;
    }

    /** Whether an {@link #absolutePath} result says that an escape was passed. */
    public static boolean escaped(long path) {
        return (path & ESCAPED_BIT) != 0;
    }

    /**
     * An invalid character in a first segment: if a ':' follows before the segment ends and the
     * text starts with a letter, the writer meant a scheme, so say so.
     */
    private static SyntaxError firstSegmentError(Grammar g, String s, int i) {
        char bad = s.charAt(i);
        if (bad == '%') {
            return INVALID_PERCENT_ENCODING;
        }
        if (!g.schemeFirst.contains(s.charAt(0))) {
            return INVALID_CHAR_IN_PATH;
        }
        for (int k = i + 1; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == ':') {
                return INVALID_SCHEME_CHAR;
            }
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
        }
        return INVALID_CHAR_IN_PATH;
    }

    /** Checks the end of the path at {@code p}, then [ "?" query ] [ "#" fragment ], and makes the value. */
    private static <U> U tail(Grammar g, String s, int schemeEnd, int hostStart, int hostEnd, int hostKind,
            int pathStart, int p, boolean opaque, int flags, UriFactory<U> f) {
        int len = s.length();
        int queryStart = -1;
        int fragmentStart = -1;
        if (p < len && s.charAt(p) == '?') {
            // query = *( pchar / "/" / "?" )   (RFC 3986 §3.4)
            queryStart = p;
            p = scan(g, s, p + 1, len, opaque ? Grammar.OPAQUE_QUERY : Grammar.QUERY);
            if (p < 0) {
                flags = 0;
                p &= INDEX;
            }
            if (p < len && s.charAt(p) != '#') {
                return f.reject(s, s.charAt(p) == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_QUERY, p);
            }
        } else if (p < len && s.charAt(p) != '#') {
            return f.reject(s, s.charAt(p) == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_PATH, p);
        }
        if (p < len) {
            // fragment = *( pchar / "/" / "?" )   (RFC 3986 §3.5)
            fragmentStart = p;
            p = scan(g, s, p + 1, len, Grammar.FRAGMENT);
            if (p < 0) {
                flags = 0;
                p &= INDEX;
            }
            if (p < len) {
                return f.reject(s, s.charAt(p) == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_FRAGMENT, p);
            }
        }
        return f.create(s, g, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
    }

    // ---- authority ---------------------------------------------------------------------------

    /** The index of the first '/', '?' or '#' at or after {@code from}, or the length: where an authority ends (RFC 3986 §3.2). */
    private static int authorityEnd(Grammar g, String s, int from) {
        int len = s.length();
        int k = from;
        while (k < len && !g.in(s.charAt(k), Grammar.AUTHORITY_END)) {
            k++;
        }
        return k;
    }

    /**
     * RFC 3986 §3.2: {@code authority = [ userinfo "@" ] host [ ":" port ]} in one pass for the
     * common case. The characters of userinfo include those of reg-name, ':' and the digits,
     * so one scan with the userinfo class covers {@code host [ ":" port ]} too: if it stops at
     * '@' the scanned text was the userinfo; otherwise the first ':' ends a reg-name host and
     * the rest must be digits.
     */
    private static long authority3986(Grammar g, String s, int from) {
        // Most authorities are a reg-name and maybe a port: read them with the reg-name class
        // alone (no ':' to watch for in the loop); anything else (a userinfo, an IP literal, an
        // escape, an error) is read again, from the start, by the general reading below.
        int len = s.length();
        int k = scanNoting(g, s, from, len, Grammar.REG_NAME);
        boolean lower = k >= 0;
        k &= INDEX;
        int hostEnd = k;
        if (k < len && s.charAt(k) == ':') {
            k++;
            while (k < len && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
                k++;
            }
        }
        if (k == len || g.in(s.charAt(k), Grammar.AUTHORITY_END)) {
            return ok(from, hostEnd, lower);
        }
        return authority3986General(g, s, from);
    }

    /** {@link #authority3986} for a userinfo, an IP literal, an escape or an error. */
    private static long authority3986General(Grammar g, String s, int from) {
        int len = s.length();
        int k = from;
        int colon = -1;
        int lower = NO_UPPER;
        char c = 0;
        if (k < len && s.charAt(k) != '[') {
            while (k < len) {
                c = s.charAt(k);
                if (g.in(c, Grammar.USERINFO)) {
                    if (c == ':' && colon < 0) {
                        colon = k;
                    }
                    lower &= c;
                    k++;
                } else if (c == '%' && isEscape(s, k, len)) {
                    k += 3;
                    lower = 0;                         // HOST_FLAG: no escape in the authority
                } else {
                    break;
                }
            }
            if (k == len || g.in(c, Grammar.AUTHORITY_END)) {
                int hostEnd = colon < 0 ? k : colon;
                for (int d = hostEnd + 1; d < k; d++) {
                    char digit = s.charAt(d);
                    if (digit < '0' || digit > '9') {
                        return error(INVALID_PORT, d);
                    }
                }
                // ':' and the port's digits have the 0x20 bit: `lower` speaks for the host alone.
                return ok(from, hostEnd, lower != 0);
            }
            if (c != '@') {
                // Userinfo or host? Only an '@' further on can tell, and only this error path looks.
                int end = authorityEnd(g, s, k);
                int at = s.indexOf('@', k);
                if (at >= 0 && at < end) {
                    return error(c == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_USERINFO, k);
                }
                if (colon >= 0) {
                    // host ":" port: the port is *DIGIT, so its first non-digit is the offender.
                    int d = colon + 1;
                    while (d < k && s.charAt(d) >= '0' && s.charAt(d) <= '9') {
                        d++;
                    }
                    return error(INVALID_PORT, d);
                }
                return error(c == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_HOST, k);
            }
        }
        // There is a userinfo (ended by '@' at k) or the host is an IP literal: the general path.
        return server(g, s, from, authorityEnd(g, s, k));
    }

    /** authority = [ userinfo "@" ] host [ ":" port ], or the profile's variant, over s[from, to). */
    private static long authority(Grammar g, String s, int from, int to) {
        long r = server(g, s, from, to);
        if (r >= 0 || g.authorityRule != AuthorityRule.SERVER_OR_REG_NAME) {
            return r;
        }
        // Draft 2003 §3.2: authority = server / reg-name. When both fail, report the alternative
        // that read further: its offending character is the first one no reading can accept.
        int stop = scan(g, s, from, to, Grammar.REG_NAME) & INDEX;
        if (stop == to) {
            return ok(from, to, false);
        }
        if ((int) r >= stop) {
            return r;
        }
        return error(s.charAt(stop) == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_HOST, stop);
    }

    /** server = [ [ userinfo "@" ] hostport ] with the profile's userinfo, host and port rules. */
    private static long server(Grammar g, String s, int from, int to) {
        int at = -1;
        int escaped = 0;                               // bit 31: the userinfo or host has an escape
        for (int k = from; k < to; k++) {
            if (s.charAt(k) == '@') {
                at = k;
                break;
            }
        }
        int hostStart = from;
        if (at >= 0) {
            int stop = scan(g, s, from, at, Grammar.USERINFO);
            escaped = stop & ESCAPED;
            stop &= INDEX;
            if (g.authorityRule == AuthorityRule.LOGIN && stop < at && s.charAt(stop) == ':') {
                stop = scan(g, s, stop + 1, at, Grammar.USERINFO) & INDEX;    // user ":" password
            }
            if (stop != at) {
                return error(s.charAt(stop) == '%' ? INVALID_PERCENT_ENCODING : INVALID_CHAR_IN_USERINFO, stop);
            }
            hostStart = at + 1;
        }
        int hostEnd;
        boolean flag = false;                          // HOST_FLAG: see its comment
        if (hostStart < to && s.charAt(hostStart) == '[') {
            if (g.ipLiterals == 0) {
                return error(IP_LITERAL_NOT_ALLOWED, hostStart);
            }
            long lit = ipLiteral(g, s, hostStart, to);
            if (lit < 0) {
                return lit;
            }
            hostEnd = (int) lit;
        } else if (g.authorityRule == AuthorityRule.RFC3986) {
            // reg-name = *( unreserved / pct-encoded / sub-delims ); IPv4address first   (§3.2.2)
            hostEnd = scan(g, s, hostStart, to, Grammar.REG_NAME);
            escaped |= hostEnd & ESCAPED;
            hostEnd &= INDEX;
            flag = escaped >= 0 && noUpper(s, hostStart, hostEnd);     // the caller tells IPv4 itself
        } else {
            hostEnd = hostStart;
            while (hostEnd < to && g.in(s.charAt(hostEnd), Grammar.HOST_NAME)) {
                hostEnd++;
            }
            if (hostEnd > hostStart) {
                boolean draft = g.authorityRule == AuthorityRule.SERVER_OR_REG_NAME;
                int number = draft ? (IpAddresses.isIpv4(s, hostStart, hostEnd) ? 2 : 0) : hostNumber(s, hostStart, hostEnd);
                flag = number == 2;
                if (number == 0) {
                    int bad = hostNameError(s, hostStart, hostEnd, draft);
                    if (bad >= 0) {
                        return error(INVALID_HOST, bad);
                    }
                }
            } else if (at >= 0 || (hostEnd < to && s.charAt(hostEnd) == ':')) {
                return error(MISSING_HOST, hostStart);     // hostport = host [ ":" port ]: host required
            }
        }
        if (hostEnd < to) {
            char c = s.charAt(hostEnd);
            if (c != ':') {
                return error(c == '%' && g.authorityRule == AuthorityRule.RFC3986 ? INVALID_PERCENT_ENCODING
                        : INVALID_CHAR_IN_HOST, hostEnd);
            }
            // port = *DIGIT (RFC 3986, RFC 2396) or 1*digit (RFC 1738)
            int k = hostEnd + 1;
            while (k < to && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
                k++;
            }
            if (k < to || (k == hostEnd + 1 && !g.emptyPort)) {
                return error(INVALID_PORT, k);
            }
        }
        return ok(hostStart, hostEnd, flag);
    }

    /** Whether {@code s[from, to)} has no character without the 0x20 bit (so no upper-case letter). */
    private static boolean noUpper(String s, int from, int to) {
        int lower = NO_UPPER;
        for (int k = from; k < to; k++) {
            lower &= s.charAt(k);
        }
        return lower != 0;
    }

    /** IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"; returns the index after ']'. */
    private static long ipLiteral(Grammar g, String s, int open, int to) {
        int i = open + 1;
        if (i < to && (s.charAt(i) == 'v' || s.charAt(i) == 'V')) {
            if (g.ipLiterals < 2) {
                return error(INVALID_IPV6, i);
            }
            // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
            int h = ++i;
            while (i < to && CharClass.HEXDIG.contains(s.charAt(i))) {
                i++;
            }
            if (i == h || i >= to || s.charAt(i) != '.') {
                return i >= to ? error(UNCLOSED_IP_LITERAL, open) : error(INVALID_IPVFUTURE, i);
            }
            int b = ++i;
            while (i < to && CharClass.IPVFUTURE.contains(s.charAt(i))) {
                i++;
            }
            if (i >= to) {
                return error(UNCLOSED_IP_LITERAL, open);
            }
            if (i == b || s.charAt(i) != ']') {
                return error(INVALID_IPVFUTURE, i);
            }
            return i + 1;
        }
        int end = IpAddresses.ipv6End(s, i, to);
        if (end < 0) {
            int bad = -1 - end;
            return bad >= to ? error(UNCLOSED_IP_LITERAL, open) : error(INVALID_IPV6, bad);
        }
        i = end;
        if (i < to && s.charAt(i) == '%') {
            // IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved / pct-encoded )   (RFC 6874)
            if (g.ipLiterals < 2) {
                return error(INVALID_IPV6, i);
            }
            if (!(i + 2 < to && s.charAt(i + 1) == '2' && s.charAt(i + 2) == '5')) {
                return error(INVALID_ZONE_ID, i);
            }
            int z = i + 3;
            i = scan(s, z, to, CharClass.ZONE_ID);
            if (i >= to) {
                return error(UNCLOSED_IP_LITERAL, open);
            }
            if (s.charAt(i) != ']') {
                return error(s.charAt(i) == '%' ? INVALID_PERCENT_ENCODING : INVALID_ZONE_ID, i);
            }
            if (i == z) {
                return error(INVALID_ZONE_ID, i);
            }
            return i + 1;
        }
        if (i >= to) {
            return error(UNCLOSED_IP_LITERAL, open);
        }
        if (s.charAt(i) != ']') {
            return error(INVALID_IPV6, i);
        }
        return i + 1;
    }

    /**
     * hostnumber = digits "." digits "." digits "." digits (RFC 1738 §5, RFC 2396 draft): 0 when
     * {@code s[from, to)} is not one, 1 when it is but is no address (a part above 255, or a part
     * with a leading zero), 2 when it is an address.
     */
    private static int hostNumber(String s, int from, int to) {
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
                // A leading zero makes inet_aton read the part as octal (RFC 3986 §7.4): such
                // a host number is valid syntax but is not taken as an IPv4 address.
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
     * The first index that breaks the host-name rule, or -1. Legacy (RFC 1738, RFC 2396 draft):
     * {@code *( domainlabel "." ) toplabel}, the top label starting with a letter, no trailing dot.
     * Draft 2003: {@code domainlabel *( "." domainlabel ) [ "." toplabel "." ]}, labels of 1–63
     * characters. Labels start and end with a letter or digit. Only letters, digits, '-' and '.'
     * reach here.
     */
    private static int hostNameError(String s, int from, int to, boolean draft) {
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
            // A trailing '.' after a top label: draft 2003 only.
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

    private static int hostKind(String s, int hostStart, int hostEnd, boolean ipv4) {
        if (ipv4) {
            return UriFactory.IPV4;
        }
        if (hostEnd > hostStart && s.charAt(hostStart) == '[') {
            char c = s.charAt(hostStart + 1);
            return c == 'v' || c == 'V' ? UriFactory.IPVFUTURE : UriFactory.IPV6;
        }
        return UriFactory.REG_NAME;
    }

    // ---- shared scanning -----------------------------------------------------------------------

    /**
     * The first index at or after {@code i} (before {@code end}) whose character is neither in
     * the grammar classes {@code mask} nor starts a valid pct-encoded triplet, with
     * {@link #ESCAPED} set when a triplet was passed (mask the result with {@link #INDEX}).
     */
    private static int scan(Grammar g, String s, int i, int end, int mask) {
        int escaped = 0;
        while (i < end) {
            char c = s.charAt(i);
            if (g.in(c, mask)) {
                i++;
            } else if (c == '%' && isEscape(s, i, end)) {
                i += 3;
                escaped = ESCAPED;
            } else {
                break;
            }
        }
        return i | escaped;
    }

    /**
     * The first index at or after {@code i} (before {@code end}) whose character is not in the
     * classes {@code mask} (no escapes: the scheme, a reg-name's fast path), with {@link #UPPER}
     * set when a passed character lacks the 0x20 bit, which among these classes only an
     * upper-case letter and {@code '_'} do (see {@link #NO_UPPER}).
     */
    private static int scanNoting(Grammar g, String s, int i, int end, int mask) {
        int lower = NO_UPPER;
        while (i < end) {
            char c = s.charAt(i);
            if (!g.in(c, mask)) {
                break;
            }
            lower &= c;
            i++;
        }
        return lower != 0 ? i : i | UPPER;
    }

    /**
     * {@link #scan(Grammar, String, int, int, int)} with a {@link CharClass}: for the fixed
     * RFC 6874 ZoneID class, and for the builder's per-component checks.
     */
    public static int scan(String s, int i, int end, CharClass allowed) {
        while (i < end) {
            char c = s.charAt(i);
            if (allowed.contains(c)) {
                i++;
            } else if (c == '%' && isEscape(s, i, end)) {
                i += 3;
            } else {
                return i;
            }
        }
        return i;
    }

    /** pct-encoded = "%" HEXDIG HEXDIG   (RFC 3986 §2.1) */
    public static boolean isEscape(String s, int i, int end) {
        return i + 2 < end && CharClass.HEXDIG.contains(s.charAt(i + 1)) && CharClass.HEXDIG.contains(s.charAt(i + 2));
    }

    private static long ok(int hostStart, int hostEnd, boolean flag) {
        return ((long) hostStart << 31) | hostEnd | (flag ? HOST_FLAG : 0L);
    }

    private static long error(SyntaxError code, int index) {
        return ERROR | ((long) code.ordinal() << 32) | (index & 0xFFFFFFFFL);
    }
}
