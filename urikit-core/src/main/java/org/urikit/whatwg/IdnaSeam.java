package org.urikit.whatwg;

/**
 * The one place where URL parsing calls IDNA: the URL Standard's "domain to ASCII" (UTS #46
 * ToASCII with the standard's options) for domains that are not all ASCII, and the strict
 * variant whose failure is the {@code domain-to-ASCII} validation error.
 *
 * <p>The implementation of UTS #46 lives in {@code org.urikit.idna}, which this package does not
 * have yet: until it does, a non-ASCII domain fails with {@code domain-to-ASCII} and the strict
 * check is not run ({@link #available()} is false). The cases this affects are listed in
 * {@code testdata/deviations/whatwg.txt} with the reason "waits for org.urikit.idna".
 */
final class IdnaSeam {
    private IdnaSeam() {
    }

    /** Whether UTS #46 processing is available (the strict validation check runs only then). */
    static boolean available() {
        return false;
    }

    /** The URL Standard's domain to ASCII of {@code domain}, or null for failure. */
    static String domainToAscii(String domain, boolean beStrict) {
        return null;
    }
}
