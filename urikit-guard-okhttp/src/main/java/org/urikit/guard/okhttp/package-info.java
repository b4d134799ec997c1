/**
 * The fetch guard for OkHttp 5: {@link org.urikit.guard.okhttp.OkHttpGuard#protect} turns a
 * client into one that cannot be sent inside the network by the URLs it is given.
 *
 * <pre>{@code
 * OkHttpClient client = OkHttpGuard.protect(new OkHttpClient(), FetchGuard.defaults());
 * client.newCall(new Request.Builder().url("http://169.254.169.254.nip.io/").build()).execute();
 *         // throws FetchDeniedException (CLOUD_METADATA): the name resolves to the metadata service
 * }</pre>
 *
 * <p>What it hooks (OkHttp 5.5): the {@code Dns} (every name OkHttp looks up, for every
 * connection, redirects included: each answer is checked and OkHttp connects to the checked
 * answers only); the {@code SocketFactory} (every address OkHttp connects to, including the IP
 * literals for which OkHttp does not ask the {@code Dns}); an application interceptor (the URL
 * of each call, before anything is looked up or connected, with the guard's {@code Dns} and
 * socket factory put back on the chain); and a network interceptor (the {@code Location} of each
 * redirect, before OkHttp follows it). The proxy is {@link java.net.Proxy#NO_PROXY}: a proxy would
 * resolve the names itself.
 */
package org.urikit.guard.okhttp;
