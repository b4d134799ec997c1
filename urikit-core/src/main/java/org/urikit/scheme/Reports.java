package org.urikit.scheme;

import java.util.HashSet;
import java.util.Set;

/**
 * Keeping reports short for input with many parts (a mailto URI with ten thousand headers, a
 * prospero URL with as many fields): the handlers of repeated parts report the first violation of
 * each code only, so a report's size and the time to make it do not grow with the number of bad
 * parts (bad input is normal input). Package-private.
 */
final class Reports {
    private Reports() {
    }

    /** A {@link Checks.Collector} that takes the first violation of each issue and drops the rest. Mutable. */
    static final class Once {
        private final Checks.Collector c;
        private final Set<Issue> seen = new HashSet<>();

        Once(Checks.Collector c) {
            this.c = c;
        }

        Checks.Collector collector() {
            return c;
        }

        /** {@link Checks.Collector#add}, unless {@code issue} was reported already. */
        void add(Issue issue, int index, String message) {
            if (seen.add(issue)) {
                c.add(issue, index, message);
            }
        }

        /** Whether {@code issue} was reported already. */
        boolean has(Issue issue) {
            return seen.contains(issue);
        }

        /** Records that {@code issue} was reported (by a helper that reports to the collector itself). */
        void mark(Issue issue) {
            seen.add(issue);
        }

        /** {@link Escapes#lineBreak} and {@link Escapes#nul}, each until the first one found. */
        void lineSafe(String raw, int offset, String what, boolean lineBreaks) {
            if (lineBreaks && !has(CommonIssue.ENCODED_LINE_BREAK) && !Escapes.lineBreak(raw, offset, c, what)) {
                mark(CommonIssue.ENCODED_LINE_BREAK);
            }
            if (!has(CommonIssue.ENCODED_NUL) && !Escapes.nul(raw, offset, c, what)) {
                mark(CommonIssue.ENCODED_NUL);
            }
        }
    }
}
