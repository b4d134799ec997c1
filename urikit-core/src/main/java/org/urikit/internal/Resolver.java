package org.urikit.internal;

import java.util.Objects;
import org.urikit.Profile;
import org.urikit.ResolveOptions;
import org.urikit.ResolveOptions.LeadingDotDot;
import org.urikit.SyntaxError;
import org.urikit.Uri;
import org.urikit.UriSyntaxException;

/**
 * Reference resolution (RFC 3986 §5.2 and the 2003 draft's §5.2), dispatching the 1997 and
 * 1993 algorithms to {@link LegacyResolver}. Every result is recomposed (§5.3), made
 * unambiguous ({@link Components#disambiguate()}) and re-parsed.
 */
public final class Resolver {
    private Resolver() {
    }

    /**
     * The target of {@code reference} against {@code base}.
     *
     * @throws UriSyntaxException {@link SyntaxError#MISSING_SCHEME} for a relative base,
     *     {@link SyntaxError#NON_HIERARCHICAL_BASE} or {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT}
     */
    public static Uri resolve(Uri base, Uri reference, ResolveOptions options) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(options, "options");
        if (!base.isAbsolute()) {
            // 5.1: "A base URI must conform to the <absolute-URI> syntax rule".
            throw new UriSyntaxException(SyntaxError.MISSING_SCHEME, base.toString(), 0);
        }
        Components b = Components.of(base);
        Components r = Components.of(reference);
        if (!options.isStrict() && r.scheme != null && r.scheme.equalsIgnoreCase(b.scheme)) {
            // 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)"
            r.scheme = null;
        }
        Profile algorithm = options.algorithm().orElse(base.profile());
        Components t;
        switch (algorithm) {
            case RFC3986_DRAFT_2003:
                t = draft2003(base, reference, b, r, options.leadingDotDot().orElse(LeadingDotDot.RETAIN));
                break;
            case RFC2396:
                t = LegacyResolver.rfc2396Draft(base, reference, b, r, options);
                break;
            case RFC1738:
                t = LegacyResolver.partialForm(base, reference, b, r, options);
                break;
            default:
                t = rfc3986(reference, b, r, options.leadingDotDot().orElse(LeadingDotDot.REMOVE));
                break;
        }
        // The grammar of the base first; a literal legacy result that its own grammar rejects
        // (http://a?y from the 1997 defect) is read under the reference's, then RFC 3986's.
        return t.toUri(base.profile(), reference.profile(), Profile.RFC3986);
    }

    /** 5.2.2. Transform References (RFC 3986, 2005). */
    private static Components rfc3986(Uri reference, Components b, Components r, LeadingDotDot policy) {
        Components t = new Components(null, null, null, null, r.fragment);
        if (r.scheme != null) {
            t.scheme = r.scheme;
            t.authority = r.authority;
            t.path = dots(reference, "", r.path, policy);
            t.query = r.query;
            return t;
        }
        if (r.authority != null) {
            t.authority = r.authority;
            t.path = dots(reference, "", r.path, policy);
            t.query = r.query;
        } else {
            if (r.path.isEmpty()) {
                t.path = b.path;
                t.query = r.query != null ? r.query : b.query;
            } else {
                if (r.path.startsWith("/")) {
                    t.path = dots(reference, "", r.path, policy);
                } else {
                    // 5.2.3. Merge Paths
                    String prefix = b.authority != null && b.path.isEmpty() ? "/" : directory(b.path);
                    t.path = dots(reference, prefix, r.path, policy);
                }
                t.query = r.query;
            }
            t.authority = b.authority;
        }
        t.scheme = b.scheme;
        return t;
    }

    /** remove_dot_segments(prefix + path) under the leading-".." policy. */
    private static String dots(Uri reference, String prefix, String path, LeadingDotDot policy) {
        String buffer = prefix + path;
        if (policy == LeadingDotDot.REFUSE) {
            refuseAboveRoot(reference, prefix, buffer);
        }
        return DotSegments.removeDotSegments(buffer, policy == LeadingDotDot.RETAIN);
    }

    /**
     * The 2003 draft's §5.2 pseudocode (seed 003, R113–R120), as written: dot segments are only
     * removed from a merged relative path; an empty path with a query takes the base path.
     */
    private static Components draft2003(Uri base, Uri reference, Components b, Components r, LeadingDotDot policy) {
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
                requireHierarchical(base, reference);
                // merge step 1: "If the base URI's path component is the empty string, then a
                // single slash character ("/") is copied to the buffer."
                String prefix = b.path.isEmpty() ? "/" : directory(b.path);
                String buffer = prefix + r.path;
                if (policy == LeadingDotDot.REFUSE) {
                    refuseAboveRoot(reference, prefix, buffer);
                }
                t.path = DotSegments.mergeSteps(buffer, DotSegments.Style.DRAFT, policy == LeadingDotDot.REMOVE);
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

    /** R90: a relative path cannot be merged with the path of an opaque base (older algorithms). */
    static void requireHierarchical(Uri base, Uri reference) {
        if (base.isOpaque()) {
            throw new UriSyntaxException(SyntaxError.NON_HIERARCHICAL_BASE, reference.toString(), pathStart(reference));
        }
    }

    /** Throws {@link SyntaxError#DOT_SEGMENTS_ABOVE_ROOT} if {@code buffer} climbs above its root. */
    static void refuseAboveRoot(Uri reference, String prefix, String buffer) {
        int at = DotSegments.aboveRootOffset(buffer);
        if (at >= 0) {
            int index = pathStart(reference) + Math.max(0, at - prefix.length());
            throw new UriSyntaxException(SyntaxError.DOT_SEGMENTS_ABOVE_ROOT, reference.toString(), index);
        }
    }

    /** The index of the path in the reference's text. */
    static int pathStart(Uri u) {
        int end = u.toString().length();
        if (u.hasFragment()) {
            end -= u.fragment().length() + 1;
        }
        if (u.hasQuery()) {
            end -= u.query().length() + 1;
        }
        return end - u.path().length();
    }
}
