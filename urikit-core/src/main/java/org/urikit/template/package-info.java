/**
 * URI Templates (RFC 6570): {@link org.urikit.template.UriTemplate} parses a template once,
 * expands it at all four levels, expands it partially, and matches URIs against it.
 *
 * <pre>{@code
 * UriTemplate t = UriTemplate.parse("https://api.example.com/repos/{owner}/{repo}/contents{/path*}{?ref}");
 * t.expand(Map.of("owner", "o", "repo", "r", "path", List.of("docs", "a b.md")));
 *     // "https://api.example.com/repos/o/r/contents/docs/a%20b.md"
 * t.match("https://api.example.com/repos/o/r/contents/x?ref=main");
 *     // {owner=o, repo=r, path=[x], ref=main}
 * }</pre>
 *
 * <p>The parts: {@link org.urikit.template.UriTemplate}; {@link org.urikit.template.UriTemplateException}
 * with a {@link org.urikit.template.TemplateError} code and an index, in the style of
 * {@link org.urikit.error.UriSyntaxException}. The percent-encoding sets of RFC 6570 §1.5 are RFC 3986's
 * {@code unreserved} and {@code reserved} ({@link org.urikit.encoding.CharClass}), and encoding is
 * {@link org.urikit.encoding.PercentCodec}'s. The package uses only the public API of
 * {@code org.urikit} and {@code org.urikit.encoding}.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc6570">RFC 6570 URI Template</a>
 */
package org.urikit.template;
