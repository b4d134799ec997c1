package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.urikit.Equivalence;

/**
 * The {@code --level} options: a rung of RFC 3986's comparison ladder (§6.2), an
 * {@link Equivalence}: {@code string} (§6.2.1), {@code syntax} (§6.2.2), {@code scheme} (§6.2.3).
 * {@code equivalent} and {@code dedupe} accept all three; {@code normalize} only {@code syntax} and
 * {@code scheme} (normalizing at the string rung would change nothing). Names are
 * case-insensitive, as {@code --profile}'s are; an unknown one is a usage error (exit status 2).
 *
 * <pre>{@code
 * Levels.COMPARE.convert("string");     // Equivalence.STRING
 * Levels.NORMALIZE.convert("string");   // IllegalArgumentException: unknown level 'string' (expected one of syntax, scheme)
 * Levels.name(Equivalence.SCHEME);      // "scheme", as the JSON "level" field writes it
 * }</pre>
 */
final class Levels {
    private Levels() {
    }

    /** {@code equivalent --level} and {@code dedupe --level}. */
    static final Opt COMPARE = Opt.value("LEVEL", "string: the same characters (RFC 3986 section 6.2.1); syntax: after case, "
            + "percent-encoding and dot-segment normalization (6.2.2); scheme: also the scheme's rules, such as default ports "
            + "(6.2.3). One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).", "--level")
            .defaultValue("scheme").candidates(names(Equivalence.STRING, Equivalence.SYNTAX, Equivalence.SCHEME))
            .converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return level(text, Equivalence.STRING, Equivalence.SYNTAX, Equivalence.SCHEME);
                }
            });

    /** {@code normalize --level}. */
    static final Opt NORMALIZE = Opt.value("LEVEL", "syntax: case, percent-encoding, dot segments (RFC 3986 section 6.2.2); "
            + "scheme: also the scheme's rules, such as default ports (section 6.2.3). "
            + "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).", "--level")
            .defaultValue("scheme").candidates(names(Equivalence.SYNTAX, Equivalence.SCHEME))
            .converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return level(text, Equivalence.SYNTAX, Equivalence.SCHEME);
                }
            });

    /** The CLI name of {@code level}: {@code string}, {@code syntax} or {@code scheme}. */
    static String name(Equivalence level) {
        return level.name().toLowerCase(Locale.ROOT);
    }

    private static Equivalence level(String text, Equivalence... accepted) {
        String key = text.trim().toLowerCase(Locale.ROOT);
        for (Equivalence e : accepted) {
            if (name(e).equals(key)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown level '" + text + "' (expected one of " + String.join(", ", names(accepted)) + ")");
    }

    private static List<String> names(Equivalence... levels) {
        List<String> out = new ArrayList<>();
        for (Equivalence e : levels) {
            out.add(name(e));
        }
        return List.copyOf(out);
    }
}
