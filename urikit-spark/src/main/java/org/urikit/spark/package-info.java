/**
 * urikit for Spark SQL: URI functions for crawl-scale data ({@code uri_parse}, {@code uri_host},
 * {@code uri_normalize}, {@code uri_resolve}, ...) and a deduplication job.
 *
 * <pre>{@code
 * UrikitFunctions.register(spark);
 * spark.sql("SELECT uri_equivalence_key(url) AS key, count(*) FROM crawl GROUP BY 1");
 * }</pre>
 *
 * <p>{@link org.urikit.spark.UrikitFunctions} registers the functions with a session,
 * {@link org.urikit.spark.UrikitExtensions} with every session of an application (the
 * {@code spark.sql.extensions} setting), and {@link org.urikit.spark.UriDedupeJob} is a
 * {@code spark-submit} job that groups URLs by RFC 3986 §6.2 equivalence. The library's parser is
 * RFC 3986's; Spark's {@code parse_url} uses {@code java.net.URI} (RFC 2396) instead.
 */
package org.urikit.spark;
