package org.urikit.whatwg;

import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;

/**
 * The one place where URL parsing calls IDNA ({@code org.urikit.idna}): the URL Standard's
 * domain parser with its UTS #46 ToASCII, for the result (relaxed) and for the
 * {@code domain-to-ASCII} validation error (strict).
 */
final class IdnaSeam {
    private IdnaSeam() {
    }

    /** Whether UTS #46 processing is available (the strict validation check runs only then). */
    static boolean available() {
        return true;
    }

    /**
     * The URL Standard's domain to ASCII of {@code domain} (UTS #46 ToASCII with the standard's
     * options, the empty-result failure and the forbidden domain code point check), or null for
     * failure.
     */
    static String domainToAscii(String domain, boolean beStrict) {
        IdnaResult r = Idna.domainToAscii(domain, beStrict);
        return r.isValid() ? r.value() : null;
    }
}
