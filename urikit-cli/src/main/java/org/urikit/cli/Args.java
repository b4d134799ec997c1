package org.urikit.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The parsed command line of one subcommand: the value of each option given (converted, defaults
 * applied) and the positional arguments in order. {@link ArgParser} and {@link Picocli} make the
 * same {@code Args} from the same command line.
 *
 * <pre>{@code
 * Args a = ArgParser.parse(ParseCommand.DEF, new String[] {"parse", "--json", "http://a/"}, 1);
 * a.flag(Opts.JSON);        // true
 * a.positionals();          // ["http://a/"]
 * a.value(Opts.PROFILE);    // Profile.RFC3986 (the default)
 * }</pre>
 */
final class Args {
    private final Map<Opt, Object> values;
    private final List<String> positionals;

    /**
     * @param values      each option's value: {@code Boolean.TRUE} for a flag given, the converted
     *                    value for an option with a parameter, a list for a repeatable one
     * @param positionals the positional arguments in order
     */
    Args(Map<Opt, Object> values, List<String> positionals) {
        this.values = new HashMap<>(values);
        this.positionals = List.copyOf(positionals);
    }

    /** Whether flag {@code o} was given. */
    boolean flag(Opt o) {
        return Boolean.TRUE.equals(values.get(o));
    }

    /** The value of {@code o} (its default when not given), or null. */
    @SuppressWarnings("unchecked")
    <T> T value(Opt o) {
        return (T) values.get(o);
    }

    /** The values of repeatable option {@code o}, in order; empty when not given. */
    @SuppressWarnings("unchecked")
    <T> List<T> values(Opt o) {
        Object v = values.get(o);
        return v == null ? List.of() : (List<T>) v;
    }

    /** The positional arguments. */
    List<String> positionals() {
        return positionals;
    }

    /** For tests: the values by option, to compare two parsers. */
    Map<Opt, Object> asMap() {
        return values;
    }
}
