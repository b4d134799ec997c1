package org.urikit.internal;

import static org.urikit.encoding.CharClass.ALPHA;
import static org.urikit.encoding.CharClass.DIGIT;

import org.urikit.encoding.CharClass;

/**
 * Every fact that differs between the URL generations, in one place: the character classes and
 * grammar switches the parser reads, and the choices of resolution and normalization. The API's
 * {@code Profile} names a {@link Generation}; {@link #of(Generation)} gives its grammar, and
 * code that behaves differently per generation switches over {@link #generation} with no
 * {@code default}, so that a new generation does not compile until every fact is given.
 *
 * <p>All character sets are <em>allowed</em> sets without {@code '%'}: a percent-encoded octet is
 * accepted wherever the generation allows escapes, which is every component but the scheme, the
 * port and the legacy host names.
 */
public final class Grammar {

    /** The URL generations, in the order of the API's {@code Profile}. */
    public enum Generation {
        /** RFC 3986 (2005), with RFC 6874 zone identifiers. */
        RFC3986,
        /** draft-fielding-uri-rfc2396bis-01 (March 2003), the draft of RFC 3986. */
        RFC3986_DRAFT_2003,
        /** draft-fielding-url-syntax-05 (May 1997), the draft that became RFC 2396. */
        RFC2396,
        /** RFC 1738 (December 1994), with the 1993 and 1994 URL drafts. */
        RFC1738
    }

    /** How the authority is read. */
    public enum AuthorityRule {
        /** RFC 3986: {@code [ userinfo "@" ] host [ ":" port ]}, host = IP-literal / IPv4address / reg-name. */
        RFC3986,
        /** Draft 2003: {@code server / reg-name}; server host = IPv6reference / IPv4address / hostname. */
        SERVER_OR_REG_NAME,
        /** RFC 2396 draft "site" and RFC 1738 "login": {@code [ user [ ":" password ] "@" ] hostport}, host = hostname / hostnumber. */
        LOGIN
    }

    public final Generation generation;
    /** The generation's {@code reserved} class. */
    public final CharClass reserved;
    /** The generation's {@code unreserved} class (with {@code safe}/{@code extra}/{@code mark}). */
    public final CharClass unreserved;
    /** Allowed first character of a scheme. */
    public final CharClass schemeFirst;
    /** Allowed characters of a scheme. */
    public final CharClass scheme;
    public final AuthorityRule authorityRule;
    /** Userinfo characters; for {@link AuthorityRule#LOGIN} the user and password characters (no {@code ':'}). */
    public final CharClass userinfo;
    /** Registered-name characters (RFC 3986 reg-name, or the draft's authority-wide reg-name). */
    public final CharClass regName;
    /** IP literals: 0 none, 1 IPv6 only, 2 IPv6 with RFC 6874 zones and IPvFuture. */
    public final int ipLiterals;
    /** Whether {@code ":"} may be followed by no digits. */
    public final boolean emptyPort;
    /** Whether {@code //} may be followed by a query or fragment with no {@code "/"} path (RFC 2396 and RFC 1738 forbid a query there). */
    public final boolean queryAfterAuthority;
    /** Path characters, {@code '/'} included. */
    public final CharClass path;
    /** Path characters of an opaque (no authority, no leading '/') absolute URI. */
    public final CharClass opaquePath;
    public final CharClass query;
    /** Query characters of an opaque absolute URI. */
    public final CharClass opaqueQuery;
    public final CharClass fragment;
    /**
     * The octets whose escapes percent-encoding normalization decodes (RFC 3986 §6.2.2.2 and
     * the generation's counterpart): the generation's unreserved characters, or the part of
     * them that is safe to decode.
     */
    public final CharClass decodable;
    /**
     * The characters one path segment may hold literally as data, for appending a segment: the
     * segment characters, without {@code ';'} in the older generations, where it starts path
     * parameters.
     */
    public final CharClass segmentData;
    /**
     * Whether the generation's resolution keeps {@code ".."} segments that climb above the root
     * (the 2003 draft's merge step 7 "retain", and the 1997 and 1993 texts) rather than removing
     * them as RFC 3986 §5.2.4 does.
     */
    public final boolean retainsDotDotAboveRoot;

    /** Bit masks of {@link #table}: one bit per character class of this grammar. */
    public static final int SCHEME = 1;
    public static final int USERINFO = 1 << 1;
    public static final int REG_NAME = 1 << 2;
    public static final int PATH = 1 << 3;
    public static final int OPAQUE_PATH = 1 << 4;
    public static final int QUERY = 1 << 5;
    public static final int OPAQUE_QUERY = 1 << 6;
    public static final int FRAGMENT = 1 << 7;
    /**
     * Bits that mark '/', '?' and '#', the characters that end an authority (RFC 3986 §3.2 and
     * Appendix B). Every profile keeps this split, RFC 1738 too although its user and password
     * may hold '?' (see deviations/grammar.tsv).
     */
    public static final int AUTHORITY_END = 1 << 8;
    /** Letters, digits, '-' and '.': the characters of a legacy host name. */
    public static final int HOST_NAME = 1 << 9;

    /** For each US-ASCII character, the classes it belongs to, as bits. Never exposed: the tables are immutable. */
    private final int[] table = new int[128];

    /**
     * The eight classes of the parser's scanning loops (bits 0–7, {@link #SCHEME} to
     * {@link #FRAGMENT}) for every {@code char}, 0 above US-ASCII: 64 KB, so that the loops
     * index it with the character itself and skip the {@code c < 128} test, two instructions
     * per character (on the kasztp URLs about 8% fewer instructions and 5% less time per parse,
     * measured with JMH's perfnorm profiler). Only the grammars in use are built (see {@link #of}).
     */
    private final byte[] loopClasses = new byte[65536];

    /**
     * Whether {@code c} is in one of the classes of {@code mask} (e.g. {@code PATH | QUERY}): the
     * parser's inner-loop test, one array load per character. {@code mask} is a constant at every
     * call, so the JIT keeps one of the two branches.
     */
    public boolean in(char c, int mask) {
        return mask <= 0xFF ? (loopClasses[c] & mask) != 0 : c < 128 && (table[c] & mask) != 0;
    }

    /**
     * The index of the first character of {@code s[i, end)} that is in none of the loop classes
     * {@code mask} (bits 0–7), or {@code end}: the parser's scanning loop, one table lookup per
     * character, the table held in a local so that nothing else is read in the loop.
     */
    int span(String s, int i, int end, int mask) {
        byte[] t = loopClasses;
        while (i < end && (t[s.charAt(i)] & mask) != 0) {
            i++;
        }
        return i;
    }

    /**
     * {@link #span}, AND-ing the characters passed into {@code lower} (initially the bit to keep):
     * the result's bit 31 is set when a character passed lacked it (see {@code Parser.scanNoting}).
     */
    int spanNoting(String s, int i, int end, int mask, int lower) {
        byte[] t = loopClasses;
        char c;
        while (i < end && (t[c = s.charAt(i)] & mask) != 0) {
            lower &= c;
            i++;
        }
        return lower != 0 ? i : i | Integer.MIN_VALUE;
    }

    private Grammar(Generation generation, CharClass reserved, CharClass unreserved, CharClass schemeFirst,
            AuthorityRule authorityRule, CharClass userinfo, CharClass regName, int ipLiterals, boolean emptyPort,
            boolean queryAfterAuthority, CharClass path, CharClass opaquePath, CharClass query, CharClass opaqueQuery,
            CharClass fragment, CharClass decodable, CharClass segmentData, boolean retainsDotDotAboveRoot) {
        this.generation = generation;
        this.reserved = reserved;
        this.unreserved = unreserved;
        this.schemeFirst = schemeFirst;
        this.scheme = ALPHA.union(DIGIT).with("+-.");
        this.authorityRule = authorityRule;
        this.userinfo = userinfo;
        this.regName = regName;
        this.ipLiterals = ipLiterals;
        this.emptyPort = emptyPort;
        this.queryAfterAuthority = queryAfterAuthority;
        this.path = path;
        this.opaquePath = opaquePath;
        this.query = query;
        this.opaqueQuery = opaqueQuery;
        this.fragment = fragment;
        this.decodable = decodable;
        this.segmentData = segmentData;
        this.retainsDotDotAboveRoot = retainsDotDotAboveRoot;
        CharClass hostName = ALPHA.union(DIGIT).with("-.");
        CharClass authorityEnd = CharClass.of("/?#");
        for (int c = 0; c < 128; c++) {
            table[c] = bit(scheme, c, SCHEME) | bit(userinfo, c, USERINFO) | bit(regName, c, REG_NAME)
                    | bit(path, c, PATH) | bit(opaquePath, c, OPAQUE_PATH) | bit(query, c, QUERY)
                    | bit(opaqueQuery, c, OPAQUE_QUERY) | bit(fragment, c, FRAGMENT)
                    | bit(authorityEnd, c, AUTHORITY_END) | bit(hostName, c, HOST_NAME);
            loopClasses[c] = (byte) table[c];
        }
    }

    private static int bit(CharClass cls, int c, int mask) {
        return cls.contains(c) ? mask : 0;
    }

    // RFC 3986 (2005) §2–§3. Percent-encoding normalization decodes the unreserved characters
    // (§6.2.2.2); a segment holds any pchar as data.
    private static final Grammar RFC3986 = new Grammar(Generation.RFC3986, CharClass.RESERVED, CharClass.UNRESERVED,
            ALPHA, AuthorityRule.RFC3986, CharClass.USERINFO, CharClass.REG_NAME, 2, true, true, CharClass.PATH,
            CharClass.PATH, CharClass.QUERY, CharClass.QUERY, CharClass.FRAGMENT, CharClass.UNRESERVED,
            CharClass.PCHAR, false);

    // draft-fielding-uri-rfc2396bis-01 §2: mark includes "!~*'()", "$ ," are reserved, "[ ]" are
    // reserved and allowed in an opaque part. §2.3 says decoding the escapes of the marks other
    // than "_" and "~" "is usually counterproductive", so normalization decodes ALPHA, DIGIT, "_", "~".
    private static final CharClass D_UNRESERVED = ALPHA.union(DIGIT).with("-_.!~*'()");
    private static final CharClass D_RESERVED = CharClass.of("[];/?:@&=+$,");
    private static final CharClass D_PCHAR = D_UNRESERVED.with(";:@&=+$,");
    private static final CharClass D_URIC = D_RESERVED.union(D_UNRESERVED);
    private static final class Draft2003 {
        static final Grammar GRAMMAR = new Grammar(Generation.RFC3986_DRAFT_2003, D_RESERVED, D_UNRESERVED, ALPHA,
                AuthorityRule.SERVER_OR_REG_NAME, D_UNRESERVED.with(";:&=+$,"), D_UNRESERVED.with(";:@&=+$,"),
                1, true, true, D_PCHAR.with("/"), D_URIC.without("?"), D_PCHAR.with("/?"), D_URIC, D_PCHAR.with("/?"),
                ALPHA.union(DIGIT).with("_~"), D_PCHAR.without(";"), true);
    }

    // draft-fielding-url-syntax-05 §2 and §3: mark = "$-_.!~*'(),", reserved = ";/?:@&=+",
    // path = pchar / ";" / "/", query = fragment = *urlc, user/password = unreserved ; & = +.
    // Normalization decodes the whole unreserved set (§2.4.2: alphanum | mark).
    private static final CharClass S97_UNRESERVED = ALPHA.union(DIGIT).with("$-_.!~*'(),");
    private static final CharClass S97_URLC = S97_UNRESERVED.with(";/?:@&=+");
    private static final class Rfc2396 {
        static final Grammar GRAMMAR = new Grammar(Generation.RFC2396, CharClass.of(";/?:@&=+"), S97_UNRESERVED,
                CharClass.SCHEME, AuthorityRule.LOGIN, S97_UNRESERVED.with(";&=+"), CharClass.NONE, 0, true, false,
                S97_URLC.without("?"), S97_URLC.without("?"), S97_URLC, S97_URLC, S97_URLC, S97_UNRESERVED,
                S97_URLC.without("/;?"), true);
    }

    // RFC 1738 §5: safe = "$-_.+", extra = "!*'(),", reserved = ";/?:@=&"; urlpath = *xchar;
    // user/password = *[ uchar | ";" | "?" | "&" | "=" ]; port = 1*digit. Fragments are not in the
    // RFC 1738 grammar; its appendix writes them inside <URL:...#frag>, so the profile accepts
    // "#" *xchar. Normalization decodes letters, digits and "-._" only: the other safe and extra
    // characters often carry scheme meaning.
    private static final CharClass S1738_UNRESERVED = ALPHA.union(DIGIT).with("$-_.+!*'(),");
    private static final CharClass S1738_XCHAR = S1738_UNRESERVED.with(";/?:@=&");
    private static final class Rfc1738 {
        static final Grammar GRAMMAR = new Grammar(Generation.RFC1738, CharClass.of(";/?:@=&"), S1738_UNRESERVED,
                CharClass.SCHEME, AuthorityRule.LOGIN, S1738_UNRESERVED.with(";?&="), CharClass.NONE, 0, false, false,
                S1738_XCHAR.without("?"), S1738_XCHAR.without("?"), S1738_XCHAR, S1738_XCHAR, S1738_XCHAR,
                ALPHA.union(DIGIT).with("-._"), S1738_XCHAR.without("/;?"), true);
    }

    /** The grammar of RFC 3986, the default. */
    public static Grammar rfc3986() {
        return RFC3986;
    }

    /** The grammar of {@code generation}; the older generations' grammars are built on first use. */
    public static Grammar of(Generation generation) {
        return switch (generation) {
            case RFC3986 -> RFC3986;
            case RFC3986_DRAFT_2003 -> Draft2003.GRAMMAR;
            case RFC2396 -> Rfc2396.GRAMMAR;
            case RFC1738 -> Rfc1738.GRAMMAR;
        };
    }
}
