package org.urikit.bench;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
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
 * Resolving references (RFC 3986 §5.2) with urikit, java.net.URI and Jena's iri3986; the score is
 * nanoseconds per pair. The pairs are described in {@link ResolveInputs}; {@code mode} chooses
 * them.
 *
 * <p>Measured per pair: reading the reference text, resolving it against the base (parsed once
 * in the set-up) and producing the result's text ({@code toString()} / {@code str()}), so that
 * a library that builds its string lazily pays for it too. Each library is called the way its
 * users resolve a string: java.net.URI and Jena parse it into their URI type and resolve that;
 * urikit's {@code Uri.resolveOrNull(String)} parses it the same way, except that an
 * absolute-path reference ({@code /x/y}, all of {@value ResolveInputs#PATH} mode) is read and
 * resolved in one pass, without a {@code Uri} for it. Either way the reference is fully
 * validated, its dot segments are looked for, and the target's text is produced (shared with the
 * base when it is the base's own text).
 *
 * <p>java.net.URI resolves by RFC 2396 (an empty reference gives the base's directory, and
 * {@code ../} above the root is kept), Jena and urikit by RFC 3986: the results differ on some
 * lines, the work is comparable.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ResolveBenchmark {
    @Param({DataSets.KASZTP, DataSets.NODE_FILES, DataSets.ISAACS_FILES})
    public String dataset;

    @Param({ResolveInputs.REFERENCE, ResolveInputs.PATH})
    public String mode;

    private String[] refs;
    private Uri[] urikitBases;
    private URI[] javaNetUriBases;
    private IRI3986[] jenaBases;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        ResolveInputs inputs = ResolveInputs.of(dataset, mode);
        refs = inputs.refs();
        cursor = 0;
        String library = Harness.library(params);
        IntFunction<Object> op;
        switch (library) {
            case "urikit": {
                urikitBases = inputs.parseBases(ResolveBenchmark::parseUrikit, Uri[]::new);
                op = i -> resolveUrikit(urikitBases[i], refs[i]);
                break;
            }
            case "javaNetUri": {
                javaNetUriBases = inputs.parseBases(ResolveBenchmark::parseJavaNetUri, URI[]::new);
                op = i -> resolveJavaNetUri(javaNetUriBases[i], refs[i]);
                break;
            }
            case "jenaIri3986": {
                jenaBases = inputs.parseBases(ResolveBenchmark::parseJena, IRI3986[]::new);
                op = i -> resolveJena(jenaBases[i], refs[i]);
                break;
            }
            default:
                throw new IllegalArgumentException("no resolver for benchmark method " + library);
        }
        Harness.countFailures("resolve/" + mode, library, dataset, refs.length, op);
    }

    static Uri parseUrikit(String s) {
        return Uri.parseOrNull(s);
    }

    /**
     * The resolved text, or null if the base or the reference is rejected. The reference goes to
     * {@code resolveOrNull} (the same reading and resolution as {@code resolve(String)}, but a
     * rejected line is null rather than an exception with a stack trace).
     */
    static String resolveUrikit(Uri base, String ref) {
        if (base == null) {
            return null;
        }
        Uri target = base.resolveOrNull(ref);
        return target == null ? null : target.toUriString();
    }

    static URI parseJavaNetUri(String s) {
        try {
            return new URI(s);
        } catch (URISyntaxException e) {
            return null;
        }
    }

    static IRI3986 parseJena(String s) {
        try {
            return IRI3986.create(s);
        } catch (IRIParseException e) {
            return null;
        }
    }

    /** The resolved text, or null if the base or the reference is rejected. */
    static String resolveJavaNetUri(URI base, String ref) {
        if (base == null) {
            return null;
        }
        try {
            return base.resolve(new URI(ref)).toString();
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** The resolved text, or null if the base or the reference is rejected. */
    static String resolveJena(IRI3986 base, String ref) {
        if (base == null) {
            return null;
        }
        try {
            return base.resolve(IRI3986.create(ref)).str();
        } catch (IRIParseException e) {
            return null;
        }
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikit(Blackhole bh) {
        Uri[] bases = urikitBases;
        String[] in = refs;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = resolveUrikit(bases[i], in[i]);
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
        URI[] bases = javaNetUriBases;
        String[] in = refs;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = resolveJavaNetUri(bases[i], in[i]);
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
        IRI3986[] bases = jenaBases;
        String[] in = refs;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = resolveJena(bases[i], in[i]);
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
