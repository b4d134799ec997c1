package org.urikit;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The steps of URI normalization (RFC 3986 §6.2.2 and §6.2.3), each of which can be chosen on
 * its own with {@link Uri#normalize(Set)}; {@link Uri#normalize()} applies all of them.
 *
 * <pre>{@code
 * Uri u = Uri.parse("HTTP://Example.COM:80/%7euser/./a/../b");
 * u.normalize();                                                   // http://example.com/~user/b
 * u.normalize(EnumSet.of(Normalization.CASE));                     // http://example.com:80/%7Euser/./a/../b
 * u.normalize(Normalization.syntaxBased());                        // http://example.com:80/~user/b
 * }</pre>
 *
 * <p>Every step keeps the resource the URI identifies (RFC 3986 §6.1: comparison must "strictly
 * avoid false positives"): reserved characters are never decoded ({@code %2F} stays), the path,
 * query, fragment and userinfo keep their case, and a scheme rule applies only where the
 * scheme's specification licenses it. Normalizing twice gives the same result as once. The
 * steps run in the order of the constants, whatever order the set has.
 */
public enum Normalization {
    /**
     * Percent-encoding normalization (RFC 3986 §6.2.2.2): decode the escapes of unreserved
     * characters ({@code %7E} becomes {@code ~}, {@code %41} becomes {@code A}), in every
     * component but the scheme and port. Never a reserved or non-ASCII one. Which characters
     * count as unreserved follows the URI's profile: RFC 3986's {@code ALPHA DIGIT - . _ ~};
     * the 2003 draft's list of those it says are safe to decode, {@code ALPHA DIGIT _ ~} (§2.3);
     * the 1997 draft's unreserved set, marks included (§2.4.2); and, for RFC 1738,
     * {@code ALPHA DIGIT - . _} (its {@code $ + ! * ' ( ) ,} have scheme meanings in practice).
     */
    PERCENT_ENCODING,
    /**
     * Case normalization (RFC 3986 §6.2.2.1): lower-case the scheme and the host (an IPv6
     * literal's hex digits included, but not its zone identifier), and upper-case the hex
     * digits of every percent-encoding. Nothing else changes case.
     */
    CASE,
    /**
     * Path segment normalization (RFC 3986 §6.2.2.3): remove {@code "."} and {@code ".."}
     * segments from an absolute path with the profile's algorithm (RFC 3986
     * remove_dot_segments; the older profiles keep {@code ".."} above the root, as their resolution does). A
     * relative-path reference keeps its leading {@code ".."} so that it still resolves to the same
     * target; an opaque path ({@code mailto:a/../b}) is left alone. A result that would be
     * ambiguous gets a {@code /.} or {@code ./} prefix.
     */
    DOT_SEGMENTS,
    /**
     * Scheme-based normalization (RFC 3986 §6.2.3), from a
     * {@link org.urikit.scheme.SchemeRegistry}: drop an empty port and the scheme's default port,
     * write an IPv6 literal in its RFC 5952 form, and the scheme's own rules (an empty http
     * path becomes {@code /}; {@code file://localhost/} becomes {@code file:///}).
     */
    SCHEME_BASED;

    private static final Set<Normalization> ALL = Collections.unmodifiableSet(EnumSet.allOf(Normalization.class));
    private static final Set<Normalization> SYNTAX =
            Collections.unmodifiableSet(EnumSet.of(PERCENT_ENCODING, CASE, DOT_SEGMENTS));

    /** All steps: what {@link Uri#normalize()} does. */
    public static Set<Normalization> all() {
        return ALL;
    }

    /** The syntax-based steps of RFC 3986 §6.2.2: {@link #PERCENT_ENCODING}, {@link #CASE}, {@link #DOT_SEGMENTS}. */
    public static Set<Normalization> syntaxBased() {
        return SYNTAX;
    }
}
