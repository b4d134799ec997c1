package org.urikit.cli;

/**
 * One field of a command's output object: its JSON name (the one name it has everywhere: in the
 * JSON, in {@code --field NAME} and as the row label of the blocks for people), when it is
 * present, its value and how people see it. A command's fields, in order, are its {@link Table}.
 *
 * <pre>{@code
 * enum F implements Field<Item> {
 *     INPUT, VALID, HOST_TYPE;                       // JSON names input, valid, hostType
 *     public Show show() { return this == INPUT ? Show.QUOTED : Show.PLAIN; }
 *     public Object value(Item r) { switch (this) { ... } }
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

    /**
     * The name of the field's constant ({@code HOST_TYPE}) for a field of an enum, whose
     * {@link Enum#name()} it is, or else the JSON name itself.
     */
    String name();

    /** The JSON name: {@link #name()} in camel case ({@code HOST_TYPE} is {@code hostType}, {@code RFC3986} {@code rfc3986}). */
    default String jsonName() {
        return camelCase(name());
    }

    /** How people see the value; a string in quotes unless the field says otherwise. */
    default Show show() {
        return Show.QUOTED;
    }

    /** {@code HOST_TYPE} as {@code hostType}; a name with a lower-case letter is already one and stays. */
    static String camelCase(String constant) {
        for (int i = 0; i < constant.length(); i++) {
            if (Character.isLowerCase(constant.charAt(i))) {
                return constant;
            }
        }
        StringBuilder sb = new StringBuilder(constant.length());
        boolean upper = false;
        for (int i = 0; i < constant.length(); i++) {
            char c = constant.charAt(i);
            if (c == '_') {
                upper = true;
            } else {
                sb.append(upper ? c : Character.toLowerCase(c));
                upper = false;
            }
        }
        return sb.toString();
    }

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

    /**
     * Writes the value for {@code r} as {@link JsonLine#value} writes {@link #value}, which is what
     * this does; a field may write the same bytes without making the value (a region of a text:
     * {@link JsonLine#string(String, int, int)}).
     */
    default void json(JsonLine w, R r) {
        w.value(value(r));
    }
}
