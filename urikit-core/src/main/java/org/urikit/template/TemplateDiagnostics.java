package org.urikit.template;

import org.urikit.error.Caret;

/**
 * Renders the messages of {@link UriTemplateException}: the same layout as the messages of
 * {@link org.urikit.error.UriSyntaxException} (code, index, description, the offending character, the
 * text or a window of it, a caret line), so the two read alike.
 */
final class TemplateDiagnostics {
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
            sb.append(", found ").append(Caret.describe(template, index));
        } else {
            sb.append(", at the end of the template");
        }
        Caret.appendWindow(sb, template, index, true);
        return sb.toString();
    }
}
