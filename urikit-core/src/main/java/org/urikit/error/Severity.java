package org.urikit.error;

/**
 * How much a diagnostic weighs: one scale for the scheme checks' {@code Violation}s
 * ({@code org.urikit.scheme}) and the security inspector's {@code Finding}s
 * ({@code org.urikit.security}), the scale of compilers and linters (SARIF's note, warning and error).
 *
 * <pre>{@code
 * ValidationPolicy strict = ValidationPolicy.defaults().withSeverity(CommonIssue.PASSWORD_IN_URI, Severity.ERROR);
 * SchemeRegistry.defaults().validate(Uri.parse("ftp://foo:secret@host.com/"), strict).get(0).severity();   // ERROR
 * InspectionPolicy.FETCH.severity(FindingCode.HOST_INTERNAL);   // ERROR: a server must not fetch it
 * InspectionPolicy.LINK.severity(FindingCode.HOST_INTERNAL);    // INFO
 * }</pre>
 *
 * <p>Which severity a code gets is decided by the policy passed in ({@code ValidationPolicy},
 * {@code InspectionPolicy}), never by global state. An inspection's verdict is the heaviest
 * severity among its findings ({@code Verdict.of}): {@link #INFO} allows, {@link #WARNING} warns,
 * {@link #ERROR} denies.
 */
public enum Severity {
    /** Worth knowing; changes nothing (an inspection still allows). */
    INFO,
    /**
     * Deserves attention, usually for security, but the URI may be used: it meets its scheme's
     * syntax (a password in the URI, RFC 3986 §7.5); an inspection's verdict is at least a warning.
     */
    WARNING,
    /**
     * The URI must not be used as it is: it breaks its scheme's rules, a retrieval plan refuses it,
     * or the inspection policy denies it.
     */
    ERROR
}
