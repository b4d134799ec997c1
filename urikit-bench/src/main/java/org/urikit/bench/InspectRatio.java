package org.urikit.bench;

import org.urikit.security.InspectionPolicy;
import org.urikit.security.UriInspector;

/**
 * The cost of {@link UriInspector#inspect} (policy FETCH) relative to urikit's RFC 3986 parse,
 * measured so that a shared, loaded machine disturbs it little (the method of
 * {@link AlternatingRatio}): the two alternate over chunks of 1,000 URLs of a dataset, many
 * passes, and each chunk keeps its fastest time per operation. Not a JMH benchmark: a ratio and
 * two best-case times, to read beside {@link InspectBenchmark} and {@link ParseBenchmark}.
 *
 * <pre>
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.InspectRatio kasztp 60
 * </pre>
 */
public final class InspectRatio {
    private InspectRatio() {
    }

    /** {@code InspectRatio DATASET [PASSES]}. */
    public static void main(String[] args) {
        AlternatingRatio.compare(args, "inspect (FETCH)", s -> UriInspector.inspect(s, InspectionPolicy.FETCH));
    }
}
