package org.urikit.bench;

import java.util.Arrays;
import java.util.Locale;
import org.urikit.Uri;
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
    private static volatile Object sink;

    private InspectRatio() {
    }

    /** {@code InspectRatio DATASET [PASSES]}. */
    public static void main(String[] args) {
        String[] in = DataSets.lines(args.length > 0 ? args[0] : DataSets.KASZTP);
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int chunk = 1000;
        int chunks = in.length / chunk;
        long[] parse = new long[chunks];
        long[] inspect = new long[chunks];
        Arrays.fill(parse, Long.MAX_VALUE);
        Arrays.fill(inspect, Long.MAX_VALUE);
        for (int p = 0; p < passes; p++) {
            for (int c = 0; c < chunks; c++) {
                int from = c * chunk;
                int to = from + chunk;
                long t0 = System.nanoTime();
                for (int i = from; i < to; i++) {
                    sink = Uri.parseOrNull(in[i]);
                }
                long t1 = System.nanoTime();
                for (int i = from; i < to; i++) {
                    sink = UriInspector.inspect(in[i], InspectionPolicy.FETCH);
                }
                long t2 = System.nanoTime();
                parse[c] = Math.min(parse[c], t1 - t0);
                inspect[c] = Math.min(inspect[c], t2 - t1);
            }
        }
        double n = (double) chunks * chunk;
        double r = Arrays.stream(parse).sum() / n;
        double w = Arrays.stream(inspect).sum() / n;
        System.out.printf(Locale.ROOT, "%s: RFC 3986 parse %.1f ns/URL, inspect (FETCH) %.1f ns/URL, ratio %.2f%n",
                args.length > 0 ? args[0] : DataSets.KASZTP, r, w, w / r);
    }
}
