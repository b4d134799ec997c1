package org.urikit.internal;

/**
 * The one access bridge from internal code to the API's URI value, in the manner of the JDK's
 * {@code SharedSecrets}: the API package implements this interface once, in a package-private
 * class, and passes that instance to every internal entry point. Internal code is generic in the
 * value type {@code U}, so this package never names the API's types and the packages do not
 * depend on each other in a circle.
 *
 * <p>The offsets and flags are the value's representation (see {@link UriFactory}); the
 * component accessors are the API's own (raw text, {@code null} when absent).
 *
 * @param <U> the API's URI value type
 */
public interface UriAccess<U> extends UriFactory<U> {

    /** The text, exactly as parsed. */
    String text(U u);

    /** The grammar of the profile that parsed it. */
    Grammar grammar(U u);

    /** The index of the scheme's ':', or -1. */
    int schemeEnd(U u);

    /** The host's first index, or -1 without an authority. */
    int hostStart(U u);

    /** The index after the host, or -1 without an authority. */
    int hostEnd(U u);

    /** The path's first index. */
    int pathStart(U u);

    /** The index of '?', or -1. */
    int queryStart(U u);

    /** The index of '#', or -1. */
    int fragmentStart(U u);

    /** One of the host kinds of {@link UriFactory}, or -1 without an authority. */
    int hostKind(U u);

    /** The parser's flags ({@link UriFactory#PLAIN}). */
    int flags(U u);

    String scheme(U u);

    /** The authority without "//", or null. */
    String authority(U u);

    String userInfo(U u);

    String host(U u);

    String port(U u);

    String path(U u);

    String query(U u);

    String fragment(U u);

    /** Whether it has a scheme but no authority and a path that does not start with '/'. */
    boolean isOpaque(U u);
}
