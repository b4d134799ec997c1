package org.urikit.scheme;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.QueryParameters;

/**
 * An http or https URL (RFC 1738 §3.3, {@code http://<host>:<port>/<path>?<searchpart>}; RFC
 * 9110 §4.2): an immutable view with the parts decoded, the request targets, and a builder.
 * https is not in RFC 1738; it has http's syntax and port 443 (RFC 9110 §4.2.2).
 *
 * <pre>{@code
 * HttpUrl u = HttpUrl.parse("http://www.ics.uci.edu:8080/pub/ietf%20uri/?q=1#Related");
 * u.host();           // "www.ics.uci.edu"
 * u.effectivePort();  // 8080 (80 when the URL has none)
 * u.decodedPathSegments();   // ["pub", "ietf uri", ""]
 * u.query();          // "q=1"   (raw: decoding would merge '&' and '=' in data with the separators)
 * u.decodedFragment(); // "Related"
 * u.originForm();     // "/pub/ietf%20uri/?q=1"                          sent to the origin server
 * u.absoluteForm();   // "http://www.ics.uci.edu:8080/pub/ietf%20uri/?q=1" sent to a proxy
 * u.plan().lines();   // ["GET /pub/ietf%20uri/?q=1 HTTP/1.1", "Host: www.ics.uci.edu:8080"]
 *
 * HttpUrl b = HttpUrl.builder().scheme("https").host("example.com").port(443)
 *         .addPathSegment("a b").query("x=1").build();   // https://example.com/a%20b?x=1
 * }</pre>
 *
 * <p>{@link #fields()} names the parts {@code host}, {@code port}, {@code pathSegments},
 * {@code query} and {@code fragment} (the JSON names of the CLI contract; the accessors are
 * {@link #decodedPathSegments()} and {@link #decodedFragment()}, decoded as their names say). The fragment is part of the URI
 * reference but is never sent (RFC 1738 §3.3). The path is opaque to the client: only the server
 * interprets it (RFC 1738 §3.3), so the request targets carry it exactly as written, escapes included.
 */
public final class HttpUrl extends ServerUrl {
    private final HttpSchemeHandler handler;

    HttpUrl(Uri uri, HttpSchemeHandler handler) {
        super(uri, handler);
        this.handler = handler;
    }

    /**
     * Parses an http or https URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a valid http or https URL (no host, a userinfo, ...)
     */
    public static HttpUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not an http or https URL, or breaks their rules
     */
    public static HttpUrl from(Uri uri) {
        return Checks.view(uri, HttpSchemeHandler::of, HttpSchemeHandler::view, "an http or https URL");
    }

    /** The path segments, decoded ({@link Uri#decodedPathSegments()}): {@code []} for an empty path, {@code [""]} for {@code /}. */
    public List<String> decodedPathSegments() {
        return uri.decodedPathSegments();
    }

    /** The query (the searchpart) as written, without the {@code '?'}, or null. */
    public String query() {
        return uri.query();
    }

    /** The query's name/value pairs, decoded ({@link Uri#queryParameters()}). */
    public QueryParameters queryParameters() {
        return uri.queryParameters();
    }

    /** The fragment, decoded, or null. It is never sent to a server (RFC 1738 §3.3). */
    public String decodedFragment() {
        return uri.decodedFragment();
    }

    /**
     * The request target for the origin server (RFC 9112 §3.2.1 origin-form): the path,
     * or {@code "/"} when it is empty, then {@code "?"} and the query when there is one; never
     * the fragment. {@code http://www.ics.uci.edu/pub/ietf/uri/#Related} gives {@code /pub/ietf/uri/}.
     */
    public String originForm() {
        String path = uri.path();
        return (path.isEmpty() ? "/" : path) + (uri.hasQuery() ? "?" + uri.query() : "");
    }

    /**
     * The request target for a proxy (RFC 9112 §3.2.2 absolute-form):
     * the URI without its fragment and without a userinfo (RFC 9110 §4.2.4), otherwise as
     * written. {@code http://www.ics.uci.edu/pub/ietf/uri/#Related} gives
     * {@code http://www.ics.uci.edu/pub/ietf/uri/}.
     */
    public String absoluteForm() {
        return uri.scheme() + "://" + uri.host() + (uri.hasPort() ? ":" + uri.port() : "") + uri.path()
                + (uri.hasQuery() ? "?" + uri.query() : "");
    }

    /** The {@code Host} header's value (RFC 9110 §7.2): the host as written, and {@code :port} unless the port is the default. */
    public String hostHeader() {
        int port = effectivePort();
        return uri.host() + (port == handler.defaultPort() ? "" : ":" + port);
    }

    /**
     * The request through a proxy (RFC 1738 §3.3): {@code GET <absolute-form> HTTP/1.1} and the
     * {@code Host} header, sent to {@code proxyHost} at {@code proxyPort}. (An https URL is
     * usually fetched through a {@code CONNECT} tunnel instead, RFC 9110 §9.3.6; that is not planned.)
     *
     * @throws IllegalArgumentException if the proxy port is not 0–65535
     */
    public RetrievalPlan proxyPlan(String proxyHost, int proxyPort) {
        return RetrievalPlan.of("http", proxyHost, proxyPort,
                List.of("GET " + absoluteForm() + " HTTP/1.1", "Host: " + hostHeader()));
    }

    /** The plan without checks; the handler checks first. */
    RetrievalPlan originPlan() {
        return RetrievalPlan.of(scheme(), Checks.connectHost(uri), effectivePort(),
                List.of("GET " + originForm() + " HTTP/1.1", "Host: " + hostHeader()));
    }

    static List<Violation> errors(List<Violation> violations) {
        return violations.stream().filter(Violation::isError).toList();
    }

    /** {@code host}, {@code port}, {@code pathSegments}, {@code query}, {@code fragment}. */
    @Override
    public Map<String, Object> fields() {
        return fields("host", host(), "port", effectivePort(),
                "pathSegments", decodedPathSegments(), "query", query(),
                "fragment", decodedFragment());
    }

    /** A builder holding this URL's parts as written: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        return new Builder(uri.toBuilder(), uri.scheme());
    }

    /** A builder for a new http URL (the scheme is {@code "http"} until {@link Builder#scheme} says otherwise). */
    public static Builder builder() {
        return new Builder(Uri.builder(), "http");
    }

    /**
     * Builds an {@link HttpUrl}. Decoded setters encode as {@link UriBuilder} does; a port equal
     * to the scheme's default given to {@link #port(int)} is left out, as generators should
     * (RFC 3986 §3.2.3). Mutable, not thread-safe.
     *
     * <pre>{@code
     * HttpUrl.builder().host("example.com").port(80).addPathSegment("a").build();   // http://example.com/a
     * }</pre>
     */
    public static final class Builder {
        private final UriBuilder b;
        private String scheme;
        private int port = -1;

        private Builder(UriBuilder b, String scheme) {
            this.b = b;
            this.scheme = scheme;
        }

        /**
         * {@code "http"} or {@code "https"} (any case; written in lower case).
         *
         * @throws IllegalArgumentException for another scheme
         */
        public Builder scheme(String scheme) {
            if (HttpSchemeHandler.of(scheme) == null) {
                throw new IllegalArgumentException("not http or https: " + scheme);
            }
            this.scheme = scheme.toLowerCase(Locale.ROOT);
            return this;
        }

        /** The host as decoded text (an IPv6 address without brackets gets them), as {@link UriBuilder#host}. */
        public Builder host(String decoded) {
            b.host(Objects.requireNonNull(decoded, "host"));
            return this;
        }

        /**
         * The port; left out of the URL when it is the scheme's default (RFC 3986 §3.2.3).
         *
         * @throws IllegalArgumentException unless 0–65535
         */
        public Builder port(int port) {
            Checks.checkPort(port);
            this.port = port;
            return this;
        }

        /** No port: the default applies. */
        public Builder clearPort() {
            this.port = -1;
            b.clearPort();
            return this;
        }

        /** Appends a path segment given as decoded text ({@code '/'} in it is encoded). */
        public Builder addPathSegment(String decoded) {
            b.addPathSegment(decoded);
            return this;
        }

        /** The whole path as raw text, starting with {@code '/'} or empty. */
        public Builder rawPath(String raw) {
            b.rawPath(raw);
            return this;
        }

        /** The query as decoded text, or null for none. */
        public Builder query(String decoded) {
            b.query(decoded);
            return this;
        }

        /** The query as raw text (without {@code '?'}), or null for none. */
        public Builder rawQuery(String raw) {
            b.rawQuery(raw);
            return this;
        }

        /** Appends a query parameter {@code name=value}, both decoded. */
        public Builder addQueryParameter(String name, String value) {
            b.addQueryParameter(name, value);
            return this;
        }

        /** The fragment as decoded text, or null for none. */
        public Builder fragment(String decoded) {
            b.fragment(decoded);
            return this;
        }

        /**
         * The URL.
         *
         * @throws org.urikit.error.UriSyntaxException if a raw part is malformed
         * @throws SchemeSyntaxException if the result breaks the http rules (no host)
         */
        public HttpUrl build() {
            b.scheme(scheme);
            if (port >= 0) {
                if (port == HttpSchemeHandler.of(scheme).defaultPort()) {
                    b.clearPort();
                } else {
                    b.port(port);
                }
            }
            return from(b.build());
        }
    }
}
