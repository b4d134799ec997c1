/**
 * Not API: the Catalyst expressions behind the urikit SQL functions, the per-row kernels that
 * their generated code calls ({@link org.urikit.spark.internal.UriKernels},
 * {@link org.urikit.spark.internal.WebKernels}), how they read text, mask passwords and fail, and
 * the two classes compiled per Scala version ({@code CatalystExpression},
 * {@code CatalystFunctions}, in {@code src/main/scala-2.12} and {@code -2.13}). Use
 * {@link org.urikit.spark.UrikitFunctions} instead.
 *
 * <pre>{@code
 * new UriHost(col, new Call("uri_host", false, false)).eval(row);   // what uri_host(col) evaluates, when it is not compiled
 * }</pre>
 */
package org.urikit.spark.internal;
