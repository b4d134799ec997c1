package org.urikit.cli;

/**
 * One field of a command's output object: its JSON name (the one name it has everywhere: in the
 * JSON, in {@code --field NAME} and as the row label of the blocks for people), when it is
 * present, its value and how people see it. A command's fields, in order, are its {@link Table}.
 *
 * <pre>{@code
 * enum ParseField implements Field<ParseItem> {
 *     INPUT("input", Show.QUOTED) { Object value(ParseItem r) { return r.shownInput(); } }, ...
 * }
 * }</pre>
 *
 * @param <R> what one item came to
 */
interface Field<R> {
    /** How a value is shown in a block for people. */
    enum Show {
        /** A string in double quotes, escaped ({@link HumanOutput#quote}). */
        QUOTED,
        /** As it is: a boolean, a number, a word such as {@code reg-name}. */
        PLAIN,
        /** A message or a list, one line or several, the later lines indented. */
        LINES,
        /** Rows of their own: the name on its line, then each line of the value indented by two spaces. */
        SECTION,
        /** Not in the blocks (JSON and {@code --field} only). */
        NONE
    }

    /** The JSON name. */
    String jsonName();

    /** How people see the value. */
    Show show();

    /** Whether the field is in the object of {@code r}: a field that is not is left out of the JSON and blank in {@code --field}. */
    default boolean present(R r) {
        return true;
    }

    /**
     * The value for {@code r}: null, a {@link String}, {@link Boolean}, {@link Integer},
     * {@link Long}, {@link Double}, a {@link JsonLine.Json}, or a {@link java.util.List} or
     * {@link java.util.Map} of these ({@link JsonLine#value}).
     */
    Object value(R r);
}
