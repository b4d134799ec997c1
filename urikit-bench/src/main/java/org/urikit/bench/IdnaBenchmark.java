package org.urikit.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.idna.Uts46Options;

/**
 * Converting host names to their ASCII form; the score is nanoseconds per host.
 *
 * <p>Two host sets: {@code kasztp-hosts}, the hosts of the kasztp dataset's http(s) URLs (all
 * ASCII: the fast path of the URL Standard's domain to ASCII, a lower-casing), and
 * {@code idn-hosts}, the 50 internationalized host names of {@code idn-hosts.txt} (Latin with
 * diacritics, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic, Indic, Thai, CJK, Hangul,
 * Cherokee, and a few A-labels), which go through the Unicode tables.
 *
 * <p>Methods: {@code urikit} is {@link Idna#domainToAscii(String, boolean)} (the URL
 * Standard's flags; an ASCII host is only lower-cased), {@code urikitUts46} is UTS #46 ToASCII
 * with its recommended defaults ({@link Uts46Options#DEFAULT}: every check, DNS lengths; ASCII
 * takes a table-free path that still checks hyphens, STD3 rules and lengths), and
 * {@code javaNetIdn} is {@link IDN#toASCII(String, int)} with {@code ALLOW_UNASSIGNED} as a
 * yardstick. java.net.IDN implements IDNA2003 (RFC 3490, Unicode 3.2 nameprep), not UTS #46:
 * it maps ß to ss, rejects some characters UTS #46 allows, and does no Bidi or ContextJ checks
 * beyond RFC 3454's, so the work differs; a rejected host counts as a failure.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class IdnaBenchmark {
    /** The hosts of the kasztp URLs. */
    public static final String KASZTP_HOSTS = "kasztp-hosts";
    /** The internationalized host names of {@code idn-hosts.txt}. */
    public static final String IDN_HOSTS = "idn-hosts";

    @Param({KASZTP_HOSTS, IDN_HOSTS})
    public String dataset;

    private String[] in;
    private int cursor;

    @Setup
    public void setUp(BenchmarkParams params) {
        in = dataset.equals(IDN_HOSTS) ? idnHosts() : hostsOf(DataSets.lines(DataSets.KASZTP));
        cursor = 0;
        String library = Harness.library(params);
        Function<String, Object> op;
        switch (library) {
            case "urikit": op = IdnaBenchmark::urikit; break;
            case "urikitUts46": op = IdnaBenchmark::urikitUts46; break;
            case "javaNetIdn": op = IdnaBenchmark::javaNetIdn; break;
            default: throw new IllegalArgumentException("no conversion for benchmark method " + library);
        }
        Harness.countFailures("idna", library, dataset, in.length, i -> op.apply(in[i]));
    }

    /** The host of each http(s) URL: between "//" (and any userinfo) and the next '/', '?', '#' or ':'. */
    static String[] hostsOf(String[] urls) {
        List<String> out = new ArrayList<>();
        for (String url : urls) {
            int start = url.indexOf("://");
            if (start < 0) {
                continue;
            }
            start += 3;
            int end = start;
            while (end < url.length() && "/?#".indexOf(url.charAt(end)) < 0) {
                end++;
            }
            int at = url.lastIndexOf('@', end - 1);
            if (at >= start) {
                start = at + 1;
            }
            int colon = url.indexOf(':', start);
            if (colon >= 0 && colon < end && url.charAt(start) != '[') {
                end = colon;
            }
            if (end > start) {
                out.add(url.substring(start, end));
            }
        }
        return out.toArray(new String[0]);
    }

    static String[] idnHosts() {
        try (InputStream s = IdnaBenchmark.class.getResourceAsStream("idn-hosts.txt")) {
            List<String> out = new ArrayList<>();
            for (String line : new String(s.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    out.add(line.strip());
                }
            }
            return out.toArray(new String[0]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The ASCII host, or null when domain to ASCII fails. */
    static String urikit(String host) {
        IdnaResult r = Idna.domainToAscii(host, false);
        return r.isValid() ? r.value() : null;
    }

    /** The ASCII host, or null when UTS #46 ToASCII records an error. */
    static String urikitUts46(String host) {
        IdnaResult r = Idna.toAscii(host, Uts46Options.DEFAULT);
        return r.isValid() ? r.value() : null;
    }

    /** The ASCII host, or null when java.net.IDN rejects it. */
    static String javaNetIdn(String host) {
        try {
            return IDN.toASCII(host, IDN.ALLOW_UNASSIGNED);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikit(Blackhole bh) {
        String[] hs = in;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = urikit(hs[i]);
            if (r == null) {
                failures++;
            }
            bh.consume(r);
            if (++i == hs.length) {
                i = 0;
            }
        }
        cursor = i;
        return failures;
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int urikitUts46(Blackhole bh) {
        String[] hs = in;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = urikitUts46(hs[i]);
            if (r == null) {
                failures++;
            }
            bh.consume(r);
            if (++i == hs.length) {
                i = 0;
            }
        }
        cursor = i;
        return failures;
    }

    @Benchmark
    @OperationsPerInvocation(Harness.BATCH)
    public int javaNetIdn(Blackhole bh) {
        String[] hs = in;
        int i = cursor;
        int failures = 0;
        for (int k = 0; k < Harness.BATCH; k++) {
            String r = javaNetIdn(hs[i]);
            if (r == null) {
                failures++;
            }
            bh.consume(r);
            if (++i == hs.length) {
                i = 0;
            }
        }
        cursor = i;
        return failures;
    }
}
