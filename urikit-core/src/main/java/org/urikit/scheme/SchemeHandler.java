package org.urikit.scheme;

import java.util.List;
import org.urikit.Uri;

/**
 * What urikit knows about one URI scheme: its name, default port, status,
 * scheme-based normalization (RFC 3986 §6.2.3), validation against the scheme's own syntax, a
 * typed view with the scheme's parts decoded, and the plan for retrieving the object a locator
 * names. Handlers are collected in an immutable {@link SchemeRegistry}.
 *
 * <pre>{@code
 * SchemeHandler coap = SchemeHandler.withDefaultPort("coap", 5683);
 * SchemeRegistry registry = SchemeRegistry.defaults().with(coap);
 * Uri.parse("coap://h:5683/x").normalize(Normalization.all(), registry);   // coap://h/x
 *
 * SchemeHandler http = SchemeRegistry.defaults().handler("http");
 * http.validate(Uri.parse("http:///x"), ValidationPolicy.defaults());      // [ERROR HTTP_HOST_EMPTY at 7: ...]
 * http.view(Uri.parse("http://h/a%20b"));                                  // http://h/a%20b, an HttpUrl
 * http.plan(Uri.parse("http://h/a#f"), ValidationPolicy.defaults());       // Planned: GET /a HTTP/1.1, Host: h
 * }</pre>
 *
 * <p>Every method but {@link #scheme()} has a default, so a handler for a new scheme implements
 * only what the scheme adds. An implementation must be immutable; {@link #normalize(Uri)} must be
 * idempotent and never change which resource the URI identifies; the other methods take a
 * {@code uri} whose scheme is this handler's (the registry makes sure of it) and must never
 * throw for one: a bad URI gives violations, not exceptions.
 *
 * <h2>A handler as a service</h2>
 * A module adds schemes to {@link SchemeRegistry#defaults()} by providing handlers as
 * {@link java.util.ServiceLoader} services: {@code provides org.urikit.scheme.SchemeHandler with
 * ...;} in its {@code module-info.java} (module path) and the same class names, one a line, in
 * {@code META-INF/services/org.urikit.scheme.SchemeHandler} (class path). This is how
 * {@code urikit-schemes-legacy} adds the historic schemes. A provider:
 * <ul>
 * <li>is a public class with a public no-argument constructor (a static nested class will do),
 *   one per scheme: {@link #scheme()} is one name, not a prefix, and a scheme the core already
 *   handles keeps the core's handler;</li>
 * <li>gives {@link #defaultPort()}: {@link Uri#effectivePort()} falls back to it, the default
 *   {@link #normalize(Uri)} drops it (RFC 3986 §3.2.3, §6.2.3), a port equal to it is never
 *   reported as reserved (RFC 1738 §6), and views and plans connect to it;</li>
 * <li>gives {@link #normalize(Uri)}, which {@link Uri#normalize()}, {@link org.urikit.Equivalence}
 *   and every {@code SchemeRegistry} use for the scheme: it starts with the generic rules
 *   ({@code SchemeHandler.super.normalize(uri)}, or {@link SchemeRules#authority} with its own
 *   {@code emptyPathIsRoot}), is idempotent, keeps the URI valid and of the same scheme, and never
 *   changes which resource the URI identifies; it reads only the URI (no I/O, no global state);</li>
 * <li>is immutable and thread-safe, and does not use {@link SchemeRegistry#defaults()} while it
 *   is constructed (the registry is being made).</li>
 * </ul>
 * The extension API for writing one, as the built-in handlers are written, is
 * {@link NamedSchemeHandler}, {@link UriView}, {@link ServerUrl}, {@link Checks}, {@link Plans},
 * {@link Escapes}, {@link Reports}, {@link SchemeRules}, {@link AddrSpec} and {@link Splitter}.
 *
 * <pre>{@code
 * package org.example.coap;
 * public final class CoapSchemeHandler extends NamedSchemeHandler {   // provides SchemeHandler with CoapSchemeHandler
 *     public CoapSchemeHandler() {
 *         super("coap", 5683);                                           // RFC 7252 §6.1
 *     }
 * }
 * Uri.parse("coap://h:5683/x").normalize();                            // coap://h/x, with the module present
 * }</pre>
 */
public interface SchemeHandler {

    /**
     * The scheme name in lower case, e.g. {@code "http"} (RFC 3986 §3.1: schemes are
     * case-insensitive). For a handler registered with {@link SchemeRegistry#withPrefix}, the
     * prefix, e.g. {@code "x-"}.
     */
    String scheme();

    /** The port used when a URI of this scheme has none, e.g. 80 for http; -1 when the scheme has no such port. */
    default int defaultPort() {
        return -1;
    }

    /** What RFC 1738 and the URL drafts say about the scheme: {@link SchemeStatus#DEFINED} unless the handler says otherwise. */
    default SchemeStatus status() {
        return SchemeStatus.DEFINED;
    }

    /**
     * The scheme-based normalization of {@code uri} (RFC 3986 §6.2.3), which has this scheme
     * and has already been through the syntax-based steps. The default drops an empty port and
     * the {@link #defaultPort()} and writes an IPv6 literal in its RFC 5952 form; a handler
     * that adds rules calls {@code SchemeHandler.super.normalize(uri)} first.
     */
    default Uri normalize(Uri uri) {
        return SchemeRules.authority(uri, defaultPort(), false);
    }

    /**
     * The violations of the scheme's rules in {@code uri}, with severities from {@code policy}
     * (empty when there are none). The default checks what holds for every scheme with an
     * authority: a port above 65535, a non-default port in the reserved range (RFC 1738 §6,
     * RFC 3986 §7.2), a password (RFC 3986 §3.2.1, §7.5) and a userinfo that looks like a host
     * (RFC 3986 §7.6). A handler that adds rules includes
     * these by calling {@code SchemeHandler.super.validate(uri, policy)}.
     */
    default List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.authority(uri, c, defaultPort());
        return c.list();
    }

    /**
     * The typed view of {@code uri}, or null: present when the handler has a view type and {@code uri}
     * has the structure the view reads (for http, a host and a 16-bit port), even if validation
     * reports other errors (an http userinfo, which the view ignores). The default has no view (null).
     */
    default SchemeView view(Uri uri) {
        return null;
    }

    /**
     * How the object {@code uri} names would be retrieved (no network I/O), or why it must not
     * be: see {@link PlanResult}. The default is {@link PlanResult.NoRetrieval} with the
     * validation violations.
     */
    default PlanResult plan(Uri uri, ValidationPolicy policy) {
        return new PlanResult.NoRetrieval(validate(uri, policy));
    }

    /**
     * A handler with only a name and a default port, for schemes whose only scheme-based rule is
     * the generic one, e.g. {@code withDefaultPort("coap", 5683)}.
     *
     * @throws IllegalArgumentException if {@code scheme} is not a scheme name or the port is not 0–65535
     */
    static SchemeHandler withDefaultPort(String scheme, int defaultPort) {
        if (defaultPort < 0 || defaultPort > 65535) {
            throw new IllegalArgumentException("not a port number: " + defaultPort);
        }
        return new StandardSchemeHandler(scheme, defaultPort, false);
    }

    /**
     * A handler with only a name: the generic rules, no default port.
     *
     * @throws IllegalArgumentException if {@code scheme} is not a scheme name
     */
    static SchemeHandler named(String scheme) {
        return new StandardSchemeHandler(scheme, -1, false);
    }
}
