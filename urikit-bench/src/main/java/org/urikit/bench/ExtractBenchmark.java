package org.urikit.bench;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.nibor.autolink.LinkExtractor;
import org.nibor.autolink.LinkSpan;
import org.nibor.autolink.LinkType;
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
import org.urikit.text.UriExtractor;
import org.urikit.text.UriMatch;

/**
 * Finding URLs in running text: urikit's {@code UriExtractor} against autolink-java
 * ({@code org.nibor.autolink}, the well-known Java linkifier), over 4,000,000 characters of mixed
 * prose generated from the kasztp URLs and a word list ({@link Prose}). The score is <b>MB/s</b>:
 * each invocation declares one operation per character and the unit is operations per
 * microsecond, i.e. millions of characters per second; the text is ASCII, so a character is a byte.
 *
 * <pre>
 * java -jar urikit-bench/target/benchmarks.jar ExtractBenchmark -f 1 -wi 2 -w 1s -i 3 -r 1s
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.ExtractBenchmark   # the match counts
 * </pre>
 *
 * <p>{@code urikit} is the default extractor (references with a scheme, every delimiting form of
 * the URL drafts); {@code autolink} finds URLs ({@code LinkType.URL}). {@code urikitAbbreviated}
 * and {@code autolinkAll} also find {@code www.} names and mail addresses. urikit also validates
 * every reference (RFC 3986) and builds its {@code Uri}; autolink returns spans.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class ExtractBenchmark {
    static final int CHARS = 4_000_000;
    static final long SEED = 20031;

    private String text;
    private final UriExtractor urikit = UriExtractor.defaults();
    private final UriExtractor urikitAbbreviated = UriExtractor.builder().abbreviated(true).build();
    private final LinkExtractor autolink = LinkExtractor.builder().linkTypes(EnumSet.of(LinkType.URL)).build();
    private final LinkExtractor autolinkAll = LinkExtractor.builder().linkTypes(EnumSet.allOf(LinkType.class)).build();

    @Setup
    public void setUp() {
        text = Prose.generate(DataSets.lines(DataSets.KASZTP), CHARS, SEED).text();
        if (text.length() != CHARS) {
            throw new IllegalStateException("generated " + text.length() + " characters");
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHARS)
    public void urikit(Blackhole bh) {
        urikit.forEach(text, bh::consume);
    }

    @Benchmark
    @OperationsPerInvocation(CHARS)
    public void urikitAbbreviated(Blackhole bh) {
        urikitAbbreviated.forEach(text, bh::consume);
    }

    @Benchmark
    @OperationsPerInvocation(CHARS)
    public void autolink(Blackhole bh) {
        for (LinkSpan s : autolink.extractLinks(text)) {
            bh.consume(s);
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHARS)
    public void autolinkAll(Blackhole bh) {
        for (LinkSpan s : autolinkAll.extractLinks(text)) {
            bh.consume(s);
        }
    }

    /** One reference found: where it starts in the text, and its text (as the extractor gives it). */
    private record Found(long start, String reference) {
    }

    /** The references each extractor finds in the benchmark's text, by the form they were written in (a markdown table). */
    public static void main(String[] args) {
        Prose.Text t = Prose.generate(DataSets.lines(DataSets.KASZTP), CHARS, SEED);
        String s = t.text();
        Map<String, List<Found>> found = new LinkedHashMap<>();
        found.put("urikit", references(UriExtractor.defaults(), s));
        found.put("urikit, abbreviated", references(UriExtractor.builder().abbreviated(true).build(), s));
        found.put("autolink (URL)", spans(LinkExtractor.builder().linkTypes(EnumSet.of(LinkType.URL)).build(), s));
        found.put("autolink (URL, WWW, EMAIL)", spans(LinkExtractor.builder().linkTypes(EnumSet.allOf(LinkType.class)).build(), s));
        Map<Prose.Form, Integer> inserted = new EnumMap<>(Prose.Form.class);
        for (Prose.Inserted i : t.inserted()) {
            inserted.merge(i.form(), 1, Integer::sum);
        }
        StringBuilder head = new StringBuilder("| extractor | matches | exact |");
        StringBuilder rule = new StringBuilder("| --- | ---: | ---: |");
        for (Prose.Form f : inserted.keySet()) {
            head.append(' ').append(f.name().toLowerCase(Locale.ROOT).replace('_', ' ')).append(" |");
            rule.append(" ---: |");
        }
        System.out.println(CHARS + " characters, " + t.inserted().size() + " references written in");
        System.out.println(head);
        System.out.println(rule);
        StringBuilder in = new StringBuilder("| written in the text | ").append(t.inserted().size()).append(" | |");
        for (int n : inserted.values()) {
            in.append(' ').append(n).append(" |");
        }
        System.out.println(in);
        for (Map.Entry<String, List<Found>> e : found.entrySet()) {
            Map<Prose.Form, Integer> exact = exact(t.inserted(), e.getValue());
            int total = exact.values().stream().mapToInt(Integer::intValue).sum();
            StringBuilder row = new StringBuilder("| ").append(e.getKey()).append(" | ").append(e.getValue().size())
                    .append(" | ").append(total).append(" |");
            for (Prose.Form f : inserted.keySet()) {
                row.append(' ').append(exact.getOrDefault(f, 0)).append(" |");
            }
            System.out.println(row);
        }
    }

    /**
     * The references written in that an extractor found exactly, by form: a match that starts
     * inside the written text and is the reference (or, for an abbreviation an extractor does not
     * expand, the text as written).
     */
    private static Map<Prose.Form, Integer> exact(List<Prose.Inserted> inserted, List<Found> found) {
        Map<Prose.Form, Integer> exact = new EnumMap<>(Prose.Form.class);
        int k = 0;
        for (Prose.Inserted i : inserted) {
            while (k < found.size() && found.get(k).start() < i.at()) {
                k++;
            }
            for (int j = k; j < found.size() && found.get(j).start() < i.at() + i.written().length(); j++) {
                String r = found.get(j).reference();
                if (r.equals(i.reference()) || (i.form() == Prose.Form.WWW && r.equals(i.written()))) {
                    exact.merge(i.form(), 1, Integer::sum);
                    break;
                }
            }
        }
        return exact;
    }

    private static List<Found> references(UriExtractor x, String s) {
        List<Found> out = new ArrayList<>();
        x.forEach(s, (UriMatch m) -> out.add(new Found(m.start(), m.reference())));
        return out;
    }

    private static List<Found> spans(LinkExtractor x, String s) {
        List<Found> out = new ArrayList<>();
        for (LinkSpan span : x.extractLinks(s)) {
            out.add(new Found(span.getBeginIndex(), s.substring(span.getBeginIndex(), span.getEndIndex())));
        }
        return out;
    }
}
