package org.urikit.internal;

import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Grammar.Generation;
import org.urikit.internal.Resolver.AboveRoot;

/**
 * The transformation of references of each generation, on {@link Components}: RFC 3986 §5.2.2,
 * the §5.2 pseudocode of draft-fielding-uri-rfc2396bis-01 (2003), the §5.2 steps of
 * draft-fielding-url-syntax-05 (1997, the draft that became RFC 2396) and the "partial form"
 * rules of the 1993 URL draft. {@link Resolver} recomposes and re-parses the result.
 *
 * <p>The two oldest algorithms leave {@code ".."} segments above the root in place by default,
 * and both can reproduce the literal reading of "remove everything after the rightmost slash"
 * for a base with an empty path (the empty-base-path defect, which draft-fielding-uri-rfc2396bis-01
 * Appendix G.2 names and fixes).
 */
final class ReferenceTransforms {
    private ReferenceTransforms() {
    }

    /** The target's components: {@code r} against {@code b} by the algorithm of {@code generation}. */
    static <U> Components transform(UriAccess<U> a, U base, U reference, Components b, Components r,
            Generation generation, AboveRoot policy, boolean emptyBasePathDefect) {
        return switch (generation) {
            case RFC3986 -> rfc3986(a, reference, b, r, policy);
            case RFC3986_DRAFT_2003 -> draft2003(a, base, reference, b, r, policy);
            case RFC2396 -> rfc2396Draft(a, base, reference, b, r, policy, emptyBasePathDefect);
            case RFC1738 -> partialForm(a, base, reference, b, r, policy, emptyBasePathDefect);
        };
    }

    /** 5.2.2. Transform References (RFC 3986, 2005). */
    private static <U> Components rfc3986(UriAccess<U> a, U reference, Components b, Components r, AboveRoot policy) {
        Components t = new Components(null, null, null, null, r.fragment);
        if (r.scheme != null) {
            t.scheme = r.scheme;
            t.authority = r.authority;
            t.path = removeDotSegments(a, reference, "", r.path, policy);
            t.query = r.query;
            return t;
        }
        if (r.authority != null) {
            t.authority = r.authority;
            t.path = removeDotSegments(a, reference, "", r.path, policy);
            t.query = r.query;
        } else {
            if (r.path.isEmpty()) {
                t.path = b.path;
                t.query = r.query != null ? r.query : b.query;
            } else {
                if (r.path.startsWith("/")) {
                    t.path = removeDotSegments(a, reference, "", r.path, policy);
                } else {
                    // 5.2.3. Merge Paths
                    String prefix = b.authority != null && b.path.isEmpty() ? "/" : directory(b.path);
                    t.path = removeDotSegments(a, reference, prefix, r.path, policy);
                }
                t.query = r.query;
            }
            t.authority = b.authority;
        }
        t.scheme = b.scheme;
        return t;
    }

    /** remove_dot_segments(prefix + path) (RFC 3986 §5.2.4) under the leading-".." policy. */
    private static <U> String removeDotSegments(UriAccess<U> a, U reference, String prefix, String path, AboveRoot policy) {
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
                t.path = mergeSteps(a, reference, prefix, prefix + r.path, DotSegments.Style.DRAFT, policy);
            }
            t.query = r.query;
        }
        t.authority = b.authority;
        return t;
    }

    /**
     * draft-fielding-url-syntax-05 §5.2, steps 1–7. The reference's query goes into the merge
     * buffer (step 6c), so dot segments in it take part in steps 6d–g and the query is whatever
     * follows the first '?' afterwards (6h): {@code g?y/../x} gives {@code http://a/b/c/x}.
     * An absolute reference is returned unchanged (step 3), so {@code http://a/../b/c} stays as
     * it is: the draft's Appendix C.2 lists {@code http://a/b/c} for it only as what some parsers
     * "inappropriately" do.
     */
    private static <U> Components rfc2396Draft(UriAccess<U> a, U base, U reference, Components b, Components r,
            AboveRoot policy, boolean emptyBasePathDefect) {
        // 2) "If the path component is empty and the scheme, site, and query components are
        //    undefined, then it is a reference to the current document and we are done."
        if (r.path.isEmpty() && r.scheme == null && r.authority == null && r.query == null) {
            return currentDocument(b, r);
        }
        // 3) a scheme: an absolute URL
        if (r.scheme != null) {
            return r;
        }
        // 4) a site: a network-path, skip to step 7
        if (r.authority != null) {
            return new Components(b.scheme, r.authority, r.path, r.query, r.fragment);
        }
        // 5) a path starting with "/": an absolute-path, skip to step 7
        if (r.path.startsWith("/")) {
            return new Components(b.scheme, b.authority, r.path, r.query, r.fragment);
        }
        // 6) a relative-path
        requireHierarchical(a, base, reference);
        String prefix = legacyDirectory(b, emptyBasePathDefect);                 // a)
        StringBuilder buffer = new StringBuilder(prefix).append(r.path);          // b)
        if (r.query != null) {
            buffer.append('?').append(r.query);                                   // c)
        }
        String merged = mergeSteps(a, reference, prefix, buffer.toString(), DotSegments.Style.DRAFT, policy);  // d) to g)
        int q = merged.indexOf('?');
        String path = q < 0 ? merged : merged.substring(0, q);                   // i)
        String query = q < 0 ? null : merged.substring(q + 1);                   // h)
        return new Components(b.scheme, b.authority, path, query, r.fragment);
    }

    /**
     * The 1993 partial form: a full form (one with a scheme) is taken as it is; a form starting
     * with {@code "//"} gives host, port "and all the rest"; a leading slash gives an absolute
     * path; otherwise "the last part of the path of the context locator (anything following the
     * rightmost slash) is removed, and the given partial URL appended in its place", then "all
     * occurrences of /xxx/.. or /. are recursively removed".
     *
     * <p>Choices the 1993 text leaves open: {@code xxx} is never {@code ".."} itself (else
     * {@code ../../../../g} would collapse to {@code http://a/g}); the fragment and the query are
     * split off first and re-attached, so they never take part in dot removal; an empty path
     * with no query is the current document. "Full form" is decided by the parser (a scheme
     * before any '/', '?' or '#'), so {@code ?x:y} is a query, not a full form.
     */
    private static <U> Components partialForm(UriAccess<U> a, U base, U reference, Components b, Components r,
            AboveRoot policy, boolean emptyBasePathDefect) {
        if (r.scheme != null) {
            return r;
        }
        if (r.authority != null) {
            return new Components(b.scheme, r.authority, r.path, r.query, r.fragment);
        }
        if (r.path.isEmpty() && r.query == null) {
            return currentDocument(b, r);
        }
        if (r.path.startsWith("/")) {
            return new Components(b.scheme, b.authority, r.path, r.query, r.fragment);
        }
        requireHierarchical(a, base, reference);
        String prefix = legacyDirectory(b, emptyBasePathDefect);
        String path = mergeSteps(a, reference, prefix, prefix + r.path, DotSegments.Style.PARTIAL_FORM, policy);
        return new Components(b.scheme, b.authority, path, r.query, r.fragment);
    }

    /** The dot-segment steps of the drafts and the partial form on a merge buffer, under the leading-".." policy. */
    private static <U> String mergeSteps(UriAccess<U> a, U reference, String prefix, String buffer,
            DotSegments.Style style, AboveRoot policy) {
        if (policy == AboveRoot.REFUSE) {
            refuseAboveRoot(a, reference, prefix, buffer);
        }
        return DotSegments.mergeSteps(buffer, style, policy == AboveRoot.REMOVE);
    }

    /** The current document (the base without its fragment) with the reference's fragment. */
    private static Components currentDocument(Components b, Components r) {
        return new Components(b.scheme, b.authority, b.path, b.query, r.fragment);
    }

    /** All but the last segment of {@code path}: everything up to and including its last '/', or "". */
    static String directory(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash + 1);
    }

    /** The 1997 and 1993 merge prefix: the base path up to its last '/', or "/" for an empty base path unless the defect is reproduced. */
    private static String legacyDirectory(Components b, boolean emptyBasePathDefect) {
        if (b.path.isEmpty() && !emptyBasePathDefect) {
            return "/";
        }
        return directory(b.path);
    }

    /**
     * A relative path cannot be merged with the path of an opaque base under the older
     * algorithms: "relative references can only be used within the context of a hierarchical
     * URI" (draft-fielding-url-syntax-05 §5; draft-fielding-uri-rfc2396bis-01 §5).
     */
    private static <U> void requireHierarchical(UriAccess<U> a, U base, U reference) {
        if (a.isOpaque(base)) {
            throw new UriSyntaxException(SyntaxError.BASE_NOT_HIERARCHICAL, a.text(reference), a.pathStart(reference));
        }
    }

    /** Throws {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT} if {@code buffer} climbs above its root. */
    private static <U> void refuseAboveRoot(UriAccess<U> a, U reference, String prefix, String buffer) {
        int at = DotSegments.aboveRootOffset(buffer);
        if (at >= 0) {
            int index = a.pathStart(reference) + Math.max(0, at - prefix.length());
            throw new UriSyntaxException(SyntaxError.DOT_SEGMENTS_ABOVE_ROOT, a.text(reference), index);
        }
    }
}
