package org.urikit.security;

import java.util.Locale;

/**
 * How much a {@link Finding} weighs, as the {@link InspectionPolicy} decides: the verdict of an
 * {@link Inspection} is the heaviest severity among its findings.
 *
 * <pre>{@code
 * InspectionPolicy.FETCH.severity(FindingCode.INTERNAL_HOST);   // DENY
 * InspectionPolicy.LINK.severity(FindingCode.INTERNAL_HOST);    // INFO
 * }</pre>
 */
public enum Severity {
    /** Worth knowing; does not change the verdict. */
    INFO,
    /** Suspicious: the verdict is at least {@link Verdict#WARN}. */
    WARN,
    /** Unsafe under the policy: the verdict is {@link Verdict#DENY}. */
    DENY;

    /** The verdict this severity alone gives. */
    public Verdict verdict() {
        return this == INFO ? Verdict.ALLOW : this == WARN ? Verdict.WARN : Verdict.DENY;
    }

    /** The name used by the command line and JSON: {@code info}, {@code warn}, {@code deny}. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
