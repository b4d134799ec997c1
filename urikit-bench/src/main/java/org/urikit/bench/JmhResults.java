package org.urikit.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON result file that JMH writes with {@code -rf json}: one {@link Result} per
 * benchmark method and parameter combination.
 *
 * <pre>{@code
 * List<JmhResults.Result> results = JmhResults.read(Path.of("urikit-bench/target/bench/results.json"));
 * double nsPerUrl = results.get(0).score();
 * }</pre>
 *
 * <p>Only the fields {@link Report} uses are kept. The allocation figure is the gc profiler's
 * {@code gc.alloc.rate.norm} (bytes per operation; older JMH versions prefix the name with
 * {@code ·}), absent ({@code NaN}) when the run was made without {@code -prof gc}.
 */
public final class JmhResults {
    private JmhResults() {
    }

    /**
     * One benchmark result.
     *
     * @param benchmark the full method name, {@code org.urikit.bench.ParseBenchmark.urikit}
     * @param params the {@code @Param} values
     * @param score the primary score (average time per operation for this module)
     * @param error the half-width of JMH's 99.9% confidence interval ({@code NaN} if too few iterations)
     * @param unit the score's unit, {@code ns/op}
     * @param allocatedBytes bytes allocated per operation, or {@code NaN}
     * @param jdkVersion the JDK that ran it
     * @param vm the VM name and version
     * @param setup forks, warm-up and measurement iterations, as JMH options
     */
    public record Result(String benchmark, Map<String, String> params, double score, double error, String unit,
            double allocatedBytes, String jdkVersion, String vm, String setup) {

        /** The class's simple name: {@code ParseBenchmark}. */
        public String className() {
            String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
            return cls.substring(cls.lastIndexOf('.') + 1);
        }

        /** The method's name: {@code urikit}. */
        public String method() {
            return benchmark.substring(benchmark.lastIndexOf('.') + 1);
        }
    }

    /** The results in {@code file}, in file order. */
    public static List<Result> read(Path file) throws IOException {
        Object root;
        try (JsonParser parser = new JsonFactory().createParser(file.toFile())) {
            parser.nextToken();
            root = value(parser);
        }
        if (!(root instanceof List<?> list)) {
            throw new IOException(file + ": not a JMH JSON result file (expected an array)");
        }
        List<Result> results = new ArrayList<>();
        for (Object item : list) {
            Map<?, ?> r = (Map<?, ?>) item;
            Map<String, String> params = new LinkedHashMap<>();
            if (r.get("params") instanceof Map<?, ?> p) {
                p.forEach((k, v) -> params.put((String) k, String.valueOf(v)));
            }
            Map<?, ?> primary = (Map<?, ?>) r.get("primaryMetric");
            double alloc = Double.NaN;
            if (r.get("secondaryMetrics") instanceof Map<?, ?> secondary) {
                for (Map.Entry<?, ?> e : secondary.entrySet()) {
                    String name = ((String) e.getKey()).replace("\u00b7", "");
                    if (name.equals("gc.alloc.rate.norm")) {
                        alloc = number(((Map<?, ?>) e.getValue()).get("score"));
                    }
                }
            }
            String setup = "-f " + text(r.get("forks")) + " -wi " + text(r.get("warmupIterations")) + " -w "
                    + text(r.get("warmupTime")).replace(" ", "") + " -i " + text(r.get("measurementIterations"))
                    + " -r " + text(r.get("measurementTime")).replace(" ", "");
            results.add(new Result((String) r.get("benchmark"), params, number(primary.get("score")),
                    number(primary.get("scoreError")), (String) primary.get("scoreUnit"), alloc,
                    text(r.get("jdkVersion")), text(r.get("vmName")) + " " + text(r.get("vmVersion")), setup));
        }
        return results;
    }

    private static String text(Object o) {
        if (o instanceof Double d && d == Math.rint(d)) {
            return Long.toString(d.longValue());
        }
        return String.valueOf(o);
    }

    /** JMH writes NaN and infinities as strings. */
    private static double number(Object o) {
        if (o instanceof Number n) {
            return n.doubleValue();
        }
        if (o instanceof String s) {
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }

    /** The JSON value at the current token as Map, List, String, Double, Boolean or null. */
    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == null) {
            throw new IOException("unexpected end of JSON");
        }
        switch (t) {
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    map.put(name, value(p));
                }
                return map;
            }
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    list.add(value(p));
                }
                return list;
            }
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getDoubleValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new IOException("unexpected JSON token " + t + " at " + p.currentLocation());
        }
    }
}
