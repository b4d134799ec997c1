package org.urikit.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fast path of the command line: parses the arguments of one subcommand against its
 * {@link CommandDef} without picocli, so that a call such as {@code urikit parse http://a/} does
 * not pay for picocli's model (reading annotations, building help, registering converters: most
 * of a short call's time). It takes only what it understands for certain: options by their exact
 * names ({@code --input FILE}, {@code --input=FILE}, {@code -r}), {@code --} and positional
 * arguments. Anything else — help and version options, clustered short options, an unknown
 * option, a value that looks like an option, an option given twice, a conversion that fails,
 * two options of one exclusive group, the wrong number of positional arguments — makes it give up
 * ({@code null}), and {@link Picocli} parses the command line instead: it prints the help or the
 * usage error, or runs the command. Both make the same {@link Args} (checked by the tests).
 *
 * <p>Why not picocli alone (the project prefers well-kept libraries unless measurements show a
 * clear cost): with picocli parsing every call, even with the model of the one subcommand asked
 * for, built programmatically and taken from the trained class-data archive, {@code urikit parse
 * http://a/} loaded 1,072 classes instead of 628 and took a median 93 ms of CPU instead of 70
 * (20 interleaved runs each on the 2-core machine), where the start-up goal is 100 ms of wall time.
 *
 * <pre>{@code
 * ArgParser.parse(ParseCommand.DEF, new String[] {"parse", "--json", "x"}, 1);   // Args: --json, [x]
 * ArgParser.parse(ParseCommand.DEF, new String[] {"parse", "--help"}, 1);        // null: picocli's job
 * }</pre>
 */
final class ArgParser {
    private ArgParser() {
    }

    /** The arguments {@code argv[from..]} of {@code def}, or null when picocli must parse them. */
    static Args parse(CommandDef def, String[] argv, int from) {
        Map<Opt, Object> raw = new HashMap<>();
        List<String> positionals = new ArrayList<>();
        boolean endOfOptions = false;
        for (int i = from; i < argv.length; i++) {
            String a = argv[i];
            if (endOfOptions || a.length() < 2 || a.charAt(0) != '-') {
                positionals.add(a);
                continue;
            }
            if (a.equals("--")) {
                endOfOptions = true;
                continue;
            }
            String name = a;
            String attached = null;
            int eq = a.startsWith("--") ? a.indexOf('=') : -1;
            if (eq > 2) {
                name = a.substring(0, eq);
                attached = a.substring(eq + 1);
            }
            Opt o = def.option(name);
            if (o == null) {
                return null;
            }
            if (o.isFlag()) {
                if (attached != null || raw.containsKey(o)) {
                    return null;
                }
                raw.put(o, Boolean.TRUE);
                continue;
            }
            String v = attached;
            if (v == null) {
                if (i + 1 >= argv.length) {
                    return null;
                }
                v = argv[++i];
                if (v.length() > 1 && v.charAt(0) == '-') {
                    return null;
                }
            }
            if (o.repeatable) {
                @SuppressWarnings("unchecked")
                List<String> list = (List<String>) raw.get(o);
                if (list == null) {
                    list = new ArrayList<>();
                    raw.put(o, list);
                }
                list.add(v);
            } else if (raw.putIfAbsent(o, v) != null) {
                return null;
            }
        }
        for (CommandDef.Group g : def.groups) {
            int given = 0;
            for (Opt o : g.options()) {
                if (raw.containsKey(o)) {
                    given++;
                }
            }
            if (given > 1 || (g.required() && given == 0)) {
                return null;
            }
        }
        long min = 0;
        long max = 0;
        for (Param p : def.params) {
            min += p.min();
            max += p.max();
        }
        if (positionals.size() < min || positionals.size() > max) {
            return null;
        }
        Map<Opt, Object> values = new HashMap<>();
        try {
            for (Opt o : def.allOptions()) {
                Object v = raw.get(o);
                if (v == null) {
                    if (o.defaultValue != null) {
                        values.put(o, o.convert(o.defaultValue));
                    }
                } else if (o.isFlag()) {
                    values.put(o, v);
                } else if (o.repeatable) {
                    List<Object> converted = new ArrayList<>();
                    for (Object s : (List<?>) v) {
                        converted.add(o.convert((String) s));
                    }
                    values.put(o, converted);
                } else {
                    values.put(o, o.convert((String) v));
                }
            }
        } catch (RuntimeException e) {
            return null;
        }
        return new Args(values, positionals);
    }
}
