package org.urikit.scheme;

import java.util.Locale;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;

/**
 * A scheme defined by its name, its default port and whether an empty path means {@code "/"}
 * (true for http, https, ws and wss). Immutable.
 */
final class StandardSchemeHandler extends NamedSchemeHandler {
    private final boolean emptyPathIsRoot;

    StandardSchemeHandler(String scheme, int defaultPort, boolean emptyPathIsRoot) {
        super(scheme, defaultPort);
        this.emptyPathIsRoot = emptyPathIsRoot;
    }

    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}, lower-cased. */
    static String checkScheme(String scheme) {
        Objects.requireNonNull(scheme, "scheme");
        if (scheme.isEmpty() || !CharClass.ALPHA.contains(scheme.charAt(0)) || !CharClass.SCHEME.containsAll(scheme)) {
            throw new IllegalArgumentException("not a scheme name (RFC 3986 §3.1): '" + scheme + "'");
        }
        return scheme.toLowerCase(Locale.ROOT);
    }

    /**
     * The generic rules, and for http-like schemes an empty path after an authority becomes
     * {@code "/"}: RFC 7230 §2.7.3 ("an empty path component is equivalent to an absolute path
     * of '/'"), RFC 6455 §3 for ws and wss.
     */
    @Override
    public Uri normalize(Uri uri) {
        return SchemeRules.authority(uri, defaultPort, emptyPathIsRoot);
    }
}
