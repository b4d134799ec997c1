package org.urikit.security;

/**
 * A program that turns host text into an IPv4 address in its own way (RFC 3986 §7.4, "Rare IP
 * Address Formats"): the same text can be one address to a browser, another to the JDK and a
 * name to a third program. {@link CanonicalHost#ipv4Readings()} lists each reader that reads a
 * host as an address.
 *
 * <pre>{@code
 * CanonicalHost h = UriInspector.inspect("http://0177.0.0.1/", InspectionPolicy.LINK).host();
 * h.ipv4Readings();   // [URL_STANDARD 127.0.0.1 (loopback), INET_ATON 127.0.0.1 (loopback), JDK 177.0.0.1 (public)]
 * }</pre>
 */
public enum Ipv4Reader {
    /**
     * The URL Standard's IPv4 parser (browsers; also curl and other WHATWG-conformant clients):
     * one to four parts, each decimal, octal (leading {@code 0}) or hexadecimal ({@code 0x}), the
     * last filling the remaining bytes; a trailing dot is ignored (read through
     * {@link org.urikit.whatwg.WebUrl}).
     */
    URL_STANDARD("the URL Standard (browsers)"),
    /**
     * glibc's {@code inet_aton}, behind {@code gethostbyname}, {@code inet_addr} and the C and
     * scripting-language clients that use them: the same number forms as the URL Standard, no
     * trailing dot, and anything after whitespace ignored ({@code "127.0.0.1\tx"} is 127.0.0.1).
     */
    INET_ATON("inet_aton (glibc resolvers)"),
    /**
     * The JDK's {@code java.net.InetAddress}: one to four decimal parts, at most 15 characters;
     * leading zeros are decimal ({@code 0177.0.0.1} is 177.0.0.1).
     */
    JDK("the JDK's InetAddress");

    private final String description;

    Ipv4Reader(String description) {
        this.description = description;
    }

    /** Who reads this way, for messages: e.g. {@code inet_aton (glibc resolvers)}. */
    public String description() {
        return description;
    }
}
