package org.urikit.bench;

import java.util.concurrent.TimeUnit;
import java.util.function.Function;
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
import org.urikit.security.Inspection;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.UriInspector;
import org.urikit.security.Verdict;

/**
 * {@link UriInspector#inspect} on every line of a URL dataset: the call a crawler or a proxy makes
 * for each URL it is about to fetch or follow. The score is nanoseconds per URL.
 *
 * <ul>
 * <li>{@code fetch}: {@code inspect(url, InspectionPolicy.FETCH)}: parse, normalize, the
 *   canonical host with its class and registrable domain, every check of the policy;</li>
 * <li>{@code linkOnPage}: {@code inspect(url, base, InspectionPolicy.LINK)} with a fixed base
 *   page, which adds the origin and site comparisons (and their findings: most lines are on
 *   another site than the base);</li>
 * <li>{@code parseNormalize}: {@code Uri.parseOrNull(url).normalize()}, the part of the work any
 *   check of the target must do, for comparison.</li>
 * </ul>
 *
 * <p>A "failure" in the line each trial prints is a URL that is not allowed (or not a URI, for
 * {@code parseNormalize}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class InspectBenchmark {
    @Param({DataSets.KASZTP})
    public String dataset;

    private static final Uri BASE = Uri.parse("https://www.example.com/news/today.html");

    private String[] urls;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        urls = DataSets.lines(dataset);
        cursor = 0;
        String library = Harness.library(params);
        Function<String, Object> op;
        switch (library) {
            case "fetch": op = InspectBenchmark::fetch; break;
            case "linkOnPage": op = InspectBenchmark::linkOnPage; break;
            case "parseNormalize": op = s -> {
                Uri u = Uri.parseOrNull(s);
                return u == null ? null : u.normalize();
            }; break;
            default: throw new IllegalArgumentException("no operation for benchmark method " + library);
        }
        Harness.countFailures("inspect", library, dataset, urls.length, i -> op.apply(urls[i]));
    }

    /** The inspection, or null when the URL is not allowed. */
    static Inspection fetch(String s) {
        Inspection i = UriInspector.inspect(s, InspectionPolicy.FETCH);
        return i.verdict() == Verdict.ALLOW ? i : null;
    }

    /** The inspection against the base page, or null when the URL is not allowed. */
    static Inspection linkOnPage(String s) {
        Inspection i = UriInspector.inspect(s, BASE, InspectionPolicy.LINK);
        return i.verdict() == Verdict.ALLOW ? i : null;
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int fetch(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int denied = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Inspection r = UriInspector.inspect(in[i], InspectionPolicy.FETCH);
            if (r.verdict() != Verdict.ALLOW) {
                denied++;
            }
            bh.consume(r);
            if (++i == in.length) {
                i = 0;
            }
        }
        cursor = i;
        return denied;
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int linkOnPage(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int denied = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Inspection r = UriInspector.inspect(in[i], BASE, InspectionPolicy.LINK);
            if (r.verdict() != Verdict.ALLOW) {
                denied++;
            }
            bh.consume(r);
            if (++i == in.length) {
                i = 0;
            }
        }
        cursor = i;
        return denied;
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int parseNormalize(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Uri u = Uri.parseOrNull(in[i]);
            if (u == null) {
                failures++;
            } else {
                bh.consume(u.normalize());
            }
            if (++i == in.length) {
                i = 0;
            }
        }
        cursor = i;
        return failures;
    }
}
