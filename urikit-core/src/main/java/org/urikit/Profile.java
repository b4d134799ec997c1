package org.urikit;

import org.urikit.encoding.CharClass;
import org.urikit.internal.Grammar;
import org.urikit.internal.Grammar.Generation;

/**
 * The grammar generation a URI reference is parsed with. The default everywhere is
 * {@link #RFC3986}, the published RFC 3986 (January 2005) plus RFC 6874 zone identifiers; the
 * older generations are explicit choices.
 *
 * <pre>{@code
 * Uri.isValid("http://[::1]/");                     // true
 * Uri.isValid("http://[::1]/", Profile.RFC2396);    // false: no IP literals in 1997
 * Uri.isValid("1abc:x", Profile.RFC2396);           // true: a scheme may start with a digit
 * }</pre>
 *
 * <table>
 * <caption>What each profile changes</caption>
 * <tr><th>profile</th><th>source</th><th>main differences</th></tr>
 * <tr><td>{@link #RFC3986}</td><td>RFC 3986, RFC 6874</td><td>IP-literal (IPv6, zone, IPvFuture);
 *   any reg-name host; port {@code *DIGIT}; {@code $ ,} reserved, {@code ~} unreserved</td></tr>
 * <tr><td>{@link #RFC3986_DRAFT_2003}</td><td>draft-fielding-uri-rfc2396bis-01</td><td>IPv6
 *   only; host name labels of 1–63 characters, otherwise the whole authority is a registry name;
 *   {@code [ ]} allowed in an opaque part</td></tr>
 * <tr><td>{@link #RFC2396}</td><td>draft-fielding-url-syntax-05</td><td>scheme may start with a
 *   digit; no IP literals; {@code user[:password]}, host name or 4-part host number; a query after an
 *   authority needs a {@code /} path; {@code $ ,} unreserved</td></tr>
 * <tr><td>{@link #RFC1738}</td><td>RFC 1738, with the 1993 and 1994 URL drafts</td><td>{@code ~} and
 *   {@code [ ]} not allowed; port {@code 1*digit}; host name or host number; a query after the
 *   host needs a {@code /} path</td></tr>
 * </table>
 *
 * <p>In the two legacy generations an absolute URL could also match the catch-all
 * {@code opaque-URL}/{@code *xchar} rule; urikit reads {@code scheme://} as committing to the
 * common Internet syntax, so a malformed authority is reported rather than silently accepted.
 * That choice is listed in {@code known-deviations.txt}.
 */
public enum Profile {
    /** RFC 3986 as published (2005), with RFC 6874 zone identifiers. The default. */
    RFC3986(Generation.RFC3986),
    /** The March 2003 draft of RFC 3986 (draft-fielding-uri-rfc2396bis-01), literally. */
    RFC3986_DRAFT_2003(Generation.RFC3986_DRAFT_2003),
    /** The May 1997 draft that became RFC 2396 (draft-fielding-url-syntax-05). */
    RFC2396(Generation.RFC2396),
    /** RFC 1738 (December 1994), with the 1993/1994 drafts for the early schemes. */
    RFC1738(Generation.RFC1738);

    /** The profile of each generation, by the generation's ordinal. */
    private static final Profile[] BY_GENERATION = new Profile[Generation.values().length];

    static {
        for (Profile p : values()) {
            BY_GENERATION[p.generation.ordinal()] = p;
        }
    }

    /** The generation whose facts ({@link Grammar}) this profile selects. */
    private final Generation generation;

    Profile(Generation generation) {
        this.generation = generation;
    }

    /** The generation this profile selects. */
    Generation generation() {
        return generation;
    }

    /** The grammar and the other per-generation facts of this profile. */
    Grammar grammar() {
        return Grammar.of(generation);
    }

    /** The grammar of {@code profile}, RFC 3986's for null. */
    static Grammar grammarOrDefault(Profile profile) {
        return profile == null ? Grammar.rfc3986() : profile.grammar();
    }

    /** The profile whose grammar {@code g} is. */
    static Profile of(Grammar g) {
        return BY_GENERATION[g.generation.ordinal()];
    }

    /**
     * The generation's {@code reserved} characters: RFC 3986
     * {@code :/?#[]@!$&'()*+,;=}; the 2003 draft <code>[];/?:@&amp;=+$,</code>; RFC 2396 (1997)
     * {@code ;/?:@&=+}; RFC 1738 {@code ;/?:@=&}.
     */
    public CharClass reserved() {
        return grammar().reserved;
    }

    /**
     * The generation's {@code unreserved} characters, letters and digits included: RFC 3986
     * {@code -._~}; the 2003 draft {@code -_.!~*'()}; RFC 2396 (1997) {@code $-_.!~*'(),};
     * RFC 1738 {@code $-_.+!*'(),} ({@code safe} and {@code extra}).
     */
    public CharClass unreserved() {
        return grammar().unreserved;
    }

    /** Whether {@code c} is a reserved character of this generation. */
    public boolean isReserved(int c) {
        return reserved().contains(c);
    }

    /** Whether {@code c} is an unreserved character of this generation. */
    public boolean isUnreserved(int c) {
        return unreserved().contains(c);
    }

    /**
     * The characters {@code component} may hold literally under this profile's grammar
     * (percent-encoded octets are allowed wherever escapes are, and are not part of the set).
     * The user is the userinfo before its first {@code ':'}, so it never holds one; the password
     * holds the userinfo's characters (a {@code ':'} where the grammar's userinfo has it, RFC 3986
     * §3.2.1; not in the 1997 draft's and RFC 1738's {@code user ":" password}). The authority holds
     * those of the userinfo, {@code '@'}, the host (brackets where IP literals are allowed), {@code ':'}
     * and the port's digits; the path those of its segments and {@code '/'}.
     *
     * <pre>{@code
     * Profile.RFC3986.allowed(Component.PORT);                 // the digits
     * Profile.RFC3986.allowed(Component.PASSWORD).contains(':');   // true
     * Profile.RFC2396.allowed(Component.PASSWORD).contains(':');   // false
     * }</pre>
     */
    public CharClass allowed(Component component) {
        Grammar g = grammar();
        return switch (component) {
            case SCHEME -> g.scheme;
            case AUTHORITY -> g.userinfo.union(g.regName).union(allowed(Component.HOST)).union(CharClass.DIGIT)
                    .with(g.ipLiterals > 0 ? ":@[]" : ":@");
            case USERINFO, PASSWORD -> g.userinfo;
            case USER -> g.userinfo.without(":");
            case HOST -> g.authorityRule == Grammar.AuthorityRule.RFC3986 ? g.regName
                    : CharClass.ALPHA.union(CharClass.DIGIT).with("-.");
            case PORT -> CharClass.DIGIT;
            case PATH -> g.path;
            case PATH_SEGMENT -> g.path.without("/");
            case QUERY -> g.query;
            case FRAGMENT -> g.fragment;
        };
    }

    /** Whether {@code c}, as data in {@code component}, must be percent-encoded under this profile. */
    public boolean mustEscape(int c, Component component) {
        return !allowed(component).contains(c);
    }
}
