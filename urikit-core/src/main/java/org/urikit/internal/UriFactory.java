package org.urikit.internal;

import org.urikit.error.SyntaxError;

/**
 * What the parser hands its result to: a new value for text it accepted, with the offsets it
 * found, or the reason it rejected the text. The parser is generic in the value type {@code U}
 * so that this package never names the API's {@code Uri}: the API implements this interface
 * (through {@link UriAccess}) and the parser returns whatever it makes.
 *
 * <p>Offsets follow the API's value: {@code -1} for an absent component; the host kind is one of
 * {@link #REG_NAME}, {@link #IPV4}, {@link #IPV6}, {@link #IPVFUTURE}, or -1 without an
 * authority; {@code flags} holds {@link #PLAIN}.
 *
 * @param <U> the value type
 */
public interface UriFactory<U> {
    /** Host kind: {@code reg-name} (RFC 3986 §3.2.2). */
    int REG_NAME = 0;
    /** Host kind: {@code IPv4address}. */
    int IPV4 = 1;
    /** Host kind: {@code "[" IPv6address "]"}, with an optional RFC 6874 zone. */
    int IPV6 = 2;
    /** Host kind: {@code "[" IPvFuture "]"}. */
    int IPVFUTURE = 3;

    /**
     * Flag: the scheme and the host have no upper-case letter and the text has no {@code '%'},
     * so the case and percent-encoding steps of RFC 3986 §6.2.2 would change nothing. A clear
     * bit means "not known", never "known not to be".
     */
    int PLAIN = 1;

    /**
     * The value for {@code text}, which the parser accepted under {@code grammar}.
     *
     * @param schemeEnd the index of the scheme's ':', or -1
     * @param hostStart the host's first index (after '@' or "//"), or -1 without an authority
     * @param hostEnd the index after the host, or -1 without an authority
     * @param pathStart the path's first index
     * @param queryStart the index of '?', or -1
     * @param fragmentStart the index of '#', or -1
     * @param hostKind one of the host kinds above, or -1
     * @param flags {@link #PLAIN} or 0
     */
    U create(String text, Grammar grammar, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryStart,
            int fragmentStart, int hostKind, int flags);

    /** What the parse of {@code text} gives when the character at {@code index} breaks the grammar ({@code null} for "invalid"). */
    U reject(String text, SyntaxError error, int index);
}
