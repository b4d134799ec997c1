package org.urikit.scheme;

/**
 * What RFC 1738 and the URL drafts say about a scheme name: defined with a
 * syntax, only reserved, historic, or experimental.
 *
 * <pre>{@code
 * SchemeRegistry.defaults().handler("ftp").status();   // DEFINED
 * }</pre>
 */
public enum SchemeStatus {
    /** The scheme has a syntax and semantics (RFC 1738 §3, or a later RFC). */
    DEFINED,
    /** The name is reserved without a syntax (RFC 1738 §4: nfs, mailserver, z39.50, ...). */
    RESERVED,
    /** Kept only as a historical note, as the 1994 URL draft keeps one. */
    HISTORIC,
    /** An experimental {@code x-} scheme (RFC 1738 §4). */
    EXPERIMENTAL
}
