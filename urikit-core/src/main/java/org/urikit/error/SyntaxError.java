package org.urikit.error;

/**
 * Why a string is not a URI reference: the reason code carried by {@link UriSyntaxException}
 * and {@link org.urikit.ParseResult.Failure}, together with the 0-based UTF-16 index of the first
 * offending character.
 *
 * <pre>{@code
 * ParseResult r = Uri.tryParse("http://h:x/");
 * if (r instanceof ParseResult.Failure f) {
 *     f.error();   // SyntaxError.PORT_INVALID
 *     f.index();   // 9, the 'x'
 * }
 * }</pre>
 *
 * <p>Each constant names the RFC 3986 rule (or the rule of the selected {@link org.urikit.Profile}) that the
 * character breaks; {@link #description()} is the human sentence used in messages. The names are
 * part of the CLI contract ({@code "error"} in {@code urikit parse --json}), so they are only ever
 * added, never renamed.
 */
public enum SyntaxError {
    /** A {@code ":"} before any {@code "/"}, {@code "?"} or {@code "#"} with nothing before it. */
    SCHEME_EMPTY("the scheme before ':' is empty"),
    /** {@code scheme = ALPHA *( ... )}: the first character of a scheme must be a letter (RFC 3986 §3.1). */
    SCHEME_START_INVALID("a scheme must start with a letter"),
    /** A scheme character other than a letter, digit, {@code +}, {@code -} or {@code .} (RFC 3986 §3.1). */
    SCHEME_CHAR_INVALID("character not allowed in a scheme"),
    /** A {@code "%"} not followed by two hexadecimal digits (RFC 3986 §2.1). */
    PERCENT_ENCODING_INVALID("'%' must be followed by two hexadecimal digits"),
    /** A character not allowed in the userinfo (RFC 3986 §3.2.1). */
    USERINFO_CHAR_INVALID("character not allowed in the userinfo"),
    /** A character not allowed in a host (RFC 3986 §3.2.2). */
    HOST_CHAR_INVALID("character not allowed in the host"),
    /** A host that breaks the host-name or host-number rules of a legacy profile (RFC 1738 §3.1, RFC 2396 §3.2.2). */
    HOST_INVALID("malformed host name or host number"),
    /** A user or password was given, but no host follows the {@code "@"}. */
    HOST_MISSING("a host is required after the userinfo"),
    /** A port that is not decimal digits (RFC 3986 §3.2.3), or an empty port where the profile requires digits. */
    PORT_INVALID("the port must be decimal digits"),
    /** A {@code "["} whose IP literal has no closing {@code "]"} before the authority ends; the index is the {@code "["}. */
    IP_LITERAL_UNCLOSED("IP literal has no closing ']'"),
    /** A malformed {@code IPv6address} inside brackets (RFC 3986 §3.2.2). */
    IPV6_INVALID("malformed IPv6 address"),
    /** A malformed RFC 6874 zone identifier ({@code "%25" 1*( unreserved / pct-encoded )}). */
    ZONE_ID_INVALID("malformed IPv6 zone identifier (RFC 6874: '%25' then unreserved or percent-encoded characters)"),
    /** A malformed {@code IPvFuture} ({@code "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )}). */
    IPVFUTURE_INVALID("malformed IPvFuture literal"),
    /** A {@code "["} in a profile whose grammar has no IP literals (RFC 2396, RFC 1738). */
    IP_LITERAL_NOT_ALLOWED("IP literals in brackets are not allowed by this profile"),
    /** A character not allowed in the path (RFC 3986 §3.3). */
    PATH_CHAR_INVALID("character not allowed in the path"),
    /** A character not allowed in the query (RFC 3986 §3.4). */
    QUERY_CHAR_INVALID("character not allowed in the query"),
    /** A character not allowed in the fragment (RFC 3986 §3.5). */
    FRAGMENT_CHAR_INVALID("character not allowed in the fragment"),
    /** A relative reference whose first segment has a {@code ":"}; write {@code "./"} before it (RFC 3986 §4.2). */
    FIRST_SEGMENT_COLON("a ':' in the first segment of a relative path would read as a scheme; write './' first"),
    /** A query right after the authority with no {@code "/"} path, which the RFC 2396 and RFC 1738 grammars forbid. */
    PATH_REQUIRED_BEFORE_QUERY("this profile allows a query after an authority only after a '/' path"),
    /** A relative reference where an absolute URI (with a scheme) is required (RFC 3986 §4.3). */
    SCHEME_MISSING("an absolute URI needs a scheme"),
    /** A path that does not start with {@code "/"} next to an authority (RFC 3986 §3.3); builder only. */
    PATH_WITHOUT_LEADING_SLASH("with an authority, the path must be empty or start with '/'"),
    /** A path that starts with {@code "//"} without an authority, which would read as an authority (RFC 3986 §3.3); builder only. */
    PATH_STARTS_WITH_DOUBLE_SLASH("without an authority, the path cannot start with '//'"),
    /** {@code null} was given where text was expected ({@link org.urikit.Uri#tryParse(String)} reports it instead of throwing). */
    INPUT_NULL("the input is null"),
    /**
     * A relative-path reference against a base with no authority whose path does not start with
     * {@code "/"} (such as {@code mailto:x@example.com}), under the older algorithms: "relative
     * references can only be used within the context of a hierarchical URI" (draft-fielding-url-syntax-05
     * §5; draft-fielding-uri-rfc2396bis-01 §5). The index is the
     * start of the reference's path. RFC 3986 §5.2 itself merges such paths and does not raise it.
     */
    BASE_NOT_HIERARCHICAL("a relative path cannot be resolved against a base that is not hierarchical"),
    /**
     * A reference whose {@code ".."} segments climb above the root of the base path, refused by
     * {@link org.urikit.ResolveOptions.LeadingDotDot#REFUSE} (draft-fielding-uri-rfc2396bis-01 §5.2, merge step 7); the index is the
     * offending {@code ".."} in the reference (or the reference's path when it comes from the base).
     */
    DOT_SEGMENTS_ABOVE_ROOT("the reference's '..' segments climb above the root of the path"),
    /**
     * An internationalized host name that has no ASCII form by the URL Standard's domain to ASCII
     * (UTS #46; a mapping to a forbidden domain code point such as the fullwidth {@code ＠} is one),
     * in {@link org.urikit.Uri#fromIri(String)} (RFC 3987 §3.1), the builder and
     * {@code withHost} (RFC 3986 §3.2.2); the index is that of the first error in the name.
     */
    IDN_HOST_INVALID("the host is not a valid internationalized domain name (UTS #46)"),
    /**
     * A non-ASCII character that RFC 3987 does not allow in an IRI (not {@code ucschar}, or
     * {@code iprivate} outside the query), or a lone surrogate, in {@link org.urikit.Uri#fromIri(String)}.
     */
    IRI_CHAR_INVALID("character not allowed in an IRI (RFC 3987 §2.2)"),
    /**
     * {@code "."} or {@code ".."} given as the data of one path segment: RFC 3986 §3.3 gives
     * them a meaning (and {@code %2E} is equivalent to {@code "."}), so they cannot be data;
     * {@link org.urikit.Uri#withAppendedPathSegment(String)} refuses them rather than let a join climb.
     */
    DOT_SEGMENT_AS_DATA("'.' and '..' cannot be the data of a path segment: they would move up the path");

    private final String description;

    SyntaxError(String description) {
        this.description = description;
    }

    /** A one-line human explanation of the rule, without position information. */
    public String description() {
        return description;
    }

    /**
     * The full message for this error at {@code index} of {@code input}, as
     * {@link UriSyntaxException#getMessage()} gives it: {@code CODE at index N: description, found 'c'},
     * then the input (or a window around the index for long inputs) and a caret line under the
     * offending character.
     *
     * <pre>{@code
     * SyntaxError.PORT_INVALID.message("http://h:x/", 9);
     * // PORT_INVALID at index 9: the port must be decimal digits, found 'x'
     * //   http://h:x/
     * //            ^
     * }</pre>
     *
     * @param input the rejected text (null: the first line only)
     * @param index the 0-based UTF-16 index of the first offending character
     */
    public String message(String input, int index) {
        return Caret.message(name(), description, input, index, "input", false);
    }
}
