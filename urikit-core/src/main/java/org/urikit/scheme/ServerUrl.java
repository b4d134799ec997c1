package org.urikit.scheme;

import java.util.Objects;
import org.urikit.Component;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.UriBuilder;

/**
 * The shared base of the views of server-based schemes (RFC 1738 §3.1,
 * {@code //<user>:<password>@<host>:<port>/<url-path>}): {@link HttpUrl}, {@link FtpUrl}, and the
 * server views of other modules (those of {@code urikit-schemes-legacy}). It gives them one
 * meaning for the login and server parts and one way to ask for the retrieval plan.
 *
 * <pre>{@code
 * ServerUrl u = FtpUrl.parse("ftp://a%3Ab:secret@h:2121/x");
 * u.user();          // "a:b"   (decoded)
 * u.password();      // "secret"
 * u.redacted();      // "ftp://a%3Ab:****@h:2121/x"
 * u.host();          // "h"
 * u.effectivePort(); // 2121    (the URL's, else the scheme's default, else -1)
 * u.plan().lines();  // ["USER a:b", "PASS ****", "RETR x"]
 * }</pre>
 *
 * <p>Names follow the library's rule: these accessors return decoded text (they are the values
 * a protocol receives); {@link #toUri()} has the raw components. Ports are {@code int}, {@code -1}
 * when neither the URL nor the scheme gives one.
 *
 * <p><b>Extension API.</b> A view in another module extends this class: its constructor passes
 * the URI and the handler of its scheme, whose {@link SchemeHandler#defaultPort()} gives
 * {@link #effectivePort()} when the URL has none and whose {@link SchemeHandler#plan} gives
 * {@link #plan(ValidationPolicy)}; its builder extends {@link ServerBuilder}.
 *
 * <pre>{@code
 * public final class CoapUrl extends ServerUrl {               // in another module
 *     CoapUrl(Uri uri, SchemeHandler handler) {
 *         super(uri, handler);                                 // host(), effectivePort(), user(), plan() from here
 *     }
 *     public Map<String, Object> fields() {
 *         return fields("host", host(), "port", effectivePort());
 *     }
 * }
 * }</pre>
 */
public abstract class ServerUrl extends UriView {
    /**
     * A view of {@code uri}, a URI of {@code handler}'s scheme.
     *
     * @param uri     the URI read, not null
     * @param handler its scheme's handler: the default port and the plan come from it
     */
    protected ServerUrl(Uri uri, SchemeHandler handler) {
        super(uri, handler);
    }

    /** The host: a registered name with its escapes decoded, an IP literal as written (with brackets). */
    public String host() {
        return Checks.decodedHost(uri);
    }

    /** The port to connect to: the URL's, else the scheme's default (RFC 3986 §3.2.3), else {@code -1}; as {@link Uri#effectivePort()}. */
    public int effectivePort() {
        return Checks.effectivePort(uri, handler().defaultPort());
    }

    /** The user name, decoded, or null without a userinfo; {@code ""} for {@code ftp://@h/} (RFC 1738 §3.1). */
    public String user() {
        Span user = uri.span(Component.USER);
        return user == null ? null : Escapes.decode(user.substring(uri.toUriString()));
    }

    /**
     * The password, decoded, or null when none is written; {@code ""} for {@code ftp://foo:@h/}.
     * A password in a URI is NOT RECOMMENDED (RFC 3986 §3.2.1): show {@link #redacted()} instead.
     */
    public String password() {
        Span password = uri.span(Component.PASSWORD);
        return password == null ? null : Escapes.decode(password.substring(uri.toUriString()));
    }

    /** Whether the URL carries a password, even an empty one (RFC 3986 §3.2.1). */
    public boolean hasPassword() {
        return uri.hasPassword();
    }

    /** The URL with a non-empty password as {@code ****}: {@link Uri#redacted()}, the one rule of {@link org.urikit.error.Redaction}. */
    public String redacted() {
        return uri.redacted();
    }

    /** {@link #plan(ValidationPolicy)} with {@link ValidationPolicy#defaults()}. */
    public RetrievalPlan plan() {
        return plan(ValidationPolicy.defaults());
    }

    /**
     * How the object would be retrieved, as the view's class comment describes, computed without
     * network I/O; a step that sends the password is {@linkplain RetrievalPlan.Step#secret() secret}.
     *
     * @throws SchemeSyntaxException if the handler refuses the plan (an error under {@code policy},
     *     a reserved non-default port, a value decoding to CR, LF or NUL, a host decoding outside
     *     the reg-name grammar, no port known)
     */
    public RetrievalPlan plan(ValidationPolicy policy) {
        PlanResult r = handler().plan(uri, policy);
        if (r instanceof PlanResult.Planned p) {
            return p.retrievalPlan();
        }
        throw new SchemeSyntaxException(uri.toUriString(), r.violations().stream().filter(Violation::isError).toList());
    }

    /**
     * What the builders of server-based views share: the host as decoded text and a port that
     * is left out when it is the scheme's default (RFC 3986 §3.2.3). Mutable, not thread-safe.
     * A builder in another module extends it (extension API): it writes the other components to
     * {@link #b} and builds with it.
     *
     * <pre>{@code
     * public static final class Builder extends ServerUrl.ServerBuilder<Builder> {   // CoapUrl.Builder
     *     Builder() {
     *         super(Uri.builder().scheme("coap"), 5683);
     *     }
     *     public CoapUrl build() {
     *         return new CoapUrl(b.build(), HANDLER);
     *     }
     * }
     * new CoapUrl.Builder().host("h").port(5683).build();   // coap://h: the default port is left out
     * }</pre>
     *
     * @param <B> the concrete builder, returned by every setter
     */
    public abstract static class ServerBuilder<B extends ServerBuilder<B>> {
        /** The URI under construction: the subclass sets the scheme and the other components on it. */
        protected final UriBuilder b;
        private final int defaultPort;

        /**
         * A builder writing to {@code b}, for a scheme whose default port is {@code defaultPort}
         * ({@code -1} for none).
         */
        protected ServerBuilder(UriBuilder b, int defaultPort) {
            this.b = b;
            this.defaultPort = defaultPort;
        }

        /** The scheme's default port, left out of the URL; -1 when there is none. */
        protected int defaultPort() {
            return defaultPort;
        }

        @SuppressWarnings("unchecked")
        private B self() {
            return (B) this;
        }

        /** The host as decoded text; escaped where the reg-name grammar needs it. */
        public B host(String decoded) {
            b.host(Objects.requireNonNull(decoded, "host"));
            return self();
        }

        /**
         * The port; left out when it is the scheme's default.
         *
         * @throws IllegalArgumentException unless 0–65535
         */
        public B port(int port) {
            Checks.portOrDefault(b, port, defaultPort());
            return self();
        }
    }
}
