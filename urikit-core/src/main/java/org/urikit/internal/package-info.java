/**
 * The implementation: the one parser ({@link org.urikit.internal.Parser}), the grammar and the
 * other per-generation facts ({@link org.urikit.internal.Grammar}), reference resolution,
 * relativization, normalization, dot segments, recomposition, IRIs and lenient parsing. IP
 * addresses and ASCII are in {@code org.urikit.net}, below. Not exported.
 *
 * <p><b>Place in the layers.</b> Above {@code org.urikit.encoding} and {@code org.urikit.error},
 * below the API ({@code org.urikit}). Code here never names a type of the API: it is generic in
 * the URI value type and reads and makes values through {@link org.urikit.internal.UriAccess},
 * which the API implements once and passes in (the JDK's {@code SharedSecrets} pattern without
 * its package cycle). Per-generation choices come from a {@code Grammar}, never from the API's
 * {@code Profile}.
 */
package org.urikit.internal;
