package org.urikit.scheme;

import java.util.HashSet;
import java.util.Set;

/**
 * Keeping reports short for input with many parts (a mailto URI with ten thousand headers or
 * addresses): the handlers of repeated parts report the first violation of
 * each code only, so a report's size and the time to make it do not grow with the number of bad
 * parts (bad input is normal input). Public as part of the extension API (see {@link Checks}).
 *
 * <pre>{@code
 * Reports.Once once = new Reports.Once(new Checks.Collector(policy));
 * for (String field : fields) {
 *     if (field.isEmpty()) {
 *         once.add(CoapIssue.COAP_EMPTY_OPTION, at, "an empty option");   // reported for the first one only
 *     }
 * }
 * once.collector().list();
 * }</pre>
 */
public final class Reports {
    private Reports() {
    }

    /** A {@link Checks.Collector} that takes the first violation of each issue and drops the rest. Mutable. */
    public static final class Once {
        private final Checks.Collector c;
        private final Set<Issue> seen = new HashSet<>();

        /** Reports to {@code c}. */
        public Once(Checks.Collector c) {
            this.c = c;
        }

        /** The collector reported to. */
        public Checks.Collector collector() {
            return c;
        }

        /** {@link Checks.Collector#add}, unless {@code issue} was reported already. */
        public void add(Issue issue, int index, String message) {
            if (seen.add(issue)) {
                c.add(issue, index, message);
            }
        }

        /** Whether {@code issue} was reported already. */
        public boolean has(Issue issue) {
            return seen.contains(issue);
        }

        /** Records that {@code issue} was reported (by a helper that reports to the collector itself). */
        public void mark(Issue issue) {
            seen.add(issue);
        }

        /** {@link Escapes#lineBreak} and {@link Escapes#nul}, each until the first one found. */
        public void lineSafe(String raw, int offset, String what, boolean lineBreaks) {
            if (lineBreaks && !has(CommonIssue.ENCODED_LINE_BREAK) && !Escapes.lineBreak(raw, offset, c, what)) {
                mark(CommonIssue.ENCODED_LINE_BREAK);
            }
            if (!has(CommonIssue.ENCODED_NUL) && !Escapes.nul(raw, offset, c, what)) {
                mark(CommonIssue.ENCODED_NUL);
            }
        }
    }
}
