package org.urikit.template;

/**
 * Renders the messages of {@link UriTemplateException}: the same layout as the messages of
 * {@link org.urikit.error.UriSyntaxException} (code, index, description, the offending character, the
 * text or a window of it, a caret line), so the two read alike.
 */
final class TemplateDiagnostics {
    private static final int WINDOW = 60;

    private TemplateDiagnostics() {
    }

    static String message(TemplateError error, String detail, String template, int index) {
        StringBuilder sb = new StringBuilder(error.name()).append(" at index ").append(index).append(": ")
                .append(error.description());
        if (detail != null) {
            sb.append(": ").append(detail);
        }
        if (template == null) {
            return sb.toString();
        }
        if (index < template.length()) {
            sb.append(", found ").append(describe(template, index));
        } else {
            sb.append(", at the end of the template");
        }
        int from = Math.max(0, index - WINDOW);
        int to = Math.min(template.length(), index + WINDOW);
        StringBuilder line = new StringBuilder();
        int caret = 0;
        if (from > 0) {
            line.append("...");
        }
        for (int i = from; i < to; i++) {
            if (i == index) {
                caret = line.length();
            }
            char c = template.charAt(i);
            // Controls and non-ASCII become a visible placeholder so the caret lines up.
            line.append(c >= 0x20 && c < 0x7F ? c : '?');
        }
        if (index >= to) {
            caret = line.length();
        }
        if (to < template.length()) {
            line.append("...");
        }
        sb.append('\n').append("  ").append(line).append('\n').append("  ");
        sb.append(" ".repeat(caret)).append('^');
        return sb.toString();
    }

    /** {@code 'x'}, or {@code U+0009 (control character)}, {@code U+00E9 (non-ASCII character)}, {@code U+D800 (lone surrogate)}. */
    static String describe(String s, int index) {
        char c = s.charAt(index);
        if (c >= 0x20 && c < 0x7F) {
            return "'" + c + "'";
        }
        int cp = s.codePointAt(index);
        String kind;
        if (c < 0x20 || c == 0x7F) {
            kind = "control character";
        } else if (Character.isSurrogate(c) && cp == c) {
            kind = "lone surrogate";
        } else {
            kind = "non-ASCII character";
        }
        return String.format("U+%04X (%s)", cp, kind);
    }
}
