package org.urikit.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.urikit.error.Severity;

/** {@link ValidationPolicy}: defaults (R235/O-30, R144), immutability, checks. */
class ValidationPolicyTest {
    @Test
    void defaults() {
        ValidationPolicy p = ValidationPolicy.defaults();
        assertTrue(p.isReservedPort(0));
        assertTrue(p.isReservedPort(1023));
        assertFalse(p.isReservedPort(1024));
        assertEquals("0-1023", p.reservedPorts());
        assertEquals("<mail-address>", p.anonymousPassword());
        assertEquals("<prompt>", p.passwordPrompt());
        assertEquals(Severity.WARNING, p.severityOf(CommonIssue.PASSWORD_IN_URI));
        assertEquals(Severity.ERROR, p.severityOf(HttpIssue.HTTP_HOST_EMPTY));
        assertTrue(p.reports(CommonIssue.PASSWORD_IN_URI));
    }

    @Test
    void withMethodsReturnNewPolicies() {
        ValidationPolicy d = ValidationPolicy.defaults();
        ValidationPolicy p = d.withReservedPorts(10, 20).withAnonymousPassword("me@example.org")
                .withPasswordPrompt("?").withSeverity(CommonIssue.PASSWORD_IN_URI, Severity.ERROR)
                .ignoring(CommonIssue.USERINFO_RESEMBLES_HOST);
        assertEquals("10-20", p.reservedPorts());
        assertFalse(p.isReservedPort(21));
        assertEquals("me@example.org", p.anonymousPassword());
        assertEquals("?", p.passwordPrompt());
        assertEquals(Severity.ERROR, p.severityOf(CommonIssue.PASSWORD_IN_URI));
        assertFalse(p.reports(CommonIssue.USERINFO_RESEMBLES_HOST));
        assertTrue(p.withSeverity(CommonIssue.USERINFO_RESEMBLES_HOST, Severity.ERROR).reports(CommonIssue.USERINFO_RESEMBLES_HOST));
        assertEquals("none", d.withoutReservedPorts().reservedPorts());
        assertFalse(d.withoutReservedPorts().isReservedPort(0));
        assertEquals(ValidationPolicy.defaults(), d, "defaults unchanged");
        assertEquals(d.withReservedPorts(10, 20), d.withReservedPorts(10, 20));
        assertEquals(d.withReservedPorts(10, 20).hashCode(), d.withReservedPorts(10, 20).hashCode());
        assertNotEquals(d, p);
    }

    @Test
    void badSettings() {
        ValidationPolicy d = ValidationPolicy.defaults();
        assertThrows(IllegalArgumentException.class, () -> d.withReservedPorts(2, 1));
        assertThrows(IllegalArgumentException.class, () -> d.withReservedPorts(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> d.withReservedPorts(0, 65536));
        assertThrows(IllegalArgumentException.class, () -> d.withAnonymousPassword("a\r\nQUIT"));
        assertThrows(IllegalArgumentException.class, () -> d.withPasswordPrompt("\0"));
        assertThrows(NullPointerException.class, () -> d.withAnonymousPassword(null));
        assertThrows(NullPointerException.class, () -> d.withSeverity(CommonIssue.HANDLER_MISSING, null));
    }
}
