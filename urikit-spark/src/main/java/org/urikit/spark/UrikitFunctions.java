package org.urikit.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.spark.sql.SparkSession;

/**
 * Registers urikit's URI functions (RFC 3986 parsing, resolution, relativization, normalization
 * and equivalence; the Public Suffix List, the WHATWG URL Standard, the security inspector and
 * URIs in running text) with a Spark session, for SQL, the DataFrame API and PySpark:
 *
 * <pre>{@code
 * UrikitFunctions.register(spark);
 * spark.sql("SELECT uri_host(url), count(*) FROM logs GROUP BY uri_host(url)");
 * df.select(functions.call_function("uri_normalize", col("url")));
 * df.selectExpr("uri_resolve(page, href) AS target");
 * }</pre>
 *
 * <p>From PySpark: {@code spark.sparkContext._jvm.org.urikit.spark.UrikitFunctions.register(spark._jsparkSession)},
 * or start the session with {@code spark.sql.extensions=org.urikit.spark.UrikitExtensions}, which
 * needs no code at all ({@link UrikitExtensions}).
 *
 * <p>The functions (every argument is a string; other types are cast to string; a NULL argument
 * gives NULL; text that is not a URI reference gives NULL, or {@code valid = false} with the error
 * in {@code uri_parse}, and never fails the query):
 * <ul>
 *   <li>{@code uri_parse(s)}: {@code struct<scheme, userinfo, host, host_type, port, path, query,
 *       fragment, valid, error, error_index>}, the raw components (RFC 3986 §3);</li>
 *   <li>{@code uri_valid(s)}: boolean;</li>
 *   <li>{@code uri_host(s)}: the raw host, brackets kept for an IP literal;</li>
 *   <li>{@code uri_normalize(s [, level])}: RFC 3986 §6.2.2, and §6.2.3 at level {@code scheme} (default);</li>
 *   <li>{@code uri_resolve(base, ref)}: RFC 3986 §5.2;</li>
 *   <li>{@code uri_relativize(base, target)}: the shortest reference from base to target;</li>
 *   <li>{@code uri_equivalence_key(s [, level])}: the key equal for equivalent references (§6.2);</li>
 *   <li>{@code uri_query_param(s, name)}: the decoded value of the first parameter {@code name};</li>
 *   <li>{@code uri_redact(s)}: the text with a non-empty password replaced by {@code ****};</li>
 *   <li>{@code uri_site(s)}: the registrable domain of the host (Public Suffix List);</li>
 *   <li>{@code url_whatwg(s [, base])}: {@code struct<href, origin, protocol, username, password,
 *       host, hostname, port, pathname, search, hash, valid, error>}, the URL Standard's reading
 *       (the {@code URL} API's attributes, or the name of the validation error that failed it);</li>
 *   <li>{@code uri_check(s [, policy])}: {@code struct<verdict, findings, target, host,
 *       address_class, site>}, the security inspector's answer under the policy {@code fetch}
 *       (default) or {@code link}; any text gets an answer;</li>
 *   <li>{@code uri_extract(text)}: {@code array<string>}, the URI references found in running text.</li>
 * </ul>
 *
 * <p><b>Passwords.</b> {@code uri_parse} returns the userinfo raw, password included, as the
 * library's {@code Uri.userInfo()} does (RFC 3986 §3.2.1 deprecates {@code user:password} but the
 * text is what it is), and so do {@code url_whatwg} ({@code password}, {@code href}) and
 * {@code uri_check} ({@code target}); {@code register(spark, true)} registers versions of these
 * three that replace a non-empty password by {@code ****} instead. The other functions return URIs
 * whole (a normalized URI keeps its password); wrap them in {@code uri_redact} before showing or
 * logging them.
 *
 * <p>The functions are native Catalyst expressions (generated code calls the library directly on
 * Spark's UTF-8 strings), registered as temporary functions of the session; they use Catalyst's
 * developer API, so this jar is built for one Spark line (the version in the README).
 */
public final class UrikitFunctions {
    private UrikitFunctions() {
    }

    /** Registers every function with {@code spark}; passwords are returned as written (see the class comment). */
    public static void register(SparkSession spark) {
        register(spark, false);
    }

    /**
     * Registers every function with {@code spark}. With {@code redactPasswords}, a non-empty password
     * is replaced by {@code ****} (RFC 3986 §7.5) in {@code uri_parse}'s {@code userinfo},
     * {@code url_whatwg}'s {@code password} and {@code href}, and {@code uri_check}'s {@code target}.
     * Registering again replaces the functions (so the last call's choice holds).
     */
    public static void register(SparkSession spark, boolean redactPasswords) {
        Objects.requireNonNull(spark, "spark");
        for (UriFunction f : UriFunction.values()) {
            spark.sessionState().functionRegistry().createOrReplaceTempFunction(f.sqlName(), f.builder(redactPasswords), "scala_udf");
        }
    }

    /** The names of the functions {@link #register} registers, in the order of the table above. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (UriFunction f : UriFunction.values()) {
            names.add(f.sqlName());
        }
        return List.copyOf(names);
    }
}
