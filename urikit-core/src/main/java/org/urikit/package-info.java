/**
 * The API: {@link org.urikit.Uri} (an immutable URI reference, RFC 3986 §4.1) and what it is
 * built from and with: {@link org.urikit.UriBuilder}, {@link org.urikit.Host},
 * {@link org.urikit.ParseResult}, {@link org.urikit.Profile}, {@link org.urikit.ResolveOptions},
 * {@link org.urikit.Normalization}, {@link org.urikit.Equivalence}, {@link org.urikit.BaseUri},
 * and {@link org.urikit.SchemeNormalizer}, the service interface for the scheme-based
 * normalization rung (RFC 3986 §6.2.3).
 *
 * <pre>{@code
 * Uri base = Uri.parse("http://a/b/c/d;p?q");
 * base.resolve("../g");                                             // http://a/b/g
 * Uri.parse("HTTP://Example.COM:80/%7euser/./a/../b").normalize();  // http://example.com/~user/b
 * }</pre>
 *
 * <h2>Why {@link org.urikit.Uri} is designed this way</h2>
 * <ul>
 * <li><b>Verbatim text.</b> Parsing validates and never rewrites: {@code toUriString()} returns the
 *   input exactly, for every valid input. Normalization is a separate, explicit step. {@code toString()}
 *   is the same text with a password masked ({@link org.urikit.error.Redaction}), for logs and people.</li>
 * <li><b>One string plus offsets.</b> The value is the input {@code String} and six {@code int}
 *   boundaries (drawn in {@code Bridge}); accessors are substrings computed on each call, and
 *   {@link org.urikit.Uri#span(org.urikit.Component)} gives where each one lies. Absent components have offset
 *   {@code -1}, so "absent" and "empty" differ for every component (RFC 3986 §5.3 depends on it):
 *   {@code http://a/b?} has an empty query, {@code //} an empty authority, {@code #} an empty
 *   fragment. The path is never absent, only empty.</li>
 * <li><b>Equality is on the text</b> ({@code equals}, {@code hashCode} and {@code compareTo}),
 *   whatever profile parsed it. {@code HTTP://a/} and {@code http://a/} are different values;
 *   equivalence (RFC 3986 §6) is a separate question for normalization.</li>
 * <li><b>Plain and decoded accessors.</b> Plain component names ({@link org.urikit.Uri#path()}, {@link org.urikit.Uri#query()})
 *   return raw text; {@code decoded...} accessors exist only where decoding loses nothing (path
 *   segments, userinfo, fragment). There is deliberately no decoded whole path: {@code a%2Fb}
 *   is one segment (RFC 3986 §2.4).</li>
 * </ul>
 *
 * <p><b>Place in the layers.</b> This package holds the API only; the algorithms (parser,
 * resolver, normalizer, recomposer) are in {@code org.urikit.internal}, below it, which reaches
 * {@code Uri}'s representation through one package-private bridge and never names a type of this
 * package. Below that are {@code org.urikit.encoding} and {@code org.urikit.error}, and at the
 * bottom {@code org.urikit.net}, the IPv4 and IPv6 readers and address ranges that every reading
 * shares ({@link org.urikit.AddressClass} names its classes here, beside {@link org.urikit.Host}). Above it is
 * {@code org.urikit.scheme}, which uses only this public API; this package reaches the scheme
 * rules through the {@link org.urikit.SchemeNormalizer} service. Dependencies point down only.
 */
package org.urikit;
