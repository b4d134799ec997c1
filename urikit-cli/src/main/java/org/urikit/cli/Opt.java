package org.urikit.cli;

import java.util.List;

/**
 * One option of the command model ({@link CommandDef}): its names, the label of its parameter,
 * its help text, its default and how its text becomes a value. Options shared by several
 * commands are declared once, in {@link Opts}; both the fast argument parser ({@link ArgParser})
 * and picocli's model for help, usage errors, man pages and completion ({@link Picocli}) are
 * built from these declarations.
 *
 * <pre>{@code
 * Opt json = Opt.flag("Write one JSON object per input (NDJSON).", "--json");
 * Opt jobs = Opt.value("N", "Work with N threads.", "--jobs").converter(Opt.INT);
 * Opt field = Opt.value("NAME", "Print only this field.", "--field").repeatable();
 * }</pre>
 *
 * <p>Converters are classes, not lambdas: the first lambda of a process costs more than ten
 * milliseconds of start-up.
 */
final class Opt {
    /** Turns an option's text into its value; throws {@link IllegalArgumentException} with a one-line reason. */
    @FunctionalInterface
    interface Converter {
        Object convert(String text);
    }

    final String[] names;
    /** The label of the parameter ({@code FILE}), or null for a flag. */
    final String label;
    final String description;
    boolean repeatable;
    /** The text of the default value, or null. */
    String defaultValue;
    /** Null: the value is the text itself. */
    Converter converter;
    /** The accepted values, for {@code ${COMPLETION-CANDIDATES}} in the help and for shell completion; or null. */
    List<String> candidates;

    private Opt(String label, String description, String... names) {
        this.names = names;
        this.label = label;
        this.description = description;
    }

    /** An option without a parameter. */
    static Opt flag(String description, String... names) {
        return new Opt(null, description, names);
    }

    /** An option with one parameter. */
    static Opt value(String label, String description, String... names) {
        return new Opt(label, description, names);
    }

    /** The option may be given several times; its value is the list of values. */
    Opt repeatable() {
        repeatable = true;
        return this;
    }

    /** The value when the option is not given. */
    Opt defaultValue(String text) {
        defaultValue = text;
        return this;
    }

    Opt converter(Converter c) {
        converter = c;
        return this;
    }

    Opt candidates(List<String> names) {
        candidates = names;
        return this;
    }

    /** Whether the option takes no parameter. */
    boolean isFlag() {
        return label == null;
    }

    /** The longest name, as picocli names an option in its messages. */
    String longestName() {
        String longest = names[0];
        for (String n : names) {
            if (n.length() > longest.length()) {
                longest = n;
            }
        }
        return longest;
    }

    /** The value of {@code text}. */
    Object convert(String text) {
        return converter == null ? text : converter.convert(text);
    }

    /** An {@code int} as picocli reads it ({@link Integer#valueOf}), with picocli's message. */
    static final Converter INT = new Converter() {
        @Override
        public Object convert(String text) {
            try {
                return Integer.valueOf(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not an int");
            }
        }
    };
}
