package org.urikit.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.error.Redaction;
import org.urikit.scheme.RetrievalPlan;

/**
 * How the CLI hides passwords unless {@code --show-passwords} is given (RFC 3986 §3.2.1, §7.5). It
 * derives nothing from text: it applies the library's one rule ({@link Redaction}: a non-empty
 * password becomes {@value #MASK}, an empty one stays) through what the library marks as secret —
 * the {@code password} field of a scheme view and the secret argument of a
 * {@linkplain RetrievalPlan.Step retrieval-plan step}, so {@code ftp://u:pw@h/pw/x} shows
 * {@code PASS ****} and {@code CWD pw}.
 */
final class PasswordMask {
    static final String MASK = Redaction.MASK;

    private PasswordMask() {
    }

    /**
     * {@code input} with its password masked, for echoing an input: the text of a URI that parses
     * as {@code Uri.redacted()} gives it, and a string that does not parse by the same rule (the
     * authority after a leading {@code scheme://} or {@code //}), since a rejected input is echoed
     * too; anything without a {@code user:password@} is returned unchanged.
     */
    static String maskInput(String input) {
        return Redaction.redact(input);
    }

    /** {@code input} as the command echoes it: masked unless {@code show}. */
    static String input(String input, boolean show) {
        return show ? input : maskInput(input);
    }

    /** A scheme view's {@code fields} with a non-empty {@code password} masked unless {@code show}. */
    static Map<String, Object> fields(Map<String, Object> fields, boolean show) {
        if (show || !(fields.get("password") instanceof String p) || p.isEmpty()) {
            return fields;
        }
        Map<String, Object> copy = new LinkedHashMap<>(fields);
        copy.put("password", MASK);
        return copy;
    }

    /** The plan's steps as text: secret arguments masked unless {@code show} ({@link RetrievalPlan#lines()}). */
    static List<String> steps(RetrievalPlan plan, boolean show) {
        return show ? plan.revealedLines() : plan.lines();
    }
}
