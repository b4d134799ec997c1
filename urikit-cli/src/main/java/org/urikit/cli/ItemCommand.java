package org.urikit.cli;

import java.util.List;

/**
 * A command that works on one item per line (an argument, a line of standard input or of
 * {@code --input FILE}) and writes one result per item: {@code parse}, {@code normalize},
 * {@code whatwg}, {@code check} and the others. A subclass computes what an item comes to
 * ({@link #compute}, once per item) and declares its output fields once, in its {@link Table};
 * this class turns them into the chosen output:
 * <ul>
 * <li>{@code --field NAME} or {@code -r}: the chosen fields, tab-separated ({@link Table#select});
 *   an unknown name is a usage error that lists the valid ones;</li>
 * <li>{@code --json}: the object ({@link Table#json});</li>
 * <li>for people: a line per item ({@link #line}), or a block of the table's rows
 *   ({@link #blocks()}, {@link Table#block}).</li>
 * </ul>
 * A line that is not UTF-8 is reported in the same format ({@link BadLine}), its input masked.
 *
 * @param <R> what one item comes to
 */
abstract class ItemCommand<R> implements Command {
    /** The output forms. */
    enum Mode { SELECT, JSON, BLOCK, LINE }

    final Args args;
    /** {@code --show-passwords}. */
    final boolean show;
    private final Table<R> table;
    private final String rawField;

    /**
     * @param table    the fields of the output object
     * @param rawField the field {@code -r} prints
     */
    ItemCommand(Args args, Table<R> table, String rawField) {
        this.args = args;
        this.show = args.flag(Opts.SHOW_PASSWORDS);
        this.table = table;
        this.rawField = rawField;
    }

    /** The fields of the output object. */
    final Table<R> table() {
        return table;
    }

    /** The field {@code -r} prints. */
    final String rawField() {
        return rawField;
    }

    /** What {@code item} comes to; called by several threads at once. */
    abstract R compute(String item);

    /** Whether the item succeeded (exit status 0) or not (1). */
    abstract boolean ok(R r);

    /** The line for people (without its line break). */
    abstract void line(Out out, R r);

    /** Whether the output for people is a block per item (the table's rows) rather than a line. */
    boolean blocks() {
        return false;
    }

    /** What a block adds after the table's rows (the diagram of {@code parse --explain}). */
    void blockTail(HumanOutput h, R r) {
    }

    /** The items given as arguments (none: standard input or {@code --input}). */
    List<String> items() {
        return args.positionals();
    }

    /** Checks the options and prepares what every item shares (a base); throws {@link Command.UsageError}. */
    void prepare() {
    }

    /** The fields {@code --field} or {@code -r} ask for, or null. */
    final List<String> selected() {
        List<String> fields = args.values(Opts.FIELD);
        if (!fields.isEmpty()) {
            return fields;
        }
        return args.flag(Opts.RAW) ? List.of(rawField()) : null;
    }

    /** The output form. */
    final Mode mode() {
        if (selected() != null) {
            return Mode.SELECT;
        }
        if (args.flag(Opts.JSON)) {
            return Mode.JSON;
        }
        return blocks() ? Mode.BLOCK : Mode.LINE;
    }

    @Override
    public int run(Streams io) {
        prepare();
        checkFields(validNames(table()), selected());
        Inputs inputs = Inputs.of(items(), io.in(), args.value(Opts.INPUT));
        return ItemLoop.run(inputs, io, jobs(args), new ItemLoop.HandlerFactory() {
            @Override
            public ItemLoop.ItemHandler create(Out out) {
                return handler(out);
            }
        });
    }

    /** The number of threads: {@code --jobs}, else what is fastest here ({@link #defaultJobs()}). */
    static int jobs(Args args) {
        Integer n = args.value(Opts.JOBS);
        return Math.max(1, Math.min(n == null ? defaultJobs() : n, 256));
    }

    /** One thread per processor: the thread that reads and writes is one of them ({@link ItemLoop}). */
    static int defaultJobs() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** The names {@code --field} takes: the table's, then those of a line that is not UTF-8 ({@link BadLine}). */
    static List<String> validNames(Table<?> table) {
        List<String> valid = new java.util.ArrayList<>(table.names());
        for (String b : BadLine.TABLE.names()) {
            if (!valid.contains(b)) {
                valid.add(b);
            }
        }
        return valid;
    }

    /** A usage error, which lists the valid names, unless every name of {@code names} (null: none) is one of {@code valid}. */
    static void checkFields(List<String> valid, List<String> names) {
        if (names == null) {
            return;
        }
        for (String n : names) {
            if (!valid.contains(n)) {
                throw new Command.UsageError("Invalid value for option '--field': unknown field '" + n + "' (expected one of "
                        + String.join(", ", valid) + ")");
            }
        }
    }

    /** The work of one thread, writing to {@code out}. */
    ItemLoop.ItemHandler handler(Out out) {
        Mode mode = mode();
        Table<R> table = table();
        List<String> names = selected();
        List<Field<R>> chosen = names == null ? null : table.fields(names);
        List<Field<BadLine>> chosenBad = names == null ? null : BadLine.TABLE.fields(names);
        JsonLine json = new JsonLine(out);
        HumanOutput human = mode == Mode.BLOCK ? new HumanOutput(out) : null;
        return new ItemLoop.MalformedAware() {
            @Override
            public boolean handle(String item) {
                R r = compute(item);
                switch (mode) {
                    case SELECT:
                        table.select(out, r, chosen);
                        break;
                    case JSON:
                        table.json(json.reset(), r);
                        out.nl();
                        break;
                    case BLOCK:
                        human.begin();
                        table.block(human, r);
                        blockTail(human, r);
                        human.end();
                        break;
                    default:
                        line(out, r);
                        out.nl();
                }
                return ok(r);
            }

            @Override
            public boolean malformed(String item, Inputs.Malformed where) {
                BadLine b = new BadLine(Masks.text(item, show), where);
                switch (mode) {
                    case SELECT:
                        BadLine.TABLE.select(out, b, chosenBad);
                        break;
                    case JSON:
                        BadLine.TABLE.json(json.reset(), b);
                        out.nl();
                        break;
                    default:
                        out.text(b.human()).nl();
                }
                return false;
            }
        };
    }
}
