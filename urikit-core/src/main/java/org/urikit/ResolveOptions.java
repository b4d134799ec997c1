package org.urikit;

import java.util.Objects;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Resolver;

/**
 * How {@link Uri#resolve(Uri, ResolveOptions)} turns a reference into a target URI. Immutable;
 * every {@code with...} method returns a new value.
 *
 * <pre>{@code
 * Uri base = Uri.parse("http://a/b/c/d;p?q");
 * base.resolve("http:g");                                              // http:g  (strict, RFC 3986 §5.2.2)
 * base.resolve("http:g", ResolveOptions.defaults().withStrict(false)); // http://a/b/c/g
 *
 * Uri draft = Uri.parse("http://a/b/c/d;p?q", Profile.RFC3986_DRAFT_2003);
 * draft.resolve("../../../g");                                          // http://a/../g (retained)
 * draft.resolve("../../../g", ResolveOptions.defaults()
 *         .withLeadingDotDot(ResolveOptions.LeadingDotDot.REMOVE));     // http://a/g
 * draft.resolve("../../../g", ResolveOptions.defaults()
 *         .withLeadingDotDot(ResolveOptions.LeadingDotDot.REFUSE));     // throws DOT_SEGMENTS_ABOVE_ROOT
 *
 * Uri s97 = Uri.parse("http://a", Profile.RFC2396);
 * s97.resolve("g");                                                     // http://a/g
 * s97.resolve("g", ResolveOptions.defaults().withEmptyBasePathDefect(true)); // http://ag (as the 1997 text reads)
 * }</pre>
 *
 * <table>
 * <caption>The resolution algorithm of each profile</caption>
 * <tr><th>algorithm</th><th>source</th><th>{@code ..} above the root</th></tr>
 * <tr><td>{@link Profile#RFC3986}</td><td>RFC 3986 §5.2 (2005), remove_dot_segments also on absolute
 *   and absolute-path references</td><td>removed</td></tr>
 * <tr><td>{@link Profile#RFC3986_DRAFT_2003}</td><td>draft-fielding-uri-rfc2396bis-01 §5.2 pseudocode and
 *   merge steps 1–8; dot segments only in merged relative paths</td><td>retained (merge step 7)</td></tr>
 * <tr><td>{@link Profile#RFC2396}</td><td>draft-fielding-url-syntax-05 §5.2 steps 1–7: the
 *   reference query joins the merge buffer, so {@code ?y} gives {@code http://a/b/c/?y}</td><td>retained</td></tr>
 * <tr><td>{@link Profile#RFC1738}</td><td>the 1993 URL draft's "partial form" rules: no
 *   trailing {@code '/'} after {@code .} or {@code ..}</td><td>retained</td></tr>
 * </table>
 *
 * <p>By default the algorithm is the one of the base's {@link Uri#profile()}; {@link #withAlgorithm}
 * overrides it.
 */
public final class ResolveOptions {

    /**
     * What to do with {@code ".."} segments that would climb above the root of the target path
     * ({@code ../../../g} against {@code http://a/b/c/d;p?q}). The 2003 draft calls such a
     * reference "in error" and allows all three (merge step 7); RFC 3986 removes them.
     */
    public enum LeadingDotDot {
        /** Keep them in the path: {@code http://a/../g}. The default of the three older algorithms. */
        RETAIN,
        /** Drop them: {@code http://a/g}. What RFC 3986 §5.2.4 always does. */
        REMOVE,
        /** Refuse the reference: {@link UriSyntaxException} with {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT}. */
        REFUSE
    }

    private static final ResolveOptions DEFAULTS = new ResolveOptions(true, null, null, false);

    private final boolean strict;
    private final Profile algorithm;
    private final LeadingDotDot leadingDotDot;
    private final boolean emptyBasePathDefect;
    /** The same options as the resolver reads them. */
    private final Resolver.Options internal;

    private ResolveOptions(boolean strict, Profile algorithm, LeadingDotDot leadingDotDot, boolean emptyBasePathDefect) {
        this.strict = strict;
        this.algorithm = algorithm;
        this.leadingDotDot = leadingDotDot;
        this.emptyBasePathDefect = emptyBasePathDefect;
        this.internal = new Resolver.Options(strict, algorithm == null ? null : algorithm.generation(),
                leadingDotDot == null ? null : switch (leadingDotDot) {
                    case RETAIN -> Resolver.AboveRoot.RETAIN;
                    case REMOVE -> Resolver.AboveRoot.REMOVE;
                    case REFUSE -> Resolver.AboveRoot.REFUSE;
                }, emptyBasePathDefect);
    }

    /** These options as the resolver reads them. */
    Resolver.Options internal() {
        return internal;
    }

    /**
     * Strict (validating) resolution with the algorithm of the base's profile, that
     * algorithm's own treatment of {@code ".."} above the root, and the empty-base-path fix.
     */
    public static ResolveOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Strict ({@code true}, the default) treats a reference with a scheme as absolute, always. Non-strict
     * treats a reference whose scheme equals the base's (ignoring case) as if it had no scheme,
     * the backward-compatibility rule of RFC 3986 §5.2.2 ("a non-strict parser may ignore a
     * scheme in the reference if it is identical to the base URI's scheme"): {@code http:g}
     * against {@code http://a/b/c/d;p?q} gives {@code http://a/b/c/g}. It applies to every algorithm.
     */
    public ResolveOptions withStrict(boolean strict) {
        return new ResolveOptions(strict, algorithm, leadingDotDot, emptyBasePathDefect);
    }

    /**
     * Resolve with the algorithm of {@code profile} whatever the base's profile is; {@code null}
     * restores the default (the base's profile).
     */
    public ResolveOptions withAlgorithm(Profile profile) {
        return new ResolveOptions(strict, profile, leadingDotDot, emptyBasePathDefect);
    }

    /**
     * The treatment of {@code ".."} segments left at the start of the target path; {@code null}
     * restores the algorithm's own (REMOVE for RFC 3986, RETAIN for the others).
     */
    public ResolveOptions withLeadingDotDot(LeadingDotDot policy) {
        return new ResolveOptions(strict, algorithm, policy, emptyBasePathDefect);
    }

    /**
     * Reproduce the 1997 draft's step 6a literally for a base with an empty path:
     * "all but the last segment of the base URL's path" is then the empty string, so {@code g}
     * against {@code http://a} gives {@code http://ag}, and {@code ?y} gives {@code http://a?y}.
     * The same literal reading applies to the 1993 rules. Off by default: like the 2003 draft
     * (merge step 1), urikit then starts from {@code "/"}. RFC 3986 and the 2003 draft
     * never have the defect and ignore this flag.
     *
     * <p>This is the one case where a resolved URI does not re-parse to the components the
     * algorithm computed: {@code http://ag} has the host {@code ag}. That is the defect.
     */
    public ResolveOptions withEmptyBasePathDefect(boolean reproduce) {
        return new ResolveOptions(strict, algorithm, leadingDotDot, reproduce);
    }

    /** Whether a same-scheme reference is absolute (true, the default). */
    public boolean isStrict() {
        return strict;
    }

    /** The algorithm chosen explicitly, or null for "the base's profile". */
    public Profile algorithm() {
        return algorithm;
    }

    /** The leading-{@code ".."} policy chosen explicitly, or null for "the algorithm's own". */
    public LeadingDotDot leadingDotDot() {
        return leadingDotDot;
    }

    /** Whether the 1997 empty-base-path defect is reproduced. */
    public boolean emptyBasePathDefect() {
        return emptyBasePathDefect;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ResolveOptions other && other.strict == strict && other.algorithm == algorithm
                && other.leadingDotDot == leadingDotDot && other.emptyBasePathDefect == emptyBasePathDefect;
    }

    @Override
    public int hashCode() {
        return Objects.hash(strict, algorithm, leadingDotDot, emptyBasePathDefect);
    }

    @Override
    public String toString() {
        return "ResolveOptions[strict=" + strict + ", algorithm=" + (algorithm == null ? "base profile" : algorithm)
                + ", leadingDotDot=" + (leadingDotDot == null ? "algorithm default" : leadingDotDot)
                + ", emptyBasePathDefect=" + emptyBasePathDefect + "]";
    }
}
