package org.urikit.cli;

/**
 * The output for people: one block per item, blocks separated by a blank line, one
 * {@code name  value} row per field. A string value is shown in double quotes with controls,
 * format characters and lone surrogates escaped, so an empty value ({@code ""}) differs from an
 * absent one ({@code (absent)}) and nothing invisible reaches the terminal.
 *
 * <pre>{@code
 * HumanOutput human = new HumanOutput(out);   // an Out
 * human.begin().string("scheme", "http").string("query", null).text("hostType", "reg-name");
 * human.end();
 * // scheme     "http"
 * // query      (absent)
 * // hostType   reg-name
 * }</pre>
 */
final class HumanOutput {
    /** Column where values start, unless a label is longer ({@link #column(int)}). */
    static final int VALUE_COLUMN = 11;
    /** What an absent component reads as. */
    static final String ABSENT = "(absent)";

    private final Out out;
    private final StringBuilder block = new StringBuilder();
    private boolean first = true;
    private int column = VALUE_COLUMN;

    HumanOutput(Out out) {
        this.out = out;
    }

    /**
     * Values start at column {@code max(VALUE_COLUMN, longest + 2)}: two spaces after the longest
     * label of the block, so that the values of one block are aligned.
     */
    HumanOutput column(int longest) {
        column = Math.max(VALUE_COLUMN, longest + 2);
        return this;
    }

    /** Starts a new block, discarding any unfinished one. */
    HumanOutput begin() {
        block.setLength(0);
        return this;
    }

    /** A quoted, escaped string value, or {@value #ABSENT} for null. */
    HumanOutput string(String name, String value) {
        return text(name, value == null ? ABSENT : quote(value));
    }

    /** A value shown as it is ({@code true}, {@code reg-name}, a number); {@value #ABSENT} for null. */
    HumanOutput text(String name, Object value) {
        label(name);
        block.append(value == null ? ABSENT : value.toString()).append('\n');
        return this;
    }

    /** A multi-line value: its first line after the label, the others indented to the value column. */
    HumanOutput lines(String name, String value) {
        label(name);
        String[] rows = value.split("\n", -1);
        int n = rows.length;
        while (n > 1 && rows[n - 1].isEmpty()) {
            n--;
        }
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                block.append(" ".repeat(column));
            }
            block.append(rows[i]).append('\n');
        }
        return this;
    }

    /** A section: the name on its own line, then every line of {@code value} indented by two spaces. */
    HumanOutput section(String name, String value) {
        block.append(name).append('\n');
        for (String row : value.split("\n")) {
            block.append("  ").append(row).append('\n');
        }
        return this;
    }

    /**
     * Writes the block, after a blank line if it is not the first: inside an {@link ItemLoop}, if
     * its item is not the first of the input (so that each thread's blocks, put together in input
     * order, read as one thread's would); elsewhere, if this output wrote a block before.
     */
    void end() {
        long item = ItemLoop.itemNumber();
        if (item > 0 ? item > 1 : !first) {
            out.nl();
        }
        first = false;
        out.text(block.toString());
        block.setLength(0);
        if (block.capacity() > 1 << 16) {
            block.trimToSize();
        }
    }

    private void label(String name) {
        block.append(name);
        block.append(" ".repeat(Math.max(1, column - name.length())));
    }

    /**
     * {@code s} in double quotes; {@code "} and {@code \} are backslash-escaped, and controls, format
     * characters (such as bidirectional overrides), line and paragraph separators and lone
     * surrogates are written as {@code \t}, {@code \n}, {@code \r} or {@code \}{@code uXXXX}.
     * Other characters, non-ASCII included, are kept.
     */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        int cp = s.codePointAt(i);
                        if (invisible(cp)) {
                            sb.append(String.format("\\u%04X\\u%04X", (int) c, (int) s.charAt(i + 1)));
                        } else {
                            sb.append(c).append(s.charAt(i + 1));
                        }
                        i++;
                    } else if (Character.isSurrogate(c) || invisible(c)) {
                        sb.append(String.format("\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    private static boolean invisible(int cp) {
        int type = Character.getType(cp);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }
}
