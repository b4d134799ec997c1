package org.urikit.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.urikit.Equivalence;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converts a {@code --level} value to a rung of RFC 3986's comparison ladder (§6.2), an
 * {@link Equivalence}: {@code string} (§6.2.1), {@code syntax} (§6.2.2), {@code scheme} (§6.2.3).
 * {@code equivalent} accepts all three; {@code normalize} only {@code syntax} and {@code scheme}
 * (normalizing at the string rung would change nothing). Names are case-insensitive, as
 * {@code --profile}'s are; an unknown one is a usage error (exit status 2).
 *
 * <pre>{@code
 * new LevelConverter.ForEquivalent().convert("string");   // Equivalence.STRING
 * new LevelConverter.ForNormalize().convert("string");    // TypeConversionException:
 *                                                          //   unknown level 'string' (expected one of syntax, scheme)
 * LevelConverter.name(Equivalence.SCHEME);                 // "scheme", as the JSON "level" field writes it
 * }</pre>
 */
abstract class LevelConverter implements ITypeConverter<Equivalence> {
    final List<Equivalence> accepted;

    private LevelConverter(List<Equivalence> accepted) {
        this.accepted = accepted;
    }

    /** The CLI name of {@code level}: {@code string}, {@code syntax} or {@code scheme}. */
    static String name(Equivalence level) {
        return level.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public Equivalence convert(String value) {
        String key = value.trim().toLowerCase(Locale.ROOT);
        for (Equivalence e : accepted) {
            if (name(e).equals(key)) {
                return e;
            }
        }
        throw new TypeConversionException(
                "unknown level '" + value + "' (expected one of " + String.join(", ", names(accepted)) + ")");
    }

    private static List<String> names(List<Equivalence> levels) {
        List<String> out = new ArrayList<>();
        for (Equivalence e : levels) {
            out.add(name(e));
        }
        return out;
    }

    /** {@code equivalent --level}: string, syntax or scheme. */
    static final class ForEquivalent extends LevelConverter {
        ForEquivalent() {
            super(List.of(Equivalence.STRING, Equivalence.SYNTAX, Equivalence.SCHEME));
        }

        /** The names, for help texts and shell completion. */
        static final class Names implements Iterable<String> {
            @Override
            public Iterator<String> iterator() {
                return names(new ForEquivalent().accepted).iterator();
            }
        }
    }

    /** {@code normalize --level}: syntax or scheme. */
    static final class ForNormalize extends LevelConverter {
        ForNormalize() {
            super(List.of(Equivalence.SYNTAX, Equivalence.SCHEME));
        }

        /** The names, for help texts and shell completion. */
        static final class Names implements Iterable<String> {
            @Override
            public Iterator<String> iterator() {
                return names(new ForNormalize().accepted).iterator();
            }
        }
    }
}
