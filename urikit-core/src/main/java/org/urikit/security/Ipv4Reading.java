package org.urikit.security;

import java.util.Objects;
import org.urikit.AddressClass;
import org.urikit.Host;

/**
 * The IPv4 address one {@link Ipv4Reader} reads a host as, with its {@link AddressClass}.
 *
 * <pre>{@code
 * Ipv4Reading r = UriInspector.inspect("http://2130706433/", InspectionPolicy.LINK).host().ipv4Readings().get(0);
 * r.reader();         // URL_STANDARD
 * r.address();        // 127.0.0.1
 * r.addressClass();   // LOOPBACK
 * }</pre>
 *
 * @param reader  who reads the host this way
 * @param address the address read
 */
public record Ipv4Reading(Ipv4Reader reader, Host.Ipv4 address) {
    public Ipv4Reading {
        Objects.requireNonNull(reader, "reader");
        Objects.requireNonNull(address, "address");
    }

    /** The class of the address read. */
    public AddressClass addressClass() {
        return AddressClass.ofIpv4(address.address());
    }

    /** {@code INET_ATON 127.0.0.1 (loopback)}. */
    @Override
    public String toString() {
        return reader + " " + address + " (" + Findings.word(addressClass()) + ")";
    }
}
