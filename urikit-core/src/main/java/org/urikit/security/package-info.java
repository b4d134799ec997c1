/**
 * Whether a URL is safe to fetch or to follow: {@link org.urikit.security.UriInspector} reads
 * the input as RFC 3986 does, as resolver libraries and browsers do, and reports where they
 * disagree, where the URL leads and what it pretends to be, and which site it belongs to (the
 * Public Suffix List of {@link org.urikit.publicsuffix.PublicSuffixList}).
 *
 * <pre>{@code
 * Inspection i = UriInspector.inspect("http://0x7f.1/admin", InspectionPolicy.FETCH);
 * i.verdict();                 // DENY
 * i.host().text();             // "127.0.0.1": what inet_aton makes of 0x7f.1
 * i.addressClass();            // LOOPBACK
 * i.findings();                // [IPV4_RARE_FORM, IPV4_READINGS_DIFFER, HOST_INTERNAL], each with index and message
 *
 * Uri page = Uri.parse("https://good.com/app/page");
 * UriInspector.inspect("//evil.com/", page, InspectionPolicy.LINK).verdict();   // WARN: not a relative path
 *
 * PublicSuffixList.defaults().registrableDomain("www.example.co.uk");            // "example.co.uk"
 *
 * FetchGuard guard = FetchGuard.defaults();                                      // FETCH, the system's resolver
 * guard.check("http://169.254.169.254.nip.io/").verdict();                       // DENY: the name resolves to the metadata service
 * List<InetAddress> connectTo = guard.check(url).addressesOrThrow();            // the addresses that were checked
 * }</pre>
 *
 * <p>What it implements: RFC 3986 §7 (Security Considerations: §7.3 back-end transcoding, §7.4
 * rare IP address formats, §7.5 sensitive information, §7.6 semantic attacks), the IPv4 and IPv6
 * special-purpose address registries (RFC 6890) and special-use names (RFC 6761), the Unicode
 * Security Mechanisms (UTS #39) for host labels, the Public Suffix List's algorithm
 * (https://github.com/publicsuffix/list/wiki/Format) and the URL Standard's readings of hosts,
 * schemes and backslashes (https://url.spec.whatwg.org/).
 *
 * <p>Types: {@link org.urikit.security.UriInspector} (the entry point),
 * {@link org.urikit.security.InspectionPolicy} (what is allowed; presets {@code FETCH} and
 * {@code LINK}), {@link org.urikit.security.Inspection} (the result),
 * {@link org.urikit.security.Finding} with {@link org.urikit.security.FindingCode} and
 * {@link org.urikit.error.Severity}, {@link org.urikit.security.Verdict},
 * {@link org.urikit.security.CanonicalHost} with {@link org.urikit.AddressClass} and
 * {@link org.urikit.security.Ipv4Reading}.
 * The inspector does no network I/O: a name is classified by the name alone.
 *
 * <p>The fetch guard is the check at resolution time: {@link org.urikit.security.FetchGuard}
 * judges the text with the inspector, reads the host as HTTP clients do (the URL Standard), looks
 * a name up through a {@link org.urikit.security.HostResolver} (the system's by default) and
 * judges every answer by its class (RFC 6890); one internal answer denies. Its
 * {@link org.urikit.security.FetchDecision} carries the addresses that were checked, each a
 * {@link org.urikit.security.ResolvedAddress}, so that the connection goes where the check looked
 * (DNS rebinding answers a second lookup differently); a denial is a
 * {@link org.urikit.security.FetchDeniedException}. It lives here, beside the inspector whose
 * policy and findings it shares; it is the one class of the package that looks names up. The
 * hooks of the HTTP clients (OkHttp, Apache HttpClient 5, the JDK's HttpClient) are modules of
 * their own, {@code urikit-guard-*}, so that this module keeps no dependency.
 */
package org.urikit.security;
