package org.urikit.net;

/**
 * Where the URL Standard's IPv4 and IPv6 parsers ({@link Ipv4Addresses#parse},
 * {@link Ipv6Addresses#parse}) report their validation errors: the WHATWG reading passes its
 * collector of validation errors. Indices are those of the text given to the parser (the
 * caller's offset added). The RFC 3986 readings need no sink: their grammar either matches or
 * not, and the first index that cannot continue it is the error.
 *
 * <pre>{@code
 * Ipv4Addresses.parse("0x7f.1", 0, sink);   // 0x7f000001; sink.error(IPV4_TOO_FEW_PARTS, 0), sink.error(IPV4_NON_DECIMAL_PART, 0)
 * }</pre>
 */
public interface AddressErrors {
    /** A validation error that does not stop the parser. */
    void error(AddressError e, int at);

    /** The validation error that makes the parser return failure: report it, then fail. */
    void fatal(AddressError e, int at);

    /** Fail with {@code e}, which {@link #error} has already reported (the standard records it once). */
    void failAfterReported(AddressError e, int at);
}
