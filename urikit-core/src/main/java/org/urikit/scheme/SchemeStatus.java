package org.urikit.scheme;

/**
 * What the seeds say about a scheme name (requirements §1.M.0, R133, R249): defined with a
 * syntax, only reserved, historic, or experimental.
 *
 * <pre>{@code
 * SchemeRegistry.defaults().handler("ftp").orElseThrow().status();   // DEFINED
 * }</pre>
 */
public enum SchemeStatus {
    /** The scheme has a syntax and semantics (RFC 1738 §3, or a later RFC). */
    DEFINED,
    /** The name is reserved without a syntax (RFC 1738 §4: nfs, mailserver, z39.50, tn3270, ...). */
    RESERVED,
    /** Kept only as a historical note ({@code afs} in the 1994 draft). */
    HISTORIC,
    /** An experimental {@code x-} scheme (RFC 1738 §4, R41). */
    EXPERIMENTAL
}
