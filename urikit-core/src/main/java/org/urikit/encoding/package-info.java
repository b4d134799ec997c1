/**
 * Character classes and percent-encoding, one component at a time (RFC 3986 §2):
 * {@link org.urikit.encoding.CharClass} (the ABNF sets), {@link org.urikit.encoding.PercentCodec},
 * {@link org.urikit.encoding.FormCodec} ({@code application/x-www-form-urlencoded}) and
 * {@link org.urikit.encoding.QueryParameters}.
 *
 * <pre>{@code
 * PercentCodec.encodePathSegment("a b/c");   // "a%20b%2Fc"
 * PercentCodec.decode("caf%C3%A9");          // "café"
 * CharClass.PCHAR.contains('@');             // true
 * }</pre>
 *
 * <p><b>Place in the layers.</b> Above {@code org.urikit.error} only (a malformed escape is a
 * {@code UriSyntaxException}); the parser in {@code org.urikit.internal}, the API in
 * {@code org.urikit} and the scheme handlers build on it.
 */
package org.urikit.encoding;
