package org.urikit.spark.bench;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.urikit.spark.UrikitFunctions;

/**
 * Prints {@code try_uri_host(url)} beside Spark's {@code try_parse_url(url, 'HOST')} (which uses
 * {@code java.net.URI}, RFC 2396) for the inputs where RFC 3986 and {@code java.net.URI} read a
 * host differently, as a Markdown table for the README.
 *
 * <pre>{@code
 * bench/spark.sh --differences
 * }</pre>
 */
public final class ParseUrlDifferences {
    static final String[] INPUTS = {
        "http://[fe80::1%25eth0]:8080/",
        "http://[fe80::1%eth0]/",
        "http://h:/",
        "http://-x.example/",
        "http://a%2Eb/",
        "http://[v1.fe]/",
        "file:///etc/motd",
        "http:///a",
        "http://my_host.example/",
        "http://1.2.3.4.5/",
        "http://例え.テスト/",
        "http://a b/",
        "http://h:x/",
        "http://example.com:99999/",
        "//cdn.example/lib.js",
        "http://[::1]/",
    };

    private ParseUrlDifferences() {
    }

    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().master("local[1]").config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1").getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
        UrikitFunctions.register(spark);
        List<Row> rows = new ArrayList<>();
        for (String s : INPUTS) {
            rows.add(RowFactory.create(s));
        }
        spark.createDataFrame(rows, new StructType().add("url", DataTypes.StringType)).createOrReplaceTempView("inputs");
        System.out.println("| input | `try_uri_host` | `try_parse_url(url, 'HOST')` | `parse_url` (ANSI, Spark 4 default) |");
        System.out.println("| --- | --- | --- | --- |");
        for (Row r : spark.sql("SELECT url, try_uri_host(url), try_parse_url(url, 'HOST') FROM inputs").collectAsList()) {
            String ansi;
            try {
                Row a = spark.sql("SELECT parse_url('" + r.getString(0).replace("'", "\\'") + "', 'HOST')").first();
                ansi = a.isNullAt(0) ? "NULL" : "`" + a.getString(0) + "`";
            } catch (RuntimeException e) {
                ansi = "error: " + e.getMessage().replaceAll(" .*", "").replaceAll("\\s+", " ");
            }
            System.out.printf("| `%s` | %s | %s | %s |%n", r.getString(0), cell(r, 1), cell(r, 2), ansi);
        }
        spark.stop();
    }

    private static String cell(Row r, int i) {
        return r.isNullAt(i) ? "NULL" : "`" + r.getString(i) + "`";
    }
}
