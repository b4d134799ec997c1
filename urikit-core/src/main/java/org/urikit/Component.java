package org.urikit;

/**
 * The components of a URI reference (RFC 3986 §3), for asking a {@link Profile} which
 * characters each one allows literally.
 *
 * <pre>{@code
 * Profile.RFC3986.allowed(Component.PATH_SEGMENT).contains('~');   // true
 * Profile.RFC1738.mustEscape('~', Component.PATH_SEGMENT);         // true: '~' is unsafe in RFC 1738
 * }</pre>
 */
public enum Component {
    /** {@code scheme} (RFC 3986 §3.1): the characters after the first. */
    SCHEME,
    /** {@code userinfo} (§3.2.1); in RFC 2396 and RFC 1738 the characters of the user and of the password. */
    USERINFO,
    /** A host written as a name (§3.2.2): {@code reg-name}, or the legacy host-name characters. */
    HOST,
    /** One path segment (§3.3); {@code '/'} separates segments and is not included. */
    PATH_SEGMENT,
    /** {@code query} (§3.4). */
    QUERY,
    /** {@code fragment} (§3.5). */
    FRAGMENT
}
