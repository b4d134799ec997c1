/**
 * The Public Suffix List (https://publicsuffix.org/): which part of a domain name is a public
 * suffix ({@code com}, {@code co.uk}, {@code github.io}) and so which part is the registrable
 * domain, the "site" of the HTML Standard (section "Sites").
 *
 * <pre>{@code
 * PublicSuffixList.defaults().registrableDomain("www.example.co.uk");    // "example.co.uk"
 * Uri.parse("https://alice.github.io/").hostInfo().registrableDomain();   // "alice.github.io"
 * }</pre>
 *
 * <p>{@link org.urikit.publicsuffix.PublicSuffixList} holds the list bundled with the library
 * (the ICANN and PRIVATE sections of {@code public_suffix_list.dat}, Mozilla Public License 2.0,
 * with its internationalized rules as A-labels) and reads newer copies.
 *
 * <p><b>Place in the layers.</b> Above {@code org.urikit.idna} (labels are compared in their
 * ASCII form, UTS #46) and below the API, so that {@link org.urikit.Host#publicSuffix()} and
 * {@link org.urikit.Host#registrableDomain()} can use it; the security inspector in
 * {@code org.urikit.security} uses it too.
 */
package org.urikit.publicsuffix;
