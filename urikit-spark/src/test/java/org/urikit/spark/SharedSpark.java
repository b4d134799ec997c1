package org.urikit.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The one {@code local[2]} SparkSession of the test JVM (surefire runs every test class of the
 * module in one fork), with the urikit functions registered; stopped when the JVM exits. ANSI
 * mode is off, as Spark 3.5 has it by default (Spark 4 has it on), so that the data-driven tests
 * see NULL for text a function cannot read on every line; {@code AnsiTest} turns it on.
 *
 * <pre>{@code
 * SparkSession spark = SharedSpark.session();
 * SharedSpark.strings("t", List.of(new String[] {"c1", "http://a/"}), "id", "url");   // a temporary view
 * }</pre>
 */
final class SharedSpark {
    private static SparkSession spark;

    private SharedSpark() {
    }

    static synchronized SparkSession session() {
        if (spark == null) {
            Path warehouse;
            try {
                warehouse = Files.createTempDirectory("urikit-spark-warehouse");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            spark = SparkSession.builder()
                    .master("local[2]")
                    .appName("urikit-spark tests")
                    .config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.sql.warehouse.dir", warehouse.toString())
                    .config("spark.sql.ansi.enabled", "false")
                    .getOrCreate();
            UrikitFunctions.register(spark);
            SparkSession s = spark;
            Runtime.getRuntime().addShutdownHook(new Thread(s::stop));
        }
        return spark;
    }

    /** {@code body} with {@code settings} set on the session, which then has its earlier values back. */
    static <T> T withSettings(Map<String, String> settings, java.util.function.Supplier<T> body) {
        SparkSession spark = session();
        Map<String, String> old = new HashMap<>();
        settings.forEach((k, v) -> {
            old.put(k, spark.conf().get(k, null));
            spark.conf().set(k, v);
        });
        try {
            return body.get();
        } finally {
            old.forEach((k, v) -> {
                if (v == null) {
                    spark.conf().unset(k);
                } else {
                    spark.conf().set(k, v);
                }
            });
        }
    }

    /** A temporary view {@code name} of string columns {@code columns} holding {@code rows}. */
    static Dataset<Row> strings(String name, List<String[]> rows, String... columns) {
        StructType schema = new StructType();
        for (String c : columns) {
            schema = schema.add(c, DataTypes.StringType);
        }
        List<Row> data = new ArrayList<>(rows.size());
        for (String[] r : rows) {
            data.add(RowFactory.create((Object[]) r));
        }
        Dataset<Row> df = session().createDataFrame(data, schema);
        df.createOrReplaceTempView(name);
        return df;
    }
}
