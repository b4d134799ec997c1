package org.urikit.cli;

/**
 * A positional parameter of the command model: {@code URI...} (any number), {@code BASE} (exactly
 * one), {@code A} and {@code B}. The parameters of a command take the positional arguments in order.
 *
 * @param label       the label in the help, e.g. {@code URI}
 * @param description the help text
 * @param min         how many arguments it needs (0 or 1)
 * @param max         how many it takes at most ({@link Integer#MAX_VALUE}: any number)
 */
record Param(String label, String description, int min, int max) {
    /** Any number of arguments. */
    static Param many(String label, String description) {
        return new Param(label, description, 0, Integer.MAX_VALUE);
    }

    /** Exactly one argument. */
    static Param one(String label, String description) {
        return new Param(label, description, 1, 1);
    }
}
