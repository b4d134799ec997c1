package org.urikit.internal;

import org.urikit.internal.Resolver.AboveRoot;

/**
 * The two oldest resolution algorithms, kept apart from RFC 3986's: the 1997 draft that became
 * RFC 2396 (draft-fielding-url-syntax-05 §5.2) and the "partial form" rules of the 1993 URL
 * draft. Both leave {@code ".."} segments above the root in place by default, and both can
 * reproduce the literal reading of "remove everything after the rightmost slash" for a base with
 * an empty path (the empty-base-path defect, which draft-fielding-uri-rfc2396bis-01 Appendix G.2
 * names and fixes).
 */
final class LegacyResolver {
    private LegacyResolver() {
    }

    /**
     * draft-fielding-url-syntax-05 §5.2, steps 1–7. The reference's query goes into the merge
     * buffer (step 6c), so dot segments in it take part in steps 6d–g and the query is whatever
     * follows the first '?' afterwards (6h): {@code g?y/../x} gives {@code http://a/b/c/x}.
     * An absolute reference is returned unchanged (step 3), so {@code http://a/../b/c} stays as
     * it is: the draft's Appendix C.2 lists {@code http://a/b/c} for it only as what some parsers
     * "inappropriately" do.
     */
    static <U> Components rfc2396Draft(UriAccess<U> a, U base, U reference, Components b, Components r,
            AboveRoot policy, boolean emptyBasePathDefect) {
        // 2) "If the path component is empty and the scheme, site, and query components are
        //    undefined, then it is a reference to the current document and we are done."
        if (r.path.isEmpty() && r.scheme == null && r.authority == null && r.query == null) {
            return Resolver.currentDocument(b, r);
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
        Resolver.requireHierarchical(a, base, reference);
        String prefix = directory(b, emptyBasePathDefect);                       // a)
        StringBuilder buffer = new StringBuilder(prefix).append(r.path);          // b)
        if (r.query != null) {
            buffer.append('?').append(r.query);                                   // c)
        }
        String merged = steps(a, reference, prefix, buffer.toString(), DotSegments.Style.DRAFT, policy);  // d) to g)
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
    static <U> Components partialForm(UriAccess<U> a, U base, U reference, Components b, Components r,
            AboveRoot policy, boolean emptyBasePathDefect) {
        if (r.scheme != null) {
            return r;
        }
        if (r.authority != null) {
            return new Components(b.scheme, r.authority, r.path, r.query, r.fragment);
        }
        if (r.path.isEmpty() && r.query == null) {
            return Resolver.currentDocument(b, r);
        }
        if (r.path.startsWith("/")) {
            return new Components(b.scheme, b.authority, r.path, r.query, r.fragment);
        }
        Resolver.requireHierarchical(a, base, reference);
        String prefix = directory(b, emptyBasePathDefect);
        String path = steps(a, reference, prefix, prefix + r.path, DotSegments.Style.PARTIAL_FORM, policy);
        return new Components(b.scheme, b.authority, path, r.query, r.fragment);
    }

    /** The base path up to its last '/', or "/" for an empty base path unless the defect is reproduced. */
    private static String directory(Components b, boolean emptyBasePathDefect) {
        if (b.path.isEmpty() && !emptyBasePathDefect) {
            return "/";
        }
        return Resolver.directory(b.path);
    }

    private static <U> String steps(UriAccess<U> a, U reference, String prefix, String buffer, DotSegments.Style style,
            AboveRoot policy) {
        if (policy == AboveRoot.REFUSE) {
            Resolver.refuseAboveRoot(a, reference, prefix, buffer);
        }
        return DotSegments.mergeSteps(buffer, style, policy == AboveRoot.REMOVE);
    }
}
