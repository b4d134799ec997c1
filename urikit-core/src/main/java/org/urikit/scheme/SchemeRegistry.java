package org.urikit.scheme;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.urikit.SchemeNormalizer;
import org.urikit.Uri;

/**
 * An immutable set of {@link SchemeHandler}s, looked up by scheme name case-insensitively
 * (RFC 3986 §3.1). {@link #with(SchemeHandler)} returns a new registry; nothing is global.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.defaultPort("HTTP");                     // 80
 * r.defaultPort("wss");                      // 443
 * r.defaultPort("mailto");                   // -1
 * r.normalize(Uri.parse("http://a:80"));     // http://a/
 * SchemeRegistry mine = r.with(SchemeHandler.withDefaultPort("coap", 5683));
 *
 * Uri u = Uri.parse("ftp://myname@host.dom/%2Fetc/motd");
 * r.validate(u);                                   // []  (violations, with severities from a ValidationPolicy)
 * r.view(u);                                       // an FtpUrl: user myname, directories ["/etc"], name motd
 * r.plan(u, ValidationPolicy.defaults());          // USER myname, PASS <prompt>, CWD /etc, RETR motd
 * r.inspect(u, ValidationPolicy.defaults());       // all three at once (urikit scheme)
 * r.validate(Uri.parse("z39.50://host/db"));       // [WARNING HANDLER_MISSING at 0: ...]: parsed generically (RFC 1738 §4)
 * }</pre>
 *
 * <p>A scheme without a handler still parses generically (RFC 1738 §4, RFC 3986 §3.1); the
 * registry then reports {@link CommonIssue#HANDLER_MISSING}. {@link #withPrefix} registers a handler
 * for a family of names, such as the experimental {@code x-} schemes.
 *
 * <table>
 * <caption>The core's handlers</caption>
 * <tr><th>scheme</th><th>default port</th><th>view; plan</th><th>source</th></tr>
 * <tr><td>http</td><td>80</td><td>{@link HttpUrl}; request line and Host</td><td>RFC 1738 §3.3; RFC 3986 §6.2.3; empty path is {@code /}</td></tr>
 * <tr><td>ftp</td><td>21</td><td>{@link FtpUrl}; USER, PASS, CWD, TYPE, RETR or NLST</td><td>RFC 1738 §3.2</td></tr>
 * <tr><td>mailto</td><td>none</td><td>{@link MailtoUrl}; none</td><td>RFC 6068; RFC 1738 §3.5</td></tr>
 * <tr><td>urn</td><td>none</td><td>{@link UrnUrl}; none</td><td>reserved by RFC 1738 §4; RFC 8141, <em>beyond RFC 1738</em></td></tr>
 * <tr><td>x-*</td><td>none</td><td>experimental; none</td><td>RFC 1738 §4</td></tr>
 * <tr><td>file</td><td>none</td><td>{@link FileUrl}; none (RFC 1738 §3.10 names no protocol)</td><td>RFC 1738 §3.10, RFC 8089: {@code localhost} is the empty host</td></tr>
 * <tr><td>https</td><td>443</td><td>{@link HttpUrl}; as http</td><td>RFC 2818 / RFC 9110, <em>beyond RFC 1738</em>; empty path is {@code /}</td></tr>
 * <tr><td>ws</td><td>80</td><td>—</td><td>RFC 6455, <em>beyond RFC 1738</em>; empty path is {@code /}</td></tr>
 * <tr><td>wss</td><td>443</td><td>—</td><td>RFC 6455, <em>beyond RFC 1738</em>; empty path is {@code /}</td></tr>
 * </table>
 *
 * <p><b>Handlers of other modules.</b> {@link #defaults()} also holds every {@link SchemeHandler}
 * that a module on the class path or module path provides as a {@link java.util.ServiceLoader}
 * service (see {@link SchemeHandler} for what a provider must give): with
 * {@code org.urikit:urikit-schemes-legacy} present, the historic schemes of RFC 1738 and the 1993
 * and 1994 URL drafts, with their views and plans (its package {@code org.urikit.scheme.legacy});
 * without it those schemes have no handler and are parsed generically. A provided handler never
 * replaces one of the table above; {@link #with(SchemeHandler)} does.
 *
 * <p>A scheme without a handler still gets the generic scheme-based rules in
 * {@link #normalize(Uri)}: an empty port is dropped and an IPv6 literal is written in its
 * RFC 5952 form.
 */
public final class SchemeRegistry implements SchemeNormalizer {
    private static final SchemeRegistry EMPTY = new SchemeRegistry(new TreeMap<>(), new TreeMap<>());
    private static final SchemeRegistry DEFAULTS = BuiltinSchemes.register(EMPTY);

    private final TreeMap<String, SchemeHandler> handlers;
    /** Handlers of every scheme that starts with the key (such as {@code x-}), used when no exact handler exists. */
    private final TreeMap<String, SchemeHandler> prefixes;

    /**
     * The lookup of {@link #find(Uri)}: an open-addressing table (linear probing, a power-of-two
     * size at least twice the number of handlers) of the {@link #key}s of the schemes of at most
     * eight characters and, in parallel, their handlers. Looking up a scheme reads it in place and
     * compares one {@code long}, so normalizing a URI allocates nothing to find its handler; a
     * longer scheme is looked up by name.
     */
    private final long[] keys;
    private final SchemeHandler[] byKey;

    private SchemeRegistry(TreeMap<String, SchemeHandler> handlers, TreeMap<String, SchemeHandler> prefixes) {
        this.handlers = handlers;
        this.prefixes = prefixes;
        int size = Integer.highestOneBit(Math.max(handlers.size(), 1) * 4 - 1);
        this.keys = new long[size];
        this.byKey = new SchemeHandler[size];
        for (Map.Entry<String, SchemeHandler> e : handlers.entrySet()) {
            String name = e.getKey();
            long key = key(name + ":");
            if (key != 0) {
                int h = slot(key, size - 1);
                while (keys[h] != 0) {
                    h = (h + 1) & (size - 1);
                }
                keys[h] = key;
                byKey[h] = e.getValue();
            }
        }
    }

    /** The longest scheme that has a {@link #key}. */
    private static final int MAX_KEYED = 8;

    /**
     * The scheme that starts {@code s} and ends at its first ':' (RFC 3986 §3.1; {@code s} has
     * one), lower-cased, one byte per character; 0 when it is longer than {@link #MAX_KEYED}. Every
     * scheme character but a letter (digits, '+', '-', '.') already has the 0x20 bit set, so
     * {@code c | 0x20} lower-cases a scheme character without a table and keeps them apart; a
     * scheme starts with a letter, so no key is 0 (an empty slot).
     */
    private static long key(String s) {
        long key = 0;
        for (int k = 0; ; k++) {
            char c = s.charAt(k);
            if (c == ':') {
                return key;
            }
            if (k == MAX_KEYED) {
                return 0;
            }
            key = key << 8 | (c | 0x20);
        }
    }

    private static int slot(long key, int mask) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }

    /**
     * The handler for {@code uri}'s scheme (any case), or the longest matching prefix handler,
     * or null.
     */
    private SchemeHandler find(Uri uri) {
        if (!uri.isAbsolute()) {
            return null;
        }
        String text = uri.toUriString();
        long key = key(text);
        if (key == 0) {
            return findByName(uri.scheme().toLowerCase(Locale.ROOT));
        }
        int mask = keys.length - 1;
        for (int h = slot(key, mask); keys[h] != 0; h = (h + 1) & mask) {
            if (keys[h] == key) {
                return byKey[h];
            }
        }
        return prefixes.isEmpty() ? null : longestPrefix(uri.scheme().toLowerCase(Locale.ROOT));
    }

    /** The handler of a lower-case scheme name too long for a key, or the longest matching prefix handler, or null. */
    private SchemeHandler findByName(String name) {
        SchemeHandler h = handlers.get(name);
        return h != null || prefixes.isEmpty() ? h : longestPrefix(name);
    }

    /**
     * The core's handlers (see the table above) and those that other modules provide as
     * services, loaded once, when this class is first used. A provider that cannot be loaded is
     * a packaging error: its {@link java.util.ServiceConfigurationError} fails that first use
     * (as the cause of this class's {@link ExceptionInInitializerError}).
     */
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
        return new SchemeRegistry(copy, prefixes);
    }

    /**
     * A registry where {@code handler} applies to every scheme that starts with {@code prefix}
     * (any case) and has no handler of its own, such as the experimental {@code x-} schemes
     * (RFC 1738 §4): {@code withPrefix("x-", handler)} makes {@code x-foo:bar} known. The longest
     * matching prefix wins; a handler registered for the exact name wins over any prefix.
     *
     * @throws IllegalArgumentException if {@code prefix} is not the start of a scheme name
     */
    public SchemeRegistry withPrefix(String prefix, SchemeHandler handler) {
        Objects.requireNonNull(handler, "handler");
        String key = StandardSchemeHandler.checkScheme(prefix);
        TreeMap<String, SchemeHandler> copy = new TreeMap<>(prefixes);
        copy.put(key, handler);
        return new SchemeRegistry(handlers, copy);
    }

    /**
     * The handler of {@code scheme} (any case): the one registered for the name, else the one of
     * the longest registered prefix the name starts with (and is longer than); null if none,
     * and for null.
     */
    public SchemeHandler handler(String scheme) {
        if (scheme == null) {
            return null;
        }
        String key = scheme.toLowerCase(Locale.ROOT);
        SchemeHandler h = handlers.get(key);
        if (h != null) {
            return h;
        }
        return prefixes.isEmpty() ? null : longestPrefix(key);
    }

    private SchemeHandler longestPrefix(String key) {
        SchemeHandler best = null;
        int bestLength = -1;
        for (var e : prefixes.entrySet()) {
            String p = e.getKey();
            if (key.length() > p.length() && key.startsWith(p) && p.length() > bestLength) {
                best = e.getValue();
                bestLength = p.length();
            }
        }
        return best;
    }

    /** The default port of {@code scheme} (any case), or -1 if it has none or no handler. */
    @Override
    public int defaultPort(String scheme) {
        SchemeHandler h = handler(scheme);
        return h != null ? h.defaultPort() : -1;
    }

    /** The lower-case names of the registered schemes, in alphabetical order (prefixes not included). */
    public Set<String> schemes() {
        return Collections.unmodifiableSet(handlers.navigableKeySet());
    }

    /** The lower-case prefixes registered with {@link #withPrefix}, in alphabetical order. */
    public Set<String> prefixes() {
        return Collections.unmodifiableSet(prefixes.navigableKeySet());
    }

    // ---- validation, views, plans ------------------------------------------------------------

    /** {@link #validate(Uri, ValidationPolicy)} with {@link ValidationPolicy#defaults()}. */
    public List<Violation> validate(Uri uri) {
        return validate(uri, ValidationPolicy.defaults());
    }

    /**
     * The violations of the rules of {@code uri}'s scheme, by its handler. A relative reference
     * gives {@link CommonIssue#SCHEME_MISSING}; a scheme without a handler gives
     * {@link CommonIssue#HANDLER_MISSING} (a warning: it was parsed generically, RFC 1738 §4).
     *
     * <pre>{@code
     * SchemeRegistry.defaults().validate(Uri.parse("http:x"), ValidationPolicy.defaults());
     * // [ERROR HTTP_AUTHORITY_MISSING at 5: ...]   (RFC 3986 §3.2.2; generic parsing accepts it)
     * }</pre>
     */
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(policy, "policy");
        SchemeHandler h = handler(uri.scheme());
        if (h != null) {
            return h.validate(uri, policy);
        }
        return unhandled(uri, policy);
    }

    private static List<Violation> unhandled(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        if (uri.scheme() == null) {
            c.add(CommonIssue.SCHEME_MISSING, 0, "a relative reference has no scheme; resolve it against a base URI first (RFC 3986 §4.2)");
        } else {
            c.add(CommonIssue.HANDLER_MISSING, 0, "no handler for the scheme '" + uri.scheme()
                    + "': only the generic syntax was checked (RFC 3986 §3)");
            Checks.authority(uri, c, -1);
        }
        return c.list();
    }

    /** The typed view of {@code uri} by its scheme's handler; null without a handler, a view type, or for an invalid URI. */
    public SchemeView view(Uri uri) {
        Objects.requireNonNull(uri, "uri");
        SchemeHandler h = handler(uri.scheme());
        return h != null ? h.view(uri) : null;
    }

    /** The retrieval plan of {@code uri} by its scheme's handler; {@link PlanResult.NoRetrieval} without one. */
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(policy, "policy");
        SchemeHandler h = handler(uri.scheme());
        return h != null ? h.plan(uri, policy) : new PlanResult.NoRetrieval(unhandled(uri, policy));
    }

    /** Validation, view and plan at once: what {@code urikit scheme} prints. */
    public SchemeReport inspect(Uri uri, ValidationPolicy policy) {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(policy, "policy");
        SchemeHandler handler = handler(uri.scheme());
        if (handler == null) {
            return new SchemeReport(uri, null, null, unhandled(uri, policy), null);
        }
        List<Violation> validation = handler.validate(uri, policy);
        PlanResult plan = handler.plan(uri, policy);
        return new SchemeReport(uri, handler, handler.view(uri), Checks.merge(validation, plan.violations()), plan.plan());
    }

    /**
     * Scheme-based normalization (RFC 3986 §6.2.3) of {@code uri} with its scheme's handler, or
     * the generic rules when there is none (or {@code uri} is a relative reference).
     */
    @Override
    public Uri normalize(Uri uri) {
        Objects.requireNonNull(uri, "uri");
        SchemeHandler h = find(uri);
        return h != null ? h.normalize(uri) : SchemeRules.authority(uri, -1, false);
    }

    /** {@link FileUrl#toPath()} of {@code uri}: the local path a file URL names, in this platform's convention. */
    @Override
    public java.nio.file.Path toPath(Uri uri) {
        return FileUrl.from(uri).toPath();
    }

    /** {@link FileUrl#fromPath(java.nio.file.Path)}: the file URL of {@code path}, made absolute. */
    @Override
    public Uri fromPath(java.nio.file.Path path) {
        return FileUrl.fromPath(path).toUri();
    }

    @Override
    public String toString() {
        return "SchemeRegistry" + handlers.values() + (prefixes.isEmpty() ? "" : " prefixes " + prefixes.keySet());
    }
}
