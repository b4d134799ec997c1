/**
 * Why text is not a URI reference: {@link org.urikit.error.SyntaxError} (the reason codes) and
 * {@link org.urikit.error.UriSyntaxException} (a code, the input and the index of the first
 * offending character, with a caret message); what every kind of syntax error and result shares
 * ({@link org.urikit.error.InputSyntaxException}, {@link org.urikit.error.Result},
 * {@link org.urikit.error.Caret}); the one {@link org.urikit.error.Severity} of diagnostics; and
 * the one rule that masks a password ({@link org.urikit.error.Redaction}).
 *
 * <pre>{@code
 * try {
 *     Uri.parse("http://h:x/");
 * } catch (UriSyntaxException e) {
 *     e.error();   // PORT_INVALID
 *     e.index();   // 9
 * }
 * }</pre>
 *
 * <p><b>Place in the layers.</b> The bottom layer: it depends on nothing else in urikit, so that
 * every other package can report errors the same way ({@code org.urikit.encoding} for a
 * malformed escape, {@code org.urikit.internal} for the parser, {@code org.urikit} and
 * {@code org.urikit.scheme} above them). The layers, bottom up: {@code error},
 * {@code encoding}, {@code internal}, {@code org.urikit} (the API), {@code scheme}; each
 * package depends only on packages below it.
 */
package org.urikit.error;
