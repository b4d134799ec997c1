package org.urikit.security;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Objects;
import org.urikit.AddressClass;
import org.urikit.Host;

/**
 * One address a host stands for, with its class: an answer of the resolver for a name, or the
 * address a literal host is. {@link FetchDecision#addresses()} holds them in the order to try.
 *
 * <pre>{@code
 * FetchDecision d = guard.check("http://169.254.169.254.nip.io/");   // the resolver answers 169.254.169.254
 * d.addresses().get(0).address();        // /169.254.169.254
 * d.addresses().get(0).addressClass();   // CLOUD_METADATA
 * d.addresses().get(0).toString();       // "169.254.169.254 (cloud-metadata)"
 * }</pre>
 *
 * @param address      the address (an {@link java.net.Inet4Address} or {@link java.net.Inet6Address})
 * @param addressClass its class ({@link AddressClass#of(InetAddress)}; RFC 6890)
 */
public record ResolvedAddress(InetAddress address, AddressClass addressClass) {
    public ResolvedAddress {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(addressClass, "addressClass");
    }

    /** The address and its class: {@code address} classified by {@link AddressClass#of(InetAddress)}. */
    public static ResolvedAddress of(InetAddress address) {
        return new ResolvedAddress(address, AddressClass.of(address));
    }

    /** The address as text, without a host name: {@code 127.0.0.1}; IPv6 in RFC 5952 form, {@code ::1}. */
    public String text() {
        if (address instanceof Inet6Address) {
            byte[] b = address.getAddress();
            long high = 0;
            long low = 0;
            for (int i = 0; i < 8; i++) {
                high = high << 8 | (b[i] & 0xff);
                low = low << 8 | (b[i + 8] & 0xff);
            }
            return new Host.Ipv6(high, low, null).toCanonicalString();
        }
        return address.getHostAddress();
    }

    /** {@code 127.0.0.1 (loopback)}. */
    @Override
    public String toString() {
        return text() + " (" + Findings.word(addressClass) + ")";
    }
}
