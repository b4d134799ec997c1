/**
 * Not API: the Catalyst expressions behind the urikit SQL functions and the per-row kernels that
 * their generated code calls. Use {@link org.urikit.spark.UrikitFunctions} instead.
 *
 * <pre>{@code
 * new UriHost(col).eval(row);   // what uri_host(col) evaluates, when it is not compiled
 * }</pre>
 */
package org.urikit.spark.internal;
