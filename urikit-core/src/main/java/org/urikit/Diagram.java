package org.urikit;

/** Renders {@link Uri#toDiagram()}: the text, then one line per present component with its offsets. */
final class Diagram {
    private Diagram() {
    }

    static String of(Uri u) {
        String t = u.toString();
        StringBuilder sb = new StringBuilder(t).append('\n');
        int schemeEnd = u.schemeEndOffset();
        if (schemeEnd >= 0) {
            row(sb, t, "scheme", 0, schemeEnd);
        }
        if (u.hasAuthority()) {
            int a = schemeEnd + 3;
            row(sb, t, "authority", a, u.pathStartOffset());
            if (u.hasUserInfo()) {
                row(sb, t, "userinfo", a, u.hostStartOffset() - 1);
            }
            row(sb, t, "host", u.hostStartOffset(), u.hostEndOffset());
            if (u.hasPort()) {
                row(sb, t, "port", u.hostEndOffset() + 1, u.pathStartOffset());
            }
        }
        int q = u.queryStartOffset();
        int f = u.fragmentStartOffset();
        row(sb, t, "path", u.pathStartOffset(), q >= 0 ? q : f >= 0 ? f : t.length());
        if (q >= 0) {
            row(sb, t, "query", q + 1, f >= 0 ? f : t.length());
        }
        if (f >= 0) {
            row(sb, t, "fragment", f + 1, t.length());
        }
        return sb.toString();
    }

    /** One line: the component's span marked under the text, then its name, offsets and value. */
    private static void row(StringBuilder sb, String t, String name, int from, int to) {
        int width = Math.min(t.length(), 120);
        for (int i = 0; i < width; i++) {
            sb.append(i >= from && i < to ? '^' : ' ');
        }
        if (from == to && from <= width) {
            // An empty component: mark where it is with '|'.
            sb.setLength(sb.length() - (width - from));
            sb.append('|').append(" ".repeat(Math.max(0, width - from - 1)));
        }
        sb.append("  ").append(name).append(" [").append(from).append(',').append(to).append(") \"")
                .append(t, from, to).append("\"\n");
    }
}
