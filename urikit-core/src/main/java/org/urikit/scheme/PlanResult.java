package org.urikit.scheme;

import java.util.List;
import org.urikit.error.Severity;

/**
 * The outcome of asking a handler for a {@link RetrievalPlan}: {@link Planned} (with any
 * warnings), {@link Refused} (with at least one {@link Severity#ERROR} saying why), or
 * {@link NoRetrieval} for a scheme that defines no retrieval ({@code mailto}, {@code file},
 * {@code urn}, or a scheme without a handler).
 *
 * <pre>{@code
 * PlanResult r = SchemeRegistry.defaults().plan(Uri.parse("ftp://h/a%0D%0ADELE%20x"), ValidationPolicy.defaults());
 * if (r instanceof PlanResult.Refused refused) {
 *     refused.violations();   // [ERROR ENCODED_LINE_BREAK at 9: ...]
 * }
 * r.plan();                   // null
 * }</pre>
 *
 * <p>The violations of a result include those of validating the URI with the same policy, so a
 * result is complete on its own. A plan is refused when validation finds an error, and for what
 * RFC 3986 §7.2 calls dangerous: an encoded CR, LF or NUL that would be sent decoded, and a
 * non-default port in the policy's reserved range.
 */
public sealed interface PlanResult {
    /** The plan, or null when there is none (only {@link Planned} has one). */
    default RetrievalPlan plan() {
        return this instanceof Planned p ? p.retrievalPlan() : null;
    }

    /** Every violation found (warnings only for {@link Planned}). */
    List<Violation> violations();

    /** A plan was made; {@code violations} are warnings (a password in the URL, for example). */
    record Planned(RetrievalPlan retrievalPlan, List<Violation> violations) implements PlanResult {
        /** Copies the list. */
        public Planned {
            java.util.Objects.requireNonNull(retrievalPlan, "retrievalPlan");
            violations = List.copyOf(violations);
        }

    }

    /** The handler refuses to plan this URI; {@code violations} has at least one error. */
    record Refused(List<Violation> violations) implements PlanResult {
        /** Copies the list and checks that it has an error. */
        public Refused {
            violations = List.copyOf(violations);
            if (violations.stream().noneMatch(Violation::isError)) {
                throw new IllegalArgumentException("a refusal needs an error: " + violations);
            }
        }

    }

    /** The scheme defines no retrieval; {@code violations} are those of validation. */
    record NoRetrieval(List<Violation> violations) implements PlanResult {
        /** Copies the list. */
        public NoRetrieval {
            violations = List.copyOf(violations);
        }

    }
}
