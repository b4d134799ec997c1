package org.urikit.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import org.urikit.Uri;
import org.urikit.whatwg.WebUrl;

/**
 * The cost of urikit's WHATWG parse + href relative to its own RFC 3986 parse, measured so that a
 * shared, loaded machine disturbs it little: the two alternate over chunks of 1,000 URLs of a
 * dataset, many passes, and each chunk keeps its fastest time per parser (a pass that another
 * process interrupts loses only that chunk's sample). Not a JMH benchmark: a ratio, to read beside
 * {@link WhatwgBenchmark} and {@link ParseBenchmark}.
 *
 * <pre>
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.AlternatingRatio kasztp 60
 * </pre>
 */
public final class AlternatingRatio {
    private static volatile Object sink;

    private AlternatingRatio() {
    }

    /** {@code AlternatingRatio DATASET [PASSES]}. */
    public static void main(String[] args) {
        compare(args, "WHATWG parse+href", s -> {
            WebUrl u = WebUrl.parseOrNull(s);
            return u == null ? null : u.href();
        });
    }

    /**
     * Alternates urikit's RFC 3986 parse and {@code operation} over the chunks of the dataset
     * {@code args[0]} (default kasztp) for {@code args[1]} passes (default 60), and prints both
     * best-case times per URL and their ratio; {@link InspectRatio} uses it too.
     */
    static void compare(String[] args, String label, Function<String, Object> operation) {
        String dataset = args.length > 0 ? args[0] : DataSets.KASZTP;
        String[] in = DataSets.lines(dataset);
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int chunk = 1000;
        int chunks = in.length / chunk;
        long[] rfc = new long[chunks];
        long[] other = new long[chunks];
        Arrays.fill(rfc, Long.MAX_VALUE);
        Arrays.fill(other, Long.MAX_VALUE);
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
                    sink = operation.apply(in[i]);
                }
                long t2 = System.nanoTime();
                rfc[c] = Math.min(rfc[c], t1 - t0);
                other[c] = Math.min(other[c], t2 - t1);
            }
        }
        double n = (double) chunks * chunk;
        double r = Arrays.stream(rfc).sum() / n;
        double o = Arrays.stream(other).sum() / n;
        System.out.printf(Locale.ROOT, "%s: RFC 3986 parse %.1f ns/URL, %s %.1f ns/URL, ratio %.2f%n",
                dataset, r, label, o, o / r);
    }
}
