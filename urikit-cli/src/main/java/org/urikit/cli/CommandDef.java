package org.urikit.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The model of one subcommand: its name, help text, exit statuses, options (shared ones from
 * {@link Opts}, declared once), groups of mutually exclusive options, positional parameters and
 * the factory of its {@link Command}. Each command class declares its model as a constant
 * {@code DEF}; {@link ArgParser} parses a command line against it directly, and {@link Picocli}
 * builds picocli's model from it for the help, the usage errors, man pages and shell completion.
 *
 * <pre>{@code
 * static final CommandDef DEF = new CommandDef("normalize") {
 *     Command create(Args args) {
 *         return new NormalizeCommand(args);
 *     }
 * }       .description("Normalize URI references (RFC 3986 section 6.2.2, ...).", "With no URI arguments, ...")
 *         .exits(ExitStatus.items("every input was normalized", "at least one input was invalid ..."))
 *         .options(Opts.ITEMS).options(Opts.PROFILE).group(Opts.MODES)
 *         .param(Param.many("URI", "URI references to normalize ..."));
 * }</pre>
 *
 * <p>{@link #create} is a method of an anonymous subclass rather than a lambda: the first lambda of
 * a process costs more than ten milliseconds of start-up.
 */
abstract class CommandDef {
    /** Options of which at most one (exactly one when {@code required}) may be given. */
    record Group(List<Opt> options, boolean required) {
    }

    final String name;
    String[] description = {};
    /** {@code "CODE:meaning"}, as picocli's {@code exitCodeList} writes them. */
    String[] exits = {};
    final List<Opt> options = new ArrayList<>();
    final List<Group> groups = new ArrayList<>();
    final List<Param> params = new ArrayList<>();
    private Map<String, Opt> byName;

    CommandDef(String name) {
        this.name = name;
    }

    /** The command that runs with {@code args}; may throw {@link Command.UsageError}. */
    abstract Command create(Args args);

    CommandDef description(String... lines) {
        description = lines;
        return this;
    }

    CommandDef exits(String... codes) {
        exits = codes;
        return this;
    }

    CommandDef options(Opt... opts) {
        options.addAll(List.of(opts));
        return this;
    }

    /** A group of mutually exclusive options; {@code required}: one of them must be given. */
    CommandDef group(boolean required, Opt... opts) {
        groups.add(new Group(List.of(opts), required));
        return this;
    }

    CommandDef param(Param p) {
        params.add(p);
        return this;
    }

    /** Every option, the grouped ones included. */
    List<Opt> allOptions() {
        List<Opt> all = new ArrayList<>(options);
        for (Group g : groups) {
            all.addAll(g.options());
        }
        return all;
    }

    /** The option called {@code name} ({@code --json}, {@code -r}), or null. */
    Opt option(String name) {
        Map<String, Opt> m = byName;
        if (m == null) {
            m = new HashMap<>();
            for (Opt o : allOptions()) {
                for (String n : o.names) {
                    m.put(n, o);
                }
            }
            byName = m;
        }
        return m.get(name);
    }

    /** The group {@code o} belongs to, or null. */
    Group groupOf(Opt o) {
        for (Group g : groups) {
            if (g.options().contains(o)) {
                return g;
            }
        }
        return null;
    }

    /** Whether the command takes option {@code o}. */
    boolean has(Opt o) {
        return allOptions().contains(o);
    }
}
