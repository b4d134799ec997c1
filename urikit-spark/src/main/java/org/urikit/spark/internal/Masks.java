package org.urikit.spark.internal;

import org.urikit.error.Redaction;

/**
 * Passwords in what the functions return, by the library's one rule ({@link Redaction#redact}: a
 * non-empty password becomes {@code ****}; RFC 3986 §3.2.1, §7.5). A returned URI or text is
 * masked as a whole; the components of {@code uri_parse} are masked where the password of the
 * whole text lies, so that a password only one reading sees ({@code http:/u:pw@h/}, which the URL
 * Standard reads with userinfo and RFC 3986 as a path) is masked in whichever component holds it.
 *
 * <pre>{@code
 * Masks.text("ftp://foo:secret@host.com/", true);             // ftp://foo:****@host.com/
 * long span = Masks.span("ftp://foo:secret@host.com/");       // where "secret" is
 * Masks.component("foo:secret", 6, span);                     // foo:****   (the userinfo, at 6)
 * }</pre>
 */
final class Masks {
    private Masks() {
    }

    /** {@code s} with a non-empty password masked when {@code redact}, else {@code s}; null for null. */
    static String text(String s, boolean redact) {
        return redact && s != null ? Redaction.redact(s) : s;
    }

    /**
     * Where {@link Redaction#redact} masks a password in {@code text}, as {@code from << 32 | to}
     * ({@code text.substring(from, to)} is the password), or -1 when it masks nothing. Read off the
     * masked text, so that the rule stays the library's: the text and the masked text differ only
     * in the password, which the mask replaced.
     */
    static long span(String text) {
        String masked = Redaction.redact(text);
        if (masked.equals(text)) {
            return -1;
        }
        int n = text.length();
        int length = n - masked.length() + Redaction.MASK.length();     // the password's length
        int prefix = 0;
        while (prefix < n && prefix < masked.length() && text.charAt(prefix) == masked.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < n && suffix < masked.length()
                && text.charAt(n - 1 - suffix) == masked.charAt(masked.length() - 1 - suffix)) {
            suffix++;
        }
        // A password that starts or ends with '*' blurs the common prefix or suffix: take the first
        // position, from the right, where the mask stands in the masked text and both sides agree.
        for (int from = Math.min(prefix, n - length); from >= Math.max(0, n - length - suffix); from--) {
            if (masked.startsWith(Redaction.MASK, from)) {
                return ((long) from << 32) | (from + length);
            }
        }
        // Cannot happen for a text the rule masked once. Not masking would show the password: fail
        // instead, which the kernels turn into NULL (or an internal error in ANSI mode).
        throw new IllegalStateException("no password span in the redacted text");
    }

    /**
     * {@code value}, a component found at {@code offset} of the text whose password lies at
     * {@code span} ({@link #span}), with the part inside the password replaced by the mask.
     */
    static String component(String value, int offset, long span) {
        if (value == null || span < 0) {
            return value;
        }
        int from = (int) (span >>> 32);
        int to = (int) span;
        int end = offset + value.length();
        if (end <= from || offset >= to) {
            return value;
        }
        StringBuilder sb = new StringBuilder(value.length());
        if (offset < from) {
            sb.append(value, 0, from - offset);
        }
        sb.append(Redaction.MASK);
        if (end > to) {
            sb.append(value, to - offset, value.length());
        }
        return sb.toString();
    }
}
