package org.urikit.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Dot segments ({@code "."} and {@code ".."}, RFC 3986 §3.3, §5.2.4): finding them, and the
 * removal algorithms of each generation, all on raw path text.
 *
 * <ul>
 * <li>{@link #hasDotSegment(String, int, int)}: whether a path has one, the quick check of the
 *   resolution fast path and of normalization.</li>
 * <li>{@link #decodeEscapedDots(String)}: {@code %2E} written as {@code "."} in the segments that
 *   are dot segments once decoded, before normalization removes them.</li>
 * <li>{@link #removeDotSegments(String, boolean)}: RFC 3986 §5.2.4, a literal port of the
 *   RFC's input/output buffer loop (so that rootless paths give exactly the RFC's answer, e.g.
 *   {@code a/../b} gives {@code /b}); optionally keeping {@code ".."} segments that would climb
 *   above the root.</li>
 * <li>{@link #mergeSteps(String, Style, boolean)}: the string-rewriting steps of the 2003 draft
 *   (merge steps 3–7), of the 1997 draft (§5.2 step 6 d–g) and of the 1993 partial form, done
 *   as the segment stack that both drafts suggest.</li>
 * <li>{@link #relativePath(String)}: a normalization of a relative-path reference that keeps
 *   its target the same against every base (RFC 3986 defines dot removal only for absolute
 *   paths).</li>
 * <li>{@link #aboveRootOffset(String)}: where a path first climbs above its root, for the
 *   "refuse" policy of the 2003 draft (merge step 7).</li>
 * </ul>
 *
 * <p>A "complete path segment" is the text between two {@code '/'} (or a {@code '/'} and the
 * end); {@code .g}, {@code g.} and {@code ..g} are ordinary segments (RFC 3986
 * §5.4.2 lists them; the same in Appendix C.2 of the 1997 and 2003 drafts).
 */
public final class DotSegments {

    /** Which generation's string-rewriting rules {@link #mergeSteps} applies. */
    public enum Style {
        /**
         * 2003 draft merge steps 3–6 and 1997 draft §5.2 step 6 d–g: a final {@code "."} or
         * {@code "<segment>/.."} leaves a trailing {@code '/'}.
         */
        DRAFT,
        /**
         * 1993 partial form: "all occurrences of /xxx/.. or /. are recursively removed", so no
         * trailing {@code '/'} is left ({@code /b/c/.} gives {@code /b/c}).
         */
        PARTIAL_FORM
    }

    private DotSegments() {
    }

    // ---- finding dot segments ---------------------------------------------------------------

    /** Whether the path of {@code u} has a {@code "."} or {@code ".."} segment. */
    public static <U> boolean hasDotSegment(UriAccess<U> a, U u) {
        int q = a.queryStart(u);
        int f = a.fragmentStart(u);
        return hasDotSegment(a.text(u), a.pathStart(u), q >= 0 ? q : f >= 0 ? f : a.text(u).length());
    }

    /**
     * Whether {@code s[from, to)} has a complete segment {@code "."} or {@code ".."} (RFC 3986
     * §5.2.4). A dot segment starts the path or follows a {@code '/'}, so after the first
     * character only the places of {@code "/."} are visited, found by the JDK's (vectorized)
     * substring search: a path without any costs one search.
     */
    public static boolean hasDotSegment(String s, int from, int to) {
        if (from < to && s.charAt(from) == '.' && isDotSegmentAt(s, from, to)) {
            return true;
        }
        for (int i = s.indexOf("/.", from); i >= 0 && i + 1 < to; i = s.indexOf("/.", i + 1)) {
            if (isDotSegmentAt(s, i + 1, to)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the segment that starts with the {@code '.'} at {@code i} is {@code "."} or {@code ".."}. */
    private static boolean isDotSegmentAt(String s, int i, int to) {
        int next = i + 1;
        if (next == to || s.charAt(next) == '/') {
            return true;                             // "."
        }
        return s.charAt(next) == '.' && (next + 1 == to || s.charAt(next + 1) == '/');   // ".."
    }

    /**
     * Writes {@code %2E} as {@code "."} in the segments that are dot segments once decoded
     * ({@code %2E}, {@code %2e%2E}, {@code .%2E}): RFC 3986 §2.3 makes {@code %2E} equivalent to
     * {@code "."}, so {@code /a/%2E%2E/b} is the same path as {@code /a/../b}, even though the
     * remove_dot_segments of §5.2.4 only sees literal dots. Without this, dot-segment removal
     * alone would turn {@code /x/%2e/../b} into {@code /x/b}, which is not equivalent to it.
     */
    public static String decodeEscapedDots(String path) {
        if (path.indexOf('%') < 0) {
            return path;
        }
        StringBuilder sb = new StringBuilder(path.length());
        int i = 0;
        int n = path.length();
        while (i <= n) {
            int slash = path.indexOf('/', i);
            int end = slash < 0 ? n : slash;
            String segment = path.substring(i, end);
            String decoded = segment.replace("%2E", ".").replace("%2e", ".");
            sb.append(decoded.equals(".") || decoded.equals("..") ? decoded : segment);
            if (slash < 0) {
                break;
            }
            sb.append('/');
            i = slash + 1;
        }
        return sb.toString();
    }

    // ---- removing dot segments --------------------------------------------------------------

    /**
     * 5.2.4. Remove Dot Segments. With {@code retainAboveRoot}, a {@code ".."} that would climb
     * above the root of a path starting with {@code '/'} is kept as written instead of being
     * dropped ({@code /../g} stays {@code /../g}); the RFC drops it ({@code /g}).
     */
    public static String removeDotSegments(String path, boolean retainAboveRoot) {
        if (path.indexOf('.') < 0) {
            return path;
        }
        int n = path.length();
        char[] in = path.toCharArray();
        StringBuilder out = new StringBuilder(n);
        int retained = 0;   // length of the leading "/.." run kept in out
        int i = 0;
        while (i < n) {
            if (startsWith(in, i, n, "../")) {
                // A. remove a prefix "../" or "./"
                i += 3;
            } else if (startsWith(in, i, n, "./")) {
                i += 2;
            } else if (startsWith(in, i, n, "/./")) {
                // B. replace a prefix "/./" or "/." (complete) with "/"
                i += 2;
            } else if (i + 2 == n && in[i] == '/' && in[i + 1] == '.') {
                i += 1;
                in[i] = '/';
            } else if (startsWith(in, i, n, "/../") || (i + 3 == n && in[i] == '/' && in[i + 1] == '.' && in[i + 2] == '.')) {
                // C. replace a prefix "/../" or "/.." (complete) with "/" and drop the last output segment
                boolean complete = i + 3 == n;
                if (retainAboveRoot && out.length() == retained) {
                    out.append("/..");
                    retained += 3;
                    i = complete ? n : i + 3;
                    continue;
                }
                if (complete) {
                    i += 2;
                    in[i] = '/';
                } else {
                    i += 3;
                }
                int k = out.lastIndexOf("/");
                out.setLength(Math.max(k, 0));
            } else if ((i + 1 == n && in[i] == '.') || (i + 2 == n && in[i] == '.' && in[i + 1] == '.')) {
                // D. the input is "." or ".."
                i = n;
            } else {
                // E. move the first segment, with its initial "/" if any, to the output
                int j = in[i] == '/' ? i + 1 : i;
                while (j < n && in[j] != '/') {
                    j++;
                }
                out.append(in, i, j - i);
                i = j;
            }
        }
        return out.toString();
    }

    private static boolean startsWith(char[] in, int i, int n, String prefix) {
        if (i + prefix.length() > n) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (in[i + k] != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The dot-segment rules of the drafts and of the 1993 partial form on a merge buffer.
     * {@code ".."} removes the complete segment before it unless that is itself {@code ".."}
     * or the root; a {@code ".."} left at the start is kept, or dropped when
     * {@code removeAboveRoot} (2003 draft merge step 7, "remove"). Characters other than
     * {@code '/'} have no meaning here, so a 1997 buffer that still holds {@code "?query"} is
     * handled as the 1997 draft says.
     */
    public static String mergeSteps(String buffer, Style style, boolean removeAboveRoot) {
        boolean rooted = buffer.startsWith("/");
        List<String> segments = split(buffer, rooted ? 1 : 0);
        List<String> stack = new ArrayList<>(segments.size());
        if (collapse(segments, stack, style == Style.DRAFT, removeAboveRoot)) {
            stack.add("");
        }
        if (stack.isEmpty()) {
            // 1993: "/b/.." is removed completely; the drafts keep the root.
            return rooted && style == Style.DRAFT ? "/" : "";
        }
        String joined = String.join("/", stack);
        return rooted ? "/" + joined : joined;
    }

    /**
     * Pushes {@code segments} onto {@code stack}: {@code "."} goes, {@code ".."} removes the
     * segment before it unless that is itself {@code ".."} (or there is none: then it stays, or
     * goes when {@code removeAboveRoot}). Returns whether the last segment was a dot segment that
     * went, which leaves a trailing {@code '/'} when {@code markTrailing}.
     */
    private static boolean collapse(List<String> segments, List<String> stack, boolean markTrailing, boolean removeAboveRoot) {
        boolean trailing = false;
        for (int k = 0; k < segments.size(); k++) {
            String s = segments.get(k);
            boolean last = k == segments.size() - 1;
            trailing = false;
            if (s.equals(".")) {
                trailing = last && markTrailing;
            } else if (s.equals("..") && !stack.isEmpty() && !stack.get(stack.size() - 1).equals("..")) {
                stack.remove(stack.size() - 1);
                trailing = last && markTrailing;
            } else if (s.equals("..") && removeAboveRoot) {
                trailing = last && markTrailing;
            } else {
                stack.add(s);
            }
        }
        return trailing;
    }

    /**
     * Dot segments of a relative-path reference ({@code a/./b/../c}), removed so that the
     * reference still resolves to the same target against any base: {@code "."} segments go,
     * {@code "<segment>/.."} pairs collapse, and leading {@code ".."} segments stay (they climb
     * out of the base's directory). {@code a/..} becomes {@code ./}, never the empty reference
     * (which would mean the base itself), and {@code ./} is kept before an empty or
     * colon-holding first segment.
     */
    public static String relativePath(String path) {
        if (path.isEmpty() || path.startsWith("/")) {
            throw new IllegalArgumentException("not a relative path: " + path);
        }
        List<String> segments = split(path, 0);
        List<String> stack = new ArrayList<>(segments.size());
        boolean trailing = collapse(segments, stack, true, false);
        if (trailing) {
            stack.add("");
        }
        if (stack.isEmpty() || (stack.size() == 1 && stack.get(0).isEmpty())) {
            return "./";
        }
        String first = stack.get(0);
        String joined = String.join("/", stack);
        return first.isEmpty() || first.indexOf(':') >= 0 ? "./" + joined : joined;
    }

    /**
     * The index in {@code path} of the first {@code ".."} segment that has no segment left to
     * remove (it would climb above the root), or -1. {@code "."} segments are skipped; every
     * other segment, the empty one included, is one level.
     */
    public static int aboveRootOffset(String path) {
        int depth = 0;
        int i = path.startsWith("/") ? 1 : 0;
        int n = path.length();
        while (i <= n) {
            int j = path.indexOf('/', i);
            if (j < 0) {
                j = n;
            }
            int len = j - i;
            if (len == 2 && path.charAt(i) == '.' && path.charAt(i + 1) == '.') {
                if (depth == 0) {
                    return i;
                }
                depth--;
            } else if (!(len == 1 && path.charAt(i) == '.') && !(j == n && len == 0)) {
                depth++;
            }
            i = j + 1;
        }
        return -1;
    }

    /** The segments of {@code s} from {@code from}, split at every '/' ("a//b/" gives a, "", b, ""). */
    static List<String> split(String s, int from) {
        List<String> out = new ArrayList<>();
        int i = from;
        while (true) {
            int j = s.indexOf('/', i);
            if (j < 0) {
                out.add(s.substring(i));
                return out;
            }
            out.add(s.substring(i, j));
            i = j + 1;
        }
    }
}
