package org.urikit.internal;

import static org.urikit.error.SyntaxError.FIRST_SEGMENT_COLON;
import static org.urikit.error.SyntaxError.SCHEME_EMPTY;
import static org.urikit.error.SyntaxError.FRAGMENT_CHAR_INVALID;
import static org.urikit.error.SyntaxError.HOST_CHAR_INVALID;
import static org.urikit.error.SyntaxError.PATH_CHAR_INVALID;
import static org.urikit.error.SyntaxError.QUERY_CHAR_INVALID;
import static org.urikit.error.SyntaxError.USERINFO_CHAR_INVALID;
import static org.urikit.error.SyntaxError.HOST_INVALID;
import static org.urikit.error.SyntaxError.IPV6_INVALID;
import static org.urikit.error.SyntaxError.IPVFUTURE_INVALID;
import static org.urikit.error.SyntaxError.PERCENT_ENCODING_INVALID;
import static org.urikit.error.SyntaxError.PORT_INVALID;
import static org.urikit.error.SyntaxError.SCHEME_CHAR_INVALID;
import static org.urikit.error.SyntaxError.SCHEME_START_INVALID;
import static org.urikit.error.SyntaxError.ZONE_ID_INVALID;
import static org.urikit.error.SyntaxError.IP_LITERAL_NOT_ALLOWED;
import static org.urikit.error.SyntaxError.HOST_MISSING;
import static org.urikit.error.SyntaxError.PATH_REQUIRED_BEFORE_QUERY;
import static org.urikit.error.SyntaxError.IP_LITERAL_UNCLOSED;

import org.urikit.encoding.CharClass;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Grammar.AuthorityRule;
import org.urikit.net.Ipv4Addresses;

/**
 * The one parser: a single hand-written left-to-right pass over the input (RFC 3986 §3, §4 and
 * the grammars of the older profiles), with no regular expressions, no backtracking and no
 * allocation on success apart from the value its {@link UriFactory} makes.
 *
 * <p>One method per production, with the ABNF above it; each returns the index where it stopped
 * (packed with what it noticed, see below), and {@link #parse} strings them together as
 * {@code URI-reference} does; the host productions beyond a scan (IP literals, the older
 * generations' host names) are in {@link HostSyntax}. The component split is the one of RFC 3986 Appendix B: the scheme
 * ends at the first {@code ':'} before any {@code '/'}, {@code '?'} or {@code '#'}; an authority
 * runs from {@code "//"} to the next {@code '/'}, {@code '?'} or {@code '#'}; the query starts at
 * the first {@code '?'} and the fragment at the first {@code '#'}.
 *
 * <p>Results are packed into primitives so that nothing is allocated, and read back only through
 * the named accessors of this class:
 * <ul>
 * <li>a <em>scan</em> ({@code int}): the index where it stopped, and bit 31 for something passed on
 *   the way: an escape ({@link #escaped(int)}) or a character that may be an upper-case letter
 *   ({@link #upper(int)});</li>
 * <li>an <em>authority</em> ({@code long}): the host's start and end and a host flag
 *   ({@link #hostStart(long)}, {@link #hostEnd(long)}, {@link #hostFlag(long)}), or an error
 *   ({@link #isError(long)}, {@link #errorCode(long)}, {@link #errorIndex(long)}).</li>
 * </ul>
 *
 * <p>On its way the parser notes what normalization would otherwise scan for again: that the
 * scheme and the host have no upper-case letter and that no {@code '%'} occurs
 * ({@link UriFactory#PLAIN}). The scheme's characters all have the 0x20 bit set except the
 * upper-case letters, so an AND over them tells; the same holds for a reg-name except
 * {@code '_'}, which only leaves the flag conservatively clear.
 */
public final class Parser {
    /** AND-ed over ASCII text, keeps this bit iff no character is an upper-case letter (or '@', '[', '\\', ']', '^', '_'). */
    private static final int NO_UPPER = 0x20;
    /** Bit 31 of a scan: an escape was passed ({@link #scan}) or an upper-case letter may have been ({@link #scanNoting}). */
    private static final int NOTED = Integer.MIN_VALUE;
    private static final int INDEX = Integer.MAX_VALUE;
    private static final long ERROR = Long.MIN_VALUE;
    /**
     * Bit 62 of an authority. Under the RFC 3986 rule: the host has no upper-case letter and the
     * authority no escape (the caller tells an IPv4 address itself). Under the legacy rules: the
     * host is a dotted-quad IPv4 address, which their host-number rules decide on the way.
     */
    private static final long HOST_FLAG = 1L << 62;
    private static final SyntaxError[] ERRORS = SyntaxError.values();

    private Parser() {
    }

    // ---- entries ---------------------------------------------------------------------------

    /** Why a text is not a URI reference: the reason and the index of the first offending character. */
    public record Rejection(SyntaxError error, int index) {
        /** This rejection of {@code input} as the exception the API throws. */
        public UriSyntaxException toException(String input) {
            return new UriSyntaxException(error, input, index);
        }
    }

    /**
     * A factory for one pass that must give the reason of a rejection: for a valid text, what
     * {@code values} makes (nothing when it is null); for an invalid one, the {@link Rejection}. One
     * class for both uses, so that the parser's calls to its factory meet two classes at most (this
     * and the API's bridge) and stay fast.
     *
     * @param <U> what {@code values} makes
     */
    public static final class Outcomes<U> implements UriFactory<Object> {
        private final UriFactory<U> values;

        /** Outcomes whose valid texts are made by {@code values}, or give null when it is null. */
        public Outcomes(UriFactory<U> values) {
            this.values = values;
        }

        @Override
        public Object create(String text, Grammar grammar, int schemeEnd, int hostStart, int hostEnd, int pathStart,
                int queryStart, int fragmentStart, int hostKind, int flags) {
            return values == null ? null
                    : values.create(text, grammar, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
        }

        @Override
        public Object reject(String text, SyntaxError error, int index) {
            return new Rejection(error, index);
        }
    }

    /** Makes nothing for a valid text, and the {@link Rejection} for an invalid one. */
    private static final Outcomes<Void> REJECTIONS = new Outcomes<>(null);

    /**
     * Why {@code s} is not a URI reference under {@code g}, or null if it is one: a second pass
     * for callers that want the reason after {@link #parse} said no (so that the first pass
     * allocates nothing for invalid input).
     */
    public static Rejection rejection(String s, Grammar g) {
        return (Rejection) parse(s, g, REJECTIONS);
    }

    /**
     * Parses {@code s} under {@code g}: {@code f.create(...)} with the offsets of a URI
     * reference, else {@code f.reject(...)} with the reason and the index.
     *
     * <pre>
     * URI-reference = URI / relative-ref
     * URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
     * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
     * hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
     * relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
     * </pre>
     */
    public static <U> U parse(String s, Grammar g, UriFactory<U> f) {
        int len = s.length();
        int schemeEnd = -1;
        int hostStart = -1;
        int hostEnd = -1;
        int hostKind = -1;
        int pathStart = 0;
        int flags = UriFactory.PLAIN;
        boolean opaque = false;
        int p;                                          // where the path ends
        int i = 0;
        boolean rooted = len > 0 && s.charAt(0) == '/';
        if (!rooted) {
            // A leading '/' cannot start a scheme: a network-path or absolute-path reference skips this.
            int r = scheme(g, s);
            i = end(r);
            if (i < len && s.charAt(i) == ':') {
                long fault = schemeStart(g, s, i);
                if (isError(fault)) {
                    return f.reject(s, errorCode(fault), errorIndex(fault));
                }
                flags = upper(r) ? 0 : UriFactory.PLAIN;
                schemeEnd = i++;
                pathStart = i;
            }
        }
        if (schemeEnd < 0 && !rooted && len > 0) {
            // relative-part = path-noscheme / path-empty: s[0, i) are scheme characters, which are
            // also segment characters, so the first segment continues from i without reading them again.
            long r = pathNoscheme(g, s, i);
            if (isError(r)) {
                return f.reject(s, errorCode(r), errorIndex(r));
            }
            p = end((int) r);
            flags = escaped((int) r) ? 0 : UriFactory.PLAIN;
        } else if (i + 1 < len && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            // "//" authority path-abempty   (RFC 3986 §3.2)
            long a = authority(g, s, i + 2);
            if (isError(a)) {
                return f.reject(s, errorCode(a), errorIndex(a));
            }
            hostStart = hostStart(a);
            hostEnd = hostEnd(a);
            boolean ipv4;
            if (g.authorityRule == AuthorityRule.RFC3986) {
                ipv4 = Ipv4Addresses.isDottedDecimal(s, hostStart, hostEnd);
                flags &= hostFlag(a) ? UriFactory.PLAIN : 0;
            } else {
                ipv4 = hostFlag(a);
                flags = 0;
            }
            hostKind = HostSyntax.hostKind(s, hostStart, hostEnd, ipv4);
            pathStart = hostEnd < len && s.charAt(hostEnd) == ':' ? port(s, hostEnd + 1, len) : hostEnd;
            int r = pathAbempty(g, s, pathStart);
            p = end(r);
            flags &= escaped(r) ? 0 : UriFactory.PLAIN;
            if (!g.queryAfterAuthority && p == pathStart && p < len && s.charAt(p) == '?') {
                return f.reject(s, PATH_REQUIRED_BEFORE_QUERY, p);
            }
        } else {
            // path-absolute / path-rootless / path-empty   (RFC 3986 §3.3)
            opaque = schemeEnd >= 0 && (i == len || s.charAt(i) != '/');
            int r = path(g, s, i, opaque);
            p = end(r);
            flags &= escaped(r) ? 0 : UriFactory.PLAIN;
        }
        int queryStart = -1;
        if (p < len && s.charAt(p) == '?') {
            queryStart = p;
            int r = query(g, s, p + 1, opaque);
            p = end(r);
            flags &= escaped(r) ? 0 : UriFactory.PLAIN;
        }
        int fragmentStart = -1;
        if (p < len && s.charAt(p) == '#') {
            fragmentStart = p;
            int r = fragment(g, s, p + 1);
            p = end(r);
            flags &= escaped(r) ? 0 : UriFactory.PLAIN;
        }
        if (p < len) {
            // The component that stopped before the end met a character it does not allow.
            SyntaxError error = s.charAt(p) == '%' ? PERCENT_ENCODING_INVALID
                    : fragmentStart >= 0 ? FRAGMENT_CHAR_INVALID
                    : queryStart >= 0 ? QUERY_CHAR_INVALID : PATH_CHAR_INVALID;
            return f.reject(s, error, p);
        }
        return f.create(s, g, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
    }

    /**
     * For the resolution fast path, which resolves an absolute-path reference as it is read,
     * without building a value for it: if {@code s} is one '/' followed by anything but
     * another, the path read as {@link #parse} reads it under RFC 3986, as a scan (read it with
     * {@link #end(long)} and {@link #escaped(long)}); otherwise -1. What follows the path is not
     * read.
     */
    public static long absolutePath(String s) {
        int len = s.length();
        if (len == 0 || s.charAt(0) != '/' || (len > 1 && s.charAt(1) == '/')) {
            return -1;
        }
        return path(Grammar.rfc3986(), s, 0, false) & 0xFFFFFFFFL;
    }

    /**
     * The fault of {@code s[0, end)} taken as a scheme (the builder's, which is meant to be one):
     * the checks {@link #parse} makes of a scheme before its ':', and the first character the
     * scheme production does not take; 0 when it is a scheme. Read it with {@link #faultCode} and
     * {@link #faultIndex}.
     */
    public static long schemeFault(Grammar g, String s, int end) {
        long start = schemeStart(g, s, end);
        if (start != 0) {
            return start;
        }
        int stop = end(scanNoting(g, s, 0, end, Grammar.SCHEME));
        return stop < end ? error(SCHEME_CHAR_INVALID, stop) : 0;
    }

    /** {@code port = *DIGIT}: the first index in {@code s[from, to)} that is not a digit, or {@code to} (the one port reader, {@link #port}). */
    public static int portEnd(String s, int from, int to) {
        return port(s, from, to);
    }

    /**
     * The number of the port {@code s[from, to)} (digits, as the parser accepted them), or -1 when
     * it is empty or above 65535, the largest TCP and UDP port.
     */
    public static int portValue(String s, int from, int to) {
        if (from == to) {
            return -1;
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + (s.charAt(i) - '0');
            if (value > 65535) {
                return -1;
            }
        }
        return value;
    }

    /** The code of a {@link #schemeFault}. */
    public static SyntaxError faultCode(long fault) {
        return errorCode(fault);
    }

    /** The index of a {@link #schemeFault}. */
    public static int faultIndex(long fault) {
        return errorIndex(fault);
    }

    /** The end of the path in an {@link #absolutePath} result. */
    public static int end(long path) {
        return end((int) path);
    }

    /** Whether an {@link #absolutePath} result says that an escape was passed. */
    public static boolean escaped(long path) {
        return escaped((int) path);
    }

    // ---- scheme, path, query, fragment (RFC 3986 §3.1, §3.3–§3.5) -----------------------------

    /**
     * {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}   (§3.1): the scheme characters
     * from the start, noting a possible upper-case letter. The caller checks the ':' after them
     * and the first character (a digit may start a scheme in the older grammars).
     */
    private static int scheme(Grammar g, String s) {
        return scanNoting(g, s, 0, s.length(), Grammar.SCHEME);
    }

    /** What a scheme {@code s[0, end)} before a ':' must also be: not empty, and started by a letter (or a digit, RFC 1738 and the 1997 draft); 0 or an error. */
    private static long schemeStart(Grammar g, String s, int end) {
        if (end == 0) {
            return error(SCHEME_EMPTY, 0);
        }
        return g.schemeFirst.contains(s.charAt(0)) ? 0 : error(SCHEME_START_INVALID, 0);
    }

    /**
     * {@code path-noscheme = segment-nz-nc *( "/" segment )}, with
     * {@code segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )}   (§3.3, §4.2):
     * the first segment of a relative path has no ':', which would read as a scheme. Continues
     * at {@code i} inside the first segment; a scan (in the low 32 bits), or an error.
     */
    private static long pathNoscheme(Grammar g, String s, int i) {
        int len = s.length();
        int escaped = 0;
        while (i < len) {
            char c = s.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
            if (c == ':') {
                return error(FIRST_SEGMENT_COLON, i);
            }
            if (g.in(c, Grammar.PATH)) {
                i++;
            } else if (c == '%' && isEscape(s, i, len)) {
                i += 3;
                escaped = NOTED;
            } else {
                return error(firstSegmentError(g, s, i), i);
            }
        }
        return ((i < len && s.charAt(i) == '/' ? scan(g, s, i, len, Grammar.PATH) : i) | escaped) & 0xFFFFFFFFL;
    }

    /**
     * An invalid character in a first segment: if a ':' follows before the segment ends and the
     * text starts with a letter, the writer meant a scheme, so say so.
     */
    private static SyntaxError firstSegmentError(Grammar g, String s, int i) {
        char bad = s.charAt(i);
        if (bad == '%') {
            return PERCENT_ENCODING_INVALID;
        }
        if (!g.schemeFirst.contains(s.charAt(0))) {
            return PATH_CHAR_INVALID;
        }
        for (int k = i + 1; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == ':') {
                return SCHEME_CHAR_INVALID;
            }
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
        }
        return PATH_CHAR_INVALID;
    }

    /** {@code path-abempty = *( "/" segment )}   (§3.3): after an authority, empty or starting with '/'. */
    private static int pathAbempty(Grammar g, String s, int from) {
        return from < s.length() && s.charAt(from) == '/' ? scan(g, s, from, s.length(), Grammar.PATH) : from;
    }

    /**
     * {@code path-absolute = "/" [ segment-nz *( "/" segment ) ]},
     * {@code path-rootless = segment-nz *( "/" segment )}, {@code path-empty = 0<pchar>}   (§3.3),
     * with {@code segment = *pchar}; the caller has ruled out "//". {@code opaque}: the path of
     * an absolute URI without an authority that does not start with '/', which the older
     * grammars give their own class.
     */
    private static int path(Grammar g, String s, int from, boolean opaque) {
        return scan(g, s, from, s.length(), opaque ? Grammar.OPAQUE_PATH : Grammar.PATH);
    }

    /** {@code query = *( pchar / "/" / "?" )}   (§3.4), from after the '?'. */
    private static int query(Grammar g, String s, int from, boolean opaque) {
        return scan(g, s, from, s.length(), opaque ? Grammar.OPAQUE_QUERY : Grammar.QUERY);
    }

    /** {@code fragment = *( pchar / "/" / "?" )}   (§3.5), from after the '#'. */
    private static int fragment(Grammar g, String s, int from) {
        return scan(g, s, from, s.length(), Grammar.FRAGMENT);
    }

    // ---- authority (RFC 3986 §3.2) ---------------------------------------------------------

    /**
     * {@code authority = [ userinfo "@" ] host [ ":" port ]}   (§3.2), or the profile's variant,
     * from {@code from} (after "//") to the next '/', '?' or '#'; an authority result.
     */
    private static long authority(Grammar g, String s, int from) {
        if (g.authorityRule == AuthorityRule.RFC3986) {
            long r = regNameAndPort(g, s, from);
            return r != 0 ? r : authority3986(g, s, from);
        }
        int to = authorityEnd(g, s, from);
        long r = server(g, s, from, to);
        if (!isError(r) || g.authorityRule != AuthorityRule.SERVER_OR_REG_NAME) {
            return r;
        }
        // draft-fielding-uri-rfc2396bis-01 §3.2: authority = server / reg_name. When both fail,
        // report the alternative that read further: its offending character is the first one no
        // reading can accept.
        int stop = end(scan(g, s, from, to, Grammar.REG_NAME));
        if (stop == to) {
            return ok(from, to, false);
        }
        if (errorIndex(r) >= stop) {
            return r;
        }
        return error(s.charAt(stop) == '%' ? PERCENT_ENCODING_INVALID : HOST_CHAR_INVALID, stop);
    }

    /** The index of the first '/', '?' or '#' at or after {@code from}, or the length: where an authority ends (§3.2). */
    private static int authorityEnd(Grammar g, String s, int from) {
        int len = s.length();
        int k = from;
        while (k < len && !g.in(s.charAt(k), Grammar.AUTHORITY_END)) {
            k++;
        }
        return k;
    }

    /**
     * {@code reg-name [ ":" port ]}, the common authority, read with the reg-name class alone
     * (no ':' to watch for in the loop); 0 for anything else (a userinfo, an IP literal, an
     * escape, an error), which {@link #authority3986} reads again from the start.
     */
    private static long regNameAndPort(Grammar g, String s, int from) {
        int len = s.length();
        int r = scanNoting(g, s, from, len, Grammar.REG_NAME);
        int hostEnd = end(r);
        int k = hostEnd < len && s.charAt(hostEnd) == ':' ? port(s, hostEnd + 1, len) : hostEnd;
        if (k == len || g.in(s.charAt(k), Grammar.AUTHORITY_END)) {
            return ok(from, hostEnd, !upper(r));
        }
        return 0;
    }

    /**
     * {@code authority = [ userinfo "@" ] host [ ":" port ]} under RFC 3986, in one pass when
     * there is no userinfo: the characters of userinfo include those of reg-name, ':' and the
     * digits, so one scan with the userinfo class covers {@code host [ ":" port ]} too. If it
     * stops at '@' the scanned text was the userinfo; otherwise the first ':' ends a reg-name
     * host and the rest must be the port. A userinfo and an IP literal go to {@link #server}.
     */
    private static long authority3986(Grammar g, String s, int from) {
        int len = s.length();
        int k = from;
        if (k < len && s.charAt(k) != '[') {
            int colon = -1;
            int lower = NO_UPPER;
            char c = 0;
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
                int d = colon < 0 ? k : port(s, colon + 1, k);
                if (d < k) {
                    return error(PORT_INVALID, d);
                }
                // ':' and the port's digits have the 0x20 bit: `lower` speaks for the host alone.
                return ok(from, hostEnd, lower != 0);
            }
            if (c != '@') {
                // Userinfo or host? Only an '@' further on can tell, and only this error path looks.
                int end = authorityEnd(g, s, k);
                int at = s.indexOf('@', k);
                if (at >= 0 && at < end) {
                    return error(c == '%' ? PERCENT_ENCODING_INVALID : USERINFO_CHAR_INVALID, k);
                }
                if (colon >= 0) {
                    // host ":" port: the port is *DIGIT, so its first non-digit is the offender.
                    return error(PORT_INVALID, port(s, colon + 1, k));
                }
                return error(c == '%' ? PERCENT_ENCODING_INVALID : HOST_CHAR_INVALID, k);
            }
        }
        // There is a userinfo (ended by '@' at k) or the host is an IP literal.
        return server(g, s, from, authorityEnd(g, s, k));
    }

    /**
     * {@code server = [ [ userinfo "@" ] hostport ]}, {@code hostport = host [ ":" port ]}
     * (draft-fielding-url-syntax-05 §3; draft-fielding-uri-rfc2396bis-01 §3.2; RFC 3986 §3.2
     * for an authority with a userinfo or an IP literal) over {@code s[from, to)}, with the
     * profile's userinfo, host and port rules; an authority result.
     */
    private static long server(Grammar g, String s, int from, int to) {
        int at = s.indexOf('@', from);
        int hostStart = from;
        boolean escaped = false;                       // in the userinfo or the host
        if (at >= 0 && at < to) {
            int r = userinfo(g, s, from, at);
            int stop = end(r);
            if (stop != at) {
                return error(s.charAt(stop) == '%' ? PERCENT_ENCODING_INVALID : USERINFO_CHAR_INVALID, stop);
            }
            escaped = escaped(r);
            hostStart = at + 1;
        } else {
            at = -1;
        }
        int hostEnd;
        boolean flag = false;                          // HOST_FLAG: see its comment
        if (hostStart < to && s.charAt(hostStart) == '[') {
            if (g.ipLiterals == 0) {
                return error(IP_LITERAL_NOT_ALLOWED, hostStart);
            }
            long r = HostSyntax.ipLiteral(g, s, hostStart, to);
            if (isError(r)) {
                return r;
            }
            hostEnd = (int) r;
        } else if (g.authorityRule == AuthorityRule.RFC3986) {
            int r = regName(g, s, hostStart, to);
            hostEnd = end(r);
            flag = !escaped && !escaped(r) && noUpper(s, hostStart, hostEnd);   // the caller tells IPv4 itself
        } else {
            hostEnd = HostSyntax.hostName(g, s, hostStart, to);
            if (hostEnd > hostStart) {
                boolean draft = g.authorityRule == AuthorityRule.SERVER_OR_REG_NAME;
                int number = draft ? (Ipv4Addresses.isDottedDecimal(s, hostStart, hostEnd) ? 2 : 0) : HostSyntax.hostNumber(s, hostStart, hostEnd);
                flag = number == 2;
                if (number == 0) {
                    int bad = HostSyntax.hostNameError(s, hostStart, hostEnd, draft);
                    if (bad >= 0) {
                        return error(HOST_INVALID, bad);
                    }
                }
            } else if (at >= 0 || (hostEnd < to && s.charAt(hostEnd) == ':')) {
                return error(HOST_MISSING, hostStart);     // hostport = host [ ":" port ]: host required
            }
        }
        if (hostEnd < to) {
            char c = s.charAt(hostEnd);
            if (c != ':') {
                return error(c == '%' && g.authorityRule == AuthorityRule.RFC3986 ? PERCENT_ENCODING_INVALID
                        : HOST_CHAR_INVALID, hostEnd);
            }
            // port = *DIGIT (RFC 3986, the 1997 draft) or 1*digit (RFC 1738)
            int k = port(s, hostEnd + 1, to);
            if (k < to || (k == hostEnd + 1 && !g.emptyPort)) {
                return error(PORT_INVALID, k);
            }
        }
        return ok(hostStart, hostEnd, flag);
    }

    /**
     * {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )}   (§3.2.1), or
     * {@code user [ ":" password ]} in the older grammars (RFC 1738 §3.1), over
     * {@code s[from, at)}; a scan (stopping before {@code at} at an offending character).
     */
    private static int userinfo(Grammar g, String s, int from, int at) {
        int r = scan(g, s, from, at, Grammar.USERINFO);
        int stop = end(r);
        if (g.authorityRule == AuthorityRule.LOGIN && stop < at && s.charAt(stop) == ':') {
            return end(scan(g, s, stop + 1, at, Grammar.USERINFO)) | (r & NOTED);    // user ":" password
        }
        return r;
    }

    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )}   (§3.2.2); a scan. */
    private static int regName(Grammar g, String s, int from, int to) {
        return scan(g, s, from, to, Grammar.REG_NAME);
    }

    /**
     * {@code port = *DIGIT}   (§3.2.3): the index of the first character at or after
     * {@code from} (before {@code to}) that is not a digit. The one reader of port digits.
     */
    private static int port(String s, int from, int to) {
        int k = from;
        while (k < to && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
            k++;
        }
        return k;
    }

    /** Whether {@code s[from, to)} has no character without the 0x20 bit (so no upper-case letter). */
    private static boolean noUpper(String s, int from, int to) {
        int lower = NO_UPPER;
        for (int k = from; k < to; k++) {
            lower &= s.charAt(k);
        }
        return lower != 0;
    }

    // ---- scanning ------------------------------------------------------------------------------

    /**
     * The first index at or after {@code i} (before {@code end}) whose character is neither in
     * the grammar classes {@code mask} nor starts a valid pct-encoded triplet: a scan, noting an
     * escape ({@link #escaped(int)}). The runs between escapes are {@link Grammar#span}s, one
     * table lookup per character; only the character that ends one is looked at again.
     */
    private static int scan(Grammar g, String s, int i, int end, int mask) {
        int escaped = 0;
        while (true) {
            i = g.span(s, i, end, mask);
            if (i < end && s.charAt(i) == '%' && isEscape(s, i, end)) {
                i += 3;
                escaped = NOTED;
            } else {
                return i | escaped;
            }
        }
    }

    /**
     * The first index at or after {@code i} (before {@code end}) whose character is not in the
     * classes {@code mask} (no escapes: the scheme, a reg-name's fast path): a scan, noting a
     * character without the 0x20 bit ({@link #upper(int)}), which among these classes only an
     * upper-case letter and {@code '_'} lack (see {@link #NO_UPPER}).
     */
    private static int scanNoting(Grammar g, String s, int i, int end, int mask) {
        return g.spanNoting(s, i, end, mask, NO_UPPER);
    }

    /** {@code pct-encoded = "%" HEXDIG HEXDIG}   (§2.1) */
    static boolean isEscape(String s, int i, int end) {
        return i + 2 < end && CharClass.HEXDIG.contains(s.charAt(i + 1)) && CharClass.HEXDIG.contains(s.charAt(i + 2));
    }

    // ---- packed results ---------------------------------------------------------------------

    /** Where a scan stopped. */
    private static int end(int scan) {
        return scan & INDEX;
    }

    /** Whether a {@link #scan} passed an escape. */
    private static boolean escaped(int scan) {
        return scan < 0;
    }

    /** Whether a {@link #scanNoting} passed a character that may be an upper-case letter. */
    private static boolean upper(int scan) {
        return scan < 0;
    }

    /** An authority: bits 0–30 the host end, bits 31–61 the host start, bit 62 {@link #HOST_FLAG}. */
    private static long ok(int hostStart, int hostEnd, boolean flag) {
        return ((long) hostStart << 31) | hostEnd | (flag ? HOST_FLAG : 0L);
    }

    private static int hostStart(long authority) {
        return (int) ((authority >>> 31) & INDEX);
    }

    private static int hostEnd(long authority) {
        return (int) (authority & INDEX);
    }

    private static boolean hostFlag(long authority) {
        return (authority & HOST_FLAG) != 0;
    }

    /** An error: bit 63, the code's ordinal in bits 32–39, the index in bits 0–31. */
    static long error(SyntaxError code, int index) {
        return ERROR | ((long) code.ordinal() << 32) | (index & 0xFFFFFFFFL);
    }

    static boolean isError(long result) {
        return result < 0;
    }

    private static SyntaxError errorCode(long error) {
        return ERRORS[(int) (error >>> 32) & 0xFF];
    }

    private static int errorIndex(long error) {
        return (int) error;
    }
}
