package org.urikit.scheme;

/**
 * The urn rules of RFC 8141 §2 (RFC 1738 §4 only reserves the name
 * {@code urn}), checked by the urn handler:
 * {@code namestring = "urn" ":" NID ":" NSS [ "?+" r-component ] [ "?=" q-component ] [ "#" f-component ]}.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("urn:isbn:0451450523"));   // []
 * r.validate(Uri.parse("urn:a:b"));               // [ERROR URN_NID_INVALID at 4: ...]   (2 to 32 characters)
 * r.validate(Uri.parse("urn:isbn:"));             // [ERROR URN_NSS_INVALID at 9: ...]
 * r.validate(Uri.parse("urn:isbn:1?x"));          // [ERROR URN_INVALID_COMPONENT at 10: ...]
 * }</pre>
 */
public enum UrnIssue implements Issue {
    /** An authority ({@code urn://...}): a URN is {@code urn:NID:NSS}. */
    URN_AUTHORITY,
    /**
     * No {@code NID ":"}, or an NID that is not {@code (alphanum) 0*30(ldh) (alphanum)}: 2 to 32
     * letters, digits and hyphens, starting and ending with a letter or digit (RFC 8141 §2).
     */
    URN_NID_INVALID,
    /** An empty NSS, or one starting with {@code '/'}: {@code NSS = pchar *(pchar / "/")}. */
    URN_NSS_INVALID,
    /**
     * A query that is not {@code ?+r-component}, {@code ?=q-component} or both in that order,
     * each component non-empty and not starting with {@code '/'} or {@code '?'} (RFC 8141 §2.3).
     */
    URN_INVALID_COMPONENT
}
