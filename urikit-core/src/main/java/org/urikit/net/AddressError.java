package org.urikit.net;

/**
 * What the URL Standard's IPv4 and IPv6 parsers report (its section "Validation errors", the
 * rows of the IPv4 and IPv6 parsers): one constant per error type, named as the standard's
 * {@code IPv4-…} and {@code IPv6-…} types are. The WHATWG reading turns each into its
 * {@code WebUrlError} of the same name.
 */
public enum AddressError {
    /** {@code IPv4-empty-part}: the address ends with {@code '.'} (not fatal). */
    IPV4_EMPTY_PART,
    /** {@code IPv4-too-few-parts}: fewer than four parts (not fatal). */
    IPV4_TOO_FEW_PARTS,
    /** {@code IPv4-too-many-parts}: more than four parts (fatal). */
    IPV4_TOO_MANY_PARTS,
    /** {@code IPv4-non-numeric-part}: a part is not a number (fatal). */
    IPV4_NON_NUMERIC_PART,
    /** {@code IPv4-non-decimal-part}: a part is hexadecimal or octal (not fatal). */
    IPV4_NON_DECIMAL_PART,
    /** {@code IPv4-out-of-range-part}: a part exceeds 255 (fatal unless it is the last and fits). */
    IPV4_OUT_OF_RANGE_PART,
    /** {@code IPv6-invalid-compression}: the address begins with a single {@code ':'}. */
    IPV6_INVALID_COMPRESSION,
    /** {@code IPv6-too-many-pieces}: more than eight pieces. */
    IPV6_TOO_MANY_PIECES,
    /** {@code IPv6-multiple-compression}: {@code ::} more than once. */
    IPV6_MULTIPLE_COMPRESSION,
    /** {@code IPv6-invalid-code-point}: neither a hex digit nor {@code ':'}, or the address ends early. */
    IPV6_INVALID_CODE_POINT,
    /** {@code IPv6-too-few-pieces}: fewer than eight pieces without {@code ::}. */
    IPV6_TOO_FEW_PIECES,
    /** {@code IPv6-piece-leading-zero}: a piece has a leading zero (not fatal). */
    IPV6_PIECE_LEADING_ZERO,
    /** {@code IPv4-in-IPv6-too-many-pieces}: more than six pieces before the embedded IPv4 address. */
    IPV4_IN_IPV6_TOO_MANY_PIECES,
    /** {@code IPv4-in-IPv6-invalid-code-point}: an empty part, a non-digit, a leading 0 or too many parts. */
    IPV4_IN_IPV6_INVALID_CODE_POINT,
    /** {@code IPv4-in-IPv6-out-of-range-part}: a part of the embedded address exceeds 255. */
    IPV4_IN_IPV6_OUT_OF_RANGE_PART,
    /** {@code IPv4-in-IPv6-too-few-parts}: the embedded address has fewer than four parts. */
    IPV4_IN_IPV6_TOO_FEW_PARTS
}
