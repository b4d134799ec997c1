/**
 * urikit for Spark SQL: URI functions for crawl-scale data ({@code uri_parse}, {@code uri_host},
 * {@code uri_normalize}, {@code uri_resolve}, {@code uri_site}, {@code uri_whatwg},
 * {@code uri_check}, {@code uri_extract}, ...) with their {@code try_} twins, and a deduplication
 * job; one jar per Spark line ({@code urikit-spark-3.5_2.12}, {@code urikit-spark-3.5_2.13},
 * {@code urikit-spark-4_2.13}).
 *
 * <pre>{@code
 * UrikitFunctions.register(spark);
 * spark.sql("SELECT try_uri_equivalence_key(url) AS key, count(*) FROM crawl GROUP BY 1");
 * spark.sql("SELECT uri_site(url) AS site, count(*) FROM crawl WHERE uri_check(url).verdict = 'allow' GROUP BY 1");
 * spark.sql("SELECT explode(uri_extract(body)) AS link FROM mails");
 * spark.sql("DESCRIBE FUNCTION EXTENDED uri_host").show(false);
 * }</pre>
 *
 * <p>{@link org.urikit.spark.UrikitFunctions} registers the functions with a session,
 * {@link org.urikit.spark.UrikitExtensions} with every session of an application (the
 * {@code spark.sql.extensions} setting), and {@link org.urikit.spark.UriDedupeJob} is a
 * {@code spark-submit} job that groups URLs by RFC 3986 §6.2 equivalence. The library's parser is
 * RFC 3986's, and text that is no URI is read as an IRI (RFC 3987) where it is one; Spark's
 * {@code parse_url} uses {@code java.net.URI} (RFC 2396) instead. {@code uri_whatwg} reads URLs
 * as browsers do (the WHATWG URL Standard), {@code uri_check} asks the library's security
 * inspector whether a URL is safe to fetch or to show as a link, {@code uri_site} gives the
 * registrable domain from the Public Suffix List bundled in the jar, and {@code uri_extract} finds
 * the references in running text. The functions follow Spark's conventions: errors in ANSI mode,
 * {@code try_} twins, documentation in {@code DESCRIBE FUNCTION EXTENDED}.
 */
package org.urikit.spark;
