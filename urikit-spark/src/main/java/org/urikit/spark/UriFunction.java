package org.urikit.spark;

import java.util.List;
import java.util.function.BiFunction;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.urikit.spark.internal.UriCheck;
import org.urikit.spark.internal.UriEquivalenceKey;
import org.urikit.spark.internal.UriExtract;
import org.urikit.spark.internal.UriHost;
import org.urikit.spark.internal.UriNormalize;
import org.urikit.spark.internal.UriParse;
import org.urikit.spark.internal.UriQueryParam;
import org.urikit.spark.internal.UriRedact;
import org.urikit.spark.internal.UriRelativize;
import org.urikit.spark.internal.UriResolve;
import org.urikit.spark.internal.UriSite;
import org.urikit.spark.internal.UriValid;
import org.urikit.spark.internal.UrlWhatwg;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The SQL functions, one constant each: name, accepted argument counts and how to build the
 * expression. Both registration routes ({@link UrikitFunctions#register} and
 * {@link UrikitExtensions}) read this table, so a function added here exists in both.
 *
 * <pre>{@code
 * UriFunction.URI_HOST.build(List.of(col), false);   // the expression behind uri_host(col)
 * }</pre>
 */
enum UriFunction {
    URI_PARSE("uri_parse", 1, 1, (a, redact) -> new UriParse(a.get(0), redact)),
    URI_VALID("uri_valid", 1, 1, (a, redact) -> new UriValid(a.get(0))),
    URI_HOST("uri_host", 1, 1, (a, redact) -> new UriHost(a.get(0))),
    URI_NORMALIZE("uri_normalize", 1, 2,
            (a, redact) -> a.size() == 1 ? new UriNormalize(a.get(0)) : new UriNormalize(a.get(0), a.get(1))),
    URI_RESOLVE("uri_resolve", 2, 2, (a, redact) -> new UriResolve(a.get(0), a.get(1))),
    URI_RELATIVIZE("uri_relativize", 2, 2, (a, redact) -> new UriRelativize(a.get(0), a.get(1))),
    URI_EQUIVALENCE_KEY("uri_equivalence_key", 1, 2,
            (a, redact) -> a.size() == 1 ? new UriEquivalenceKey(a.get(0)) : new UriEquivalenceKey(a.get(0), a.get(1))),
    URI_QUERY_PARAM("uri_query_param", 2, 2, (a, redact) -> new UriQueryParam(a.get(0), a.get(1))),
    URI_REDACT("uri_redact", 1, 1, (a, redact) -> new UriRedact(a.get(0))),
    URI_SITE("uri_site", 1, 1, (a, redact) -> new UriSite(a.get(0))),
    URL_WHATWG("url_whatwg", 1, 2,
            (a, redact) -> a.size() == 1 ? new UrlWhatwg(a.get(0), redact) : new UrlWhatwg(a.get(0), a.get(1), redact)),
    URI_CHECK("uri_check", 1, 2,
            (a, redact) -> a.size() == 1 ? new UriCheck(a.get(0), redact) : new UriCheck(a.get(0), a.get(1), redact)),
    URI_EXTRACT("uri_extract", 1, 1, (a, redact) -> new UriExtract(a.get(0)));

    private final String sqlName;
    private final int minArgs;
    private final int maxArgs;
    private final BiFunction<List<Expression>, Boolean, Expression> factory;

    UriFunction(String sqlName, int minArgs, int maxArgs, BiFunction<List<Expression>, Boolean, Expression> factory) {
        this.sqlName = sqlName;
        this.minArgs = minArgs;
        this.maxArgs = maxArgs;
        this.factory = factory;
    }

    String sqlName() {
        return sqlName;
    }

    /** The expression for {@code args}; a wrong argument count is Spark's {@code WRONG_NUM_ARGS} analysis error. */
    Expression build(List<Expression> args, boolean redactPasswords) {
        if (args.size() < minArgs || args.size() > maxArgs) {
            String expected = minArgs == maxArgs ? Integer.toString(minArgs) : "[" + minArgs + ", " + maxArgs + "]";
            throw UriFunction.<RuntimeException>unchecked(new AnalysisException("WRONG_NUM_ARGS.WITHOUT_SUGGESTION", CollectionConverters.asScala(java.util.Map.of(
                    "functionName", "`" + sqlName + "`",
                    "expectedNum", expected,
                    "actualNum", Integer.toString(args.size()),
                    "docroot", "https://github.com/urikit/urikit/blob/main/urikit-spark")).toMap(scala.$less$colon$less$.MODULE$.refl())));
        }
        return factory.apply(args, redactPasswords);
    }

    /**
     * Throws {@code e} without declaring it: Spark's {@code AnalysisException} is checked for javac
     * but Scala callers (the analyzer) expect it thrown from a function builder as it is.
     */
    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E unchecked(Throwable e) throws E {
        throw (E) e;
    }

    /** {@link #build} as the builder Spark's function registry takes. */
    scala.Function1<scala.collection.immutable.Seq<Expression>, Expression> builder(boolean redactPasswords) {
        return new Builder(this, redactPasswords);
    }

    /** A serializable builder (Spark may ship function builders with a session's state). */
    private record Builder(UriFunction function, boolean redactPasswords)
            implements scala.Function1<scala.collection.immutable.Seq<Expression>, Expression>, java.io.Serializable {
        @Override
        public Expression apply(scala.collection.immutable.Seq<Expression> args) {
            return function.build(CollectionConverters.asJava(args), redactPasswords);
        }
    }
}
