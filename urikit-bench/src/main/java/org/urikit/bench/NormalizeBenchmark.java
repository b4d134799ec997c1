package org.urikit.bench;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.IRIParseException;
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

/**
 * Normalizing every line of a URL dataset with urikit, java.net.URI and Jena's iri3986; the score is
 * nanoseconds per URL.
 *
 * <p>Measured per URL: text in, normalized text out, that is parse, normalize and
 * {@code toString()} / {@code str()}. Parsing is included on purpose: java.net.URI's
 * {@code normalize()} returns the same object when the path has no dot segments, so timing
 * it on a parsed value would time almost nothing. urikit does full normalization (all RFC 3986
 * §6.2.2 steps and the §6.2.3 scheme rung).
 *
 * <p>The libraries do different amounts of work: java.net.URI only removes dot segments;
 * Jena and urikit do RFC 3986 §6.2.2 (case, percent-encoding and dot segments), Jena also some
 * scheme-based steps.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class NormalizeBenchmark {
    @Param({DataSets.KASZTP, DataSets.NODE_FILES, DataSets.ISAACS_FILES})
    public String dataset;

    private String[] urls;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        urls = DataSets.lines(dataset);
        cursor = 0;
        String library = Harness.library(params);
        Function<String, Object> op;
        switch (library) {
            case "urikit": op = NormalizeBenchmark::normalizeUrikit; break;
            case "javaNetUri": op = NormalizeBenchmark::normalizeJavaNetUri; break;
            case "jenaIri3986": op = NormalizeBenchmark::normalizeJena; break;
            default: throw new IllegalArgumentException("no normalizer for benchmark method " + library);
        }
        Harness.countFailures("normalize", library, dataset, urls.length, i -> op.apply(urls[i]));
    }

    /** The normalized text, or null if the URL is rejected (parseOrNull: a rejection is null, not an exception). */
    static String normalizeUrikit(String s) {
        Uri u = Uri.parseOrNull(s);
        return u == null ? null : u.normalize().toUriString();
    }

    /** The normalized text, or null if the URL is rejected. */
    static String normalizeJavaNetUri(String s) {
        try {
            return new URI(s).normalize().toString();
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** The normalized text, or null if the URL is rejected. */
    static String normalizeJena(String s) {
        try {
            return IRI3986.create(s).normalize().str();
        } catch (IRIParseException e) {
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
            String r = normalizeUrikit(in[i]);
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
    public int javaNetUri(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = normalizeJavaNetUri(in[i]);
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
    public int jenaIri3986(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = normalizeJena(in[i]);
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
