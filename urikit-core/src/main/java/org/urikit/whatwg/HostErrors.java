package org.urikit.whatwg;

import org.urikit.net.AddressError;
import org.urikit.net.AddressErrors;

/**
 * The parser's validation errors as the IPv4 and IPv6 parsers of {@code org.urikit.net} report
 * them: each {@link AddressError} is the {@link WebUrlError} of the same name, recorded by the
 * {@link UrlInput} this collector belongs to.
 */
final class HostErrors implements AddressErrors {
    private final UrlInput p;

    HostErrors(UrlInput p) {
        this.p = p;
    }

    @Override
    public void error(AddressError e, int at) {
        p.error(of(e), at);
    }

    @Override
    public void fatal(AddressError e, int at) {
        p.fatal(of(e), at);
    }

    @Override
    public void failAfterReported(AddressError e, int at) {
        p.failAfterReported(of(e), at);
    }

    /** The URL Standard's validation error {@code e} names. */
    static WebUrlError of(AddressError e) {
        switch (e) {
            case IPV4_EMPTY_PART:
                return WebUrlError.IPV4_EMPTY_PART;
            case IPV4_TOO_FEW_PARTS:
                return WebUrlError.IPV4_TOO_FEW_PARTS;
            case IPV4_TOO_MANY_PARTS:
                return WebUrlError.IPV4_TOO_MANY_PARTS;
            case IPV4_NON_NUMERIC_PART:
                return WebUrlError.IPV4_NON_NUMERIC_PART;
            case IPV4_NON_DECIMAL_PART:
                return WebUrlError.IPV4_NON_DECIMAL_PART;
            case IPV4_OUT_OF_RANGE_PART:
                return WebUrlError.IPV4_OUT_OF_RANGE_PART;
            case IPV6_INVALID_COMPRESSION:
                return WebUrlError.IPV6_INVALID_COMPRESSION;
            case IPV6_TOO_MANY_PIECES:
                return WebUrlError.IPV6_TOO_MANY_PIECES;
            case IPV6_MULTIPLE_COMPRESSION:
                return WebUrlError.IPV6_MULTIPLE_COMPRESSION;
            case IPV6_INVALID_CODE_POINT:
                return WebUrlError.IPV6_INVALID_CODE_POINT;
            case IPV6_TOO_FEW_PIECES:
                return WebUrlError.IPV6_TOO_FEW_PIECES;
            case IPV6_PIECE_LEADING_ZERO:
                return WebUrlError.IPV6_PIECE_LEADING_ZERO;
            case IPV4_IN_IPV6_TOO_MANY_PIECES:
                return WebUrlError.IPV4_IN_IPV6_TOO_MANY_PIECES;
            case IPV4_IN_IPV6_INVALID_CODE_POINT:
                return WebUrlError.IPV4_IN_IPV6_INVALID_CODE_POINT;
            case IPV4_IN_IPV6_OUT_OF_RANGE_PART:
                return WebUrlError.IPV4_IN_IPV6_OUT_OF_RANGE_PART;
            case IPV4_IN_IPV6_TOO_FEW_PARTS:
                return WebUrlError.IPV4_IN_IPV6_TOO_FEW_PARTS;
            default:
                throw new AssertionError(e);
        }
    }
}
