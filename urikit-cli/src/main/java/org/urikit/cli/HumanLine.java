package org.urikit.cli;

/**
 * The pieces of the one-line human format of {@code resolve}, {@code relativize},
 * {@code normalize} and {@code equivalent}: one line per item, such as
 * {@code http://a/b/c/d;p?q + ../g -> http://a/b/g}.
 *
 * <pre>{@code
 * HumanLine.show("../g");        // ../g          (shown as it is)
 * HumanLine.show("");            // ""            (the empty reference stays visible)
 * HumanLine.show("a b\t");       // "a b\t"       (quoted and escaped as HumanOutput.quote does)
 * HumanLine.firstLine("CODE at index 1: ...\n  a b\n   ^");   // CODE at index 1: ...
 * }</pre>
 */
final class HumanLine {
    private HumanLine() {
    }

    /**
     * {@code s} as it is when it is made only of visible ASCII characters other than {@code "}
     * and {@code \} (every valid URI reference but the empty one), so it cannot be confused
     * with the separators around it; otherwise in double quotes with {@link HumanOutput#quote}'s
     * escapes, so an empty string, spaces, controls and lone surrogates are all visible.
     */
    static String show(String s) {
        if (s.isEmpty()) {
            return "\"\"";
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c <= ' ' || c >= 0x7F || c == '"' || c == '\\') {
                return HumanOutput.quote(s);
            }
        }
        return s;
    }

    /** The first line of a library message: the part before its caret lines. */
    static String firstLine(String message) {
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
