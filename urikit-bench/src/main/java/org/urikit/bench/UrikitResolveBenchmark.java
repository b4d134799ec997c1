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
import org.urikit.bench.ResolveInputs;

/**
 * urikit's side of {@link org.urikit.bench.ResolveBenchmark}: the same pairs, the same measured
 * work (parse the reference, resolve it against the base parsed in the set-up, produce the
 * result's text), the same parameters; {@link org.urikit.bench.Report} puts its rows in the
 * same table as "resolve".
 *
 * <p>PENDING MERGE OF BRANCH {@code resolve}: {@code Uri.resolve(String)} does not exist on
 * branch {@code bench}, so urikit-bench/pom.xml excludes this package from compilation. Remove
 * that exclusion after merging {@code resolve}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class UrikitResolveBenchmark {
    @Param({DataSets.KASZTP, DataSets.NODE_FILES, DataSets.ISAACS_FILES})
    public String dataset;

    @Param({ResolveInputs.REFERENCE, ResolveInputs.PATH})
    public String mode;

    private String[] refs;
    private Uri[] bases;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        ResolveInputs inputs = ResolveInputs.of(dataset, mode);
        refs = inputs.refs();
        bases = inputs.parseBases(UrikitResolveBenchmark::parse, Uri[]::new);
        cursor = 0;
        Harness.countFailures("resolve/" + mode, Harness.library(params), dataset, refs.length,
                i -> resolve(bases[i], refs[i]));
    }

    static Uri parse(String s) {
        try {
            return Uri.parse(s);
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    /** The resolved text, or null if the base or the reference is rejected. */
    static String resolve(Uri base, String ref) {
        if (base == null) {
            return null;
        }
        try {
            return base.resolve(ref).toString();
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikit(Blackhole bh) {
        Uri[] b = bases;
        String[] in = refs;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = resolve(b[i], in[i]);
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
