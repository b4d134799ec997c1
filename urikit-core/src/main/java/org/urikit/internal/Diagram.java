package org.urikit.internal;

import org.urikit.error.Redaction;

/**
 * Renders a URI's diagram: the text, then one line per present component with its offsets. A
 * password is masked ({@link Redaction}): the text is shown masked with the marks under it, while
 * each row gives the component's offsets in the URI's own text and its value masked.
 */
public final class Diagram {
    private Diagram() {
    }

    public static <U> String of(UriAccess<U> a, U u) {
        String t = a.text(u);
        StringBuilder sb = new StringBuilder(Redaction.redact(t)).append('\n');
        int schemeEnd = a.schemeEnd(u);
        if (schemeEnd >= 0) {
            row(sb, t, "scheme", 0, schemeEnd);
        }
        int hostStart = a.hostStart(u);
        int hostEnd = a.hostEnd(u);
        int pathStart = a.pathStart(u);
        if (hostStart >= 0) {
            int authority = schemeEnd + 3;
            row(sb, t, "authority", authority, pathStart);
            if (hostStart > authority) {
                row(sb, t, "userinfo", authority, hostStart - 1);
            }
            row(sb, t, "host", hostStart, hostEnd);
            if (hostEnd < pathStart) {
                row(sb, t, "port", hostEnd + 1, pathStart);
            }
        }
        int q = a.queryStart(u);
        int f = a.fragmentStart(u);
        row(sb, t, "path", pathStart, q >= 0 ? q : f >= 0 ? f : t.length());
        if (q >= 0) {
            row(sb, t, "query", q + 1, f >= 0 ? f : t.length());
        }
        if (f >= 0) {
            row(sb, t, "fragment", f + 1, t.length());
        }
        return sb.toString();
    }

    /** One line: the component's span marked under the (masked) text, then its name, offsets and (masked) value. */
    private static void row(StringBuilder sb, String t, String name, int from, int to) {
        int shownFrom = Redaction.maskedIndex(t, from);
        int shownTo = Redaction.maskedIndex(t, to);
        int width = Math.min(Redaction.maskedIndex(t, t.length()), 120);
        for (int i = 0; i < width; i++) {
            sb.append(i >= shownFrom && i < shownTo ? '^' : ' ');
        }
        if (shownFrom == shownTo && shownFrom <= width) {
            // An empty component: mark where it is with '|'.
            sb.setLength(sb.length() - (width - shownFrom));
            sb.append('|').append(" ".repeat(Math.max(0, width - shownFrom - 1)));
        }
        sb.append("  ").append(name).append(" [").append(from).append(',').append(to).append(") \"")
                .append(Redaction.redact(t, from, to)).append("\"\n");
    }
}
