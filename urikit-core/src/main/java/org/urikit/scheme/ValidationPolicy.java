package org.urikit.scheme;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.urikit.error.Severity;

/**
 * The settings of scheme validation and retrieval planning, passed in by the caller: never a
 * global. Immutable; each {@code with...} method returns a new policy.
 *
 * <pre>{@code
 * ValidationPolicy p = ValidationPolicy.defaults()
 *         .withAnonymousPassword("me@example.org")                  // FTP anonymous login (RFC 1738 §3.2.1)
 *         .withReservedPorts(0, 1023)                               // the default range (RFC 3986 §7.2)
 *         .withSeverity(CommonIssue.PASSWORD_IN_URI, Severity.ERROR);   // passwords are errors here
 * SchemeRegistry.defaults().plan(Uri.parse("ftp://h/a/b;type=i"), p);
 * // USER anonymous, PASS me@example.org, CWD a, TYPE I, RETR b
 * }</pre>
 *
 * <table>
 * <caption>Settings and their defaults</caption>
 * <tr><th>setting</th><th>default</th><th>source</th></tr>
 * <tr><td>reserved port range</td><td>0–1023</td><td>RFC 3986 §7.2; RFC 1738 §6</td></tr>
 * <tr><td>anonymous FTP password</td><td>{@code <mail-address>}, a placeholder for the user's
 *     e-mail address</td><td>RFC 1738 §3.2.1</td></tr>
 * <tr><td>password prompt</td><td>{@code <prompt>}, a placeholder for a password the client asks
 *     the user for</td><td>RFC 1738 §3.2.1</td></tr>
 * <tr><td>severity of each issue</td><td>{@link Issue#defaultSeverity()}</td><td>—</td></tr>
 * </table>
 *
 * <p>Retrieval plans refuse, whatever the severities say, an encoded CR, LF or NUL that would
 * reach the wire decoded (RFC 3986 §7.2) and a port in the reserved range; to allow a port, narrow or
 * clear the range ({@link #withoutReservedPorts()}).
 */
public final class ValidationPolicy {
    private static final ValidationPolicy DEFAULTS =
            new ValidationPolicy(0, 1023, "<mail-address>", "<prompt>", Map.of(), Map.of());

    private final int reservedFrom;
    private final int reservedTo;
    private final String anonymousPassword;
    private final String passwordPrompt;
    /** Severity overrides by issue code. */
    private final Map<String, Severity> severities;
    /** Issues not reported at all, by code (value unused). */
    private final Map<String, Boolean> ignored;

    private ValidationPolicy(int reservedFrom, int reservedTo, String anonymousPassword, String passwordPrompt,
            Map<String, Severity> severities, Map<String, Boolean> ignored) {
        this.reservedFrom = reservedFrom;
        this.reservedTo = reservedTo;
        this.anonymousPassword = anonymousPassword;
        this.passwordPrompt = passwordPrompt;
        this.severities = severities;
        this.ignored = ignored;
    }

    /** The defaults of the table above. */
    public static ValidationPolicy defaults() {
        return DEFAULTS;
    }

    // ---- reserved ports (RFC 3986 §7.2) ---------------------------------------------------------

    /**
     * A policy whose reserved range is {@code from..to} inclusive.
     *
     * @throws IllegalArgumentException unless {@code 0 <= from <= to <= 65535}
     */
    public ValidationPolicy withReservedPorts(int from, int to) {
        if (from < 0 || to > 65535 || from > to) {
            throw new IllegalArgumentException("not a port range: " + from + ".." + to);
        }
        return new ValidationPolicy(from, to, anonymousPassword, passwordPrompt, severities, ignored);
    }

    /** A policy with no reserved range: no port is reported or refused for being reserved. */
    public ValidationPolicy withoutReservedPorts() {
        return new ValidationPolicy(1, 0, anonymousPassword, passwordPrompt, severities, ignored);
    }

    /** Whether {@code port} is in the reserved range. */
    public boolean isReservedPort(int port) {
        return port >= reservedFrom && port <= reservedTo;
    }

    /** The reserved range as {@code "0-1023"}, or {@code "none"}. */
    public String reservedPorts() {
        return reservedFrom > reservedTo ? "none" : reservedFrom + "-" + reservedTo;
    }

    // ---- login placeholders (RFC 1738 §3.2.1) -------------------------------------------------------

    /** The password an anonymous FTP login sends: the user's e-mail address (RFC 1738 §3.2.1), or a placeholder for it. */
    public String anonymousPassword() {
        return anonymousPassword;
    }

    /**
     * A policy whose anonymous FTP password is {@code password}, normally the user's e-mail address.
     *
     * @throws IllegalArgumentException if it contains CR, LF or NUL (it is sent on a protocol line)
     */
    public ValidationPolicy withAnonymousPassword(String password) {
        return new ValidationPolicy(reservedFrom, reservedTo, checkLine(password), passwordPrompt, severities, ignored);
    }

    /** What a plan writes where the client must ask the user for a password (RFC 1738 §3.2.1): {@code <prompt>} by default. */
    public String passwordPrompt() {
        return passwordPrompt;
    }

    /**
     * A policy that writes {@code prompt} where the client must ask for a password.
     *
     * @throws IllegalArgumentException if it contains CR, LF or NUL
     */
    public ValidationPolicy withPasswordPrompt(String prompt) {
        return new ValidationPolicy(reservedFrom, reservedTo, anonymousPassword, checkLine(prompt), severities, ignored);
    }

    private static String checkLine(String s) {
        Objects.requireNonNull(s);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r' || c == '\n' || c == 0) {
                throw new IllegalArgumentException("CR, LF or NUL at index " + i + " of a value sent on a protocol line");
            }
        }
        return s;
    }

    // ---- severities ----------------------------------------------------------------------------

    /** A policy that reports {@code issue} with {@code severity}. */
    public ValidationPolicy withSeverity(Issue issue, Severity severity) {
        Map<String, Severity> s = new HashMap<>(severities);
        s.put(issue.code(), Objects.requireNonNull(severity, "severity"));
        Map<String, Boolean> i = new HashMap<>(ignored);
        i.remove(issue.code());
        return new ValidationPolicy(reservedFrom, reservedTo, anonymousPassword, passwordPrompt,
                Collections.unmodifiableMap(s), Collections.unmodifiableMap(i));
    }

    /**
     * A policy that does not report {@code issue} when validating. Retrieval plans still refuse
     * what they always refuse (encoded CR, LF, NUL; reserved ports).
     */
    public ValidationPolicy ignoring(Issue issue) {
        Map<String, Boolean> i = new HashMap<>(ignored);
        i.put(issue.code(), Boolean.TRUE);
        return new ValidationPolicy(reservedFrom, reservedTo, anonymousPassword, passwordPrompt, severities,
                Collections.unmodifiableMap(i));
    }

    /** Whether {@code issue} is reported at all. */
    public boolean reports(Issue issue) {
        return !ignored.containsKey(issue.code());
    }

    /** The severity {@code issue} is reported with: the override, or its {@link Issue#defaultSeverity()}. */
    public Severity severityOf(Issue issue) {
        Severity s = severities.get(issue.code());
        return s != null ? s : issue.defaultSeverity();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ValidationPolicy p && p.reservedFrom == reservedFrom && p.reservedTo == reservedTo
                && p.anonymousPassword.equals(anonymousPassword) && p.passwordPrompt.equals(passwordPrompt)
                && p.severities.equals(severities) && p.ignored.keySet().equals(ignored.keySet());
    }

    @Override
    public int hashCode() {
        return Objects.hash(reservedFrom, reservedTo, anonymousPassword, passwordPrompt, severities, ignored.keySet());
    }

    @Override
    public String toString() {
        return "ValidationPolicy[reservedPorts=" + reservedPorts() + ", anonymousPassword=" + anonymousPassword
                + ", passwordPrompt=" + passwordPrompt + ", severities=" + severities + ", ignored=" + ignored.keySet() + "]";
    }
}
