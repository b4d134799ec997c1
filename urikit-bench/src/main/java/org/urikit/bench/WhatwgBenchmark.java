package org.urikit.bench;

import io.mola.galimatias.GalimatiasParseException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import okhttp3.HttpUrl;
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
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.whatwg.WebUrl;

/**
 * Parsing every line of a URL dataset as the WHATWG URL Standard reads URLs and serializing the
 * result (parse + href); the score is nanoseconds per URL.
 *
 * <pre>
 * java -jar urikit-bench/target/benchmarks.jar 'WhatwgBenchmark|ParseBenchmark.urikit$' -p dataset=kasztp -f 1 -wi 2 -w 1 -i 3 -r 1 -prof gc
 * </pre>
 *
 * <p>One method per library, each its WHATWG-style parser followed by its serialization:
 * urikit's {@code WebUrl.parseOrNull(s).href()}, OkHttp's {@code HttpUrl.parse(s).toString()}
 * (http and https only; the other lines are failures for it), galimatias'
 * {@code URL.parse(s).toString()} with its default (WHATWG) error handling, and Spring's
 * {@code UriComponentsBuilder.fromUriString(s, ParserType.WHAT_WG).build().toUriString()} (spring-web
 * 6.2 exposes its WHATWG parser only through the builder). The failure counts printed at the
 * start of each trial belong with the times. Measured in the same run as
 * {@code ParseBenchmark.urikit} (urikit's RFC 3986 parse), the ratio between the two is what the
 * README reports, since this shared machine's speed drifts between runs.
 *
 * <p>Besides the canonical datasets (nearly every line already its own serialization, which
 * urikit's fast path returns as it is), the {@link Variants} keep the inputs the parser must
 * rewrite in view: the datasets with scheme and host upper-cased ({@code kasztp_upper}, ...), the
 * kasztp lines that need rewriting ({@code declined}) and the WPT inputs with them
 * ({@code rewrite}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class WhatwgBenchmark {
    @Param({DataSets.KASZTP, DataSets.NODE_FILES, DataSets.ISAACS_FILES, DataSets.KASZTP + Variants.UPPER,
            DataSets.NODE_FILES + Variants.UPPER, DataSets.ISAACS_FILES + Variants.UPPER, Variants.DECLINED, Variants.REWRITE})
    public String dataset;

    private String[] urls;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        urls = DataSets.lines(dataset);
        cursor = 0;
        String library = Harness.library(params);
        Function<String, Object> parser = parser(library);
        Harness.countFailures("whatwg", library, dataset, urls.length, i -> parser.apply(urls[i]));
    }

    // ---- parse + href: the serialization, or null for a rejected URL ------------------------------

    static Object hrefUrikit(String s) {
        WebUrl u = WebUrl.parseOrNull(s);
        return u == null ? null : u.href();
    }

    static Object hrefOkhttp(String s) {
        HttpUrl u = HttpUrl.parse(s);
        return u == null ? null : u.toString();
    }

    static Object hrefGalimatias(String s) {
        try {
            return io.mola.galimatias.URL.parse(s).toString();
        } catch (GalimatiasParseException e) {
            return null;
        }
    }

    static Object hrefSpringWhatwg(String s) {
        try {
            return UriComponentsBuilder.fromUriString(s, UriComponentsBuilder.ParserType.WHAT_WG).build().toUriString();
        } catch (IllegalArgumentException e) { // InvalidUrlException is one
            return null;
        }
    }

    static Function<String, Object> parser(String library) {
        switch (library) {
            case "urikit": return WhatwgBenchmark::hrefUrikit;
            case "okhttp": return WhatwgBenchmark::hrefOkhttp;
            case "galimatias": return WhatwgBenchmark::hrefGalimatias;
            case "springWhatwg": return WhatwgBenchmark::hrefSpringWhatwg;
            default: throw new IllegalArgumentException("no parser for benchmark method " + library);
        }
    }

    // ---- the benchmarks: one batch of Harness.BATCH URLs per invocation -------------------------
    // Written out per method (not shared through a Function) so each measures a direct call.

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikit(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = hrefUrikit(in[i]);
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

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int okhttp(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = hrefOkhttp(in[i]);
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

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int galimatias(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = hrefGalimatias(in[i]);
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

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int springWhatwg(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = hrefSpringWhatwg(in[i]);
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
