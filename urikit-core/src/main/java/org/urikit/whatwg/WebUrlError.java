package org.urikit.whatwg;

/**
 * The validation errors of the WHATWG URL Standard (section "Validation errors"), one constant per
 * error type, each with the standard's own name ({@link #standardName()}, e.g.
 * {@code "invalid-URL-unit"}).
 *
 * <pre>{@code
 * WebUrlResult r = WebUrl.tryParse("https://user@example.org\\a b");
 * r.validationErrors();   // [invalid-credentials@12, invalid-reverse-solidus@24, invalid-URL-unit@26]
 * WebUrlResult f = WebUrl.tryParse("https://example.org:7z");
 * ((WebUrlResult.Failure) f).error();   // PORT_INVALID, at index 21
 * WebUrlError.PORT_INVALID.standardName();   // "port-invalid"
 * }</pre>
 *
 * <p>A validation error "indicates a mismatch between input and valid input"; most do not stop
 * the parser, which repairs the input and goes on (a non-fatal error is reported in
 * {@link WebUrlResult#validationErrors()}). Those that make the parser return failure are
 * {@linkplain #canBeFatal() marked so}; they are the reason of a {@link WebUrlResult.Failure} and
 * of a {@link WebUrlSyntaxException}. Which constant is fatal depends only on the error type
 * except where the standard's table says "only if" ({@link #IPV4_OUT_OF_RANGE_PART} for the last
 * part, {@link #DOMAIN_TO_ASCII} for a domain that the relaxed IDNA processing rejects too).
 *
 * <p>The standard gives no name to three failures of the domain parser: an empty result, a result
 * with a forbidden domain code point, and an IDNA failure. Each is preceded by a
 * {@code domain-to-ASCII} validation error (the strict IDNA processing rejects such a domain), so
 * all three fail with {@link #DOMAIN_TO_ASCII}. The names are part of the CLI contract
 * ({@code "error"} of {@code urikit whatwg --json}), so constants are only ever added.
 *
 * @see <a href="https://url.spec.whatwg.org/#validation-error">URL Standard: validation error</a>
 */
public enum WebUrlError {
    // ---- IDNA -------------------------------------------------------------------------------

    /** Unicode ToASCII with the strict parameters records an error; fatal when the relaxed parameters fail too (or the result is empty or holds a forbidden domain code point). */
    DOMAIN_TO_ASCII("domain-to-ASCII", true, "the domain is not valid under IDNA (UTS #46 ToASCII), or holds a forbidden domain code point"),

    // ---- host parsing ------------------------------------------------------------------------

    /** The host of a special URL contains a percent-encoded byte, e.g. {@code https://exam%70le.org}. */
    DOMAIN_PERCENT_ENCODED("domain-percent-encoded", false, "the domain contains a percent-encoded byte"),
    /** An opaque host (non-special URL) contains a forbidden host code point, e.g. {@code foo://exa[mple.org}. */
    HOST_INVALID_CODE_POINT("host-invalid-code-point", true, "the host contains a forbidden host code point"),
    /** An IPv4 address ends with {@code '.'}, e.g. {@code https://127.0.0.1./}. */
    IPV4_EMPTY_PART("IPv4-empty-part", false, "the IPv4 address ends with '.'"),
    /** An IPv4 address has fewer than 4 parts, e.g. {@code https://1.2.3/}. */
    IPV4_TOO_FEW_PARTS("IPv4-too-few-parts", false, "the IPv4 address has fewer than 4 parts"),
    /** An IPv4 address has more than 4 parts, e.g. {@code https://1.2.3.4.5/}. */
    IPV4_TOO_MANY_PARTS("IPv4-too-many-parts", true, "the IPv4 address has more than 4 parts"),
    /** An IPv4 address part is not numeric, e.g. {@code https://test.42}. */
    IPV4_NON_NUMERIC_PART("IPv4-non-numeric-part", true, "an IPv4 address part is not a number"),
    /** An IPv4 address part is written in hexadecimal or octal, e.g. {@code https://127.0.0x0.1}. */
    IPV4_NON_DECIMAL_PART("IPv4-non-decimal-part", false, "an IPv4 address part is hexadecimal or octal"),
    /** An IPv4 address part exceeds 255 (fatal unless it is the last part and fits), e.g. {@code https://255.255.4000.1}. */
    IPV4_OUT_OF_RANGE_PART("IPv4-out-of-range-part", true, "an IPv4 address part exceeds 255"),
    /** An IPv4 address comes from a non-ASCII host through IDNA, e.g. {@code https://①.②.③.④}. */
    IPV4_NON_ASCII_INPUT("IPv4-non-ASCII-input", false, "the IPv4 address was written with non-ASCII characters"),
    /** An IPv6 address has no closing {@code ']'}, e.g. {@code https://[::1}. */
    IPV6_UNCLOSED("IPv6-unclosed", true, "the IPv6 address has no closing ']'"),
    /** An IPv6 address begins with a single {@code ':'}, e.g. {@code https://[:1]}. */
    IPV6_INVALID_COMPRESSION("IPv6-invalid-compression", true, "the IPv6 address begins with a single ':'"),
    /** An IPv6 address has more than 8 pieces, e.g. {@code https://[1:2:3:4:5:6:7:8:9]}. */
    IPV6_TOO_MANY_PIECES("IPv6-too-many-pieces", true, "the IPv6 address has more than 8 pieces"),
    /** An IPv6 address is compressed ({@code ::}) in more than one place, e.g. {@code https://[1::1::1]}. */
    IPV6_MULTIPLE_COMPRESSION("IPv6-multiple-compression", true, "the IPv6 address has '::' more than once"),
    /** An IPv6 address has a code point that is neither a hex digit nor {@code ':'}, or ends early, e.g. {@code https://[1:2:3!:4]}. */
    IPV6_INVALID_CODE_POINT("IPv6-invalid-code-point", true, "the IPv6 address has a character that is not a hex digit or ':', or ends early"),
    /** An uncompressed IPv6 address has fewer than 8 pieces, e.g. {@code https://[1:2:3]}. */
    IPV6_TOO_FEW_PIECES("IPv6-too-few-pieces", true, "the IPv6 address has fewer than 8 pieces"),
    /** An IPv6 address piece has a leading zero, e.g. {@code https://[::01]}. */
    IPV6_PIECE_LEADING_ZERO("IPv6-piece-leading-zero", false, "an IPv6 address piece has a leading zero"),
    /** An IPv6 address with an embedded IPv4 address has more than 6 pieces before it. */
    IPV4_IN_IPV6_TOO_MANY_PIECES("IPv4-in-IPv6-too-many-pieces", true, "too many IPv6 pieces before the embedded IPv4 address"),
    /** An embedded IPv4 address has an empty or non-digit part, a leading 0, or too many parts. */
    IPV4_IN_IPV6_INVALID_CODE_POINT("IPv4-in-IPv6-invalid-code-point", true, "the embedded IPv4 address has an empty part, a non-digit, a leading 0 or too many parts"),
    /** An embedded IPv4 address part exceeds 255, e.g. {@code https://[ffff::127.0.0.4000]}. */
    IPV4_IN_IPV6_OUT_OF_RANGE_PART("IPv4-in-IPv6-out-of-range-part", true, "an embedded IPv4 address part exceeds 255"),
    /** An embedded IPv4 address has fewer than 4 parts, e.g. {@code https://[ffff::127.0.0]}. */
    IPV4_IN_IPV6_TOO_FEW_PARTS("IPv4-in-IPv6-too-few-parts", true, "the embedded IPv4 address has fewer than 4 parts"),

    // ---- URL parsing -------------------------------------------------------------------------

    /** A code point that is not a URL unit, e.g. a space, a {@code '>'}, a tab, or a {@code '%'} not followed by two hex digits. */
    INVALID_URL_UNIT("invalid-URL-unit", false, "a character that is not a URL unit (not a URL code point or a valid %XX)"),
    /** A special scheme not followed by {@code "//"}, e.g. {@code https:example.org}. */
    SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS("special-scheme-missing-following-solidus", false, "the special scheme is not followed by '//'"),
    /** No scheme, and no base URL that could serve (none given, or one with an opaque path). */
    MISSING_SCHEME_NON_RELATIVE_URL("missing-scheme-non-relative-URL", true, "no scheme, and no base URL to resolve against"),
    /** A {@code '\'} used as {@code '/'} in a URL with a special scheme, e.g. {@code https://example.org\path}. */
    INVALID_REVERSE_SOLIDUS("invalid-reverse-solidus", false, "a '\\' used instead of '/'"),
    /** The input includes credentials, e.g. {@code https://user@example.org}. */
    INVALID_CREDENTIALS("invalid-credentials", false, "the URL includes credentials (user or password)"),
    /** A special URL (or a URL with credentials or a port) without a host, e.g. {@code https://#fragment}. */
    HOST_MISSING("host-missing", true, "the host is missing"),
    /** The port is above 65535, e.g. {@code https://example.org:70000}. */
    PORT_OUT_OF_RANGE("port-out-of-range", true, "the port is above 65535"),
    /** The port has a character that is not a digit, e.g. {@code https://example.org:7z}. */
    PORT_INVALID("port-invalid", true, "the port is not decimal digits"),
    /** A relative-URL string starting with a Windows drive letter against a {@code file} base. */
    FILE_INVALID_WINDOWS_DRIVE_LETTER("file-invalid-Windows-drive-letter", false, "a Windows drive letter in a relative reference against a file URL"),
    /** The host of a {@code file} URL is a Windows drive letter, e.g. {@code file://c:}. */
    FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST("file-invalid-Windows-drive-letter-host", false, "the host of a file URL is a Windows drive letter");

    private final String standardName;
    private final boolean canBeFatal;
    private final String description;

    WebUrlError(String standardName, boolean canBeFatal, String description) {
        this.standardName = standardName;
        this.canBeFatal = canBeFatal;
        this.description = description;
    }

    /** The error type's name in the URL Standard, e.g. {@code "IPv4-non-decimal-part"}. */
    public String standardName() {
        return standardName;
    }

    /** Whether the standard's table says this error can make the parser return failure. */
    public boolean canBeFatal() {
        return canBeFatal;
    }

    /** A one-line human explanation, without position information. */
    public String description() {
        return description;
    }

    /**
     * The constant whose {@link #standardName()} is {@code name} (exact case), e.g. for a name
     * taken from the URL Standard's table or from another implementation's report.
     *
     * @throws IllegalArgumentException if no error type has that name
     */
    public static WebUrlError fromStandardName(String name) {
        for (WebUrlError e : values()) {
            if (e.standardName.equals(name)) {
                return e;
            }
        }
        throw new IllegalArgumentException("no URL Standard validation error named " + name);
    }
}
