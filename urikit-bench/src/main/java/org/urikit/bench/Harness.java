package org.urikit.bench;

import java.util.function.IntFunction;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What every benchmark of this module shares: the batch size that makes a JMH score
 * "nanoseconds per URL", and the failure line each trial prints.
 *
 * <p>Each benchmark invocation handles {@link #BATCH} URLs, continuing through the dataset from
 * where the previous invocation stopped and wrapping at its end, and is annotated
 * {@code @OperationsPerInvocation(Harness.BATCH)}; so every line of the dataset is measured about
 * equally often, and JMH divides time and allocation by the number of URLs. The benchmark method
 * returns the number of failures in its batch (JMH consumes the return value).
 *
 * <p>Before measuring, each trial runs the library over the whole dataset once and prints one
 * line that {@link Report} reads back from the JMH output:
 *
 * <pre>
 * [urikit-bench] failures parse urikit kasztp: 0 of 48010
 * </pre>
 */
public final class Harness {
    /** URLs per benchmark invocation. */
    public static final int BATCH = 10_000;

    /** The start of the failure line. */
    public static final String FAILURE_LINE = "[urikit-bench] failures ";

    private Harness() {
    }

    /** The library a benchmark method measures: the method's name. */
    public static String library(BenchmarkParams params) {
        String benchmark = params.getBenchmark();
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /**
     * Applies {@code op} to the input indexes {@code 0..count-1} (a {@code null} result is a
     * failure), prints the failure line and returns the failure count.
     */
    public static int countFailures(String operation, String library, String dataset, int count,
            IntFunction<Object> op) {
        int failures = 0;
        for (int i = 0; i < count; i++) {
            if (op.apply(i) == null) {
                failures++;
            }
        }
        // A line of its own: JMH has just printed "# Warmup Iteration   1: " without a line end.
        System.out.println();
        System.out.println(FAILURE_LINE + operation + " " + library + " " + dataset + ": " + failures + " of " + count);
        return failures;
    }
}
