package org.urikit.bench;

import java.util.Arrays;
import java.util.Locale;
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
        String[] in = DataSets.lines(args.length > 0 ? args[0] : DataSets.KASZTP);
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int chunk = 1000;
        int chunks = in.length / chunk;
        long[] rfc = new long[chunks];
        long[] web = new long[chunks];
        Arrays.fill(rfc, Long.MAX_VALUE);
        Arrays.fill(web, Long.MAX_VALUE);
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
                    WebUrl u = WebUrl.parseOrNull(in[i]);
                    sink = u == null ? null : u.href();
                }
                long t2 = System.nanoTime();
                rfc[c] = Math.min(rfc[c], t1 - t0);
                web[c] = Math.min(web[c], t2 - t1);
            }
        }
        double n = (double) chunks * chunk;
        double r = Arrays.stream(rfc).sum() / n;
        double w = Arrays.stream(web).sum() / n;
        System.out.printf(Locale.ROOT, "%s: RFC 3986 parse %.1f ns/URL, WHATWG parse+href %.1f ns/URL, ratio %.2f%n",
                args.length > 0 ? args[0] : DataSets.KASZTP, r, w, w / r);
    }
}
