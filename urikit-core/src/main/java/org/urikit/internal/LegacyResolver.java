package org.urikit.internal;

import org.urikit.ResolveOptions;
import org.urikit.ResolveOptions.LeadingDotDot;
import org.urikit.Uri;

/**
 * The two oldest resolution algorithms, kept apart from RFC 3986's: the 1997 draft that became
 * RFC 2396 (seed 001 §5.2, R105–R112) and the 1993 "partial form" rules (seed 000, R98–R104).
 * Both leave {@code ".."} segments above the root in place by default, and both can reproduce
 * the literal reading of "remove everything after the rightmost slash" for a base with an empty
 * path ({@link ResolveOptions#withEmptyBasePathDefect(boolean)}, O-17).
 */
final class LegacyResolver {
    private LegacyResolver() {
    }

    /**
     * draft-fielding-url-syntax-05 §5.2, steps 1–7. The reference's query goes into the merge
     * buffer (step 6c), so dot segments in it take part in steps 6d–g and the query is whatever
     * follows the first '?' afterwards (6h): {@code g?y/../x} gives {@code http://a/b/c/x}.
     * O-15: an absolute reference is returned unchanged (step 3), so {@code http://a/../b/c}
     * stays as it is.
     */
    static Components rfc2396Draft(Uri base, Uri reference, Components b, Components r, ResolveOptions options) {
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
        Resolver.requireHierarchical(base, reference);
        String prefix = directory(b, options);                                    // a)
        StringBuilder buffer = new StringBuilder(prefix).append(r.path);          // b)
        if (r.query != null) {
            buffer.append('?').append(r.query);                                   // c)
        }
        String merged = steps(reference, prefix, buffer.toString(), DotSegments.Style.DRAFT, options);  // d) to g)
        int q = merged.indexOf('?');
        String path = q < 0 ? merged : merged.substring(0, q);                   // i)
        String query = q < 0 ? null : merged.substring(q + 1);                   // h)
        return new Components(b.scheme, b.authority, path, query, r.fragment);
    }

    /**
     * The 1993 partial form (seed 000): a full form (one with a scheme) is taken as it is; a
     * form starting with {@code "//"} gives host, port "and all the rest"; a leading slash gives
     * an absolute path; otherwise "the last part of the path of the context locator (anything
     * following the rightmost slash) is removed, and the given partial URL appended in its
     * place", then "all occurrences of /xxx/.. or /. are recursively removed".
     *
     * <p>Design choices the 1993 text leaves open (R103, R104, O-16, O-18): {@code xxx} is never
     * {@code ".."} itself; the fragment and the query are split off first and re-attached, so
     * they never take part in dot removal; an empty path with no query is the current document.
     * "Full form" is decided by the parser (a scheme before any '/', '?' or '#'), so
     * {@code ?x:y} is a query, not a full form (D-12).
     */
    static Components partialForm(Uri base, Uri reference, Components b, Components r, ResolveOptions options) {
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
        Resolver.requireHierarchical(base, reference);
        String prefix = directory(b, options);
        String path = steps(reference, prefix, prefix + r.path, DotSegments.Style.PARTIAL_FORM, options);
        return new Components(b.scheme, b.authority, path, r.query, r.fragment);
    }

    /** The base path up to its last '/', or "/" for an empty base path unless the defect is reproduced. */
    private static String directory(Components b, ResolveOptions options) {
        if (b.path.isEmpty() && !options.emptyBasePathDefect()) {
            return "/";
        }
        return Resolver.directory(b.path);
    }

    private static String steps(Uri reference, String prefix, String buffer, DotSegments.Style style, ResolveOptions options) {
        LeadingDotDot policy = options.leadingDotDot().orElse(LeadingDotDot.RETAIN);
        if (policy == LeadingDotDot.REFUSE) {
            Resolver.refuseAboveRoot(reference, prefix, buffer);
        }
        return DotSegments.mergeSteps(buffer, style, policy == LeadingDotDot.REMOVE);
    }
}
