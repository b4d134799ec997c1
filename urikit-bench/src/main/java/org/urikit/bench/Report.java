package org.urikit.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints the results of a benchmark run as a Markdown table: for every operation, dataset and
 * library the nanoseconds per URL, MB/s, bytes allocated per URL, the speed relative to
 * java.net.URI and the number of URLs the library rejected.
 *
 * <pre>
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.Report \
 *     urikit-bench/target/bench/results.json urikit-bench/target/bench/output.txt
 * </pre>
 *
 * <p>The first argument is JMH's {@code -rf json} file; the optional second one is JMH's console
 * output, from which the failure lines of {@link Harness} are read (without it the failures
 * column is left out). MB/s is the dataset's average UTF-8 length per URL divided by the time
 * per URL (10<sup>6</sup> bytes per MB), so it needs the dataset files ({@link DataSets}); it is
 * "-" for a dataset that cannot be read. Used by {@code bench/run.sh}.
 */
public final class Report {
    private static final List<String> OPERATION_ORDER = List.of("parse", "resolve/reference", "resolve/path", "normalize", "whatwg");
    private static final List<String> LIBRARY_ORDER =
            List.of("urikit", "javaNetUri", "jenaIri3986", "springRfc", "okhttp", "httpcore5", "galimatias", "springWhatwg");
    private static final String BASELINE = "javaNetUri";

    private Report() {
    }

    /** {@code Report RESULTS.json [JMH-OUTPUT.txt]}. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: java -cp benchmarks.jar org.urikit.bench.Report RESULTS.json [JMH-OUTPUT.txt]");
            System.exit(2);
        }
        Path json = Path.of(args[0]);
        List<JmhResults.Result> results = JmhResults.read(json);
        if (results.isEmpty()) {
            System.err.println(json + ": no results");
            System.exit(1);
        }
        Map<String, String> failures = args.length == 2 ? failures(Path.of(args[1])) : null;
        String date = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
                .format(Files.getLastModifiedTime(json).toInstant().atOffset(ZoneOffset.UTC));
        System.out.print(render(results, failures, date, machine()));
    }

    /** The whole report as Markdown. {@code failures} may be null. */
    static String render(List<JmhResults.Result> results, Map<String, String> failures, String date, String machine) {
        List<Row> rows = new ArrayList<>();
        for (JmhResults.Result r : results) {
            rows.add(new Row(operation(r), r.params().getOrDefault("dataset", "-"), r.method(), r));
        }
        List<String> datasets = new ArrayList<>();
        for (Row row : rows) {
            if (!datasets.contains(row.dataset)) {
                datasets.add(row.dataset);
            }
        }
        datasets.sort(Comparator.comparingInt(d -> rank(Variants.ORDER, d)));
        rows.sort(Comparator.<Row>comparingInt(row -> rank(OPERATION_ORDER, row.operation))
                .thenComparing(row -> row.operation)
                .thenComparingInt(row -> datasets.indexOf(row.dataset))
                .thenComparingInt(row -> rank(LIBRARY_ORDER, row.library))
                .thenComparing(row -> row.library));

        Map<String, Double> baseline = new HashMap<>();
        for (Row row : rows) {
            if (row.library.equals(BASELINE)) {
                baseline.put(row.operation + " " + row.dataset, row.result.score());
            }
        }
        Map<String, Double> bytesPerUrl = new LinkedHashMap<>();
        StringBuilder out = new StringBuilder();
        JmhResults.Result first = results.get(0);
        out.append("Machine: ").append(machine).append('\n');
        out.append("JDK: ").append(first.jdkVersion()).append(" (").append(first.vm()).append(")\n");
        out.append("Date: ").append(date).append('\n');
        out.append("JMH: ").append(first.setup()).append('\n');
        out.append('\n');
        out.append("| dataset | URLs | bytes/URL |\n| --- | ---: | ---: |\n");
        for (String dataset : datasets) {
            try {
                String[] lines = DataSets.lines(dataset);
                double bytes = (double) DataSets.utf8Bytes(lines) / lines.length;
                bytesPerUrl.put(dataset, bytes);
                out.append(String.format(Locale.ROOT, "| %s | %d | %.1f |%n", dataset, lines.length, bytes));
            } catch (RuntimeException e) {
                out.append("| ").append(dataset).append(" | - | - |\n");
            }
        }
        out.append('\n');
        boolean withFailures = failures != null;
        out.append("| operation | dataset | library | ns/URL | ± | MB/s | B/URL | vs java.net.URI |");
        out.append(withFailures ? " failures |\n" : "\n");
        out.append("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |");
        out.append(withFailures ? " ---: |\n" : "\n");
        for (Row row : rows) {
            JmhResults.Result r = row.result;
            boolean ns = "ns/op".equals(r.unit());
            Double bytes = bytesPerUrl.get(row.dataset);
            Double base = baseline.get(row.operation + " " + row.dataset);
            out.append("| ").append(row.operation).append(" | ").append(row.dataset).append(" | ").append(row.library)
                    .append(" | ").append(format("%.1f", r.score())).append(ns ? "" : " " + r.unit())
                    .append(" | ").append(format("%.1f", r.error()))
                    .append(" | ").append(ns && bytes != null ? format("%.0f", bytes / r.score() * 1000) : "-")
                    .append(" | ").append(format("%.0f", r.allocatedBytes()))
                    .append(" | ").append(ns && base != null ? format("%.2fx", base / r.score()) : "-")
                    .append(" |");
            if (withFailures) {
                out.append(' ').append(failures.getOrDefault(row.operation + " " + row.library + " " + row.dataset, "?"))
                        .append(" |");
            }
            out.append('\n');
        }
        out.append('\n');
        out.append("ns/URL: JMH average time per URL (± is the 99.9% confidence half-width); MB/s: the dataset's UTF-8\n");
        out.append("bytes per second; B/URL: bytes allocated per URL (gc profiler, gc.alloc.rate.norm); vs java.net.URI:\n");
        out.append("java.net.URI's ns/URL divided by this row's (above 1 is faster)");
        out.append(withFailures ? "; failures: URLs rejected in one pass over the dataset.\n" : ".\n");
        return out.toString();
    }

    /** "parse", "resolve/reference", "resolve/path", "normalize" (or the class name for another benchmark). */
    static String operation(JmhResults.Result r) {
        String cls = r.className();
        String op;
        switch (cls) {
            case "ParseBenchmark": op = "parse"; break;
            case "ResolveBenchmark": op = "resolve"; break;
            case "NormalizeBenchmark": op = "normalize"; break;
            case "WhatwgBenchmark": op = "whatwg"; break;
            default: op = cls; break;
        }
        String mode = r.params().get("mode");
        return mode == null ? op : op + "/" + mode;
    }

    /** The failure lines of {@link Harness} in JMH's output: "operation library dataset" to the count. */
    static Map<String, String> failures(Path output) throws IOException {
        Map<String, String> failures = new HashMap<>();
        for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
            int at = line.indexOf(Harness.FAILURE_LINE);
            if (at < 0) {
                continue;
            }
            String rest = line.substring(at + Harness.FAILURE_LINE.length());
            int colon = rest.lastIndexOf(": ");
            int of = rest.lastIndexOf(" of ");
            if (colon > 0 && of > colon) {
                failures.put(rest.substring(0, colon), rest.substring(colon + 2, of));
            }
        }
        return failures;
    }

    /** CPU model (from /proc/cpuinfo where there is one), processor count and OS. */
    static String machine() {
        String cpu = System.getProperty("os.arch");
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            try {
                for (String line : Files.readAllLines(cpuinfo, StandardCharsets.UTF_8)) {
                    if (line.startsWith("model name")) {
                        cpu = line.substring(line.indexOf(':') + 1).trim();
                        break;
                    }
                }
            } catch (IOException e) {
                // keep os.arch
            }
        }
        return cpu + ", " + Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.name")
                + " " + System.getProperty("os.version");
    }

    private static int rank(List<String> order, String name) {
        int i = order.indexOf(name);
        return i < 0 ? order.size() : i;
    }

    private static String format(String pattern, double value) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, pattern, value);
    }

    private record Row(String operation, String dataset, String library, JmhResults.Result result) {
    }
}
