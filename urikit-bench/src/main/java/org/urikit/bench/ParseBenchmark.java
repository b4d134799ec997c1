package org.urikit.bench;

import io.mola.galimatias.GalimatiasParseException;
import io.mola.galimatias.StrictErrorHandler;
import io.mola.galimatias.URLParsingSettings;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import okhttp3.HttpUrl;
import org.apache.hc.core5.net.URIBuilder;
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
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.Uri;

/**
 * Parsing every line of a URL dataset with each library's strict parser; the score is
 * nanoseconds per URL.
 *
 * <pre>
 * java -jar urikit-bench/target/benchmarks.jar ParseBenchmark -p dataset=kasztp -f 1 -wi 3 -w 1 -i 5 -r 1
 * </pre>
 *
 * <p>One method per library, each the library's own strict, validating entry point. The
 * libraries do not all accept the same language (urikit, Jena and Spring's RFC parser follow
 * RFC 3986; java.net.URI and httpcore5 follow RFC 2396 with changes; OkHttp and galimatias
 * follow the WHATWG URL standard and OkHttp only takes http and https), so the failure counts
 * printed at the start of each trial belong with the times: a rejected URL is usually cheaper
 * than an accepted one, except where the library throws a new exception for it.
 *
 * <p>None of these libraries defers validation to the accessors: urikit and Jena record
 * component offsets while checking the whole string and cut substrings only when asked, and
 * the others split and canonicalize eagerly, so calling accessors here would only add
 * substring allocations to the lazy ones. Every result is consumed by the {@link Blackhole}.
 *
 * <p>Besides the datasets, their {@link Variants}: with scheme and host upper-cased (valid
 * RFC 3986 references still, which a normalizer would rewrite), the kasztp lines that the URL
 * Standard rewrites ({@code declined}) and the WPT inputs with them ({@code rewrite}), most of
 * which strict parsers reject.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ParseBenchmark {
    /** Galimatias' default error handler accepts and repairs; the strict one throws. */
    private static final URLParsingSettings GALIMATIAS_STRICT =
            URLParsingSettings.create().withErrorHandler(StrictErrorHandler.getInstance());

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
        Harness.countFailures("parse", library, dataset, urls.length, i -> parser.apply(urls[i]));
    }

    // ---- the parsers: the parsed value, or null for a rejected URL --------------------------

    /**
     * {@code parseOrNull} is urikit's validating entry point for data that may be invalid: the
     * same full parse as {@code parse}, but a rejection is {@code null} instead of an exception
     * with a stack trace (tryParse would add a result wrapper per URL).
     */
    static Object parseUrikit(String s) {
        return Uri.parseOrNull(s);
    }

    static Object parseJavaNetUri(String s) {
        try {
            return new URI(s);
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** {@code create} checks the RFC 3986/3987 syntax and also the scheme-specific rules (http, urn, file, did). */
    static Object parseJenaIri3986(String s) {
        try {
            return IRI3986.create(s);
        } catch (IRIParseException e) {
            return null;
        }
    }

    /**
     * Spring's RFC 3986 parser; {@code build(true)} declares the text already encoded, which makes
     * {@code HierarchicalUriComponents} verify every component's characters (plain
     * {@code build()} accepts anything the splitter accepted).
     */
    static Object parseSpringRfc(String s) {
        try {
            return UriComponentsBuilder.fromUriString(s, UriComponentsBuilder.ParserType.RFC).build(true);
        } catch (IllegalArgumentException e) { // InvalidUrlException is one
            return null;
        }
    }

    /** OkHttp's only parser; lenient by design (WHATWG-style repairs) and http/https only. */
    static Object parseOkhttp(String s) {
        return HttpUrl.parse(s);
    }

    /** {@code new URIBuilder(s)} runs java.net.URI and then splits path segments and query parameters. */
    static Object parseHttpcore5(String s) {
        try {
            return new URIBuilder(s);
        } catch (URISyntaxException e) {
            return null;
        }
    }

    static Object parseGalimatias(String s) {
        try {
            return io.mola.galimatias.URL.parse(GALIMATIAS_STRICT, s);
        } catch (GalimatiasParseException e) {
            return null;
        }
    }

    static Function<String, Object> parser(String library) {
        switch (library) {
            case "urikit": return ParseBenchmark::parseUrikit;
            case "javaNetUri": return ParseBenchmark::parseJavaNetUri;
            case "jenaIri3986": return ParseBenchmark::parseJenaIri3986;
            case "springRfc": return ParseBenchmark::parseSpringRfc;
            case "okhttp": return ParseBenchmark::parseOkhttp;
            case "httpcore5": return ParseBenchmark::parseHttpcore5;
            case "galimatias": return ParseBenchmark::parseGalimatias;
            default: throw new IllegalArgumentException("no parser for benchmark method " + library);
        }
    }

    // ---- the benchmarks: one batch of Harness.BATCH URLs per invocation -------------------------
    // The loops are written out per method (not shared through a Function) so that each
    // measures a direct, inlinable call, whatever else ran in the same JVM.

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikit(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = parseUrikit(in[i]);
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
            Object r = parseJavaNetUri(in[i]);
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
            Object r = parseJenaIri3986(in[i]);
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
    public int springRfc(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = parseSpringRfc(in[i]);
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
            Object r = parseOkhttp(in[i]);
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
    public int httpcore5(Blackhole bh) {
        String[] in = urls;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            Object r = parseHttpcore5(in[i]);
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
            Object r = parseGalimatias(in[i]);
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
