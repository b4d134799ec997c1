package org.urikit.bench;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.springframework.web.util.UriComponentsBuilder;
import org.urikit.template.UriTemplate;

/**
 * URI Templates: expanding and matching the twenty REST endpoints of {@link TemplateSet} with
 * urikit's {@link UriTemplate} (RFC 6570) and with Spring's
 * {@code org.springframework.web.util.UriTemplate} and {@code UriComponentsBuilder}; the score is
 * nanoseconds per template.
 *
 * <pre>
 * java -jar urikit-bench/target/benchmarks.jar TemplateBenchmark -f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc
 * </pre>
 *
 * <p>The pairs to compare:
 * <ul>
 * <li>{@code urikitExpand} (a parsed template, {@code expand(Map)} to a {@code String}) and
 *   {@code springUriTemplateExpand} (a constructed Spring {@code UriTemplate}, {@code expand(Map)},
 *   which returns a {@code java.net.URI}, so it also parses its result);
 *   {@code urikitExpandToUri} is urikit's expansion parsed into a {@code Uri}, the same work;</li>
 * <li>{@code urikitParseAndExpand} (the template text parsed on every call) and
 *   {@code springBuilderExpand}, the usual one-liner
 *   {@code UriComponentsBuilder.fromUriString(t).buildAndExpand(vars).encode().toUriString()},
 *   which parses the template on every call;</li>
 * <li>{@code urikitMatch} ({@code match(String)}: the decoded values, or empty) and
 *   {@code springMatch} (Spring's {@code UriTemplate.match(String)}, a regular expression built
 *   by the constructor; its values stay encoded). Each matches the URI its own expansion
 *   gave.</li>
 * </ul>
 * Every result goes to the {@link Blackhole}. The set-up checks that every template matches its
 * own expansion with both libraries and prints how many expansions the two libraries write
 * alike (they encode differently, see {@link TemplateSet}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class TemplateBenchmark {
    /** Templates per benchmark invocation: the whole set. */
    static final int COUNT = 20;

    private String[] urikitTexts;
    private UriTemplate[] urikitTemplates;
    private Map<String, ?>[] urikitValues;
    private String[] urikitUris;

    private String[] springTexts;
    private org.springframework.web.util.UriTemplate[] springTemplates;
    private Map<String, ?>[] springValues;
    private String[] springUris;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        List<TemplateSet.Endpoint> endpoints = TemplateSet.ENDPOINTS;
        if (endpoints.size() != COUNT) {
            throw new IllegalStateException(endpoints.size() + " endpoints, expected " + COUNT);
        }
        urikitTexts = new String[COUNT];
        urikitTemplates = new UriTemplate[COUNT];
        urikitValues = new Map[COUNT];
        urikitUris = new String[COUNT];
        springTexts = new String[COUNT];
        springTemplates = new org.springframework.web.util.UriTemplate[COUNT];
        springValues = new Map[COUNT];
        springUris = new String[COUNT];
        int same = 0;
        for (int i = 0; i < COUNT; i++) {
            TemplateSet.Endpoint e = endpoints.get(i);
            urikitTexts[i] = e.urikit();
            urikitTemplates[i] = UriTemplate.parse(e.urikit());
            urikitValues[i] = e.urikitValues();
            urikitUris[i] = urikitTemplates[i].expand(e.urikitValues());
            springTexts[i] = e.spring();
            springTemplates[i] = new org.springframework.web.util.UriTemplate(e.spring());
            springValues[i] = e.springValues();
            springUris[i] = springTemplates[i].expand(e.springValues()).toString();
            String built = springBuilder(e.spring(), e.springValues());
            if (!built.equals(springUris[i])) {
                throw new IllegalStateException("Spring's two expansions differ: " + built + " and " + springUris[i]);
            }
            if (urikitUris[i].equals(springUris[i])) {
                same++;
            }
            if (urikitTemplates[i].match(urikitUris[i]) == null) {
                throw new IllegalStateException(e.urikit() + " does not match " + urikitUris[i]);
            }
            if (springTemplates[i].match(springUris[i]).size() != e.springValues().size()) {
                throw new IllegalStateException(e.spring() + " does not match " + springUris[i]);
            }
        }
        System.out.println();
        System.out.println("[urikit-bench] template: " + same + " of " + COUNT + " expansions equal to Spring's");
    }

    static String springBuilder(String template, Map<String, ?> values) {
        return UriComponentsBuilder.fromUriString(template).buildAndExpand(values).encode().toUriString();
    }

    // ---- expansion -------------------------------------------------------------------------

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void urikitExpand(Blackhole bh) {
        UriTemplate[] t = urikitTemplates;
        Map<String, ?>[] v = urikitValues;
        for (int i = 0; i < COUNT; i++) {
            bh.consume(t[i].expand(v[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void urikitExpandToUri(Blackhole bh) {
        UriTemplate[] t = urikitTemplates;
        Map<String, ?>[] v = urikitValues;
        for (int i = 0; i < COUNT; i++) {
            bh.consume(t[i].expandToUri(v[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void springUriTemplateExpand(Blackhole bh) {
        org.springframework.web.util.UriTemplate[] t = springTemplates;
        Map<String, ?>[] v = springValues;
        for (int i = 0; i < COUNT; i++) {
            bh.consume(t[i].expand(v[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void urikitParseAndExpand(Blackhole bh) {
        String[] t = urikitTexts;
        Map<String, ?>[] v = urikitValues;
        for (int i = 0; i < COUNT; i++) {
            bh.consume(UriTemplate.parse(t[i]).expand(v[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void springBuilderExpand(Blackhole bh) {
        String[] t = springTexts;
        Map<String, ?>[] v = springValues;
        for (int i = 0; i < COUNT; i++) {
            bh.consume(springBuilder(t[i], v[i]));
        }
    }

    // ---- matching --------------------------------------------------------------------------

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void urikitMatch(Blackhole bh) {
        UriTemplate[] t = urikitTemplates;
        String[] u = urikitUris;
        for (int i = 0; i < COUNT; i++) {
            Map<String, Object> m = t[i].match(u[i]);
            bh.consume(m);
        }
    }

    @Benchmark
    @OperationsPerInvocation(COUNT)
    public void springMatch(Blackhole bh) {
        org.springframework.web.util.UriTemplate[] t = springTemplates;
        String[] u = springUris;
        for (int i = 0; i < COUNT; i++) {
            bh.consume(t[i].match(u[i]));
        }
    }
}
