package org.urikit.spark;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.urikit.spark.internal.Call;
import org.urikit.spark.internal.UriCheck;
import org.urikit.spark.internal.UriEquivalenceKey;
import org.urikit.spark.internal.UriExtract;
import org.urikit.spark.internal.UriHost;
import org.urikit.spark.internal.UriKernels;
import org.urikit.spark.internal.UriNormalize;
import org.urikit.spark.internal.UriParse;
import org.urikit.spark.internal.UriQueryParam;
import org.urikit.spark.internal.UriRedact;
import org.urikit.spark.internal.UriRelativize;
import org.urikit.spark.internal.UriResolve;
import org.urikit.spark.internal.UriSite;
import org.urikit.spark.internal.UriValid;
import org.urikit.spark.internal.UriWhatwg;
import org.urikit.spark.internal.WebKernels;

/**
 * The SQL functions, one constant each: name, accepted argument counts, documentation, whether it
 * masks passwords by default, and how to build the expression. A function whose documentation has
 * a {@link FunctionDoc#failure()} can fail on its input and gets a {@code try_} twin. Both
 * registration routes ({@link UrikitFunctions#register} and {@link UrikitExtensions}) read this
 * table through {@link SqlFunction#all()}, so a function added here exists in both.
 *
 * <pre>{@code
 * UriFunction.URI_HOST.build(List.of(col), new Call("uri_host", true, false));   // the expression behind uri_host(col)
 * }</pre>
 */
enum UriFunction {
    URI_PARSE("uri_parse", 1, 2, FunctionDocs.URI_PARSE, UriParse.class, Choice.READING,
            (a, c) -> a.size() == 1 ? new UriParse(a.get(0), c) : new UriParse(a.get(0), a.get(1), c)),
    URI_VALID("uri_valid", 1, 2, FunctionDocs.URI_VALID, UriValid.class, Choice.READING,
            (a, c) -> a.size() == 1 ? new UriValid(a.get(0), c) : new UriValid(a.get(0), a.get(1), c)),
    URI_HOST("uri_host", 1, 1, FunctionDocs.URI_HOST, UriHost.class, null, (a, c) -> new UriHost(a.get(0), c)),
    URI_NORMALIZE("uri_normalize", 1, 2, FunctionDocs.URI_NORMALIZE, UriNormalize.class, Choice.NORMALIZE_LEVEL,
            (a, c) -> a.size() == 1 ? new UriNormalize(a.get(0), c) : new UriNormalize(a.get(0), a.get(1), c)),
    URI_RESOLVE("uri_resolve", 2, 2, FunctionDocs.URI_RESOLVE, UriResolve.class, null,
            (a, c) -> new UriResolve(a.get(0), a.get(1), c)),
    URI_RELATIVIZE("uri_relativize", 2, 2, FunctionDocs.URI_RELATIVIZE, UriRelativize.class, null,
            (a, c) -> new UriRelativize(a.get(0), a.get(1), c)),
    URI_EQUIVALENCE_KEY("uri_equivalence_key", 1, 2, FunctionDocs.URI_EQUIVALENCE_KEY, UriEquivalenceKey.class,
            Choice.KEY_LEVEL,
            (a, c) -> a.size() == 1 ? new UriEquivalenceKey(a.get(0), c) : new UriEquivalenceKey(a.get(0), a.get(1), c)),
    URI_QUERY_PARAM("uri_query_param", 2, 2, FunctionDocs.URI_QUERY_PARAM, UriQueryParam.class, null,
            (a, c) -> new UriQueryParam(a.get(0), a.get(1), c)),
    URI_REDACT("uri_redact", 1, 1, FunctionDocs.URI_REDACT, UriRedact.class, null, (a, c) -> new UriRedact(a.get(0), c)),
    URI_SITE("uri_site", 1, 1, FunctionDocs.URI_SITE, UriSite.class, null, (a, c) -> new UriSite(a.get(0), c)),
    URI_WHATWG("uri_whatwg", 1, 2, FunctionDocs.URI_WHATWG, UriWhatwg.class, null,
            (a, c) -> a.size() == 1 ? new UriWhatwg(a.get(0), c) : new UriWhatwg(a.get(0), a.get(1), c)),
    URI_CHECK("uri_check", 1, 3, FunctionDocs.URI_CHECK, UriCheck.class, Choice.POLICY, (a, c) -> switch (a.size()) {
        case 1 -> new UriCheck(a.get(0), c);
        case 2 -> new UriCheck(a.get(0), a.get(1), c);
        default -> new UriCheck(a.get(0), a.get(1), a.get(2), c);
    }),
    URI_EXTRACT("uri_extract", 1, 1, FunctionDocs.URI_EXTRACT, UriExtract.class, null, (a, c) -> new UriExtract(a.get(0), c));

    /** The deprecated name of {@link #URI_WHATWG} (0.2.0), registered beside it until 0.4.0. */
    static final String URL_WHATWG = "url_whatwg";

    private final String sqlName;
    private final int minArgs;
    private final int maxArgs;
    private final FunctionDoc doc;
    private final Class<? extends Expression> expression;
    private final Choice choice;
    private final BiFunction<List<Expression>, Call, Expression> factory;

    UriFunction(String sqlName, int minArgs, int maxArgs, FunctionDoc doc, Class<? extends Expression> expression,
            Choice choice, BiFunction<List<Expression>, Call, Expression> factory) {
        this.sqlName = sqlName;
        this.minArgs = minArgs;
        this.maxArgs = maxArgs;
        this.doc = doc;
        this.expression = expression;
        this.choice = choice;
        this.factory = factory;
    }

    /**
     * The second argument that takes one of a few words (a level, a policy, a reading), checked when
     * the query is analysed if it is written as a literal: a typo fails the query instead of giving
     * NULL on every row. From a column (or any other expression) an unknown word gives NULL, as
     * Spark's own {@code parse_url} does with an unknown part.
     */
    enum Choice {
        READING("reading", "uri, iri", v -> UriKernels.iriReading(v) != null),
        NORMALIZE_LEVEL("level", "syntax, scheme", v -> UriKernels.normalizeLevel(v) != null),
        KEY_LEVEL("level", "string, syntax, scheme", v -> UriKernels.equivalenceLevel(v) != null),
        POLICY("policy", "fetch, link", v -> WebKernels.policy(v) != null);

        private final String parameter;
        private final String expected;
        private final Predicate<String> known;

        Choice(String parameter, String expected, Predicate<String> known) {
            this.parameter = parameter;
            this.expected = expected;
            this.known = known;
        }

        /** The problem with a literal {@code value} of the argument, or null when it is known. */
        String problem(Object value) {
            return value == null || known.test(value.toString()) ? null
                    : "unknown " + parameter + " '" + value + "' (expected one of " + expected + ")";
        }

        String parameter() {
            return parameter;
        }
    }

    /** The word argument at index 1, or null when the function has none. */
    Choice choice() {
        return choice;
    }

    String sqlName() {
        return sqlName;
    }

    int minArgs() {
        return minArgs;
    }

    int maxArgs() {
        return maxArgs;
    }

    FunctionDoc doc() {
        return doc;
    }

    /** The class of the expression, which DESCRIBE FUNCTION shows. */
    String className() {
        return expression.getName();
    }

    /** Whether the function can fail on its input (ANSI mode) and so has a {@code try_} twin. */
    boolean canFail() {
        return doc.failure() != null;
    }

    /**
     * Whether the function masks passwords when neither the session setting nor the registration
     * says: only {@code uri_extract}, whose input is running text where a password is incidental
     * (the functions that return a URI value return it whole unless asked to mask).
     */
    boolean masksByDefault() {
        return this == URI_EXTRACT;
    }

    /** The expression for {@code args} (already counted) behaving as {@code call} says. */
    Expression build(List<Expression> args, Call call) {
        return factory.apply(args, call);
    }
}
