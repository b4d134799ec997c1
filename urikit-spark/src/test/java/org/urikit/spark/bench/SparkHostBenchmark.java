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
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.spark.UrikitFunctions;
import org.urikit.spark.internal.UriStruct;

/**
 * A timed local Spark job: the kasztp URL list ({@code conformance/datasets/kasztp.txt.gz}, read
 * with GZIPInputStream) repeated to a million rows, cached, then each expression written to Spark's
 * {@code noop} sink: the urikit functions against Spark's {@code parse_url(url, 'HOST')}, and the
 * urikit functions as typed Java UDFs (the other way to build them), for the choice between the two.
 *
 * <pre>{@code
 * bench/spark.sh                  # local[1], 1,000,000 rows, 7 rounds
 * bench/spark.sh 2000000 9        # rows, rounds
 * }</pre>
 *
 * <p>Reports, per expression, the median over the rounds (the first two are warm-up) of the
 * executor CPU time (the sum of the tasks' {@code executorCpuTime}, which a loaded machine disturbs
 * less than the wall clock) as rows per CPU second, i.e. rows/s per core, and the wall time. The
 * {@code url} row is the cost of the harness itself (scan of the cache and the noop write).
 */
public final class SparkHostBenchmark {
    private SparkHostBenchmark() {
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
        registerUdfs(spark);
        AtomicLong cpu = new AtomicLong();
        spark.sparkContext().addSparkListener(new SparkListener() {
            @Override
            public void onTaskEnd(SparkListenerTaskEnd end) {
                if (end.taskMetrics() != null) {
                    cpu.addAndGet(end.taskMetrics().executorCpuTime());
                }
            }
        });
        Dataset<Row> df = spark.createDataset(data, Encoders.STRING()).toDF("url").repartition(2).cache();
        df.count();
        System.out.printf("kasztp: %,d lines repeated to %,d rows; %s; %d rounds (2 warm-up); Spark %s, Java %s, %d CPUs%n",
                lines.size(), rows, master, rounds, spark.version(), System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        String[] exprs = {
            "url",
            "try_parse_url(url, 'HOST')",
            "uri_host(url)",
            "uri_host_udf(url)",
            "uri_parse(url)",
            "uri_parse_udf(url)",
        };
        Map<String, double[]> cpuSeconds = new LinkedHashMap<>();
        Map<String, double[]> wallSeconds = new LinkedHashMap<>();
        for (String e : exprs) {
            cpuSeconds.put(e, new double[rounds]);
            wallSeconds.put(e, new double[rounds]);
        }
        for (int round = 0; round < rounds; round++) {
            for (String e : exprs) {
                cpu.set(0);
                long t0 = System.nanoTime();
                df.selectExpr(e + " AS x").write().format("noop").mode("overwrite").save();
                wallSeconds.get(e)[round] = (System.nanoTime() - t0) / 1e9;
                sleep(300);                                   // task-end events arrive asynchronously
                cpuSeconds.get(e)[round] = cpu.get() / 1e9;
            }
        }
        System.out.println();
        System.out.println("| expression | CPU s (median) | rows/s per core | net of harness: ns/row | wall s (median) |");
        System.out.println("| --- | ---: | ---: | ---: | ---: |");
        double harness = median(cpuSeconds.get("url"));
        for (String e : exprs) {
            double c = median(cpuSeconds.get(e));
            System.out.printf("| `%s` | %.3f | %,.0f | %s | %.3f |%n", e, c, rows / c,
                    e.equals("url") ? "-" : String.format("%.0f", (c - harness) * 1e9 / rows), median(wallSeconds.get(e)));
        }
        System.out.println();
        differences(spark, df, lines.size());
        spark.stop();
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
                + "FROM (SELECT url, uri_host(url) AS u, try_parse_url(url, 'HOST') AS j FROM kasztp) GROUP BY 1 ORDER BY 2 DESC")
                .collectAsList();
        System.out.println("uri_host vs try_parse_url(url, 'HOST') on the " + distinct + " kasztp lines:");
        for (Row r : rows) {
            System.out.printf("  %-34s %6d   e.g. %s%n", r.getString(0), r.getLong(1), r.getString(2));
        }
    }

    /** The same two functions as typed Java UDFs (Row in and out, converted by Spark), for comparison. */
    private static void registerUdfs(SparkSession spark) {
        spark.udf().register("uri_host_udf", (UDF1<String, String>) s -> {
            if (s == null) {
                return null;
            }
            try {
                Uri u = Uri.parseOrNull(s);
                return u == null ? null : u.host();
            } catch (RuntimeException e) {
                return null;
            }
        }, DataTypes.StringType);
        spark.udf().register("uri_parse_udf", (UDF1<String, Row>) s -> {
            if (s == null) {
                return null;
            }
            ParseResult r = Uri.tryParse(s);
            if (r instanceof ParseResult.Success ok) {
                Uri u = ok.uri();
                return RowFactory.create(u.scheme(), u.userInfo(), u.host(), u.hostKind() == null ? null : u.hostKind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                        u.port(), u.path(), u.query(), u.fragment(), true, null, null);
            }
            ParseResult.Failure f = (ParseResult.Failure) r;
            return RowFactory.create(null, null, null, null, null, null, null, null, false, f.error().name(), f.index());
        }, UriStruct.TYPE);
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
