package org.urikit.internal;

import java.util.Objects;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * Appending data as one path segment, apart from RFC 3986 resolution: the data is encoded so
 * that it stays one segment ({@code /}, {@code ?}, {@code #} and {@code %} escaped), and
 * {@code "."} and {@code ".."} are refused, so the result can never climb out of the base path
 * or reach another authority. This is the bug class of Go's {@code url.JoinPath}
 * (CVE-2022-32190), where {@code ../} in joined elements escaped the base path.
 */
public final class SegmentJoin {
    private SegmentJoin() {
    }

    /**
     * The one rule for decoded data that becomes one path segment, for
     * {@code Uri.withAppendedPathSegment} and {@code UriBuilder.addPathSegment}/{@code setPathSegment}
     * alike: {@code "."} and {@code ".."} are refused, since RFC 3986 §3.3 and §5.2.4 give them a
     * meaning (and {@code %2E} is equivalent to {@code "."}, §6.2.2.2), so no encoding keeps them data.
     *
     * @return {@code segment}
     * @throws UriSyntaxException {@link SyntaxError#DOT_SEGMENT_AS_DATA} at index 0 of {@code segment}
     */
    public static String requireData(String segment) {
        Objects.requireNonNull(segment, "segment");
        if (segment.equals(".") || segment.equals("..")) {
            throw new UriSyntaxException(SyntaxError.DOT_SEGMENT_AS_DATA, segment, 0);
        }
        return segment;
    }

    /** {@link #append} of each segment in turn. */
    public static <U> U appendAll(UriAccess<U> a, U u, String... segments) {
        U out = u;
        for (String s : segments) {
            out = append(a, out, s);
        }
        return out;
    }

    /**
     * {@code u} with {@code segment} (decoded data) appended to its path as one more segment;
     * an empty last segment (a trailing {@code '/'}) is replaced. Query and fragment are kept.
     *
     * @throws UriSyntaxException {@link SyntaxError#DOT_SEGMENT_AS_DATA} for {@code "."} or
     *     {@code ".."}; {@link SyntaxError#BASE_NOT_HIERARCHICAL} for an opaque URI
     */
    public static <U> U append(UriAccess<U> a, U u, String segment) {
        requireData(segment);
        if (a.isOpaque(u)) {
            throw new UriSyntaxException(SyntaxError.BASE_NOT_HIERARCHICAL, a.text(u), a.pathStart(u));
        }
        Grammar g = a.grammar(u);
        String encoded = PercentCodec.encode(segment, g.segmentData);
        Components c = Components.of(a, u);
        String path = c.path;
        if (path.endsWith("/")) {
            path = path + encoded;
        } else if (path.isEmpty()) {
            path = a.hostStart(u) >= 0 ? "/" + encoded : encoded.isEmpty() ? "./" : encoded;
        } else {
            path = path + "/" + encoded;
        }
        c.path = path;
        return c.toUri(a, g, Grammar.rfc3986());
    }
}
