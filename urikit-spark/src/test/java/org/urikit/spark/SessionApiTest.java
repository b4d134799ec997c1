package org.urikit.spark;

import static org.apache.spark.sql.functions.call_function;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/**
 * The routes into the functions besides SQL text: the DataFrame API, registrations with and
 * without password redaction, the session setting, the {@code spark.sql.extensions} route, and
 * grouping by a function call.
 */
class SessionApiTest {
    @Test
    void dataFrameApi() {
        Dataset<Row> df = SharedSpark.strings("pages", List.<String[]>of(
                new String[] {"http://a/b/c/d;p?q"}, new String[] {"HTTP://Example.COM:80/%7euser/./a/../b"}), "url");
        List<Row> rows = df.select(call_function("uri_host", col("url")), expr("uri_resolve(url, '../g')"),
                call_function("uri_normalize", col("url"))).orderBy(col("url")).collectAsList();
        // RFC 3986 §5.4.1 "../g"; README normalize example; "../g" against /%7euser/./a/../b merges to
        // /%7euser/./a/../../g, which §5.2.4 reduces to /g
        assertEquals("[Example.COM,HTTP://Example.COM:80/g,http://example.com/~user/b]", rows.get(0).toString());
        assertEquals("[a,http://a/b/g,http://a/b/c/d;p?q]", rows.get(1).toString());
    }

    @Test
    void groupByTheSameCall() {
        SharedSpark.strings("log", List.<String[]>of(new String[] {"http://a/x"}, new String[] {"http://a/y"},
                new String[] {"https://b/"}, new String[] {"mailto:c@d"}), "url");
        List<Row> rows = SharedSpark.session()
                .sql("SELECT uri_host(url), count(*) FROM log GROUP BY uri_host(url) ORDER BY 1 NULLS FIRST").collectAsList();
        assertEquals("[[null,1], [a,2], [b,1]]", rows.toString());
    }

    @Test
    void registerWithRedactedPasswords() {
        SparkSession other = SharedSpark.session().newSession();   // its own temporary functions
        UrikitFunctions.register(other, true);
        SharedSpark.strings("pw", List.<String[]>of(new String[] {"ftp://foo:secret@host.com/"}), "url");
        other.createDataFrame(SharedSpark.session().table("pw").collectAsList(), SharedSpark.session().table("pw").schema())
                .createOrReplaceTempView("pw");
        // redaction.tsv secret: ftp://foo:secret@host.com/ -> ftp://foo:****@host.com/ (the URL Standard serializes
        // this URL as written, and RFC 3986 normalization leaves it as it is)
        String query = "SELECT uri_parse(url).userinfo, uri_whatwg(url).password, uri_whatwg(url).href, uri_check(url).target, "
                + "uri_whatwg(url, 'http://a/').password, uri_check(url, 'link').target, uri_normalize(url), "
                + "uri_resolve(url, 'x'), uri_equivalence_key(url), uri_extract(url) FROM pw";
        assertEquals("[foo:****,****,ftp://foo:****@host.com/,ftp://foo:****@host.com/,****,ftp://foo:****@host.com/,"
                + "ftp://foo:****@host.com/,ftp://foo:****@host.com/x,ftp://foo:****@host.com/,WrappedArray(ftp://foo:****@host.com/)]",
                normalizeArrays(other.sql(query).first().toString()));
        // register(spark): the session's setting, unset: URI values whole, uri_extract masked
        assertEquals("[foo:secret,secret,ftp://foo:secret@host.com/,ftp://foo:secret@host.com/,secret,ftp://foo:secret@host.com/,"
                + "ftp://foo:secret@host.com/,ftp://foo:secret@host.com/x,ftp://foo:secret@host.com/,WrappedArray(ftp://foo:****@host.com/)]",
                normalizeArrays(SharedSpark.session().sql(query).first().toString()));
        // register(spark, false): asked for, shown everywhere
        UrikitFunctions.register(other, false);
        assertEquals("[ftp://foo:secret@host.com/]", other.sql("SELECT uri_extract(url) FROM pw").first().getList(0).toString());
    }

    /** The setting spark.urikit.redactPasswords of the session, read when a query is analysed (register(spark)). */
    @Test
    void sessionSettingDecidesPasswords() {
        SparkSession other = SharedSpark.session().newSession();
        UrikitFunctions.register(other);
        String query = "SELECT uri_normalize('ftp://foo:secret@host.com/'), uri_extract('at ftp://foo:secret@host.com/')[0]";
        other.conf().set(UrikitExtensions.REDACT_PASSWORDS, "true");
        assertEquals("[ftp://foo:****@host.com/,ftp://foo:****@host.com/]", other.sql(query).first().toString());
        other.conf().set(UrikitExtensions.REDACT_PASSWORDS, "false");
        assertEquals("[ftp://foo:secret@host.com/,ftp://foo:secret@host.com/]", other.sql(query).first().toString());
        other.conf().set(UrikitExtensions.REDACT_PASSWORDS, "yes");    // not "false": masked
        assertEquals("[ftp://foo:****@host.com/,ftp://foo:****@host.com/]", other.sql(query).first().toString());
        other.conf().unset(UrikitExtensions.REDACT_PASSWORDS);
        assertEquals("[ftp://foo:secret@host.com/,ftp://foo:****@host.com/]", other.sql(query).first().toString());
    }

    /** Spark 2.13 prints an array in a row as ArraySeq(...), 2.12 as WrappedArray(...): one form for the comparison. */
    private static String normalizeArrays(String row) {
        return row.replace("ArraySeq(", "WrappedArray(");
    }

    @Test
    void sqlExtensionsRoute() {
        SparkSession shared = SharedSpark.session();
        SparkSession withExtensions = SparkLine.sessionWith(shared.sparkContext(), new UrikitExtensions(),
                java.util.Map.of(UrikitExtensions.REDACT_PASSWORDS, "true", "spark.sql.ansi.enabled", "true"));
        try {
            Row r = withExtensions.sql("SELECT uri_host('http://[::1]:80/'), uri_parse('ftp://foo:secret@host.com/').userinfo, "
                    + "uri_resolve('http://a/b/c/d;p?q', '../../g'), uri_whatwg('ftp://foo:secret@host.com/').password, "
                    + "uri_site('https://www.example.co.uk/'), try_uri_host('http://h:x/'), url_whatwg('http://0x7f.1/').hostname").first();
            // RFC 3986 §5.4.1 "../../g"; public-suffix.tsv psl-co-uk; functions.tsv host-try, whatwg-old-name
            assertEquals("[[::1],foo:****,http://a/g,****,example.co.uk,null,127.0.0.1]", r.toString());
            // the extension's functions are documented too
            String usage = withExtensions.sql("DESCRIBE FUNCTION uri_host").collectAsList().toString();
            assertTrue(usage.contains("Usage: uri_host(s) - Returns the host"), usage);
        } finally {
            SparkSession.setActiveSession(shared);
            SparkSession.setDefaultSession(shared);
        }
    }

    @Test
    void namesListsEveryFunction() {
        assertEquals(List.of("uri_parse", "uri_valid", "uri_host", "try_uri_host", "uri_normalize", "try_uri_normalize",
                "uri_resolve", "try_uri_resolve", "uri_relativize", "try_uri_relativize", "uri_equivalence_key",
                "try_uri_equivalence_key", "uri_query_param", "try_uri_query_param", "uri_redact", "uri_site", "try_uri_site",
                "uri_whatwg", "url_whatwg", "uri_check", "try_uri_check", "uri_extract"), UrikitFunctions.names());
        for (String name : UrikitFunctions.names()) {
            assertEquals(true, SharedSpark.session().catalog().functionExists(name), name);
        }
    }
}
