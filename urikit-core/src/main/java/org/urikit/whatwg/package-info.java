/**
 * URLs as the WHATWG URL Standard reads them (browsers, {@code fetch}, Node, most HTTP clients),
 * and where that reading differs from RFC 3986.
 *
 * <pre>{@code
 * WebUrl u = WebUrl.parse("HTTP://EXAMPLE.com:80/a/../b c?q=1");
 * u.href();                                   // "http://example.com/b%20c?q=1"
 * u.withHash("top").href();                   // "http://example.com/b%20c?q=1#top"
 * u.searchParams().get("q");                  // "1"
 * WebUrl.tryParse("https://example.org:7z");  // Failure(PORT_INVALID "port-invalid", index 21)
 * UrlReadings.compare("http://0x7f.1/").differences();   // [HOST: rfc3986 "0x7f.1", whatwg "127.0.0.1"]
 * }</pre>
 *
 * <ul>
 * <li>{@link org.urikit.whatwg.WebUrl}: the basic URL parser (section "URL parsing") with a base
 *   and the setters' state override, the URL serializer, origin, and the {@code URL} API's
 *   getters and setters ({@code with…}, immutable).</li>
 * <li>{@link org.urikit.whatwg.WebUrlResult}, {@link org.urikit.whatwg.WebUrlSyntaxException},
 *   {@link org.urikit.whatwg.WebUrlError}, {@link org.urikit.whatwg.ValidationError}: the
 *   standard's validation errors, by name, with the input index.</li>
 * <li>{@link org.urikit.whatwg.UrlSearchParams}: {@code application/x-www-form-urlencoded} pairs
 *   (section "URLSearchParams class").</li>
 * <li>{@link org.urikit.whatwg.PercentEncodeSet}, {@link org.urikit.whatwg.HostType},
 *   {@link org.urikit.whatwg.Origin}: the standard's percent-encode sets, host kinds, origins.</li>
 * <li>{@link org.urikit.whatwg.UrlReadings}: the RFC 3986 and WHATWG readings of one string and
 *   their differences, component by component.</li>
 * </ul>
 *
 * <p>Domains go through UTS #46 ({@code org.urikit.idna}). The parser follows the URL Standard
 * as of its 2026-08 review draft and passes the web-platform-tests URL suites (urltestdata,
 * setters); queries are always encoded as UTF-8 (the standard's legacy-encoding hook is for HTML
 * documents in other encodings).
 *
 * @see <a href="https://url.spec.whatwg.org/">URL Standard</a>
 */
package org.urikit.whatwg;
