package org.urikit.scheme;

/**
 * The handler of the experimental {@code x-} schemes (RFC 1738 §4; the 1993 and
 * 1994 URL drafts), registered with {@link SchemeRegistry#withPrefix}: every scheme whose name starts with
 * {@code x-} and has no handler of its own is known, with status {@link SchemeStatus#EXPERIMENTAL},
 * parsed generically and given the common authority checks; no default port, view or plan.
 *
 * <pre>{@code
 * SchemeReport r = SchemeRegistry.defaults().inspect(Uri.parse("x-foo:bar"), ValidationPolicy.defaults());
 * r.isKnown();                                   // true
 * r.handler().status();                         // EXPERIMENTAL
 * r.violations();                                // []   (no HANDLER_MISSING warning)
 * }</pre>
 *
 * Package-private.
 */
final class ExperimentalSchemeHandler implements SchemeHandler {
    static final ExperimentalSchemeHandler INSTANCE = new ExperimentalSchemeHandler();
    static final String PREFIX = "x-";

    private ExperimentalSchemeHandler() {
    }

    /** The prefix {@code "x-"}. */
    @Override
    public String scheme() {
        return PREFIX;
    }

    @Override
    public SchemeStatus status() {
        return SchemeStatus.EXPERIMENTAL;
    }

    @Override
    public String toString() {
        return "x-* (experimental)";
    }
}
