/**
 * The playground behind {@code urikit serve}: a local web server on the JDK's own
 * {@code com.sun.net.httpserver} (no framework) with one self-contained page and a small JSON API
 * over the library.
 *
 * <pre>{@code
 * $ urikit serve --port 8080
 * urikit serve: the playground is at http://127.0.0.1:8080/ (Ctrl-C stops it)
 * $ curl -s 'http://127.0.0.1:8080/api/diff?input=http%3A%2F%2F0x7f.1%2F'
 * {"input":"http://0x7f.1/","rfc3986":{"valid":true,...},"whatwg":{"valid":true,...},"agree":false,
 *  "differences":[{"component":"host","rfc3986":"0x7f.1","whatwg":"127.0.0.1"}]}
 * }</pre>
 *
 * <p>{@link org.urikit.cli.serve.PlaygroundServer} serves the page (the resources
 * {@code index.html}, {@code playground.js} and {@code playground.css} of this package, under a
 * strict Content-Security-Policy) and bounds every request; {@code Api} answers the calls
 * ({@code parse whatwg diff check resolve normalize idna template}) from {@code ApiRequest}'s
 * fields; {@code Readings} writes the two readings as JSON, with the components of each as spans
 * ({@code Uri.span}, {@code WebUrl.span}) and as the pieces the page colours ({@code Parts}), every
 * text with its password masked unless asked ({@code Shown}); the answers of {@code idna} and
 * {@code check} are the objects of {@code urikit idna --json} and {@code urikit check --json},
 * written by those commands' field tables ({@link org.urikit.cli.serve.Commands}, which
 * {@code urikit serve} hands in: this package does not depend on the commands' package).
 * The contract of the calls is in docs/cli.md ({@code urikit serve}).
 */
package org.urikit.cli.serve;
