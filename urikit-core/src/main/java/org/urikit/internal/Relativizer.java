package org.urikit.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * The inverse of resolution: the shortest reference that resolves against a base to exactly a
 * given target (the operation {@code java.net.URI.relativize} never did with {@code ../},
 * JDK-6226081).
 *
 * <p>Method: build the few references that can be shortest (same-document forms, a query-only
 * form, a relative path with {@code ../}, an absolute path, a network path, the target
 * itself), then return the shortest that the resolver actually turns into the target. Checking
 * each candidate with the resolver makes the answer right by construction, for every
 * algorithm; the candidate set is complete for RFC 3986 (see {@code ResolvePropertiesTest},
 * which compares with a brute-force search).
 */
public final class Relativizer {
    private Relativizer() {
    }

    /**
     * The shortest reference {@code r} with {@code base.resolve(r, options).equals(target)}, or
     * {@code target} itself when no reference resolves to it exactly (its path has dot segments
     * that resolution would remove).
     *
     * @throws UriSyntaxException {@link SyntaxError#SCHEME_MISSING} if base or target is relative
     */
    public static <U> U relativize(UriAccess<U> a, U base, U target, Resolver.Options options) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(target, "target");
        if (a.schemeEnd(base) < 0) {
            throw new UriSyntaxException(SyntaxError.SCHEME_MISSING, a.text(base), 0);
        }
        if (a.schemeEnd(target) < 0) {
            throw new UriSyntaxException(SyntaxError.SCHEME_MISSING, a.text(target), 0);
        }
        List<String> candidates = candidates(a, base, target);
        candidates.sort(Comparator.comparingInt(String::length));
        for (String c : candidates) {
            U parsed = Parser.parse(c, a.grammar(base), a);
            if (parsed == null) {
                continue;
            }
            U resolved;
            try {
                resolved = Resolver.resolve(a, base, parsed, options);
            } catch (UriSyntaxException e) {
                continue;
            }
            if (a.text(resolved).equals(a.text(target))) {
                return parsed;
            }
        }
        return target;
    }

    /**
     * The candidates in order of preference, so that the stable sort by length breaks ties the
     * same way every time: same-document forms, then a relative path (it keeps working when
     * the tree moves), the directory forms, an absolute path, a network path, the target.
     */
    private static <U> List<String> candidates(UriAccess<U> a, U base, U target) {
        List<String> out = new ArrayList<>();
        String t = a.text(target);
        if (!a.scheme(target).equals(a.scheme(base))) {
            out.add(t);
            return out;
        }
        String query = a.query(target);
        String fragment = a.fragmentStart(target) >= 0 ? "#" + a.fragment(target) : "";
        String tail = (query != null ? "?" + query : "") + fragment;
        String path = a.path(target);
        String authority = a.authority(target);
        if (Objects.equals(a.authority(base), authority)) {
            // Same document, or the same path with another query. A query-only reference is
            // always worth a try: the 1997 and 1993 algorithms resolve "?y" against the base's
            // directory, not its path (draft-fielding-url-syntax-05 Appendix C: ?y = http://a/b/c/?y).
            if (path.equals(a.path(base)) && Objects.equals(query, a.query(base))) {
                out.add(fragment);
            }
            if (query != null) {
                out.add(tail);
            }
            String relative = relativePath(a.path(base), authority != null, path);
            if (relative != null) {
                out.add(relative + tail);
            }
            // The older algorithms treat a final "." or ".." differently (1993: no trailing
            // '/'), so the short directory forms are always worth a try.
            for (String dots : new String[] {".", "./", "..", "../"}) {
                out.add(dots + tail);
            }
            if (path.startsWith("/")) {
                out.add((path.startsWith("//") ? "/." : "") + path + tail);
            }
        }
        if (authority != null) {
            out.add("//" + authority + path + tail);
        }
        out.add(t);
        return out;
    }

    /**
     * The relative path from the base's directory to {@code targetPath}: as many {@code ../} as
     * directory levels to leave, then the rest of the target path. {@code "."} and {@code ".."}
     * stand for directories themselves; {@code ./} goes before an empty or colon-holding first
     * segment (RFC 3986 §4.2). Null when no relative path can reach the target.
     *
     * <p>A rootless base path ({@code foo:a/y/z}) is merged and rid of dot segments the same way
     * (RFC 3986 §5.2.3, §5.2.4: {@code ../q} gives {@code foo:a/q}), except that a {@code ".."}
     * that would remove its first segment leaves a path starting with '/'
     * ({@code ../../q} gives {@code foo:/q}): a rootless target must share at least the first
     * segment, and a rooted one is nearer by its absolute path.
     */
    private static String relativePath(String basePath, boolean baseHasAuthority, String targetPath) {
        String directory;
        if (baseHasAuthority && basePath.isEmpty()) {
            directory = "/";
        } else {
            directory = DotSegments.removeDotSegments(ReferenceTransforms.directory(basePath), false);
        }
        boolean rooted = directory.startsWith("/");
        if (directory.isEmpty()) {
            return nextTo(targetPath);
        }
        if (rooted != targetPath.startsWith("/")) {
            return null;
        }
        // The directory ends with '/': its segments are those between the root (if any) and that '/'.
        int from = rooted ? 1 : 0;
        List<String> dirs = directory.length() == 1 ? List.of() : DotSegments.split(directory.substring(from, directory.length() - 1), 0);
        List<String> target = DotSegments.split(targetPath, from);
        int common = 0;
        while (common < dirs.size() && common < target.size() - 1 && dirs.get(common).equals(target.get(common))) {
            common++;
        }
        if (!rooted && common == 0) {
            return null;
        }
        int ups = dirs.size() - common;
        List<String> rest = target.subList(common, target.size());
        StringBuilder sb = new StringBuilder();
        if (rest.size() == 1 && rest.get(0).isEmpty()) {
            // The target is a directory on the way: "." or "../..".
            if (ups == 0) {
                return ".";
            }
            sb.append("../".repeat(ups - 1)).append("..");
            return sb.toString();
        }
        sb.append("../".repeat(ups));
        String first = rest.get(0);
        if (ups == 0 && (first.isEmpty() || first.indexOf(':') >= 0)) {
            sb.append("./");
        }
        sb.append(String.join("/", rest));
        return sb.toString();
    }

    /**
     * A base whose directory is empty (a rootless path of one segment, {@code s:b}): the merge is
     * the reference's path itself, so a rootless target path is its own relative path ({@code ./}
     * first where RFC 3986 §4.2 asks for it); {@code "."} reaches the empty path.
     */
    private static String nextTo(String targetPath) {
        if (targetPath.startsWith("/")) {
            return null;
        }
        if (targetPath.isEmpty()) {
            return ".";
        }
        int slash = targetPath.indexOf('/');
        String first = slash < 0 ? targetPath : targetPath.substring(0, slash);
        return first.isEmpty() || first.indexOf(':') >= 0 ? "./" + targetPath : targetPath;
    }
}
