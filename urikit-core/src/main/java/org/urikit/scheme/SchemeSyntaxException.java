package org.urikit.scheme;

import java.util.List;
import java.util.stream.Collectors;
import org.urikit.error.Redaction;
import org.urikit.error.Severity;

/**
 * Thrown when a URI is not valid for the scheme a typed view or builder requires, for example
 * {@code HttpUrl.parse("http:///x")}: it carries the {@link Violation}s of severity
 * {@link Severity#ERROR} found. The message and {@link #input()} show a password masked
 * ({@link Redaction}); {@link #rawInput()} has it.
 *
 * <pre>{@code
 * try {
 *     HttpUrl.parse("http:///x");
 * } catch (SchemeSyntaxException e) {
 *     e.violations().get(0).code();   // "HTTP_HOST_EMPTY"
 *     e.input();                      // "http:///x"
 * }
 * }</pre>
 */
public class SchemeSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String input;
    private final transient List<Violation> violations;

    /**
     * @param input      the URI text
     * @param violations the errors found, at least one
     */
    public SchemeSyntaxException(String input, List<Violation> violations) {
        super(message(input, violations));
        this.input = input;
        this.violations = List.copyOf(violations);
    }

    private static String message(String input, List<Violation> violations) {
        return "not a valid URI for its scheme: " + Redaction.redact(input) + " ("
                + violations.stream().map(Violation::toString).collect(Collectors.joining("; ")) + ")";
    }

    /** The URI text that was rejected, with a non-empty password masked as {@code ****} ({@link Redaction}). */
    public String input() {
        return Redaction.redact(input);
    }

    /** The URI text that was rejected exactly as given, a password included: never log it. */
    public String rawInput() {
        return input;
    }

    /** The errors, in the order found. */
    public List<Violation> violations() {
        return violations;
    }
}
