/**
 * The fetch guard for the JDK's {@code java.net.http.HttpClient}:
 * {@link org.urikit.guard.jdk.JdkHttpGuard} sends requests through a client, inspecting every URL
 * and following the redirects itself; {@link org.urikit.guard.jdk.JvmLookups} is the policy by
 * which, on Java 18 and newer with urikit-guard-resolver, the JVM checks the answers of its own
 * lookups, which is where the JDK's client resolves names.
 *
 * <pre>{@code
 * JdkHttpGuard http = JdkHttpGuard.of(HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build());
 * http.send(HttpRequest.newBuilder(URI.create("http://2130706433/")).build(), BodyHandlers.ofString());
 *         // throws FetchDeniedException (IPV4_RARE_FORM, HOST_INTERNAL)
 * }</pre>
 *
 * <p>On Java 17 the JVM's resolver cannot be replaced, and the client offers no other hook: URLs
 * whose host is a name are denied rather than checked by a lookup of their own that the client
 * would not use (README, "The fetch guard"). The module is an automatic module,
 * {@code org.urikit.guard.jdk}.
 */
package org.urikit.guard.jdk;
