package org.urikit.spark.internal;

import org.urikit.Component;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.error.Redaction;

/**
 * Passwords in what the functions return, by the library's one rule ({@link Redaction}: a
 * non-empty password becomes {@code ****}, found as either reading finds it; RFC 3986 §3.2.1,
 * §7.5). A returned URI or text is masked as a whole; a component of {@code uri_parse} is shown as
 * the rule shows that part of the URI's text, so that a password only the URL Standard reads
 * ({@code http:/u:pw@h/}, a path for RFC 3986) is masked in whichever component holds it.
 *
 * <pre>{@code
 * Masks.text("ftp://foo:secret@host.com/", true);                              // ftp://foo:****@host.com/
 * Masks.component(Uri.parse("http:/u:pw@h/"), "http:/u:pw@h/", Component.PATH); // /u:****@h/
 * }</pre>
 */
final class Masks {
    private Masks() {
    }

    /** {@code s} with a non-empty password masked when {@code redact}, else {@code s}; null for null. */
    static String text(String s, boolean redact) {
        return redact && s != null ? Redaction.redact(s) : s;
    }

    /** Whether {@code text} holds a password the rule masks. */
    static boolean holdsPassword(String text) {
        return !Redaction.redact(text).equals(text);
    }

    /**
     * The {@code component} of {@code u}, whose text is {@code text}, as it shows in the masked text
     * ({@link Redaction#redact(String, int, int)}); null when the component is absent.
     */
    static String component(Uri u, String text, Component component) {
        Span s = u.span(component);
        return s == null ? null : Redaction.redact(text, s.start(), s.end());
    }
}
