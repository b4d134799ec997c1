/**
 * The floor under both readings of a URI: what RFC 3986 ({@code org.urikit.internal},
 * {@code org.urikit.Host}), the WHATWG URL Standard ({@code org.urikit.whatwg}) and the security
 * inspector ({@code org.urikit.security}) all read in a host, written once. Not exported.
 *
 * <ul>
 * <li>{@link org.urikit.net.Ipv4Addresses}: the IPv4 readers, RFC 3986 §3.2.2
 *   {@code IPv4address}, the URL Standard's "IPv4 parser" with its validation errors and its
 *   "ends in a number checker", glibc's {@code inet_aton} and the JDK's {@code InetAddress};
 *   and the one serializer.</li>
 * <li>{@link org.urikit.net.Ipv6Addresses}: one IPv6 parser for RFC 3986's {@code IPv6address}
 *   and the URL Standard's "IPv6 parser", and the one RFC 5952 serializer.</li>
 * <li>{@link org.urikit.net.AddressErrors} and {@link org.urikit.net.AddressError}: where the URL
 *   Standard's parsers report; the WHATWG reading passes its collector of validation errors.</li>
 * <li>{@link org.urikit.net.AddressRanges}: the special-purpose address blocks (RFC 6890), the
 *   cloud metadata addresses and the IPv6 forms that carry an IPv4 address.</li>
 * <li>{@link org.urikit.net.Ascii}: hex digits (the one hex table), ASCII text, ASCII case.</li>
 * </ul>
 *
 * <pre>{@code
 * Ipv4Addresses.inetAton("0x7f.1");              // 0x7f000001: 127.0.0.1 to a C resolver
 * Ipv4Addresses.isDottedDecimal("0x7f.1", 0, 6); // false: a reg-name to RFC 3986
 * Ipv6Addresses.format(0, 1);                    // "::1"
 * }</pre>
 *
 * <p><b>Place in the layers.</b> At the bottom: this package depends on {@code java.base} only,
 * and every other package may use it. So it cannot name a type above it: the address classes
 * are {@code int} codes here, and the public enum that names them,
 * {@link org.urikit.AddressClass}, lives in the API package beside {@link org.urikit.Host},
 * whose addresses it classifies ({@code Host.Ipv4.addressClass()}); the security inspector, the
 * WHATWG reading and a fetch guard that checks the {@code InetAddress} it connects to all reach
 * it there. Hot paths call in here (the RFC 3986 parser's {@code IPv4address} test, the WHATWG
 * fast path's "ends in a number"): the readers work on a range of a {@code CharSequence},
 * allocate nothing and box nothing.
 */
package org.urikit.net;
