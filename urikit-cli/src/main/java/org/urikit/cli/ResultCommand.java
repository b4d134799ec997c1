package org.urikit.cli;

import java.util.List;
import org.urikit.Uri;

/**
 * A command whose items each come to one result or the rejection of an input ({@link Result}):
 * {@code normalize}, {@code resolve}, {@code relativize}, {@code equivalent}, {@code encode} and
 * {@code decode}. {@code -r} prints {@code result}; an item succeeds when it has one.
 */
abstract class ResultCommand extends ItemCommand<Result> {
    ResultCommand(Args args, Table<Result> table, String rawField) {
        super(args, table, rawField);
    }

    ResultCommand(Args args, Table<Result> table) {
        this(args, table, "result");
    }

    @Override
    boolean ok(Result r) {
        return r.succeeded();
    }

    /** The result as a line for people shows it ({@link HumanLine#show}), or the rejection ({@code error in the base: …}). */
    static String shown(Result r) {
        return r.succeeded() ? HumanLine.show((String) r.value()) : r.rejection().human();
    }

    /**
     * {@code resolve} and {@code relativize}: a BASE argument, read once, then the items, each worked
     * on against it; the JSON object is {@code base}, the item, {@code result}, and {@code errorIn}
     * with the rejection's fields.
     */
    abstract static class AgainstBase extends ResultCommand {
        final InputMode mode;
        final Outcome<Uri> parsedBase;
        private final String shownBase;

        /** {@code item}: the JSON name of the item ({@code reference}, {@code target}). */
        AgainstBase(Args args, String item) {
            super(args, Result.table(List.of(Result.echo("base", 0), Result.echo(item, 1), Result.value("result")), true));
            this.mode = new InputMode(args);
            String base = args.positionals().get(0);
            this.shownBase = Masks.text(base, show);
            this.parsedBase = mode.read("base", base);
        }

        @Override
        final List<String> items() {
            return args.positionals().subList(1, args.positionals().size());
        }

        /** What {@code item} comes to against the base (whose rejection, if any, is every item's). */
        abstract Outcome<String> apply(String item);

        @Override
        final Result compute(String item) {
            Outcome<String> o = apply(item);
            return Result.of(new String[] {shownBase, Masks.text(item, show)}, o, Masks.text(o.value(), show));
        }
    }
}
