package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * What an item of {@code resolve}, {@code relativize}, {@code normalize}, {@code equivalent},
 * {@code encode} or {@code decode} came to: the inputs it echoes, then one result, or the
 * rejection of one of its inputs (docs/cli.md: {@code "result":null,"error":…,"index":…,"message":…},
 * with {@code "errorIn"} first where a command has several inputs).
 *
 * <pre>{@code
 * Table<Result> t = Result.table(List.of(Result.echo("base", 0), Result.echo("reference", 1), Result.value("result")), true);
 * t.json(json, new Result(new String[] {"http://a/b", "../g"}, "http://a/g", null));
 * // {"base":"http://a/b","reference":"../g","result":"http://a/g"}
 * }</pre>
 *
 * @param echoes    the inputs as shown (their passwords masked unless shown)
 * @param value     the result, null when rejected
 * @param rejection why there is no result, null when there is one
 */
record Result(String[] echoes, Object value, Outcome.Rejection rejection) {
    /** A result, or the rejection of an {@link Outcome}. */
    static Result of(String[] echoes, Outcome<?> o, Object shownValue) {
        return new Result(echoes, o.succeeded() ? shownValue : null, o.rejection());
    }

    boolean succeeded() {
        return rejection == null;
    }

    /** One column of the object. */
    static final class Column implements Field<Result> {
        private static final int ECHO = 0;
        private static final int CONSTANT = 1;
        private static final int VALUE = 2;
        private static final int ERROR_IN = 3;
        private static final int ERROR = 4;
        private static final int INDEX = 5;
        private static final int MESSAGE = 6;

        private final String name;
        private final Show show;
        private final int kind;
        private final int echo;
        private final Object constant;

        private Column(String name, Show show, int kind, int echo, Object constant) {
            this.name = name;
            this.show = show;
            this.kind = kind;
            this.echo = echo;
            this.constant = constant;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Show show() {
            return show;
        }

        @Override
        public boolean present(Result r) {
            return kind < ERROR_IN || !r.succeeded();
        }

        @Override
        public Object value(Result r) {
            switch (kind) {
                case ECHO: return r.echoes[echo];
                case CONSTANT: return constant;
                case VALUE: return r.value;
                case ERROR_IN: return r.rejection.in();
                case ERROR: return r.rejection.error();
                case INDEX: return r.rejection.index();
                default: return r.rejection.message();
            }
        }
    }

    /** Input {@code index} of the echoes, called {@code name}. */
    static Column echo(String name, int index) {
        return new Column(name, Field.Show.QUOTED, Column.ECHO, index, null);
    }

    /** The same value on every line ({@code "level":"scheme"}). */
    static Column constant(String name, Object value) {
        return new Column(name, Field.Show.PLAIN, Column.CONSTANT, 0, value);
    }

    /** The result, called {@code name}. */
    static Column value(String name) {
        return new Column(name, Field.Show.QUOTED, Column.VALUE, 0, null);
    }

    /**
     * The table of {@code columns} followed by the rejection's fields: {@code errorIn} (when
     * {@code place}), {@code error}, {@code index}, {@code message}.
     */
    static Table<Result> table(List<Column> columns, boolean place) {
        List<Column> all = new ArrayList<>(columns);
        if (place) {
            all.add(new Column("errorIn", Field.Show.PLAIN, Column.ERROR_IN, 0, null));
        }
        all.add(new Column("error", Field.Show.PLAIN, Column.ERROR, 0, null));
        all.add(new Column("index", Field.Show.PLAIN, Column.INDEX, 0, null));
        all.add(new Column("message", Field.Show.LINES, Column.MESSAGE, 0, null));
        return new Table<>(all);
    }
}
