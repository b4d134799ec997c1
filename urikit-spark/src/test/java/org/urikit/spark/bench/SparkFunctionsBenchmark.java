package org.urikit.spark.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPInputStream;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.urikit.spark.UrikitFunctions;

/**
 * A timed local Spark job: the kasztp URL list ({@code conformance/datasets/kasztp.txt.gz})
 * repeated to a million rows, cached, then each expression written to Spark's {@code noop} sink.
 * Every urikit function runs beside the closest thing Spark has: a built-in ({@code try_parse_url},
 * {@code regexp_replace}, {@code regexp_extract_all}) or, where there is none, a Java UDF doing the
 * same with {@code java.net.URI} ({@link JavaNetUdfs}). The functions that can fail run as their
 * {@code try_} twins, as on crawl data in Spark 4's ANSI mode. Two more rows compare
 * {@code uri_host} and {@code uri_parse} as native expressions with the same code as typed UDFs.
 *
 * <pre>{@code
 * bench/spark.sh                  # local[1], 1,000,000 rows, 7 rounds
 * bench/spark.sh 2000000 9        # rows, rounds
 * }</pre>
 *
 * <p>Reports, per expression, the median over the rounds (the first two are warm-up) of the
 * executor CPU time (the sum of the tasks' {@code executorCpuTime}, which a loaded machine disturbs
 * less than the wall clock) as rows per CPU second, i.e. rows/s per core, and the cost per row net
 * of the harness (the {@code url} row: scan of the cache and the noop write).
 */
public final class SparkFunctionsBenchmark {
    /** The base of the two-argument functions: RFC 3986's example base (§5.4). */
    private static final String BASE = "'http://a/b/c/d;p?q'";

    /** {urikit expression, comparator expression, what the comparator is}. */
    static final String[][] PAIRS = {
        {"uri_parse(url)", "jnu_parse(url)", "UDF: java.net.URI, the same struct"},
        {"uri_valid(url)", "jnu_valid(url)", "UDF: new java.net.URI(s) succeeds"},
        {"try_uri_host(url)", "try_parse_url(url, 'HOST')", "built-in, java.net.URI"},
        {"try_uri_normalize(url)", "jnu_normalize(url)", "UDF: java.net.URI.normalize()"},
        {"try_uri_resolve(" + BASE + ", url)", "jnu_resolve(" + BASE + ", url)", "UDF: java.net.URI.resolve"},
        {"try_uri_relativize(" + BASE + ", url)", "jnu_relativize(" + BASE + ", url)", "UDF: java.net.URI.relativize"},
        {"try_uri_equivalence_key(url)", "jnu_key(url)", "UDF: java.net.URI normalized, scheme and host lower-cased"},
        {"try_uri_query_param(url, 'q')", "try_parse_url(url, 'QUERY', 'q')", "built-in, java.net.URI"},
        {"uri_redact(url)", "regexp_replace(url, '^([^:/?#]+://[^:/?#@]*:)[^/?#@]*@', '$1****@')", "built-in regexp_replace"},
        {"try_uri_site(url)", "substring_index(try_parse_url(url, 'HOST'), '.', -2)",
            "built-in: the last two labels, no Public Suffix List"},
        {"uri_whatwg(url)", "jnu_parse(url)", "UDF: java.net.URI struct; Java has no WHATWG parser"},
        {"uri_check(url)", "jnu_check(url)", "UDF: java.net.URI, scheme and host literal checks"},
        {"uri_extract(text)", "regexp_extract_all(text, '(https?|ftp)://[^\\\\s<>\"]+', 0)", "built-in regexp_extract_all"},
    };

    /** The native expression against the same code as a typed UDF (why the functions are expressions). */
    static final String[][] UDF_PAIRS = {
        {"try_uri_host(url)", "uri_host_udf(url)"},
        {"uri_parse(url)", "uri_parse_udf(url)"},
    };

    private SparkFunctionsBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        String master = args.length > 2 ? args[2] : "local[1]";
        List<String> lines = kasztp(Path.of(System.getProperty("urikit.root", ".")));
        List<String> data = new ArrayList<>(rows);
        for (int i = 0; i < rows; i++) {
            data.add(lines.get(i % lines.size()));
        }
        SparkSession spark = SparkSession.builder().master(master).appName("urikit-spark benchmark")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1").config("spark.sql.shuffle.partitions", "2")
                .getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
        UrikitFunctions.register(spark);
        JavaNetUdfs.register(spark);
        AtomicLong cpu = new AtomicLong();
        spark.sparkContext().addSparkListener(new SparkListener() {
            @Override
            public void onTaskEnd(SparkListenerTaskEnd end) {
                if (end.taskMetrics() != null) {
                    cpu.addAndGet(end.taskMetrics().executorCpuTime());
                }
            }
        });
        // text: each URL in a sentence, in angle brackets and bare, for uri_extract
        Dataset<Row> df = spark.createDataset(data, Encoders.STRING()).toDF("url")
                .selectExpr("url", "concat('see <', url, '> or ', url, ' today.') AS text").repartition(2).cache();
        df.count();
        System.out.printf("kasztp: %,d lines repeated to %,d rows; %s; %d rounds (2 warm-up); Spark %s, Java %s, %d CPUs, "
                + "spark.sql.ansi.enabled=%s%n", lines.size(), rows, master, rounds, spark.version(),
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                spark.conf().get("spark.sql.ansi.enabled"));
        List<String> exprs = new ArrayList<>(List.of("url"));
        for (String[] p : PAIRS) {
            exprs.add(p[0]);
            exprs.add(p[1]);
        }
        for (String[] p : UDF_PAIRS) {
            exprs.add(p[1]);
        }
        Map<String, double[]> cpuSeconds = new LinkedHashMap<>();
        for (String e : exprs) {
            cpuSeconds.put(e, new double[rounds]);
        }
        for (int round = 0; round < rounds; round++) {
            for (String e : exprs) {
                cpu.set(0);
                df.selectExpr(e + " AS x").write().format("noop").mode("overwrite").save();
                sleep(300);                                   // task-end events arrive asynchronously
                cpuSeconds.get(e)[round] = cpu.get() / 1e9;
            }
        }
        double harness = median(cpuSeconds.get("url"));
        System.out.printf("%n| function | rows/s per core | ns/row net | closest in Spark | rows/s per core | ns/row net | urikit ÷ Spark |%n");
        System.out.println("| --- | ---: | ---: | --- | ---: | ---: | ---: |");
        System.out.printf("| `url` (the harness: scan and noop write) | %,.0f | – | | | | |%n", rows / harness);
        for (String[] p : PAIRS) {
            double u = median(cpuSeconds.get(p[0]));
            double s = median(cpuSeconds.get(p[1]));
            System.out.printf("| `%s` | %,.0f | %,.0f | `%s` (%s) | %,.0f | %,.0f | %.1fx |%n", p[0], rows / u, net(u, harness, rows),
                    p[1].replace("|", "\\|"), p[2], rows / s, net(s, harness, rows), s / u);
        }
        System.out.printf("%n| expression | rows/s per core | as a typed UDF | rows/s per core |%n| --- | ---: | --- | ---: |%n");
        for (String[] p : UDF_PAIRS) {
            System.out.printf("| `%s` | %,.0f | `%s` | %,.0f |%n", p[0], rows / median(cpuSeconds.get(p[0])), p[1],
                    rows / median(cpuSeconds.get(p[1])));
        }
        System.out.println();
        differences(spark, df, lines.size());
        spark.stop();
    }

    private static double net(double cpuSeconds, double harness, int rows) {
        return (cpuSeconds - harness) * 1e9 / rows;
    }

    /** Where uri_host and parse_url disagree on kasztp, by kind, with an example each. */
    private static void differences(SparkSession spark, Dataset<Row> df, int distinct) {
        df.limit(distinct).createOrReplaceTempView("kasztp");
        List<Row> rows = spark.sql("SELECT CASE "
                + "WHEN u IS NULL AND j IS NULL THEN 'both NULL' "
                + "WHEN u = j THEN 'same host' "
                + "WHEN u IS NULL THEN 'uri_host NULL, parse_url a host' "
                + "WHEN j IS NULL THEN 'parse_url NULL, uri_host a host' "
                + "ELSE 'different hosts' END AS kind, count(*) AS n, min(url) AS example "
                + "FROM (SELECT url, try_uri_host(url) AS u, try_parse_url(url, 'HOST') AS j FROM kasztp) GROUP BY 1 ORDER BY 2 DESC")
                .collectAsList();
        System.out.println("try_uri_host vs try_parse_url(url, 'HOST') on the " + distinct + " kasztp lines:");
        for (Row r : rows) {
            System.out.printf("  %-34s %6d   e.g. %s%n", r.getString(0), r.getLong(1), r.getString(2));
        }
    }

    private static List<String> kasztp(Path root) throws IOException {
        Path file = root.resolve("conformance/datasets/kasztp.txt.gz");
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)),
                StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line; (line = r.readLine()) != null;) {
                lines.add(line);
            }
            return lines;
        }
    }

    private static double median(double[] all) {
        double[] kept = Arrays.copyOfRange(all, Math.min(2, all.length - 1), all.length);
        Arrays.sort(kept);
        return kept[kept.length / 2];
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
