package org.urikit.cli;

import java.util.List;

/**
 * A line of the input that is not UTF-8 (RFC 3629), as every item command reports it (docs/cli.md,
 * "Invocation"): {@code {"input":"…","valid":false,"error":"INPUT_NOT_UTF8","line":L,"offset":N,"message":"…"}}
 * in JSON, {@code line L: INPUT_NOT_UTF8 at byte N …} for people.
 *
 * @param input the line decoded with U+FFFD for the bad bytes, its password masked unless shown
 * @param where where the first bad byte is
 */
record BadLine(String input, Inputs.Malformed where) {
    /** The fields of the object. */
    enum F implements Field<BadLine> {
        INPUT,
        VALID,
        ERROR,
        LINE,
        OFFSET,
        MESSAGE;

        @Override
        public Show show() {
            switch (this) {
                case VALID:
                case ERROR:
                case LINE:
                case OFFSET:
                    return Show.PLAIN;
                case MESSAGE:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public Object value(BadLine b) {
            switch (this) {
                case INPUT: return b.input;
                case VALID: return Boolean.FALSE;
                case ERROR: return "INPUT_NOT_UTF8";
                case LINE: return b.where.line();
                case OFFSET: return b.where.offset();
                default: return b.where.message();
            }
        }
    }

    static final Table<BadLine> TABLE = new Table<>(List.of(F.values()));

    /** The line for people. */
    String human() {
        return "line " + where.line() + ": " + where.message();
    }
}
