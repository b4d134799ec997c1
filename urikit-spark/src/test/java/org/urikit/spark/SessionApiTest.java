package org.urikit.spark;

import static org.apache.spark.sql.functions.call_function;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/**
 * The routes into the functions besides SQL text: the DataFrame API, a second registration with
 * password redaction, the {@code spark.sql.extensions} route, and grouping by a function call.
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
        // passwords.tsv pw-01: ftp://foo:secret@host.com/ -> ftp://foo:****@host.com/ (the URL Standard serializes
        // this URL as written, and RFC 3986 normalization leaves it as it is)
        String query = "SELECT uri_parse(url).userinfo, url_whatwg(url).password, url_whatwg(url).href, uri_check(url).target, "
                + "url_whatwg(url, 'http://a/').password, uri_check(url, 'link').target FROM pw";
        assertEquals("[foo:****,****,ftp://foo:****@host.com/,ftp://foo:****@host.com/,****,ftp://foo:****@host.com/]",
                other.sql(query).first().toString());
        assertEquals("[foo:secret,secret,ftp://foo:secret@host.com/,ftp://foo:secret@host.com/,secret,ftp://foo:secret@host.com/]",
                SharedSpark.session().sql(query).first().toString());
    }

    @Test
    void sqlExtensionsRoute() {
        SparkSession shared = SharedSpark.session();
        SparkSession withExtensions = org.apache.spark.sql.classic.SparkSession.builder()
                .sparkContext(shared.sparkContext())
                .withExtensions(new UrikitExtensions())
                .config(UrikitExtensions.REDACT_PASSWORDS, "true")
                .create();
        try {
            Row r = withExtensions.sql("SELECT uri_host('http://[::1]:80/'), uri_parse('ftp://foo:secret@host.com/').userinfo, "
                    + "uri_resolve('http://a/b/c/d;p?q', '../../g'), url_whatwg('ftp://foo:secret@host.com/').password, "
                    + "uri_site('https://www.example.co.uk/')").first();
            // RFC 3986 §5.4.1 "../../g"; public-suffix.tsv psl-co-uk
            assertEquals("[[::1],foo:****,http://a/g,****,example.co.uk]", r.toString());
        } finally {
            SparkSession.setActiveSession(shared);
            SparkSession.setDefaultSession(shared);
        }
    }

    @Test
    void namesListsEveryFunction() {
        assertEquals(List.of("uri_parse", "uri_valid", "uri_host", "uri_normalize", "uri_resolve", "uri_relativize",
                "uri_equivalence_key", "uri_query_param", "uri_redact", "uri_site", "url_whatwg", "uri_check", "uri_extract"),
                UrikitFunctions.names());
        for (String name : UrikitFunctions.names()) {
            assertEquals(true, SharedSpark.session().catalog().functionExists(name), name);
        }
    }
}
