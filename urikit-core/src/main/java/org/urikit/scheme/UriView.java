package org.urikit.scheme;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;

/**
 * What every typed view shares: the {@link Uri} it reads, returned by {@link #toUri()}, and value
 * semantics on it — two views are equal when they are of the same type and their URIs are equal
 * (text equality, as for {@link Uri#equals}). Each view adds its scheme's decoded parts, builder
 * and plan; a view of a server-based scheme extends {@link ServerUrl}.
 *
 * <p><b>Extension API.</b> A view of a scheme module outside the core (such as
 * {@code urikit-schemes-legacy}) extends this class: its constructor takes the URI and the
 * handler whose rules the view follows, the subclass reads {@link #uri}, and
 * {@link #fields(Object...)} builds the map of {@link SchemeView#fields()}.
 *
 * <pre>{@code
 * public final class CoapUrl extends UriView {               // in another module
 *     CoapUrl(Uri uri, SchemeHandler handler) {
 *         super(uri, handler);
 *     }
 *     public List<String> resource() {
 *         return uri.decodedPathSegments();                  // uri: the URI this view reads
 *     }
 *     public Map<String, Object> fields() {
 *         return fields("resource", resource());             // {resource=[a, b]} for coap://h/a/b
 *     }
 * }
 * }</pre>
 */
public abstract class UriView implements SchemeView {
    /** The URI this view reads, exactly as parsed: what {@link #toUri()} returns. */
    protected final Uri uri;
    private final SchemeHandler handler;

    /**
     * A view of {@code uri}, whose scheme is {@code handler}'s.
     *
     * @param uri     the URI read, not null
     * @param handler the handler whose rules the view follows: its {@link SchemeHandler#scheme()}
     *                is the view's {@link #scheme()}, and a server view plans with it
     */
    protected UriView(Uri uri, SchemeHandler handler) {
        this.uri = Objects.requireNonNull(uri, "uri");
        this.handler = handler;
    }

    /** The handler whose rules (and, for a server view, plan) this view follows. */
    protected SchemeHandler handler() {
        return handler;
    }

    /** The scheme in lower case: the handler's. */
    @Override
    public final String scheme() {
        return handler.scheme();
    }

    @Override
    public final Uri toUri() {
        return uri;
    }

    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && ((UriView) o).uri.equals(uri);
    }

    @Override
    public final int hashCode() {
        return uri.hashCode();
    }

    /** The URI with a non-empty password masked ({@link Uri#toString()}); {@link #toUri()} holds the value. */
    @Override
    public final String toString() {
        return uri.toString();
    }

    /**
     * The unmodifiable map of {@link SchemeView#fields()}: names and values alternating, in
     * order; values may be null (absent).
     */
    protected static Map<String, Object> fields(Object... namesAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            m.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return Collections.unmodifiableMap(m);
    }
}
