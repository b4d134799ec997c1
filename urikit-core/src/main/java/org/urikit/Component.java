package org.urikit;

/**
 * The components of a URI reference (RFC 3986 §3), in the order they are written: for asking
 * where one lies ({@link Uri#span(Component)}, {@code WebUrl.span(Component)}) and which
 * characters a {@link Profile} allows in it literally ({@link Profile#allowed(Component)}).
 *
 * <pre>{@code
 * Uri u = Uri.parse("ftp://anne:pw@ftp.example:2121/pub/f.txt");
 * u.span(Component.USER).substring(u.toUriString());   // "anne"
 * u.span(Component.PASSWORD);                        // [11,13)
 * Profile.RFC3986.allowed(Component.PATH_SEGMENT).contains('~');   // true
 * Profile.RFC1738.mustEscape('~', Component.PATH_SEGMENT);         // true: '~' is unsafe in RFC 1738
 * Profile.RFC3986.mustEscape(':', Component.USER);                 // true: the first ':' ends the user
 * }</pre>
 *
 * <p>The user and password are the {@code user:password} split of the userinfo at its first
 * {@code ':'}: RFC 1738 §3.1 defines it ({@code [ user [ ":" password ] "@" ]}, also in the 1997
 * draft of RFC 2396), RFC 2396 §3.2.2 describes it as NOT RECOMMENDED and RFC 3986 §3.2.1 as
 * deprecated; the URL Standard keeps the same split as its username and password.
 */
public enum Component {
    /** {@code scheme} (RFC 3986 §3.1), without the {@code ':'}; allowed characters: those after the first. */
    SCHEME,
    /** {@code authority} (§3.2), without the {@code "//"}: {@code [ userinfo "@" ] host [ ":" port ]}. */
    AUTHORITY,
    /** {@code userinfo} (§3.2.1), without the {@code '@'}; in RFC 2396 and RFC 1738 the characters of the user and of the password. */
    USERINFO,
    /** The user: the userinfo before its first {@code ':'} (all of it when it has none). */
    USER,
    /** The password: the userinfo after its first {@code ':'}; absent when there is no {@code ':'}, empty for {@code u:@}. */
    PASSWORD,
    /** {@code host} (§3.2.2), brackets included for an IP literal; as allowed characters, a host written as a name ({@code reg-name}, or the legacy host-name characters). */
    HOST,
    /** {@code port} (§3.2.3), without the {@code ':'}: digits. */
    PORT,
    /** {@code path} (§3.3), never absent (possibly empty); {@code '/'} included. */
    PATH,
    /** One path segment (§3.3); {@code '/'} separates segments and is not included. Has no single span. */
    PATH_SEGMENT,
    /** {@code query} (§3.4), without the {@code '?'}. */
    QUERY,
    /** {@code fragment} (§3.5), without the {@code '#'}. */
    FRAGMENT
}
