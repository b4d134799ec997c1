package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;

/**
 * The URL Standard's IDNA tests of web-platform-tests ({@code conformance/wpt-url/}): toascii.json,
 * IdnaTestV2.json (the URL-Standard derivation of the Unicode file) and IdnaTestV2-removed.json,
 * each input through {@link Idna#domainToAscii(String, boolean) domainToAscii(input, false)}.
 * wpt runs them as {@code new URL("https://" + input + "/x").host}: an {@code output} of null
 * means the URL parser must fail, otherwise the host must be {@code output}. No case needs the
 * rest of the host parser (IPv4, percent-decoding) to pass.
 *
 * <p>IdnaTestV2.json has one empty input, which the wpt harness skips (an empty host cannot be
 * written into {@code new URL()}); its output {@code ""} is what ToASCII gives, while domain to
 * ASCII fails on an empty result (URL Standard §3.3 step 3), so that case is checked against
 * {@link Idna#toAscii} with {@link Uts46Options#URL_STANDARD}.
 */
class WptIdnaTest {
    private static final Deviations DEVIATIONS = Deviations.load("idna-wpt.txt");

    @Test
    void toascii() {
        run("wpt-url/toascii.json", "WPT toascii.json", 87);
    }

    @Test
    void idnaTestV2() {
        run("wpt-url/IdnaTestV2.json", "WPT IdnaTestV2.json", 2671);
    }

    @Test
    void idnaTestV2Removed() {
        run("wpt-url/IdnaTestV2-removed.json", "WPT IdnaTestV2-removed.json", 20);
    }

    private static void run(String file, String suite, int expectedCases) {
        List<Map<String, Object>> cases = JsonCases.read(file);
        Deviations.Tally tally = DEVIATIONS.tally(suite);
        for (Map<String, Object> c : cases) {
            String input = (String) c.get("input");
            String output = (String) c.get("output");
            IdnaResult r = input.isEmpty() ? Idna.toAscii(input, Uts46Options.URL_STANDARD) : Idna.domainToAscii(input, false);
            String actual = r.isValid() ? r.value() : null;
            tally.record(file + " " + JsonCases.escape(input), input, Objects.equals(output, actual),
                    () -> "gave " + (actual == null ? "failure " + r.errors() : JsonCases.escape(actual)) + ", expected "
                            + (output == null ? "failure" : JsonCases.escape(output)));
        }
        assertEquals(expectedCases, tally.total(), "cases in " + file);
        tally.finish();
    }
}
