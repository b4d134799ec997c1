package org.urikit.cli.serve;

import org.urikit.error.Redaction;

/**
 * A text as the playground shows it: a non-empty password masked as {@value Redaction#MASK} by
 * the library's one rule ({@link Redaction#redact(String)}, as either reading finds a password),
 * unless passwords are shown; and where an index of the text lands in what is shown
 * ({@link Redaction#maskedIndex}), so that spans and carets point at the same characters.
 *
 * <pre>{@code
 * Shown s = Shown.of("http://u:secret@h:x/", false);
 * s.text();        // "http://u:****@h:x/"
 * s.index(18);     // 16: the 'x' of the shown text
 * Shown.of("http://u:secret@h/", true).text();   // "http://u:secret@h/"
 * }</pre>
 */
final class Shown {
    private final String text;
    private final String shown;
    private final boolean masked;

    private Shown(String text, boolean showPasswords) {
        this.text = text;
        this.shown = showPasswords ? text : Redaction.redact(text);
        this.masked = !shown.equals(text);
    }

    /** {@code text} as shown: its password masked unless {@code showPasswords}. */
    static Shown of(String text, boolean showPasswords) {
        return new Shown(text, showPasswords);
    }

    /** The text as shown. */
    String text() {
        return shown;
    }

    /** Where index {@code i} of the original text is in {@link #text()} ({@code i} taken into 0 to the length). */
    int index(int i) {
        int in = Math.max(0, Math.min(i, text.length()));
        return masked ? Redaction.maskedIndex(text, in) : in;
    }
}
