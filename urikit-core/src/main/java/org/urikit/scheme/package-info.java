/**
 * Scheme handlers: what each URI scheme adds to the generic syntax (RFC 3986 §3.1, §6.2.3;
 * RFC 1738 §3).
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.defaults();
 * SchemeReport r = registry.inspect(Uri.parse("ftp://h/a/b;type=i"), ValidationPolicy.defaults());
 * r.isValid();                        // true
 * r.view().get().fields();            // {user=null, password=null, host=h, port=21, directories=[a], name=b, type=i}
 * r.plan().get().lines();              // [USER anonymous, PASS <mail-address>, CWD a, TYPE I, RETR b]
 * FtpUrl.parse("ftp://h/a/b;type=i").directories();   // [a]: the typed view of one scheme
 * }</pre>
 *
 * <h2>The parts</h2>
 * <ul>
 * <li>{@link org.urikit.scheme.SchemeRegistry}: immutable, looked up by name (or by prefix, for
 *   the {@code x-} family); {@code defaults()} holds the core's handlers (http, https, ws, wss,
 *   ftp, mailto, urn, file, x-) and those other modules provide as services.</li>
 * <li>{@link org.urikit.scheme.SchemeHandler}: one scheme's default port, status,
 *   normalization, {@code validate}, {@code view} and {@code plan}.</li>
 * <li>{@link org.urikit.scheme.Violation}, {@link org.urikit.scheme.Issue},
 *   {@link org.urikit.error.Severity}: findings, with a stable code, a severity from the
 *   {@link org.urikit.scheme.ValidationPolicy} passed in, and an index into the URI's text.</li>
 * <li>{@link org.urikit.scheme.SchemeView}: the typed views ({@link org.urikit.scheme.HttpUrl},
 *   {@link org.urikit.scheme.FtpUrl}, {@link org.urikit.scheme.FileUrl}, ...), immutable, with
 *   decoded parts and a builder.</li>
 * <li>{@link org.urikit.scheme.RetrievalPlan} and {@link org.urikit.scheme.PlanResult}: how a
 *   locator's object would be retrieved, or why it must not be (RFC 3986 §7.2, §7.3: malicious ports, encoded delimiters), without
 *   network I/O.</li>
 * </ul>
 *
 * <p><b>Place in the layers.</b> The top layer: it uses only the public API of {@code org.urikit}
 * and {@code org.urikit.encoding}, so a handler written outside urikit can do everything the
 * built-in ones do. The API reaches the built-in rules through the
 * {@link org.urikit.SchemeNormalizer} service that {@link org.urikit.scheme.BuiltinSchemeNormalizer}
 * provides, never by a dependency on this package.
 *
 * <h2>The historic schemes: {@code urikit-schemes-legacy}</h2>
 * The schemes of RFC 1738 and the 1993 and 1994 URL drafts that no longer see use are in a module
 * of their own, {@code org.urikit:urikit-schemes-legacy} (JPMS module
 * {@code org.urikit.schemes.legacy}, package {@code org.urikit.scheme.legacy}), whose handlers
 * {@link org.urikit.scheme.SchemeRegistry#defaults()} finds through {@link java.util.ServiceLoader}.
 * Without it, their URIs parse and normalize generically; with it, everything behaves as when they
 * were part of this package. The CLI includes it.
 *
 * <h2>Writing a scheme module (the extension API)</h2>
 * A module outside the core adds schemes as that one does: handlers provided as
 * {@link org.urikit.scheme.SchemeHandler} services (what a provider must give: see there), written
 * with {@link org.urikit.scheme.NamedSchemeHandler}, {@link org.urikit.scheme.UriView} and
 * {@link org.urikit.scheme.ServerUrl} (views and their builders), and the helpers below:
 * {@link org.urikit.scheme.Checks}, {@link org.urikit.scheme.Plans},
 * {@link org.urikit.scheme.Escapes}, {@link org.urikit.scheme.Reports},
 * {@link org.urikit.scheme.SchemeRules}, {@link org.urikit.scheme.AddrSpec} and
 * {@link org.urikit.scheme.Splitter}. Nothing else of the core is needed.
 *
 * <h2>Adding a scheme (conventions)</h2>
 * <ol>
 * <li>Three files: a package-private {@code XxxSchemeHandler} (with a {@code static final INSTANCE}),
 *   a public view {@code XxxUrl} (or a name from the scheme's RFC, e.g. {@code Urn}) implementing
 *   {@code SchemeView} with {@code parse}, {@code from}, typed accessors, {@code fields()},
 *   {@code toBuilder()}, {@code builder()} and, for a locator, {@code plan(ValidationPolicy)};
 *   and a public {@code XxxIssue} enum implementing {@code Issue}, constants prefixed with the
 *   scheme's name ({@code FTP_TYPE_INVALID}).</li>
 * <li>In the core, one line in {@code BuiltinSchemes.register} (package-private):
 *   {@code .with(XxxSchemeHandler.INSTANCE)}, or {@code withPrefix} for a family of names. In
 *   another module, a public provider class per scheme, named in {@code module-info.java}
 *   ({@code provides}) and in {@code META-INF/services/org.urikit.scheme.SchemeHandler}.</li>
 * <li>Reuse {@code Checks}: {@code Checks.Collector} (policy severities; {@code refuse} for plan
 *   refusals, always errors), {@code Checks.server} (host required), {@code Checks.authority}
 *   (password, userinfo like a host, port range and reserved port), {@code Checks.port(..., true)}
 *   and {@code Plans.serverPlan} (the plan template) in plans, {@code Escapes.lineSafe} for every value a plan sends decoded,
 *   {@code Checks.finish} to turn a collector into a {@code PlanResult}, and the offset helpers for
 *   violation indices.</li>
 * <li>A plan's violations include the validation ones; a view exists when the URL has the
 *   structure the view reads, even if validation reports other errors.</li>
 * </ol>
 */
package org.urikit.scheme;
