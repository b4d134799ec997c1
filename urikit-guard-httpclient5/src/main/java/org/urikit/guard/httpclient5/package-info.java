/**
 * The fetch guard for Apache HttpClient 5 (classic): {@link org.urikit.guard.httpclient5.HttpClientGuard#protect}
 * puts a {@link org.urikit.security.FetchGuard} into a client's builders.
 *
 * <pre>{@code
 * CloseableHttpClient client = HttpClientGuard.protect(HttpClients.custom(),
 *         PoolingHttpClientConnectionManagerBuilder.create(), FetchGuard.defaults()).build();
 * client.execute(new HttpGet("http://169.254.169.254.nip.io/"), response -> null);
 *         // throws FetchDeniedException (CLOUD_METADATA)
 * }</pre>
 *
 * <p>What it hooks (HttpClient 5.6): the connection manager's {@code DnsResolver}, which
 * HttpClient asks for every connection, for names and for IP literals alike
 * ({@code DefaultHttpClientConnectionOperator}: a target {@code HttpHost} made from a URI carries
 * no address, so its host text, {@code 127.0.0.1} included, is resolved); the
 * {@code RedirectStrategy}, whose {@code Location} it checks before HttpClient follows it; and an
 * exec interceptor, first in the chain, which checks the URL of the request and hands every
 * denial to the caller as a {@link org.urikit.security.FetchDeniedException}.
 */
package org.urikit.guard.httpclient5;
