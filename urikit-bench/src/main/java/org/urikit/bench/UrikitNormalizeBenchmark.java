package org.urikit.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;
import org.urikit.bench.DataSets;
import org.urikit.bench.Harness;

/**
 * urikit's side of {@link org.urikit.bench.NormalizeBenchmark}: text in, normalized text out
 * ({@code Uri.parse(s).normalize().toString()}), over the same datasets;
 * {@link org.urikit.bench.Report} puts its rows in the same table as "normalize".
 *
 * <p>PENDING MERGE OF BRANCH {@code resolve}: {@code Uri.normalize()} does not exist on branch
 * {@code bench}, so urikit-bench/pom.xml excludes this package from compilation. Remove that
 * exclusion after merging {@code resolve}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class UrikitNormalizeBenchmark {
    @Param({DataSets.KASZTP, DataSets.NODE_FILES, DataSets.ISAACS_FILES})
    public String dataset;

    private String[] urls;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        urls = DataSets.lines(dataset);
        cursor = 0;
        Harness.countFailures("normalize", Harness.library(params), dataset, urls.length, i -> normalize(urls[i]));
    }

    /** The normalized text, or null if the URL is rejected. */
    static String normalize(String s) {
        try {
            return Uri.parse(s).normalize().toString();
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikit(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = normalize(in[i]);
            if (r == null) {
                failures++;
            }
            bh.consume(r);
            if (++i == in.length) {
                i = 0;
            }
        }
        cursor = i;
        return failures;
    }
}
