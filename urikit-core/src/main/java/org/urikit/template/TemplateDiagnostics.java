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
        // A template may hold a URI with a password: it is shown masked, the caret moved with it.
        Caret.appendMasked(sb, template, index, "template", true);
        return sb.toString();
    }
}
