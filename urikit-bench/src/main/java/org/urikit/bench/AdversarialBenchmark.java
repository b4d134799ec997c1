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
import org.openjdk.jmh.infra.Blackhole;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.UriSyntaxException;

/**
 * Adversarial input shapes (issue 6) from 1 KB to 1 MB: the score is <b>nanoseconds per input
 * character</b>, which must stay flat as the size grows (linear time). Each invocation processes
 * one million characters in total, {@code 1,000,000 / size} copies of the input, and declares
 * them as a million operations, so the score is directly ns/char and the sizes compare.
 *
 * <pre>
 * java -jar urikit-bench/target/benchmarks.jar AdversarialBenchmark                      # everything
 * java -jar urikit-bench/target/benchmarks.jar AdversarialBenchmark.parse -p shape=percent-signs
 * </pre>
 *
 * <p>The shapes are those of urikit-core's AdversarialInputTest, which checks the verdicts and
 * guards against gross blowups in {@code mvn verify}; this benchmark measures. {@code parse} is
 * {@code Uri.tryParse} (RFC 3986), {@code lenient} is {@code Uri.parseLenient} (which also
 * repairs, so it allocates per repaired character), {@code normalize} and {@code resolve} run on
 * the parsed input (so they include its parse; against the base {@code http://a/b/c/d;p?q} for
 * {@code resolve}), {@code decode} is {@code PercentCodec.decodeLenient}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class AdversarialBenchmark {
    private static final int CHARS_PER_INVOCATION = 1_000_000;
    private static final Uri BASE = Uri.parse("http://a/b/c/d;p?q");

    @Param({"1000", "10000", "100000", "1000000"})
    public int size;

    @Param({"percent-signs", "open-brackets", "dot-dot-segments", "userinfo-at-signs", "ipv6-groups", "ipv6-zone",
        "controls", "nul", "lone-surrogates", "non-ascii", "valid-escapes", "query-pairs"})
    public String shape;

    private String input;
    private int copies;

    @Setup
    public void setUp() {
        String[] s = shape(shape);
        int n = Math.max(1, (size - s[0].length() - s[2].length()) / s[1].length());
        input = s[0] + s[1].repeat(n) + s[2];
        copies = Math.max(1, CHARS_PER_INVOCATION / input.length());
    }

    /** prefix, repeated unit, suffix. */
    static String[] shape(String name) {
        switch (name) {
            case "percent-signs": return new String[] {"", "%", ""};
            case "open-brackets": return new String[] {"http://", "[", "/"};
            case "dot-dot-segments": return new String[] {"http://a/b/", "../", "g"};
            case "userinfo-at-signs": return new String[] {"http://", "a@", "h/"};
            case "ipv6-groups": return new String[] {"http://[", "1:", "1]/"};
            case "ipv6-zone": return new String[] {"http://[fe80::1%25", "a", "]/"};
            case "controls": return new String[] {"http://a/", "\u0001", ""};
            case "nul": return new String[] {"", "\u0000", ""};
            case "lone-surrogates": return new String[] {"http://a/?", "\ud800", ""};
            case "non-ascii": return new String[] {"http://a/#", "\u00e9", ""};
            case "valid-escapes": return new String[] {"http://h/", "%41", ""};
            case "query-pairs": return new String[] {"http://h/?", "a=b&", ""};
            default: throw new IllegalArgumentException("unknown shape " + name);
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHARS_PER_INVOCATION)
    public void parse(Blackhole bh) {
        for (int k = 0; k < copies; k++) {
            bh.consume(Uri.tryParse(input));
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHARS_PER_INVOCATION)
    public void lenient(Blackhole bh) {
        for (int k = 0; k < copies; k++) {
            try {
                bh.consume(Uri.parseLenient(input));
            } catch (UriSyntaxException e) {
                bh.consume(e);
            }
        }
    }

    /** Normalization (all steps) of the parsed input; an invalid input costs only its parse. */
    @Benchmark
    @OperationsPerInvocation(CHARS_PER_INVOCATION)
    public void normalize(Blackhole bh) {
        for (int k = 0; k < copies; k++) {
            Uri u = Uri.tryParse(input).orNull();
            bh.consume(u == null ? null : u.normalize());
        }
    }

    /** Resolution of the parsed input against {@code http://a/b/c/d;p?q} (RFC 3986 §5.2); an invalid input costs only its parse. */
    @Benchmark
    @OperationsPerInvocation(CHARS_PER_INVOCATION)
    public void resolve(Blackhole bh) {
        for (int k = 0; k < copies; k++) {
            Uri u = Uri.tryParse(input).orNull();
            bh.consume(u == null ? null : BASE.resolve(u));
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHARS_PER_INVOCATION)
    public void decode(Blackhole bh) {
        for (int k = 0; k < copies; k++) {
            bh.consume(PercentCodec.decodeLenient(input));
        }
    }
}
