package org.urikit.spark;

import static org.apache.spark.sql.functions.call_function;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.first;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min_by;
import static org.apache.spark.sql.functions.monotonically_increasing_id;
import static org.apache.spark.sql.functions.when;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A {@code spark-submit} job that deduplicates URLs by equivalence (RFC 3986 §6.2): it reads text
 * (one URL per line) or Parquet (a string column) and writes Parquet with one row per equivalence
 * class: {@code canonical} (the class's normalized form, {@code uri_equivalence_key}),
 * {@code valid}, {@code count} (how many input rows fell in the class) and {@code first_seen} (the
 * first of them in input order, as written).
 *
 * <pre>{@code
 * spark-submit --class org.urikit.spark.UriDedupeJob urikit-spark.jar --input urls.txt --output classes/
 * spark-submit --class org.urikit.spark.UriDedupeJob urikit-spark.jar \
 *     --input crawl.parquet --format parquet --column target_url --level syntax --output classes/ --overwrite
 *
 * // from code, on a session of your own:
 * Dataset<Row> classes = UriDedupeJob.dedupe(urls, "scheme", false);   // urls: a Dataset with a string column "url"
 * }</pre>
 *
 * <p>Text that is neither a URI nor an IRI reference is not dropped: it forms classes by its exact text, with
 * {@code canonical} NULL and {@code valid} false. NULL rows (Parquet) and empty lines (text) are
 * skipped. Input order is the order of the files and of the lines in them, as Spark reads them;
 * {@code count} adds up to the number of rows read.
 *
 * <p>Argument errors print the message and the usage on stderr, exit status 2, without a stack
 * trace; a failing job (unreadable input, an output directory already there without
 * {@code --overwrite}) prints Spark's message and exits with 3.
 */
public final class UriDedupeJob {
    /** The exit status of a usage error. */
    public static final int USAGE = 2;
    /** The exit status of a job that failed. */
    public static final int FAILURE = 3;

    private UriDedupeJob() {
    }

    /** Runs the job with the arguments of {@code spark-submit ... urikit-spark.jar ARGS} and exits with its status. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        int status = run(args, out, err, () -> SparkSession.builder().appName("urikit UriDedupeJob").getOrCreate());
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * Runs the job: parses {@code args}, takes a session from {@code sessions} (only once the
     * arguments are valid), registers the functions, writes the classes and prints a summary line.
     *
     * @return 0, {@link #USAGE} or {@link #FAILURE}
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Supplier<SparkSession> sessions) {
        DedupeOptions options = new DedupeOptions();
        CommandLine cli = new CommandLine(options);
        try {
            cli.parseArgs(args);
        } catch (ParameterException e) {
            err.println("UriDedupeJob: " + e.getMessage());
            cli.usage(err);
            return USAGE;
        }
        if (cli.isUsageHelpRequested()) {
            cli.usage(out);
            return 0;
        }
        if (cli.isVersionHelpRequested()) {
            cli.printVersionHelp(out);
            return 0;
        }
        String problem = options.validate();
        if (problem != null) {
            err.println("UriDedupeJob: " + problem);
            cli.usage(err);
            return USAGE;
        }
        try {
            SparkSession spark = sessions.get();
            UrikitFunctions.register(spark, false);      // exact keys; --redact-passwords masks the output
            Dataset<Row> classes = dedupe(read(spark, options), options.level, options.redactPasswords);
            classes.write().mode(options.overwrite ? SaveMode.Overwrite : SaveMode.ErrorIfExists).parquet(options.output);
            Row total = spark.read().parquet(options.output)
                    .agg(count(lit(1)), org.apache.spark.sql.functions.sum("count"),
                            org.apache.spark.sql.functions.sum(when(col("valid"), lit(0L)).otherwise(col("count"))))
                    .first();
            out.printf("UriDedupeJob: %d rows (%d not URI references) in %d classes -> %s%n",
                    total.isNullAt(1) ? 0L : total.getLong(1), total.isNullAt(2) ? 0L : total.getLong(2),
                    total.getLong(0), options.output);
            return 0;
        } catch (Exception e) {             // Spark's AnalysisException is checked; report, no stack trace
            err.println("UriDedupeJob: the job failed: " + e.getMessage());
            return FAILURE;
        }
    }

    /**
     * The equivalence classes of the string column {@code url} of {@code urls}, in the order the
     * rows come: {@code canonical, valid, count, first_seen}. The session must have the urikit
     * functions registered with passwords shown ({@code UrikitFunctions.register(spark, false)}):
     * with masked passwords, references that differ only in the password fall into one class. An
     * IRI (RFC 3987) is grouped by the URI it maps to; text that is neither a URI nor an IRI
     * reference by its exact text ({@code try_uri_equivalence_key}, whatever the ANSI mode).
     *
     * @param level {@code string}, {@code syntax} or {@code scheme} (RFC 3986 §6.2.1 to §6.2.3)
     * @param redactPasswords write {@code canonical} and {@code first_seen} with {@code uri_redact}
     *     (RFC 3986 §7.5), which masks the password of invalid text by the same rule
     */
    public static Dataset<Row> dedupe(Dataset<Row> urls, String level, boolean redactPasswords) {
        Column url = col("url");
        Column key = call_function("try_uri_equivalence_key", url, lit(level));
        Dataset<Row> keyed = urls.where(url.isNotNull())
                .withColumn("_order", monotonically_increasing_id())
                .withColumn("_key", key)
                .withColumn("valid", key.isNotNull())
                .withColumn("_group", coalesce(col("_key"), url));
        Dataset<Row> classes = keyed.groupBy(col("_group"), col("valid"))
                .agg(first(col("_key")).as("canonical"), count(lit(1)).as("count"),
                        min_by(url, col("_order")).as("first_seen"));
        Column canonical = col("canonical");
        Column firstSeen = col("first_seen");
        if (redactPasswords) {
            canonical = call_function("uri_redact", canonical);
            firstSeen = call_function("uri_redact", firstSeen);
        }
        return classes.select(canonical.as("canonical"), col("valid"), col("count"), firstSeen.as("first_seen"));
    }

    private static Dataset<Row> read(SparkSession spark, DedupeOptions options) {
        String[] paths = options.inputs.toArray(new String[0]);
        if (options.format.equals("parquet")) {
            return spark.read().parquet(paths).select(col(options.column).cast("string").as("url"));
        }
        return spark.read().text(paths).select(col("value").as("url")).where(col("url").notEqual(lit("")));
    }
}
