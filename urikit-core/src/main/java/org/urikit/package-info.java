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
 * <p><b>Place in the layers.</b> This package holds the API only; the algorithms (parser,
 * resolver, normalizer, recomposer) are in {@code org.urikit.internal}, below it, which reaches
 * {@code Uri}'s representation through one package-private bridge and never names a type of this
 * package. Below that are {@code org.urikit.encoding} and {@code org.urikit.error}. Above it is
 * {@code org.urikit.scheme}, which uses only this public API; this package reaches the scheme
 * rules through the {@link org.urikit.SchemeNormalizer} service. Dependencies point down only.
 */
package org.urikit;
