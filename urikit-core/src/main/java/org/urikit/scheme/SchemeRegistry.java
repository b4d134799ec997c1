package org.urikit.scheme;

import java.util.Collections;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import org.urikit.Uri;
import org.urikit.internal.Normalizer;

/**
 * An immutable set of {@link SchemeHandler}s, looked up by scheme name case-insensitively
 * (RFC 3986 §3.1). {@link #with(SchemeHandler)} returns a new registry; nothing is global.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.defaultPort("HTTP");                     // OptionalInt[80]
 * r.defaultPort("prospero");                 // OptionalInt[1525]
 * r.defaultPort("mailto");                   // OptionalInt.empty
 * r.normalize(Uri.parse("http://a:80"));     // http://a/
 * SchemeRegistry mine = r.with(SchemeHandler.withDefaultPort("coap", 5683));
 * }</pre>
 *
 * <table>
 * <caption>The default handlers</caption>
 * <tr><th>scheme</th><th>default port</th><th>source</th></tr>
 * <tr><td>http</td><td>80</td><td>RFC 1738 §3.3; RFC 3986 §6.2.3; empty path is {@code /}</td></tr>
 * <tr><td>ftp</td><td>21</td><td>RFC 1738 §3.2</td></tr>
 * <tr><td>gopher</td><td>70</td><td>RFC 1738 §3.4</td></tr>
 * <tr><td>nntp</td><td>119</td><td>RFC 1738 §3.7</td></tr>
 * <tr><td>telnet</td><td>23</td><td>RFC 1738 §3.8</td></tr>
 * <tr><td>wais</td><td>210</td><td>RFC 1738 §3.9</td></tr>
 * <tr><td>prospero</td><td>1525</td><td>RFC 1738 §3.11</td></tr>
 * <tr><td>file</td><td>none</td><td>RFC 1738 §3.10, RFC 8089: {@code localhost} is the empty host</td></tr>
 * <tr><td>https</td><td>443</td><td>RFC 2818 / RFC 9110, <em>beyond the seeds</em>; empty path is {@code /}</td></tr>
 * <tr><td>ws</td><td>80</td><td>RFC 6455, <em>beyond the seeds</em>; empty path is {@code /}</td></tr>
 * <tr><td>wss</td><td>443</td><td>RFC 6455, <em>beyond the seeds</em>; empty path is {@code /}</td></tr>
 * </table>
 *
 * <p>A scheme without a handler still gets the generic scheme-based rules in
 * {@link #normalize(Uri)}: an empty port is dropped and an IPv6 literal is written in its
 * RFC 5952 form.
 */
public final class SchemeRegistry {
    private static final SchemeRegistry EMPTY = new SchemeRegistry(new TreeMap<>());
    private static final SchemeRegistry DEFAULTS = EMPTY
            .with(new StandardSchemeHandler("http", OptionalInt.of(80), true))
            .with(new StandardSchemeHandler("https", OptionalInt.of(443), true))
            .with(new StandardSchemeHandler("ws", OptionalInt.of(80), true))
            .with(new StandardSchemeHandler("wss", OptionalInt.of(443), true))
            .with(SchemeHandler.withDefaultPort("ftp", 21))
            .with(SchemeHandler.withDefaultPort("gopher", 70))
            .with(SchemeHandler.withDefaultPort("nntp", 119))
            .with(SchemeHandler.withDefaultPort("telnet", 23))
            .with(SchemeHandler.withDefaultPort("wais", 210))
            .with(SchemeHandler.withDefaultPort("prospero", 1525))
            .with(new FileSchemeHandler());

    private final TreeMap<String, SchemeHandler> handlers;

    private SchemeRegistry(TreeMap<String, SchemeHandler> handlers) {
        this.handlers = handlers;
    }

    /** The built-in handlers (see the table above). */
    public static SchemeRegistry defaults() {
        return DEFAULTS;
    }

    /** A registry with no handlers: only the generic scheme-based rules apply. */
    public static SchemeRegistry empty() {
        return EMPTY;
    }

    /**
     * A registry with {@code handler} added, replacing any handler of the same scheme.
     *
     * @throws IllegalArgumentException if the handler's {@link SchemeHandler#scheme()} is not a scheme name
     */
    public SchemeRegistry with(SchemeHandler handler) {
        Objects.requireNonNull(handler, "handler");
        String key = StandardSchemeHandler.checkScheme(handler.scheme());
        TreeMap<String, SchemeHandler> copy = new TreeMap<>(handlers);
        copy.put(key, handler);
        return new SchemeRegistry(copy);
    }

    /** The handler of {@code scheme} (any case), or empty; empty for null. */
    public Optional<SchemeHandler> handler(String scheme) {
        return scheme == null ? Optional.empty() : Optional.ofNullable(handlers.get(scheme.toLowerCase(Locale.ROOT)));
    }

    /** The default port of {@code scheme} (any case), or empty if it has none or no handler. */
    public OptionalInt defaultPort(String scheme) {
        Optional<SchemeHandler> h = handler(scheme);
        return h.isPresent() ? h.get().defaultPort() : OptionalInt.empty();
    }

    /** The lower-case names of the registered schemes, in alphabetical order. */
    public Set<String> schemes() {
        return Collections.unmodifiableSet(handlers.navigableKeySet());
    }

    /**
     * Scheme-based normalization (RFC 3986 §6.2.3) of {@code uri} with its scheme's handler, or
     * the generic rules when there is none (or {@code uri} is a relative reference).
     */
    public Uri normalize(Uri uri) {
        Objects.requireNonNull(uri, "uri");
        Optional<SchemeHandler> h = handler(uri.scheme());
        return h.isPresent() ? h.get().normalize(uri) : Normalizer.schemeBasedAuthority(uri, OptionalInt.empty(), false);
    }

    @Override
    public String toString() {
        return "SchemeRegistry" + handlers.values();
    }
}
