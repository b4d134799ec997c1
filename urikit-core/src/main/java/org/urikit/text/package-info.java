/**
 * URI references in running text: {@link org.urikit.text.UriExtractor} finds them in mail, news,
 * logs, Markdown or HTML, as the URL drafts recommend delimiting them (the 1994 URL draft,
 * "Wrappers for URIs in plain text"; RFC 1738, Appendix; the 1997 draft of RFC 2396 and the
 * RFC 3986 draft (2003), Appendix E; abbreviated forms after the 2003 draft's Appendix F), and
 * reports each as a {@link org.urikit.text.UriMatch}.
 *
 * <pre>{@code
 * for (UriMatch m : UriExtractor.defaults().findAll("see <URL:ftp://ds.internic.net/rfc> or http://a.example/x.")) {
 *     System.out.println(m.form() + " " + m.reference());   // URL_PREFIX ftp://ds.internic.net/rfc
 * }                                                          // BARE http://a.example/x
 * }</pre>
 *
 * <p>The package uses only the public API of {@code org.urikit} ({@code Uri.parseOrNull},
 * {@code Uri.fromIri}), {@code org.urikit.encoding} ({@code CharClass}) and
 * {@code org.urikit.scheme} ({@code SchemeRegistry}); the scanner is package-private.
 */
package org.urikit.text;
