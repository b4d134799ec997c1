package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.urikit.Uri;

/** A plan needs a server even when a policy ignores its absence during validation (no exception, a refusal). */
class PlanWithoutServerTest {
    @Test
    void httpWithoutAuthorityIsRefusedNotThrown() {
        PlanResult r = SchemeRegistry.defaults().plan(Uri.parse("http:x"),
                ValidationPolicy.defaults().ignoring(HttpIssue.HTTP_AUTHORITY_MISSING));
        assertNull(r.plan());
        assertEquals("HTTP_AUTHORITY_MISSING", r.violations().get(0).issue().code());
    }

    @Test
    void ftpWithoutAuthorityIsRefusedNotThrown() {
        PlanResult r = SchemeRegistry.defaults().plan(Uri.parse("ftp:x"),
                ValidationPolicy.defaults().ignoring(FtpIssue.FTP_AUTHORITY_MISSING));
        assertNull(r.plan());
        assertEquals("FTP_AUTHORITY_MISSING", r.violations().get(0).issue().code());
    }
}
