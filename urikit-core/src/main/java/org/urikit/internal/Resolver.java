package org.urikit.internal;

import java.util.Objects;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Grammar.Generation;

/**
 * Reference resolution (RFC 3986 §5.2 and the 2003 draft's §5.2), dispatching the 1997 and
 * 1993 algorithms to {@link LegacyResolver}. Every result is recomposed (§5.3), made
 * unambiguous ({@link Components#disambiguate()}) and re-parsed.
 */
public final class Resolver {
    private Resolver() {
    }

    /** What to do with {@code ".."} segments that would climb above the root of the target path. */
    public enum AboveRoot {
        /** Keep them: {@code http://a/../g}. */
        RETAIN,
        /** Drop them: {@code http://a/g}, as RFC 3986 §5.2.4 does. */
        REMOVE,
        /** Refuse the reference with {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT}. */
        REFUSE
    }

    /**
     * How to resolve: the API's resolve options.
     *
     * @param strict whether a reference with the base's scheme is absolute (RFC 3986 §5.2.2)
     * @param algorithm the generation whose algorithm to use, or null for the base's
     * @param aboveRoot the treatment of {@code ".."} above the root, or null for the algorithm's own
     * @param emptyBasePathDefect whether to reproduce the 1997 draft's step 6a for an empty base path
     */
    public record Options(boolean strict, Generation algorithm, AboveRoot aboveRoot, boolean emptyBasePathDefect) {
        /** Strict, the base's algorithm and its own treatment of ".." above the root, no defect. */
        public static final Options DEFAULTS = new Options(true, null, null, false);

        /** The policy for ".." above the root under {@code algorithm}. */
        AboveRoot aboveRoot(Grammar algorithm) {
            return aboveRoot != null ? aboveRoot : algorithm.retainsDotDotAboveRoot ? AboveRoot.RETAIN : AboveRoot.REMOVE;
        }
    }

    /**
     * The target of {@code reference} against {@code base}.
     *
     * @throws UriSyntaxException {@link SyntaxError#MISSING_SCHEME} for a relative base,
     *     {@link SyntaxError#NON_HIERARCHICAL_BASE} or {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT}
     */
    public static <U> U resolve(UriAccess<U> a, U base, U reference, Options options) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(options, "options");
        if (a.schemeEnd(base) < 0) {
            // 5.1: "A base URI must conform to the <absolute-URI> syntax rule".
            throw new UriSyntaxException(SyntaxError.MISSING_SCHEME, a.text(base), 0);
        }
        Components b = Components.of(a, base);
        Components r = Components.of(a, reference);
        if (!options.strict() && r.scheme != null && r.scheme.equalsIgnoreCase(b.scheme)) {
            // 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)"
            r.scheme = null;
        }
        Grammar algorithm = options.algorithm() != null ? Grammar.of(options.algorithm()) : a.grammar(base);
        AboveRoot policy = options.aboveRoot(algorithm);
        Components t = switch (algorithm.generation) {
            case RFC3986 -> rfc3986(a, reference, b, r, policy);
            case RFC3986_DRAFT_2003 -> draft2003(a, base, reference, b, r, policy);
            case RFC2396 -> LegacyResolver.rfc2396Draft(a, base, reference, b, r, policy, options.emptyBasePathDefect());
            case RFC1738 -> LegacyResolver.partialForm(a, base, reference, b, r, policy, options.emptyBasePathDefect());
        };
        // The grammar of the base first; a literal legacy result that its own grammar rejects
        // (http://a?y from the 1997 defect) is read under the reference's, then RFC 3986's.
        return t.toUri(a, a.grammar(base), a.grammar(reference), Grammar.rfc3986());
    }

    /** 5.2.2. Transform References (RFC 3986, 2005). */
    private static <U> Components rfc3986(UriAccess<U> a, U reference, Components b, Components r, AboveRoot policy) {
        Components t = new Components(null, null, null, null, r.fragment);
        if (r.scheme != null) {
            t.scheme = r.scheme;
            t.authority = r.authority;
            t.path = dots(a, reference, "", r.path, policy);
            t.query = r.query;
            return t;
        }
        if (r.authority != null) {
            t.authority = r.authority;
            t.path = dots(a, reference, "", r.path, policy);
            t.query = r.query;
        } else {
            if (r.path.isEmpty()) {
                t.path = b.path;
                t.query = r.query != null ? r.query : b.query;
            } else {
                if (r.path.startsWith("/")) {
                    t.path = dots(a, reference, "", r.path, policy);
                } else {
                    // 5.2.3. Merge Paths
                    String prefix = b.authority != null && b.path.isEmpty() ? "/" : directory(b.path);
                    t.path = dots(a, reference, prefix, r.path, policy);
                }
                t.query = r.query;
            }
            t.authority = b.authority;
        }
        t.scheme = b.scheme;
        return t;
    }

    /** remove_dot_segments(prefix + path) under the leading-".." policy. */
    private static <U> String dots(UriAccess<U> a, U reference, String prefix, String path, AboveRoot policy) {
        String buffer = prefix + path;
        if (policy == AboveRoot.REFUSE) {
            refuseAboveRoot(a, reference, prefix, buffer);
        }
        return DotSegments.removeDotSegments(buffer, policy == AboveRoot.RETAIN);
    }

    /**
     * The §5.2 pseudocode of draft-fielding-uri-rfc2396bis-01, as written: dot segments are only
     * removed from a merged relative path; an empty path with a query takes the base path.
     */
    private static <U> Components draft2003(UriAccess<U> a, U base, U reference, Components b, Components r,
            AboveRoot policy) {
        if (r.scheme != null) {
            return r;
        }
        Components t = new Components(b.scheme, null, null, null, r.fragment);
        if (r.authority != null) {
            t.authority = r.authority;
            t.path = r.path;
            t.query = r.query;
            return t;
        }
        if (r.path.isEmpty()) {
            if (r.query == null) {
                // "An empty reference refers to the current document"
                return currentDocument(b, r);
            }
            t.path = b.path;
            t.query = r.query;
        } else {
            if (r.path.startsWith("/")) {
                t.path = r.path;
            } else {
                requireHierarchical(a, base, reference);
                // merge step 1: "If the base URI's path component is the empty string, then a
                // single slash character ("/") is copied to the buffer."
                String prefix = b.path.isEmpty() ? "/" : directory(b.path);
                String buffer = prefix + r.path;
                if (policy == AboveRoot.REFUSE) {
                    refuseAboveRoot(a, reference, prefix, buffer);
                }
                t.path = DotSegments.mergeSteps(buffer, DotSegments.Style.DRAFT, policy == AboveRoot.REMOVE);
            }
            t.query = r.query;
        }
        t.authority = b.authority;
        return t;
    }

    /** The current document (the base without its fragment) with the reference's fragment. */
    static Components currentDocument(Components b, Components r) {
        return new Components(b.scheme, b.authority, b.path, b.query, r.fragment);
    }

    /** All but the last segment of {@code path}: everything up to and including its last '/', or "". */
    static String directory(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash + 1);
    }

    /**
     * A relative path cannot be merged with the path of an opaque base under the older
     * algorithms: "relative references can only be used within the context of a hierarchical
     * URI" (draft-fielding-url-syntax-05 §5; draft-fielding-uri-rfc2396bis-01 §5).
     */
    static <U> void requireHierarchical(UriAccess<U> a, U base, U reference) {
        if (a.isOpaque(base)) {
            throw new UriSyntaxException(SyntaxError.NON_HIERARCHICAL_BASE, a.text(reference), a.pathStart(reference));
        }
    }

    /** Throws {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT} if {@code buffer} climbs above its root. */
    static <U> void refuseAboveRoot(UriAccess<U> a, U reference, String prefix, String buffer) {
        int at = DotSegments.aboveRootOffset(buffer);
        if (at >= 0) {
            int index = a.pathStart(reference) + Math.max(0, at - prefix.length());
            throw new UriSyntaxException(SyntaxError.DOT_SEGMENTS_ABOVE_ROOT, a.text(reference), index);
        }
    }
}
