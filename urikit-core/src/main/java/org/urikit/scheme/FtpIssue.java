package org.urikit.scheme;

/**
 * The ftp rules (RFC 1738 §3.2, §5 {@code ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]};
 * the 1994 draft's RFC 959 type codes under the RFC 1738 profile), checked by the ftp handler on top of the
 * {@link CommonIssue}s.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("ftp:///pub"));          // [ERROR FTP_HOST_EMPTY at 6: ...]
 * r.validate(Uri.parse("ftp://h/a;b/c"));       // [ERROR FTP_SEMICOLON at 9: ...]     (RFC 1738 §3.2.2)
 * r.validate(Uri.parse("ftp://h/f;type=x"));    // [ERROR FTP_TYPE_INVALID at 15: ...]     (RFC 1738 §3.2.3)
 * }</pre>
 */
public enum FtpIssue implements Issue {
    /** No authority ({@code ftp:/pub}): an ftp URL starts with {@code "ftp://"} and a host (RFC 1738 §3.2). */
    FTP_AUTHORITY_MISSING,
    /** An empty host ({@code ftp:///pub}): RFC 1738 §3.2 requires the host. */
    FTP_HOST_EMPTY,
    /**
     * An unencoded {@code ';'} in a directory or the name other than the final
     * {@code ;type=}: "reserved and must be encoded" (RFC 1738 §3.2.2).
     */
    FTP_SEMICOLON,
    /**
     * A {@code ;type=} code other than {@code a}, {@code i} or {@code d} in either case
     * (RFC 1738 §3.2.3). Under {@link org.urikit.Profile#RFC1738} the 1994 draft's RFC 959
     * codes are accepted too ({@code A}, {@code AN}, {@code AT}, {@code AC}, {@code E},
     * {@code EN}, {@code ET}, {@code EC}, {@code I}, {@code L<digits>}).
     */
    FTP_TYPE_INVALID,
    /**
     * A query ({@code ftp://h/a?b}): ftp URLs have none. RFC 1738's {@code fsegment} allows a
     * literal {@code '?'}, but RFC 3986 parsing makes it start a query; encode it as {@code %3F}.
     */
    FTP_QUERY
}
