package org.urikit.scheme.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.urikit.text.UriExtractor;
import org.urikit.text.UriMatch;

/**
 * The extractor with this module present: the names of the historic schemes count without
 * {@code "//"} when the reference follows its scheme's rules, checked by this module's handlers
 * (the core alone knows neither the names nor the rules).
 */
class LegacyExtractTest {
    @Test
    void theHistoricSchemesCountWhenTheyFollowTheirRules() {
        UriExtractor x = UriExtractor.defaults();
        assertTrue(x.schemes().containsAll(List.of("news", "nntp", "telnet", "gopher", "mid", "cid")), x.schemes().toString());
        // RFC 1738 §3.6: a group name; nntp and telnet need "//" and a host (§3.7, §3.8), so these are words.
        assertEquals(List.of("news:comp.lang.java", "mid:a@b.example"),
                x.findAll("see news:comp.lang.java, the nntp:URL form, telnet:host and mid:a@b.example")
                        .stream().map(UriMatch::reference).toList());
    }
}
