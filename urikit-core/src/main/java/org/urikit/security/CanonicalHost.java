package org.urikit.security;

import java.util.List;
import java.util.Objects;
import org.urikit.AddressClass;
import org.urikit.Host;

/**
 * A host as the programs that connect to it read it: decoded, lower-cased, in ASCII, with a
 * numeric name turned into the address resolvers read it as, and classified. {@link #text()} is
 * the form to compare and to filter on (RFC 3986 §7.4: "literals should be converted to numeric
 * form and filtered based on the numeric value, and not on a prefix or suffix of the string form").
 *
 * <pre>{@code
 * CanonicalHost h = UriInspector.inspect("http://0x7F.1/", InspectionPolicy.LINK).host();
 * h.written();          // "0x7F.1"
 * h.text();             // "127.0.0.1"
 * h.host();             // 127.0.0.1 (a Host.Ipv4)
 * h.addressClass();     // LOOPBACK
 * h.ipv4Readings();     // [URL_STANDARD 127.0.0.1 (loopback), INET_ATON 127.0.0.1 (loopback)]
 *
 * h = UriInspector.inspect("http://[::ffff:a9fe:a9fe]/", InspectionPolicy.LINK).host();
 * h.embeddedIpv4();     // 169.254.169.254
 * h.addressClass();     // CLOUD_METADATA
 *
 * h = UriInspector.inspect("https://WWW.Example.CO.UK./", InspectionPolicy.LINK).host();
 * h.text();             // "www.example.co.uk"
 * h.registrableDomain();// "example.co.uk"
 * }</pre>
 *
 * <p>Names: escapes decoded (RFC 3986 §3.2.2 allows UTF-8 escapes in a {@code reg-name}), ASCII
 * lower-cased, non-ASCII labels converted to A-labels, trailing dots removed (the root label, and empty labels after it). A name that a
 * reader takes as an IPv4 address becomes that address: the URL Standard's reading first, then
 * {@code inet_aton}'s, then the JDK's; {@link #isInternal()} is true when any reading is internal.
 * IPv6 addresses are in RFC 5952 form in brackets, with their zone.
 *
 * @param written           the host exactly as written in the URI it came from (brackets included for IP literals)
 * @param text              the canonical text: the form to compare and filter on
 * @param host              the typed host of the canonical text: {@link Host.Ipv4} for an IPv4 address in any
 *                          form a reader accepts, {@link Host.Ipv6}, {@link Host.RegName} (the canonical
 *                          name) or {@link Host.IpFuture}
 * @param addressClass      the class of the destination: of the address (of the first reading, for a name
 *                          that readers take as an address; of the embedded IPv4 address, for an IPv6
 *                          address that carries one and is not public), or of the name; null for an empty
 *                          host or an IPvFuture literal
 * @param isInternal        whether the destination is internal to some reader: the class or any reading's
 *                          class is internal
 * @param ipv4Readings      each reader that takes the host as an IPv4 address, and the address it reads;
 *                          empty for other hosts
 * @param embeddedIpv4      the IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null
 * @param unicode           the name with its A-labels shown in Unicode, for display; the text for other hosts
 * @param publicSuffix      the name's public suffix (Public Suffix List, both sections), or null for an address
 * @param registrableDomain the name's registrable domain (Public Suffix List), or null for an address or a
 *                          public suffix
 */
public record CanonicalHost(String written, String text, Host host, AddressClass addressClass, boolean isInternal,
        List<Ipv4Reading> ipv4Readings, Host.Ipv4 embeddedIpv4, String unicode, String publicSuffix, String registrableDomain) {

    /** Checks the components and copies the readings. */
    public CanonicalHost {
        Objects.requireNonNull(written, "written");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(unicode, "unicode");
        ipv4Readings = List.copyOf(ipv4Readings);
    }

    /**
     * The HTML Standard's site of the host, without the scheme: the registrable domain of a name
     * that has one, otherwise the canonical text (an address, a public suffix, a single label).
     */
    public String site() {
        return registrableDomain != null ? registrableDomain : text;
    }

    /** The canonical text. */
    @Override
    public String toString() {
        return text;
    }
}
