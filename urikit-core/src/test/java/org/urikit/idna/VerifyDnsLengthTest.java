package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;

/**
 * ada's VerifyDnsLength cases ({@code conformance/ada-extra/verifydnslength_tests.json}): the
 * host of each URL (between {@code http://} and the next {@code /}) through ToASCII with the URL
 * Standard's flags and VerifyDnsLength on; {@code failure} says whether ToASCII must record an
 * error. ada allows a trailing dot (an empty root label) where UTS #46 §4.2 step 4 and
 * IdnaTestV2.txt ({@code a.b.c.d.} gives A4_2) do not: those cases are listed in
 * {@code deviations/idna-dns-length.txt}.
 */
class VerifyDnsLengthTest {
    private static final Deviations DEVIATIONS = Deviations.load("idna-dns-length.txt");

    @Test
    void adaCases() {
        List<Map<String, Object>> cases = JsonCases.read("ada-extra/verifydnslength_tests.json");
        Deviations.Tally tally = DEVIATIONS.tally("ada verifydnslength_tests.json");
        Uts46Options options = Uts46Options.URL_STANDARD.withVerifyDnsLength(true);
        int n = 0;
        for (Map<String, Object> c : cases) {
            String url = (String) c.get("input");
            String rest = url.substring(url.indexOf("://") + 3);
            String host = rest.indexOf('/') >= 0 ? rest.substring(0, rest.indexOf('/')) : rest;
            boolean failure = (Boolean) c.get("failure");
            IdnaResult r = Idna.toAscii(host, options);
            tally.record("case " + ++n, url, r.isValid() != failure,
                    () -> url + ": " + (failure ? "expected a failure, got " + r.value() : "expected success, got " + r.errors()));
        }
        assertEquals(17, tally.total());
        tally.finish();
    }
}
