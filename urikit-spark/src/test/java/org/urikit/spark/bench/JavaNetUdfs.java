package org.urikit.spark.bench;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.types.DataTypes;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.spark.internal.UriStruct;

/**
 * The comparators of {@link SparkFunctionsBenchmark} where Spark has no built-in: Java UDFs doing
 * what the urikit function does with {@code java.net.URI} (RFC 2396), as an application without
 * urikit would write them, NULL for what it rejects; and {@code uri_host}/{@code uri_parse} as
 * typed UDFs over the library, against the native expressions.
 *
 * <pre>{@code
 * JavaNetUdfs.register(spark);
 * spark.sql("SELECT jnu_normalize(url) FROM t");
 * }</pre>
 */
final class JavaNetUdfs {
    private JavaNetUdfs() {
    }

    static void register(SparkSession spark) {
        spark.udf().register("jnu_parse", (UDF1<String, Row>) s -> {
            try {
                URI u = new URI(s);
                return RowFactory.create(u.getScheme(), u.getRawUserInfo(), u.getHost(), null,
                        u.getPort() < 0 ? null : Integer.toString(u.getPort()), u.getRawPath(), u.getRawQuery(),
                        u.getRawFragment(), true, null, null);
            } catch (URISyntaxException e) {
                return RowFactory.create(null, null, null, null, null, null, null, null, false, e.getReason(), e.getIndex());
            }
        }, UriStruct.TYPE);
        spark.udf().register("jnu_valid", (UDF1<String, Boolean>) s -> uri(s) != null, DataTypes.BooleanType);
        spark.udf().register("jnu_normalize", (UDF1<String, String>) s -> {
            URI u = uri(s);
            return u == null ? null : u.normalize().toString();
        }, DataTypes.StringType);
        spark.udf().register("jnu_resolve", (UDF2<String, String, String>) (b, r) -> {
            URI base = uri(b);
            URI ref = uri(r);
            return base == null || ref == null ? null : base.resolve(ref).toString();
        }, DataTypes.StringType);
        spark.udf().register("jnu_relativize", (UDF2<String, String, String>) (b, t) -> {
            URI base = uri(b);
            URI target = uri(t);
            return base == null || target == null ? null : base.relativize(target).toString();
        }, DataTypes.StringType);
        spark.udf().register("jnu_key", (UDF1<String, String>) s -> {
            URI u = uri(s);
            if (u == null) {
                return null;
            }
            URI n = u.normalize();
            StringBuilder k = new StringBuilder();
            if (n.getScheme() != null) {
                k.append(n.getScheme().toLowerCase(Locale.ROOT)).append(':');
            }
            if (n.getRawAuthority() != null) {
                k.append("//").append(n.getRawAuthority().toLowerCase(Locale.ROOT));
            }
            k.append(n.isOpaque() ? n.getRawSchemeSpecificPart() : n.getRawPath());
            if (n.getRawQuery() != null && !n.isOpaque()) {
                k.append('?').append(n.getRawQuery());
            }
            if (n.getRawFragment() != null) {
                k.append('#').append(n.getRawFragment());
            }
            return k.toString();
        }, DataTypes.StringType);
        spark.udf().register("jnu_check", (UDF1<String, String>) s -> {
            URI u = uri(s);
            if (u == null || u.getScheme() == null || u.getHost() == null) {
                return "deny";
            }
            String scheme = u.getScheme().toLowerCase(Locale.ROOT);
            String host = u.getHost().toLowerCase(Locale.ROOT);
            boolean internal = host.equals("localhost") || host.startsWith("127.") || host.startsWith("10.")
                    || host.startsWith("192.168.") || host.startsWith("169.254.") || host.equals("[::1]");
            return (scheme.equals("http") || scheme.equals("https")) && !internal ? "allow" : "deny";
        }, DataTypes.StringType);
        // the library as typed UDFs: Row in and out, converted by Spark
        spark.udf().register("uri_host_udf", (UDF1<String, String>) s -> {
            Uri u = s == null ? null : Uri.parseOrNull(s);
            return u == null ? null : u.host();
        }, DataTypes.StringType);
        spark.udf().register("uri_parse_udf", (UDF1<String, Row>) s -> {
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

    /** {@code s} as a {@code java.net.URI}, or null when it rejects it. */
    private static URI uri(String s) {
        try {
            return s == null ? null : new URI(s);
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
